import type { Chapter, ChapterExercise, ChapterExerciseKind, LessonLevel } from '@kingside/contracts';
import type { Puzzle, PuzzleTheme } from '@kingside/contracts/training';
import type { InferCreationAttributes } from 'sequelize';
import type { PuzzleModel } from './models';
import { NEW_PUZZLE_DEVIATION, NEW_MEMBER } from './ratings';

/*
 * A puzzle in the database (migration 0013): the exercise as JSON text, the themes comma-separated, the products as a
 * JSON array. These functions are the only place that knows it.
 */

/** Chapter exercises are puzzles too, with ids of their own range: the set's ids (1, 2, 3…) never reach it. */
const CHAPTER_PUZZLE_BASE = 1_000_000;

export function chapterPuzzleId(lessonId: number, chapterNumber: number): number {
  return CHAPTER_PUZZLE_BASE + lessonId * 10 + chapterNumber;
}

/** A chapter's starting rating, from its course's level (the set's puzzles carry their own). */
const LEVEL_RATING: Record<LessonLevel, number> = { beginner: 1000, intermediate: 1500, advanced: 1900 };

/** What the courses teach, as puzzle themes (the chapters' own; a mate's length is read from its line). */
const COURSE_THEMES: Record<number, PuzzleTheme[]> = {
  7: ['fork'],
  8: ['backRankMate'],
  11: ['pin', 'skewer'],
  12: ['discoveredAttack'],
  13: ['endgame'],
  17: ['endgame'],
  18: ['endgame', 'defence'],
  19: ['endgame'],
  22: ['sacrifice'],
};

type PuzzleRow = InferCreationAttributes<PuzzleModel>;

const MATE_THEMES: Record<number, PuzzleTheme> = { 1: 'mateIn1', 2: 'mateIn2', 3: 'mateIn3' };

function exerciseOf(prompt: string, solution: string[], hint: string, alternatives: ChapterExercise['alternatives']): string {
  return JSON.stringify({ prompt, solution, hint, ...(alternatives ? { alternatives } : {}) } satisfies ChapterExercise);
}

export function puzzleRow(puzzle: Puzzle, now: Date): PuzzleRow {
  return {
    id: puzzle.id,
    fen: puzzle.fen,
    kind: 'tactic',
    exercise: exerciseOf(puzzle.prompt, puzzle.solution, puzzle.hint, puzzle.alternatives),
    themes: puzzle.themes.join(','),
    productIds: JSON.stringify(puzzle.productIds ?? []),
    source: puzzle.source ?? null,
    lessonId: null,
    chapterNumber: null,
    rating: puzzle.rating,
    deviation: NEW_PUZZLE_DEVIATION,
    volatility: NEW_MEMBER.volatility,
    plays: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export function chapterPuzzleRow(
  course: { id: number; level: LessonLevel; recommendedProductIds: number[] },
  chapter: Chapter,
  now: Date,
): PuzzleRow {
  const { exercise } = chapter;
  const learnerMoves = Math.ceil(exercise.solution.length / 2);
  const mate = exercise.solution.at(-1)?.endsWith('#') ? MATE_THEMES[learnerMoves] : undefined;
  const themes = [...new Set([...(COURSE_THEMES[course.id] ?? []), ...(mate ? [mate] : [])])];
  return {
    id: chapterPuzzleId(course.id, chapter.number),
    fen: chapter.fen,
    kind: exercise.kind ?? 'tactic',
    exercise: exerciseOf(exercise.prompt, exercise.solution, exercise.hint, exercise.alternatives),
    themes: themes.join(','),
    productIds: JSON.stringify(course.recommendedProductIds),
    source: null,
    lessonId: course.id,
    chapterNumber: chapter.number,
    rating: LEVEL_RATING[course.level] + 100 * (learnerMoves - 1),
    deviation: NEW_PUZZLE_DEVIATION,
    volatility: NEW_MEMBER.volatility,
    plays: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/** The distinct themes of a row's `themes` column (comma-separated): what puzzle_themes and the choice index hold. */
export const rowThemes = (themes: string): string[] => [...new Set(themes.split(',').filter(Boolean))];

/**
 * A puzzle's rows in puzzle_themes (migration 0016): one per theme of a served puzzle (a tactic), with its rating.
 * Line chapters are never served as puzzles, so they have none.
 */
export function puzzleThemeRows(rows: readonly Pick<PuzzleRow, 'id' | 'kind' | 'themes' | 'rating'>[]) {
  return rows
    .filter((row) => row.kind === 'tactic')
    .flatMap((row) => rowThemes(row.themes).map((theme) => ({ puzzleId: row.id, theme, rating: row.rating })));
}

/** A puzzle as the move check reads it. */
export interface StoredPuzzle {
  id: number;
  kind: ChapterExerciseKind;
  fen: string;
  exercise: ChapterExercise;
  themes: PuzzleTheme[];
  productIds: number[];
  lessonId: number | null;
  chapterNumber: number | null;
}

export function fromPuzzleRow(row: Pick<PuzzleModel, keyof StoredPuzzle | 'exercise' | 'themes' | 'productIds'>): StoredPuzzle {
  return {
    id: Number(row.id),
    kind: row.kind as ChapterExerciseKind,
    fen: row.fen,
    exercise: JSON.parse(row.exercise) as ChapterExercise,
    themes: row.themes ? (row.themes.split(',') as PuzzleTheme[]) : [],
    productIds: JSON.parse(row.productIds) as number[],
    lessonId: row.lessonId === null ? null : Number(row.lessonId),
    chapterNumber: row.chapterNumber === null ? null : Number(row.chapterNumber),
  };
}
