import type { Chapter, ChapterOrientation } from '@kingside/contracts';
import { Chess } from 'chess.js';
import { QueryTypes } from 'sequelize';
import type { Database } from '../shared/db/database';
import { onCatalogueInvalidated } from '../catalogue';
import { fromPuzzleRow, type StoredPuzzle } from './puzzleRows';

/** A puzzle ready to play: its row's content, where it comes from, and its exercise from each learner step. */
export interface PlayablePuzzle extends StoredPuzzle {
  orientation: ChapterOrientation;
  /** the chapter's title for a chapter's exercise, else "Puzzle {id}" */
  title: string;
  /** false once its course is archived: neither served nor reviewed */
  live: boolean;
  /** The exercise from learner step `step` on (0: the whole puzzle), as the move check reads it (lessons/moveCheck.ts). */
  from(step: number): Chapter | null;
}

const orientationOf = (fen: string): ChapterOrientation => (fen.split(' ')[1] === 'b' ? 'black' : 'white');

function playable(puzzle: StoredPuzzle, title: string, live: boolean): PlayablePuzzle {
  // One object per step, kept: making one replays the line to that step with chess.js.
  const steps = new Map<number, Chapter | null>();
  const from = (step: number): Chapter | null => {
    if (steps.has(step)) return steps.get(step) ?? null;
    let exercise: Chapter | null = null;
    const { solution, alternatives } = puzzle.exercise;
    if (step >= 0 && step % 2 === 0 && step < solution.length) {
      const board = new Chess(puzzle.fen);
      for (const move of solution.slice(0, step)) board.move(move);
      const shifted = Object.fromEntries(
        Object.entries(alternatives ?? {})
          .map(([index, moves]) => [Number(index) - step, moves] as const)
          .filter(([index]) => index >= 0),
      );
      exercise = {
        number: 0,
        title,
        text: [],
        fen: board.fen(),
        orientation: orientationOf(puzzle.fen),
        exercise: {
          ...puzzle.exercise,
          solution: solution.slice(step),
          ...(Object.keys(shifted).length ? { alternatives: shifted } : { alternatives: undefined }),
        },
      };
    }
    steps.set(step, exercise);
    return exercise;
  };
  return { ...puzzle, orientation: orientationOf(puzzle.fen), title, live, from };
}

interface PuzzleJoinRow {
  id: number;
  fen: string;
  kind: string;
  exercise: string;
  themes: string;
  productIds: string;
  lessonId: number | null;
  chapterNumber: number | null;
  archived: number | boolean | null;
  chapterTitle: string | null;
}

/**
 * Every puzzle's content in memory (a few hundred rows), for the move check's budget (docs/architecture.md §4: no
 * query per move); the ratings stay in the database, where every first try moves them. Cleared with the catalogue's
 * caches on every catalogue write, so an archived course's chapters stop being served at once.
 */
export class PuzzleStore {
  private loaded: Promise<Map<number, PlayablePuzzle>> | undefined;

  constructor(private readonly db: Database) {}

  all(): Promise<Map<number, PlayablePuzzle>> {
    if (!this.loaded) {
      const loading = this.load();
      this.loaded = loading;
      loading.catch(() => {
        if (this.loaded === loading) this.loaded = undefined;
      });
    }
    return this.loaded;
  }

  async get(id: number): Promise<PlayablePuzzle | undefined> {
    return (await this.all()).get(id);
  }

  /** The puzzle of a course's chapter, if that chapter is a puzzle. */
  async ofChapter(lessonId: number, chapterNumber: number): Promise<PlayablePuzzle | undefined> {
    for (const puzzle of (await this.all()).values()) {
      if (puzzle.lessonId === lessonId && puzzle.chapterNumber === chapterNumber) return puzzle;
    }
    return undefined;
  }

  clear(): void {
    this.loaded = undefined;
  }

  private async load(): Promise<Map<number, PlayablePuzzle>> {
    const rows = await this.db.sequelize.query<PuzzleJoinRow>(
      `SELECT p.id, p.fen, p.kind, p.exercise, p.themes, p.productIds, p.lessonId, p.chapterNumber,
              l.archived AS archived, c.title AS chapterTitle
         FROM puzzles p
         LEFT JOIN lessons l ON l.id = p.lessonId
         LEFT JOIN lesson_chapters c ON c.lessonId = p.lessonId AND c.number = p.chapterNumber`,
      { type: QueryTypes.SELECT },
    );
    return new Map(
      rows.map((row) => {
        const puzzle = fromPuzzleRow(row);
        const live = puzzle.lessonId === null || (row.archived !== null && !row.archived);
        return [puzzle.id, playable(puzzle, row.chapterTitle ?? `Puzzle ${puzzle.id}`, live)];
      }),
    );
  }
}

const stores = new WeakMap<Database, PuzzleStore>();

export function puzzleStore(db: Database): PuzzleStore {
  let store = stores.get(db);
  if (!store) {
    const created = new PuzzleStore(db);
    onCatalogueInvalidated(db, () => created.clear());
    stores.set(db, (store = created));
  }
  return store;
}
