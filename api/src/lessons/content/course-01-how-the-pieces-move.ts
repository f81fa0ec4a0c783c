import type { Chapter } from '@kingside/contracts';

/** Course 1, "How the Pieces Move" (beginner, Fundamentals). */
export const howThePiecesMove: Chapter[] = [
  {
    number: 1,
    title: 'The Rook: Straight Lines',
    text: [
      'The rook moves any number of squares along a rank or a file, forwards, backwards or sideways, as long as nothing stands in its way. It captures the same way it moves: it lands on the enemy piece and removes it.',
      'A rook on an open file is like a long arm reaching across the whole board. Before every move, run your eye along your rooks\u2019 lines: is there an enemy piece standing on one of them with nothing to protect it?',
    ],
    fen: '6k1/5pp1/7p/3n4/8/8/5PPP/3R2K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: use the rook to win the undefended knight.',
      solution: ['Rxd5'],
      hint: 'Look straight up the file your rook stands on.',
    },
  },
  {
    number: 2,
    title: 'The Bishop: Diagonals',
    text: [
      'The bishop moves any number of squares diagonally. Because it never changes direction onto a straight line, a bishop that starts on a dark square stays on dark squares for the whole game.',
      'The long diagonals, a1\u2013h8 and h1\u2013a8, cross the centre of the board, and a bishop placed on one of them can strike from the other side of the board. Here the white bishop on b2 looks all the way across to the black side.',
    ],
    fen: '6k1/p4p1p/5rp1/8/8/8/PB3PPP/6K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: the bishop can capture a whole rook. Find it.',
      solution: ['Bxf6'],
      hint: 'Follow the long dark diagonal from b2 towards the far corner of the board.',
    },
  },
  {
    number: 3,
    title: 'The Knight: Jumping in an L',
    text: [
      'The knight moves in an L-shape: two squares in one direction and then one square to the side. It is the only piece that can jump over other pieces, so a wall of pawns does not stop it.',
      'A knight always lands on a square of the opposite colour to the one it started on. From f3, for example, it can reach d2, d4, e1, e5, g1, g5, h2 and h4. Count the jumps carefully: beginners often miss a knight capture because the knight seems far away.',
    ],
    fen: '5rk1/pp3ppp/8/8/3q4/5N2/PP3PPP/5RK1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: the black queen has wandered too close. Capture her with the knight.',
      solution: ['Nxd4'],
      hint: 'From f3, which squares can the knight jump to? One of them holds a big prize.',
    },
  },
  {
    number: 4,
    title: 'The Pawn: Forward, but Captures Diagonally',
    text: [
      'A pawn moves straight forward one square, or two squares from its starting square, but it captures one square diagonally forward. It can never move backwards, and it cannot capture the piece standing directly in front of it.',
      'That difference surprises many beginners. In this position the black knight on e5 blocks the white pawn on e4, so the pawn cannot move forward at all, yet it can still capture on the diagonal.',
    ],
    fen: '6k1/5ppp/8/3rn3/4P3/8/5PPP/5BK1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: the pawn on e4 can win a whole rook. Which capture is it?',
      solution: ['exd5'],
      hint: 'A pawn captures one square diagonally forward, and only one of those squares holds an enemy piece.',
    },
  },
];
