import type { Chapter, ChapterOrientation } from '@kingside/contracts';
import { Chess } from 'chess.js';
import { LRUCache } from 'lru-cache';
import { QueryTypes } from 'sequelize';
import type { Database } from '../shared/db/database';
import { onCatalogueInvalidated } from '../catalogue';
import { ChoiceIndex } from './choiceIndex';
import { chapterPuzzleId, fromPuzzleRow, type StoredPuzzle } from './puzzleRows';

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

/** Puzzles kept in memory: the set and the chapters' exercises many times over, a sliver of a grown database's. */
const PUZZLE_STORE_MAX = 5_000;
/** Ids per statement when many are read at once (a member's due cards). */
const MANY_CHUNK = 500;

/**
 * The puzzles being played, in memory, for the move check's budget (docs/architecture.md §4: no query per move): each
 * read by its id the first time it is asked (concurrent askers share the one read) and kept, up to PUZZLE_STORE_MAX,
 * the least recently used leaving first. Never the whole table: at 100,000 puzzles (`seed:scale -- --puzzles`) that
 * would be seconds of loading at the first request and after every catalogue write. The ratings stay in the database,
 * where every first try moves them. Cleared with the catalogue's caches on every catalogue write, so an archived
 * course's chapters stop being served at once; a read under way then keeps its answer to itself.
 */
export class PuzzleStore {
  private readonly cache = new LRUCache<number, PlayablePuzzle>({ max: PUZZLE_STORE_MAX });
  private readonly reading = new Map<number, Promise<PlayablePuzzle | undefined>>();
  /** The served puzzles by rating, for guests' next puzzle: dropped with the rest at every clear. */
  readonly choices: ChoiceIndex;
  /** Moves on at every clear: a read begun before it does not fill the cache after it. */
  private generation = 0;

  constructor(private readonly db: Database) {
    this.choices = new ChoiceIndex(db);
  }

  async get(id: number): Promise<PlayablePuzzle | undefined> {
    const kept = this.cache.get(id);
    if (kept) return kept;
    let read = this.reading.get(id);
    if (!read) {
      read = this.read([id]).then((found) => found.get(id));
      this.reading.set(id, read);
      const done = () => {
        if (this.reading.get(id) === read) this.reading.delete(id);
      };
      read.then(done, done);
    }
    return read;
  }

  /** The puzzles of `ids` that exist, read in a few statements at most. */
  async many(ids: readonly number[]): Promise<Map<number, PlayablePuzzle>> {
    const found = new Map<number, PlayablePuzzle>();
    const missing: number[] = [];
    for (const id of new Set(ids)) {
      const kept = this.cache.get(id);
      if (kept) found.set(id, kept);
      else missing.push(id);
    }
    for (let start = 0; start < missing.length; start += MANY_CHUNK) {
      for (const [id, puzzle] of await this.read(missing.slice(start, start + MANY_CHUNK))) found.set(id, puzzle);
    }
    return found;
  }

  /** The puzzle of a course's chapter, if that chapter is a puzzle (its id is the chapter's: puzzleRows.ts). */
  async ofChapter(lessonId: number, chapterNumber: number): Promise<PlayablePuzzle | undefined> {
    const puzzle = await this.get(chapterPuzzleId(lessonId, chapterNumber));
    return puzzle?.lessonId === lessonId && puzzle.chapterNumber === chapterNumber ? puzzle : undefined;
  }

  clear(): void {
    this.generation += 1;
    this.cache.clear();
    this.reading.clear();
    this.choices.clear();
  }

  /** Reads the puzzles of `ids` (a few hundred at most) and keeps them, unless the store was cleared meanwhile. */
  private async read(ids: readonly number[]): Promise<Map<number, PlayablePuzzle>> {
    const generation = this.generation;
    const rows = await this.db.sequelize.query<PuzzleJoinRow>(
      `SELECT p.id, p.fen, p.kind, p.exercise, p.themes, p.productIds, p.lessonId, p.chapterNumber,
              l.archived AS archived, c.title AS chapterTitle
         FROM puzzles p
         LEFT JOIN lessons l ON l.id = p.lessonId
         LEFT JOIN lesson_chapters c ON c.lessonId = p.lessonId AND c.number = p.chapterNumber
        WHERE p.id IN (:ids)`,
      { type: QueryTypes.SELECT, replacements: { ids } },
    );
    const found = new Map<number, PlayablePuzzle>();
    for (const row of rows) {
      const puzzle = fromPuzzleRow(row);
      const live = puzzle.lessonId === null || (row.archived !== null && !row.archived);
      const ready = playable(puzzle, row.chapterTitle ?? `Puzzle ${puzzle.id}`, live);
      found.set(puzzle.id, ready);
      if (generation === this.generation) this.cache.set(puzzle.id, ready);
    }
    return found;
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
