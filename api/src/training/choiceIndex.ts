import { QueryTypes } from 'sequelize';
import type { Database } from '../shared/db/database';
import { rowThemes } from './puzzleRows';

/** One puzzle the walk found: its id and rating. */
export interface Candidate {
  id: number;
  rating: number;
}

/** Where a walk looks (nextPuzzle.ts searchWindow) and what it skips. */
export interface Walk {
  target: number;
  low?: number;
  high?: number;
  exclude: ReadonlySet<number>;
  /** how many it keeps on each side of the target */
  limit: number;
}

/** Puzzles sorted by (rating, id), as the index (…, rating, puzzleId) orders them: what one walk goes over. */
export class RatingLadder {
  private readonly ids: number[] = [];
  private readonly ratings: number[] = [];

  /** The first position whose (rating, id) is not below (rating, id). */
  private position(rating: number, id: number): number {
    let low = 0;
    let high = this.ids.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const r = this.ratings[middle]!;
      if (r < rating || (r === rating && this.ids[middle]! < id)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  insert(id: number, rating: number): void {
    const at = this.position(rating, id);
    this.ids.splice(at, 0, id);
    this.ratings.splice(at, 0, rating);
  }

  remove(id: number, rating: number): void {
    const at = this.position(rating, id);
    if (this.ids[at] === id && this.ratings[at] === rating) {
      this.ids.splice(at, 1);
      this.ratings.splice(at, 1);
    }
  }

  /** Adds a puzzle known to sort after every one held (Ladders.of adds them in order). */
  append(id: number, rating: number): void {
    this.ids.push(id);
    this.ratings.push(rating);
  }

  /**
   * The statement's two walks (nextPuzzle.ts candidatesStatement) without it: up to `limit` at or above the target
   * (not above `high`), nearest first, then up to `limit` below it (not below `low`), nearest first.
   */
  walk({ target, low, high, exclude, limit }: Walk, into: Candidate[]): void {
    const start = this.position(target, -Infinity);
    for (let at = start, kept = 0; at < this.ids.length && kept < limit; at += 1) {
      const rating = this.ratings[at]!;
      if (high !== undefined && rating > high) break;
      if (exclude.has(this.ids[at]!)) continue;
      into.push({ id: this.ids[at]!, rating });
      kept += 1;
    }
    for (let at = start - 1, kept = 0; at >= 0 && kept < limit; at -= 1) {
      const rating = this.ratings[at]!;
      if (low !== undefined && rating < low) break;
      if (exclude.has(this.ids[at]!)) continue;
      into.push({ id: this.ids[at]!, rating });
      kept += 1;
    }
  }
}

/** Every served puzzle on one ladder, and each theme's on its own: what the statement's walks read, in memory. */
export class Ladders {
  readonly all = new RatingLadder();
  private readonly byTheme = new Map<string, RatingLadder>();
  private readonly held = new Map<number, { rating: number; themes: readonly string[] }>();

  get size(): number {
    return this.held.size;
  }

  theme(theme: string): RatingLadder | undefined {
    return this.byTheme.get(theme);
  }

  /** The rating held for a puzzle, if it is served. */
  ratingOf(id: number): number | undefined {
    return this.held.get(id)?.rating;
  }

  /** Builds the ladders from the served puzzles, in any order. */
  static of(puzzles: readonly { id: number; rating: number; themes: readonly string[] }[]): Ladders {
    const ladders = new Ladders();
    const sorted = [...puzzles].sort((a, b) => a.rating - b.rating || a.id - b.id);
    for (const puzzle of sorted) {
      ladders.held.set(puzzle.id, { rating: puzzle.rating, themes: puzzle.themes });
      ladders.all.append(puzzle.id, puzzle.rating);
      for (const theme of puzzle.themes) {
        let ladder = ladders.byTheme.get(theme);
        if (!ladder) ladders.byTheme.set(theme, (ladder = new RatingLadder()));
        ladder.append(puzzle.id, puzzle.rating);
      }
    }
    return ladders;
  }

  /** A served puzzle's rating moved (a first try): it changes rungs on every ladder it is on. */
  move(id: number, rating: number): void {
    const puzzle = this.held.get(id);
    if (!puzzle || puzzle.rating === rating) return;
    for (const ladder of [this.all, ...puzzle.themes.map((theme) => this.byTheme.get(theme)!)]) {
      ladder.remove(id, puzzle.rating);
      ladder.insert(id, rating);
    }
    puzzle.rating = rating;
  }
}

/** How long ladders are used before they are read again, in the background (ratings moved by other instances). */
export const CHOICE_INDEX_REFRESH_MS = 5 * 60_000;
/** Rows per statement while the ladders are read: no single read holds the database or the event loop long. */
const READ_CHUNK = 5_000;

interface ServedRow {
  id: number;
  kind: string;
  rating: number | string;
  themes: string;
}

/**
 * One chunk of the puzzles of live courses and of the set, along the primary key. The kind is kept in the api: asked
 * in the statement, SQLite walks (kind, rating) instead and sorts every row by id for each chunk (5 s for 100,000).
 * Exported for its query plan's test.
 */
export const SERVED_CHUNK = `SELECT p.id, p.kind, p.rating, p.themes FROM puzzles p LEFT JOIN lessons l ON l.id = p.lessonId
  WHERE p.id > :after AND (p.lessonId IS NULL OR l.archived = :archived)
  ORDER BY p.id LIMIT :limit`;

/**
 * The served puzzles (live tactics: the set's and live courses' chapters') on rating ladders in memory, so that a
 * guest's next puzzle is chosen without a query (docs/architecture.md §4: GET /api/puzzles/next at 100,000 puzzles).
 * A member's choice stays a query: it skips what they tried, which lives in puzzle_attempts.
 *
 * The ladders are read in the background at the first ask; until they are ready, and after every clear (a catalogue
 * write: a course archived stops being served at once; puzzles seeded), `ladders()` answers null and the caller runs
 * the statement. A first try on this instance moves its puzzle at once (`moved`); ratings moved by another instance
 * reach these ladders when they are read again, CHOICE_INDEX_REFRESH_MS after the last read, the old ones serving
 * meanwhile. A read begun before a clear is thrown away.
 */
export class ChoiceIndex {
  private ready: Ladders | null = null;
  private readAt = 0;
  private reading: Promise<void> | null = null;
  /** Moves made while a read is under way, applied to what it read. */
  private readonly movedMeanwhile = new Map<number, number>();
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  /** The ladders, or null while they are being read; starts a read when there are none or they are old. */
  ladders(): Ladders | null {
    if (!this.reading && (!this.ready || this.now() - this.readAt >= CHOICE_INDEX_REFRESH_MS)) this.reading = this.read();
    return this.ready;
  }

  /** Resolves when the read under way (if any) has ended: for tests and the bench's warm-up. */
  async settled(): Promise<void> {
    await this.reading;
  }

  moved(id: number, rating: number): void {
    this.ready?.move(id, rating);
    if (this.reading) this.movedMeanwhile.set(id, rating);
  }

  clear(): void {
    this.generation += 1;
    this.ready = null;
    this.reading = null;
    this.movedMeanwhile.clear();
  }

  private async read(): Promise<void> {
    const generation = this.generation;
    const startedAt = this.now();
    try {
      const puzzles = await this.served();
      if (generation !== this.generation) return;
      const ladders = Ladders.of(puzzles);
      for (const [id, rating] of this.movedMeanwhile) ladders.move(id, rating);
      this.ready = ladders;
      this.readAt = startedAt;
    } catch {
      // The statement keeps serving; the next ask tries again.
    } finally {
      if (generation === this.generation) {
        this.reading = null;
        this.movedMeanwhile.clear();
      }
    }
  }

  /** Every served puzzle's id, rating and themes, read in chunks by id. */
  private async served(): Promise<{ id: number; rating: number; themes: string[] }[]> {
    const puzzles: { id: number; rating: number; themes: string[] }[] = [];
    for (let after = 0; ;) {
      const rows = await this.db.sequelize.query<ServedRow>(SERVED_CHUNK, {
        type: QueryTypes.SELECT,
        replacements: { after, archived: false, limit: READ_CHUNK },
      });
      for (const row of rows) {
        if (row.kind !== 'tactic') continue;
        puzzles.push({ id: Number(row.id), rating: Number(row.rating), themes: rowThemes(row.themes) });
      }
      if (rows.length < READ_CHUNK) return puzzles;
      after = Number(rows[rows.length - 1]!.id);
    }
  }
}
