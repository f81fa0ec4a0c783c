import {
  PUZZLE_THEMES,
  THEME_TREND_TRIES,
  WEAKEST_MIN_TRIES,
  type PuzzleTheme,
  type ThemeStat,
  type ThemeStats,
} from '@kingside/contracts/training';
import { QueryTypes } from 'sequelize';
import type { Database } from '../shared/db/database';

interface TryRow {
  theme: string;
  won: number | boolean;
  ratingBefore: number;
  ratingAfter: number;
}

/**
 * GET /api/me/training/themes: per theme, the member's first tries at its puzzles (played, won, the success rate) and
 * how their rating moved over the last THEME_TREND_TRIES of them; the weakest theme is the lowest success rate among
 * those played WEAKEST_MIN_TRIES times or more (then the worse trend, then the more played). One query over the
 * member's own first tries (puzzle_attempts by (userId, puzzleId)), each joined to its themes by the key of
 * puzzle_themes: it grows with what the member played, never with the puzzle set.
 */
export async function themeStats(db: Database, userId: number): Promise<ThemeStats> {
  const rows = await db.sequelize.query<TryRow>(
    `SELECT t.theme, a.won, a.ratingBefore, a.ratingAfter
       FROM puzzle_attempts a JOIN puzzle_themes t ON t.puzzleId = a.puzzleId
      WHERE a.userId = :userId
      ORDER BY a.id DESC`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const tally = new Map<string, { played: number; won: number; trend: number }>();
  for (const row of rows) {
    const entry = tally.get(row.theme) ?? { played: 0, won: 0, trend: 0 };
    // Newest first: the trend adds up the first THEME_TREND_TRIES rows of each theme.
    if (entry.played < THEME_TREND_TRIES) entry.trend += Number(row.ratingAfter) - Number(row.ratingBefore);
    entry.played += 1;
    if (row.won === true || Number(row.won) === 1) entry.won += 1;
    tally.set(row.theme, entry);
  }
  const themes: ThemeStat[] = PUZZLE_THEMES.map((theme) => {
    const { played, won, trend } = tally.get(theme) ?? { played: 0, won: 0, trend: 0 };
    return { theme, played, won, successRate: played ? Math.round((100 * won) / played) : null, trend: Math.round(trend) };
  });
  const ranked = themes
    .filter((stat) => stat.played >= WEAKEST_MIN_TRIES)
    .sort((a, b) => a.won / a.played - b.won / b.played || a.trend - b.trend || b.played - a.played);
  return { themes, weakest: (ranked[0]?.theme as PuzzleTheme | undefined) ?? null };
}
