import type { Chapter } from '@kingside/contracts';

/** Course 11, "Pins and Skewers" (intermediate, Tactics). */
export const pinsAndSkewers: Chapter[] = [
  {
    number: 1,
    title: 'Attack the Pinned Piece',
    text: [
      'A pinned piece cannot move without exposing a more valuable piece behind it. When that piece is the king, the pin is absolute: the pinned piece may not leave the line at all.',
      'The best way to exploit a pin is to attack the pinned piece again, ideally with a pawn. Here the knight on e5 is pinned to the black king by the rook on e1. It is defended by the d6-pawn, but a pawn for a knight is still a fine trade.',
    ],
    fen: '2b1k2r/pp3ppp/3p4/4n3/8/2N5/PP3PPP/2B1R1K1 w k - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: win the pinned knight.',
      solution: ['f4'],
      hint: 'The knight cannot step off the e-file. Bring a pawn to attack it.',
    },
  },
  {
    number: 2,
    title: 'The Skewer',
    text: [
      'A skewer is a pin in reverse: the more valuable piece stands in front. When it steps out of the attack, the piece behind it is lost. A check is the strongest skewer of all, because the king must move.',
      'Here the black king on c4 and the black rook on c8 stand on the same file with nothing between them. A rook check along that file forces the king aside and leaves the rook behind undefended.',
    ],
    fen: '2r5/5p2/6p1/p7/2k5/6PP/5PK1/7R w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: win the black rook with a skewer.',
      solution: ['Rc1+', 'Kb3', 'Rxc8'],
      hint: 'Check the king along the file it shares with its own rook.',
    },
  },
  {
    number: 3,
    title: 'Pinning the Queen',
    text: [
      'An absolute pin against the queen wins her for the pinning piece, as long as the pinner is protected or the queen cannot take it profitably.',
      'The black queen on d7 stands on the same diagonal as her king on e8, and b5, further along that diagonal, is guarded by the white pawn on a4. A bishop arriving there pins the queen. Black can take the bishop, but then the pawn recaptures: queen for bishop.',
    ],
    fen: 'r3k3/pp1q1ppp/8/8/P7/8/1P3PPP/2R2BK1 w q - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: pin the queen to the king and win her for a bishop.',
      solution: ['Bb5'],
      hint: 'Find the square on the d7\u2013e8 diagonal that your bishop can reach and your pawn protects.',
    },
  },
  {
    number: 4,
    title: 'The Bishop Skewer',
    text: [
      'Bishops skewer along diagonals. Whenever the enemy king and a valuable piece stand on the same diagonal with nothing between them, look for a bishop check from the far side.',
      'Here the black king on e6 and the queen on a2 share the a2\u2013g8 diagonal. The white bishop on h7 is one step away from g8, the end of that diagonal, and from there it checks the king with the queen lined up behind.',
    ],
    fen: '8/pp5B/4kp2/6p1/8/P5P1/qP5P/7K w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: skewer the king and queen with the bishop.',
      solution: ['Bg8+', 'Kd6', 'Bxa2'],
      hint: 'Check the king along the diagonal it shares with its queen.',
    },
  },
];
