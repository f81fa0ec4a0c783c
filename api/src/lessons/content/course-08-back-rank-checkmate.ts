import type { Chapter } from '@kingside/contracts';

/** Course 8, "Back-Rank Checkmate" (beginner, Tactics). */
export const backRankCheckmate: Chapter[] = [
  {
    number: 1,
    title: 'The Rook Slides In',
    text: [
      'A king that hides behind an unbroken row of pawns has no escape square. If an enemy rook or queen reaches its back rank with check and nothing can capture it or block, it is checkmate.',
      'This time you play Black. White\u2019s king on g1 sits behind the pawns on f2, g2 and h2, and only the white queen on h5 can come back to help. Black\u2019s own king is safe, because the pawn on h6 gives it an escape square.',
    ],
    fen: '2r3k1/p4pp1/7p/7Q/8/8/P4PPP/6K1 b - - 0 1',
    orientation: 'black',
    exercise: {
      prompt: 'Black to move: mate in two on the back rank.',
      solution: ['Rc1+', 'Qd1', 'Rxd1#'],
      hint: 'Check on the first rank. If the queen steps in to block, can you capture it and keep the check?',
    },
  },
  {
    number: 2,
    title: 'Removing the Last Defender',
    text: [
      'Often a single piece guards the back rank. Then the attacker lines up two heavy pieces against it, sacrifices the first one, and mates with the second when the defender captures.',
      'Here the black rook on d8 is protected only by the queen on f6. White has a queen and a rook on the d-file, one behind the other, a battery aimed straight at the black back rank.',
    ],
    fen: '3r2k1/p4ppp/5q2/8/8/8/P2Q1PPP/3R2K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: mate in two by removing the defender of the back rank.',
      solution: ['Qxd8+', 'Qxd8', 'Rxd8#'],
      hint: 'Give up the front piece of your battery. After the recapture, the file is open for the piece behind it.',
    },
  },
  {
    number: 3,
    title: 'Luft in Time',
    text: [
      'The cure for back-rank weakness is "luft", German for air: a pawn move in front of the king that gives it an escape square, usually h3 for White or ...h6 for Black. It is best made at a calm moment, before the threat becomes real.',
      'In this quiet position both sides have rooks on the open files and a king without an escape square. Nothing is hanging yet, which is exactly the right moment: White spends one move on h3, and from now on a rook check on the first rank is no longer deadly.',
    ],
    fen: '2rr2k1/pb2qppp/1p2p3/8/8/1P2P3/PB2QPPP/2RR2K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: make luft for your king while all is calm.',
      solution: ['h3'],
      hint: 'Move the rook pawn in front of your king one square.',
    },
  },
];
