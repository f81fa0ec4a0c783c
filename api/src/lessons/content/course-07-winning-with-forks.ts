import type { Chapter } from '@kingside/contracts';

/** Course 7, "Winning with Forks" (beginner, Tactics). */
export const winningWithForks: Chapter[] = [
  {
    number: 1,
    title: 'The Knight Fork',
    text: [
      'A fork is one move that attacks two or more enemy pieces at once. The opponent can save only one of them, so a fork usually wins material. Knights are the best forkers: their jump cannot be blocked, and a knight can attack a queen or a rook without being attacked back by it.',
      'The most dreaded knight fork hits the king, the queen and a rook together. Look at the squares around the black king: from c7 a knight would attack e8, e6 and a8 all at once.',
    ],
    fen: 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: fork the king, queen and rook with the knight, and win the queen.',
      solution: ['Nc7+', 'Ke7', 'Nxe6'],
      hint: 'Find the square where the knight gives check and attacks the queen at the same time.',
    },
  },
  {
    number: 2,
    title: 'The Pawn Fork',
    text: [
      'Pawns fork too, and a pawn fork is especially strong because the pawn is worth less than either piece it attacks. A pawn moving forward attacks the two squares diagonally in front of it.',
      'Here the black knights on c6 and e6 both attack the d4-pawn, but they stand one square apart on the same rank. A pawn arriving between them, on d5, would attack both, and neither knight can capture it.',
    ],
    fen: '3r1rk1/pp3ppp/2n1n3/8/3P4/4BN2/PP3PPP/3R1RK1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: attack both knights at once with a pawn.',
      solution: ['d5'],
      hint: 'A pawn captures diagonally. Which square in front of the d-pawn attacks c6 and e6?',
    },
  },
  {
    number: 3,
    title: 'The Queen Fork with Check',
    text: [
      'The queen moves in every direction, so she is a natural forker. Her favourite fork is a check that also attacks an undefended piece: the opponent must answer the check, and then the loose piece falls.',
      'Before looking for such a fork, list the enemy pieces that nobody protects. Here the black rook on a5 is on its own, and the black king on g8 can be checked along the back rank.',
    ],
    fen: '6k1/pp3pp1/7p/r7/8/8/PP3PPP/3Q2K1 w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: win the undefended rook with a queen fork.',
      solution: ['Qd8+', 'Kh7', 'Qxa5'],
      hint: 'Give a check that also lines the queen up with a5.',
    },
  },
];
