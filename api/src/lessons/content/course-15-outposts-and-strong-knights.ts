import type { Chapter } from '@kingside/contracts';

/** Course 15, "Outposts and Strong Knights" (intermediate, Strategy). */
export const outpostsAndStrongKnights: Chapter[] = [
  {
    number: 1,
    title: 'Conquering d5',
    text: [
      'An outpost is a square that no enemy pawn can ever attack. In this Najdorf structure, Black\u2019s pawns on d6 and e5 have left a hole on d5, and White\u2019s plan is to plant a knight there.',
      'The knight on f6 is the main guard of d5, so White pins it, gives up the bishop for it, and then occupies the square. The knight on d5 will be protected by the e4-pawn and can never be driven away by a pawn.',
    ],
    fen: 'rnbq1rk1/1p2bppp/p2p1n2/4p3/4P3/1NN5/PPP1BPPP/R1BQ1RK1 w - - 4 9',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: pin the f6-knight, take it, and plant your knight on d5.',
      solution: ['Bg5', 'Be6', 'Bxf6', 'Bxf6', 'Nd5'],
      hint: 'The defender of d5 must go first. Your dark bishop can pin it and then capture it.',
    },
  },
  {
    number: 2,
    title: 'The Knight Strikes from d5',
    text: [
      'A knight on a strong outpost is not only a wall: it eyes squares deep in the enemy camp. From d5 it attacks c7, e7, f6, f4, b6, b4, c3 and e3.',
      'Here Black has no pawn on e7 or g7 to guard f6, and White\u2019s e5-pawn protects that square. A knight jump there checks the king and hits the queen on d7.',
    ],
    fen: '2r3k1/pp1q1p1p/6p1/3NP3/8/8/PP3PPP/4R1K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: jump from the outpost with a fork and win the queen.',
      solution: ['Nf6+', 'Kg7', 'Nxd7'],
      hint: 'Which square next to the black king can the knight reach safely, with a check?',
    },
  },
  {
    number: 3,
    title: 'Good Knight against Bad Bishop',
    text: [
      'A bishop hemmed in by its own pawns on its colour is called "bad": it defends pawns but attacks nothing. A knight on an outpost in front of those pawns is often worth much more.',
      'Black\u2019s pawns stand on d6 and e5, dark squares, just like the bishop on e7. The hole on d5 is waiting for the white knight, and no black pawn can ever challenge it there.',
    ],
    fen: '4k3/pp2bp2/3p2p1/4p3/4P3/2N5/PP3PPP/5K2 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: occupy the outpost with the knight.',
      solution: ['Nd5'],
      hint: 'The square in front of the backward d6-pawn is the one you want.',
    },
  },
];
