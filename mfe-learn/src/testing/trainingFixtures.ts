import type { PublicPuzzle, ReviewCard, TrainingSummary } from '@kingside/contracts/training';
import { CHAPTERS, COURSE } from './fixtures';

/** A puzzle on chapter 1's position (Nc7+ Ke7 Nxe6, as the fake api checks it), from that chapter. */
export const PUZZLE: PublicPuzzle = {
  id: 42,
  fen: CHAPTERS[0]!.fen,
  orientation: 'white',
  prompt: 'White to move and win the queen.',
  kind: 'tactic',
  learnerMoves: 2,
  rating: 1430,
  productIds: [3, 5],
  chapter: { lessonId: COURSE.id, chapterNumber: 1, title: CHAPTERS[0]!.title },
};

/** Another puzzle: chapter 2's position (d5). */
export const SECOND_PUZZLE: PublicPuzzle = {
  id: 43,
  fen: CHAPTERS[1]!.fen,
  orientation: 'white',
  prompt: 'White to move: attack both knights.',
  kind: 'tactic',
  learnerMoves: 1,
  rating: 1210,
  productIds: [],
};

export const SUMMARY: TrainingSummary = {
  rating: 1500,
  provisional: true,
  puzzlesPlayed: 3,
  dueToday: 2,
  streak: 4,
  trainedToday: false,
  timeZone: 'Europe/Paris',
  reminders: false,
  lichess: null,
  suggestedLevel: 'intermediate',
};

const DUE = '2026-03-01T08:00:00.000Z';

/** Two due cards: a missed puzzle and a solved chapter. */
export const CARDS: ReviewCard[] = [
  {
    id: 11,
    fen: CHAPTERS[1]!.fen,
    orientation: 'white',
    prompt: 'White to move: attack both knights.',
    kind: 'tactic',
    learnerMoves: 1,
    origin: { kind: 'puzzle', puzzleId: 43 },
    title: 'Puzzle 43',
    productIds: [],
    due: DUE,
  },
  {
    id: 12,
    fen: CHAPTERS[0]!.fen,
    orientation: 'white',
    prompt: CHAPTERS[0]!.exercise.prompt,
    kind: 'tactic',
    learnerMoves: 2,
    origin: { kind: 'chapter', lessonId: COURSE.id, chapterNumber: 1 },
    title: CHAPTERS[0]!.title,
    productIds: [9],
    due: DUE,
  },
];
