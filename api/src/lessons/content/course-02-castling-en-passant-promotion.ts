import type { Chapter } from '@kingside/contracts';

/** Course 2, "Castling, En Passant and Promotion" (beginner, Fundamentals). */
export const castlingEnPassantPromotion: Chapter[] = [
  {
    number: 1,
    title: 'Castling Early',
    text: [
      'Castling moves the king two squares towards a rook and brings that rook to the square the king passed over. When White castles kingside, the king goes from e1 to g1 and the rook from h1 to f1. It is allowed only if neither piece has moved, the squares between them are empty, and the king is not in check and does not pass through or land on an attacked square.',
      'In this Italian Game White has already developed the knight and the bishop, so f1 and g1 are empty. Castling now tucks the king behind the pawns and brings the rook towards the centre in a single move. A calm follow-up is d3, which supports the e4-pawn and opens the way for the other bishop.',
    ],
    fen: 'r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4',
    orientation: 'white',
    exercise: {
      kind: 'line',
      prompt: 'White to move: castle kingside, and after Black develops the knight, support the e4-pawn with the d-pawn.',
      solution: ['O-O', 'Nf6', 'd3'],
      hint: 'The king goes two squares towards the h1-rook. Then move the d-pawn one step.',
    },
  },
  {
    number: 2,
    title: 'En Passant',
    text: [
      'When a pawn advances two squares from its starting square and lands right beside an enemy pawn, that enemy pawn may capture it "in passing", as if it had moved only one square. The capturing pawn lands on the square the other pawn skipped over.',
      'The right lasts for one move only: if you do not capture en passant at once, the chance is gone. Black has just played ...d7-d5 next to the white pawn on e5. Look at what a white pawn on d6 would attack.',
    ],
    fen: '8/2r1kppp/1n6/3pP3/8/8/5PPP/3R2K1 w - d6 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: capture en passant with check and win the rook.',
      solution: ['exd6+', 'Kd7', 'dxc7+'],
      hint: 'The pawn on e5 may capture the d5-pawn as if it had stopped on d6. Which pieces does a pawn on d6 attack?',
    },
  },
  {
    number: 3,
    title: 'Promotion and the Knight Surprise',
    text: [
      'A pawn that reaches the last rank must be promoted to a queen, rook, bishop or knight. Almost always you choose a queen, the strongest piece, but not always.',
      'Here the black queen threatens ...Qc1, a deadly back-rank check. If White makes a new queen on e8, Black mates first. A knight on e8, however, gives check and attacks the queen on c7 at the same time, so Black has no time for the threat.',
    ],
    fen: '8/p1q1P1k1/1p6/8/8/8/P5PP/7K w - - 0 1',
    orientation: 'white',
    exercise: {
      prompt: 'White to move: promote the pawn to the right piece and win the black queen.',
      solution: ['e8=N+', 'Kf7', 'Nxc7'],
      hint: 'A queen on e8 would not give check. Which piece on e8 checks the king on g7?',
    },
  },
];
