import type { Lesson, PublicChapter } from '@kingside/contracts';

/** A course of three chapters (from the seed's "Winning with Forks"), as the api serves it to the player. */
export const COURSE: Lesson = {
  id: 7,
  title: 'Winning with Forks',
  description: 'One move, two targets.',
  imageUrl: '/images/lessons/forks.svg',
  level: 'beginner',
  lessonCount: 3,
  content: 'First paragraph.\nSecond paragraph.',
  category: 'Tactics',
  createdAt: '2026-01-01T00:00:00.000Z',
  recommendedProductIds: [],
};

export const CHAPTERS: PublicChapter[] = [
  {
    number: 1,
    title: 'The Knight Fork',
    text: ['A fork is one move that attacks two or more enemy pieces at once.', 'Knights are the best forkers.'],
    fen: 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1',
    orientation: 'white',
    // solution: Nc7+ Ke7 Nxe6
    exercise: {
      prompt: 'White to move: fork the king, queen and rook with the knight, and win the queen.',
      kind: 'tactic',
      learnerMoves: 2,
    },
  },
  {
    number: 2,
    title: 'The Pawn Fork',
    text: ['Pawns fork too.'],
    fen: '3r1rk1/pp3ppp/2n1n3/8/3P4/4BN2/PP3PPP/3R1RK1 w - - 0 1',
    orientation: 'white',
    // solution: d5
    exercise: { prompt: 'White to move: attack both knights at once with a pawn.', kind: 'tactic', learnerMoves: 1 },
  },
  {
    number: 3,
    title: 'The Queen Fork with Check',
    text: ['The queen moves in every direction.'],
    fen: '6k1/pp3pp1/7p/r7/8/8/PP3PPP/3Q2K1 w - - 0 1',
    orientation: 'white',
    // solution: Qd8+ Kh7 Qxa5
    exercise: { prompt: 'White to move: win the undefended rook with a queen fork.', kind: 'tactic', learnerMoves: 2 },
  },
];
