import { DIFFICULTY_OFFSET, PUZZLE_RATING_WINDOW, type PuzzleDifficulty, type PuzzleTheme } from '@kingside/contracts/training';
import { QueryTypes } from 'sequelize';
import type { Database } from '../shared/db/database';
import type { Candidate, ChoiceIndex } from './choiceIndex';
import { puzzleStore } from './puzzleStore';

/** What GET /api/puzzles/next was asked for (validated: nextPuzzleSchema). */
export interface NextPuzzleQuery {
  /** none: every theme */
  themes: readonly PuzzleTheme[];
  min?: number;
  max?: number;
  difficulty?: PuzzleDifficulty;
  /** a guest's seen puzzles */
  exclude: readonly number[];
  /** a member: none they have tried */
  userId: number | null;
  /** the learner's rating (a guest's is the starting one) */
  rating: number;
}

/** How many of the puzzles nearest the target the next one is drawn from: two learners rarely meet the same. */
export const NEAREST_DRAWN_FROM = 8;

/**
 * Where to look: the rating the puzzle should be nearest, and the range it must lie in. A range keeps the learner's
 * rating as the target, moved into the range; Easier looks below the learner's rating, nearest DIFFICULTY_OFFSET
 * under it, Harder above it.
 */
export function searchWindow(query: Pick<NextPuzzleQuery, 'min' | 'max' | 'difficulty' | 'rating'>): {
  target: number;
  low?: number;
  high?: number;
} {
  const { rating } = query;
  if (query.difficulty === 'easier') return { target: rating - DIFFICULTY_OFFSET, high: rating };
  if (query.difficulty === 'harder') return { target: rating + DIFFICULTY_OFFSET, low: rating };
  const target = Math.min(Math.max(rating, query.min ?? -Infinity), query.max ?? Infinity);
  return { target, ...(query.min !== undefined ? { low: query.min } : {}), ...(query.max !== undefined ? { high: query.max } : {}) };
}

/**
 * The statement that finds the candidates: for each theme chosen (or for every served puzzle), the
 * NEAREST_DRAWN_FROM nearest the target from above and from below, each an index walk that stops after that many
 * rows (puzzle_themes (theme, rating, puzzleId), migration 0016; puzzles (kind, rating), migration 0013), joined by
 * UNION ALL into one round trip. No walk reads more rows than it keeps plus those it skips: a member's tried puzzles
 * and a guest's excluded ones (at most EXCLUDE_MAX), and an archived course's chapters. Exported for its query plan's
 * test (puzzleChoice.test.ts).
 *
 * On MariaDB the walk over puzzles names its index: with kind's two values the planner otherwise finds a `ref` on
 * (kind) as cheap as the range on (kind, rating), takes it, and reads half the table to its first row from the top
 * (250 ms at 100,000 puzzles, against a few).
 */
export function candidatesStatement(
  query: NextPuzzleQuery,
  dialect: 'sqlite' | 'mysql' = 'sqlite',
): { sql: string; replacements: Record<string, unknown> } {
  const { target, low, high } = searchWindow(query);
  const replacements: Record<string, unknown> = {
    archived: false,
    excluded: query.exclude,
    userId: query.userId ?? 0,
    target,
    low: low ?? 0,
    high: high ?? 0,
    limit: NEAREST_DRAWN_FROM,
  };
  const walks: string[] = [];
  const sources = query.themes.length
    ? query.themes.map((theme, index) => {
        replacements[`theme${index}`] = theme;
        return {
          from: `puzzle_themes t JOIN puzzles p ON p.id = t.puzzleId`,
          where: `t.theme = :theme${index}`,
          id: 't.puzzleId',
          rating: 't.rating',
        };
      })
    : [
        {
          from: dialect === 'mysql' ? 'puzzles p FORCE INDEX (puzzles_kind_rating)' : 'puzzles p',
          where: `p.kind = 'tactic'`,
          id: 'p.id',
          rating: 'p.rating',
        },
      ];
  for (const source of sources) {
    const common = [
      source.where,
      '(p.lessonId IS NULL OR l.archived = :archived)',
      ...(query.exclude.length ? [`${source.id} NOT IN (:excluded)`] : []),
      ...(query.userId !== null
        ? [`NOT EXISTS (SELECT 1 FROM puzzle_attempts a WHERE a.userId = :userId AND a.puzzleId = ${source.id})`]
        : []),
    ];
    const walk = (side: string[], order: 'ASC' | 'DESC') =>
      `SELECT * FROM (SELECT ${source.id} AS id, ${source.rating} AS rating FROM ${source.from} LEFT JOIN lessons l ON l.id = p.lessonId
        WHERE ${[...common, ...side].join(' AND ')}
        ORDER BY ${source.rating} ${order}, ${source.id} ${order} LIMIT :limit) AS w${walks.length}`;
    walks.push(
      walk([`${source.rating} >= :target`, ...(high !== undefined ? [`${source.rating} <= :high`] : [])], 'ASC'),
      walk([`${source.rating} < :target`, ...(low !== undefined ? [`${source.rating} >= :low`] : [])], 'DESC'),
    );
  }
  return { sql: walks.join('\nUNION ALL\n'), replacements };
}

/**
 * A guest's candidates, walked on the choice index's ladders in memory as the statement walks its indexes (the same
 * rows, in the same order), or null while the ladders are being read.
 */
export function guestCandidates(index: ChoiceIndex, query: NextPuzzleQuery): Candidate[] | null {
  const ladders = index.ladders();
  if (!ladders) return null;
  const walk = { ...searchWindow(query), exclude: new Set(query.exclude), limit: NEAREST_DRAWN_FROM };
  const found: Candidate[] = [];
  if (query.themes.length === 0) ladders.all.walk(walk, found);
  else for (const theme of query.themes) ladders.theme(theme)?.walk(walk, found);
  return found;
}

/** The candidates as the statement finds them (a member's, or a guest's while the ladders are read). */
export async function candidateRows(db: Database, query: NextPuzzleQuery): Promise<Candidate[]> {
  const { sql, replacements } = candidatesStatement(query, db.sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql');
  const rows = await db.sequelize.query<Candidate>(sql, { type: QueryTypes.SELECT, replacements });
  return rows.map((row) => ({ id: Number(row.id), rating: Number(row.rating) }));
}

/**
 * The next puzzle's id and rating, or null when none is left: drawn at random among the NEAREST_DRAWN_FROM nearest
 * the target that lie within PUZZLE_RATING_WINDOW of it, else the nearest one (docs/spec.md §7.15). A guest's are
 * found in memory (choiceIndex.ts), a member's by the statement, which skips what they tried.
 */
export async function drawNextPuzzle(db: Database, query: NextPuzzleQuery): Promise<Candidate | null> {
  const rows = (query.userId === null ? guestCandidates(puzzleStore(db).choices, query) : null) ?? (await candidateRows(db, query));
  const { target } = searchWindow(query);
  const seen = new Set<number>();
  const nearest = rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .map((row) => ({ ...row, distance: Math.abs(row.rating - target) }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, NEAREST_DRAWN_FROM);
  const near = nearest.filter((row) => row.distance <= PUZZLE_RATING_WINDOW);
  const pool = near.length > 0 ? near : nearest.slice(0, 1);
  const chosen = pool[Math.floor(Math.random() * pool.length)];
  return chosen ? { id: chosen.id, rating: chosen.rating } : null;
}
