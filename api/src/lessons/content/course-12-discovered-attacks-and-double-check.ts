import type { Chapter } from '@kingside/contracts';

/** Course 12, "Discovered Attacks and Double Check" (intermediate, Tactics). */
export const discoveredAttacksAndDoubleCheck: Chapter[] = [
  {
    number: 1,
    title: 'Discovered Check',
    text: [
      'A discovered attack happens when one piece moves out of the way and uncovers an attack by a long-range piece behind it. When the uncovered attack hits the king, it is a discovered check, and the piece that moved is free to do almost anything, because the opponent must answer the check first.',
      'Here the white bishop on e5 stands between the rook on e1 and the black king on e8. The black queen on b8 attacks the bishop, but she also stands on its diagonal.',
    ],
    fen: '1q2k2r/pp3ppp/8/4B3/8/8/PP3PPP/4R1K1 w k - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: use a discovered check to win the black queen.',
      solution: ['Bxb8+'],
      hint: 'Move the bishop off the e-file with a capture. The rook then gives check.',
    },
  },
  {
    number: 2,
    title: 'The Battery Behind the Knight',
    text: [
      'Discovered attacks need a battery: one of your pieces standing between a long-range piece and an enemy target. The piece in front should move with a threat of its own, so that the opponent faces two attacks at once.',
      'Here the knight on e4 blocks the rook on e1 from the black queen on e7. A knight move with check leaves Black no time to save the queen. Black can capture the knight with the queen, but the bishop on b2 guards that square from across the board.',
    ],
    fen: 'r5k1/pp2qppp/8/8/4N3/7P/PB3PP1/4R1K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: move the knight with check, uncover the rook and win the queen.',
      solution: ['Nf6+', 'Qxf6', 'Bxf6'],
      hint: 'Only one knight move gives check. Make sure the square it lands on is protected.',
    },
  },
  {
    number: 3,
    title: 'Double Check',
    text: [
      'In a double check, the piece that moves gives check and also uncovers a second check. Capturing one checker or blocking one line is useless, so the king must move. If it has no square, it is mate, even when the checking pieces are hanging.',
      'The black king on e8 is hemmed in by its own queen, bishop and d-pawn. Its only free squares are e7, on the file of the white rook, and f7. The knight on e4 is the only thing between the rook and the king.',
    ],
    fen: '3qkb1r/pp1p2pp/8/8/4N3/8/PP3PPP/3QR1K1 w k - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: checkmate in one with a double check.',
      solution: ['Nd6#'],
      hint: 'Two knight moves give check and uncover the rook. Only one of them also covers f7.',
    },
  },
];
