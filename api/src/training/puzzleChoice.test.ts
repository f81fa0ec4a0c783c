import {
  PUZZLE_THEMES,
  TRAINING_API,
  TRAINING_MESSAGES,
  type PublicPuzzle,
  type Puzzle,
  type PuzzleTheme,
  type ThemeStats,
} from '@kingside/contracts/training';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { bearer, signedInMember } from '../testing/fixtures/orders';
import { createTestApp, dbKind, type TestApp } from '../testing/testApp';
import { storedNow } from '../shared/db/clock';
import { candidatesStatement, type NextPuzzleQuery } from './nextPuzzle';
import { puzzleRow, puzzleThemeRows } from './puzzleRows';
import { puzzleStore } from './puzzleStore';
import { seedPuzzles } from './seed';

/*
 * Choosing what to train (issue 46, docs/spec.md §7.15) on both databases: GET /api/puzzles/next among the themes and
 * the rating range (or Easier / Harder) chosen, its refusals, the empty state, the query plan that keeps it fast as
 * the set grows, and the themes dashboard's figures (GET /api/me/training/themes).
 */

const MATE: Puzzle = {
  id: 9101,
  fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
  solution: ['Ra8#'],
  prompt: 'White to move: mate in 1.',
  hint: 'The black king is boxed in by its own pawns.',
  themes: ['mateIn1', 'backRankMate'],
  rating: 1450,
};
const FORK: Puzzle = {
  id: 9102,
  fen: 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1',
  solution: ['Nc7+', 'Ke7', 'Nxe6'],
  prompt: 'White to move: win the queen.',
  hint: 'Look for a check that attacks more than the king.',
  themes: ['fork'],
  rating: 1550,
};
const like = (base: Puzzle, id: number, themes: PuzzleTheme[], rating: number): Puzzle => ({ ...base, id, themes, rating });
const LOW_PIN = like(FORK, 9103, ['pin'], 1200);
const HIGH_PIN_FORK = like(FORK, 9104, ['pin', 'fork'], 1800);
const ENDGAME = like(FORK, 9105, ['endgame'], 2400);
const SKEWER = like(FORK, 9106, ['skewer'], 900);
const SET = [MATE, FORK, LOW_PIN, HIGH_PIN_FORK, ENDGAME, SKEWER];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedPuzzles(t.db, SET);
}, 60_000);
afterAll(() => t.close());

const next = (query = '', headers: Record<string, string> = {}) => request(t.app).get(`${TRAINING_API.nextPuzzle}${query}`).set(headers);
/** The id served, asked `times` times (the draw is random among those near enough). */
async function servedIds(query: string, headers: Record<string, string> = {}, times = 6): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let draw = 0; draw < times; draw += 1) ids.add(((await next(query, headers).expect(200)).body as PublicPuzzle).id);
  return ids;
}

describe('GET /api/puzzles/next with a choice', () => {
  it('serves only the chosen themes, several at once, nearest the learner’s rating', async () => {
    // Both pins are 300 from a guest's 1500: the nearest, the lower id on a tie.
    expect(await servedIds('?themes=pin')).toEqual(new Set([LOW_PIN.id]));
    expect(await servedIds(`?themes=pin&exclude=${LOW_PIN.id}`)).toEqual(new Set([HIGH_PIN_FORK.id]));
    // Fork or pin: the fork at 1550 is within the window of 1500, the others are not.
    expect(await servedIds('?themes=pin,fork')).toEqual(new Set([FORK.id]));
    expect(await servedIds('?themes=mateIn1,endgame')).toEqual(new Set([MATE.id]));
    const puzzle = (await next('?themes=backRankMate').expect(200)).body as PublicPuzzle;
    expect(puzzle).toMatchObject({ id: MATE.id, rating: MATE.rating, learnerMoves: 1 });
    expect(JSON.stringify(puzzle)).not.toMatch(/Ra8|boxed/);
  });

  it('serves within a rating range, nearest the learner’s rating moved into it', async () => {
    expect(await servedIds('?min=1700&max=2500')).toEqual(new Set([HIGH_PIN_FORK.id]));
    expect(await servedIds('?max=1000')).toEqual(new Set([SKEWER.id]));
    expect(await servedIds('?min=2000')).toEqual(new Set([ENDGAME.id]));
    expect(await servedIds('?themes=fork&min=1600')).toEqual(new Set([HIGH_PIN_FORK.id]));
  });

  it('serves easier puzzles below the learner’s rating and harder ones above it', async () => {
    // Easier: at most 1500, nearest 1200; Harder: at least 1500, nearest 1800.
    expect(await servedIds('?difficulty=easier')).toEqual(new Set([LOW_PIN.id]));
    expect(await servedIds('?difficulty=harder')).toEqual(new Set([HIGH_PIN_FORK.id]));
    expect(await servedIds('?difficulty=harder&themes=endgame,mateIn1')).toEqual(new Set([ENDGAME.id]));
    // No fork is easier than 1500.
    await next('?difficulty=easier&themes=fork').expect(404, { message: TRAINING_MESSAGES.noPuzzleMatches });
  });

  it('says so when no puzzle matches the choice', async () => {
    for (const query of ['?themes=doubleCheck', '?themes=skewer&min=1000', `?themes=mateIn1&exclude=${MATE.id}`, '?min=2900']) {
      await next(query).expect(404, { message: TRAINING_MESSAGES.noPuzzleMatches });
    }
    // Without a choice, the message stays the one for a played-out set.
    await next(`?exclude=${SET.map((puzzle) => puzzle.id).join(',')}`).expect(404, { message: TRAINING_MESSAGES.noPuzzleLeft });
  });

  it('refuses a choice it cannot read, with a clear message', async () => {
    const refusals: [string, string][] = [
      ['?themes=forks', TRAINING_MESSAGES.unknownTheme('forks')],
      ['?themes=fork,Pin', TRAINING_MESSAGES.unknownTheme('Pin')],
      ['?themes=fork,,pin', TRAINING_MESSAGES.invalidThemes],
      ['?themes=', TRAINING_MESSAGES.invalidThemes],
      ['?themes=fork&themes=pin', TRAINING_MESSAGES.invalidThemes],
      ['?min=abc', TRAINING_MESSAGES.invalidRating('min')],
      ['?min=100', TRAINING_MESSAGES.invalidRating('min')],
      ['?max=3500', TRAINING_MESSAGES.invalidRating('max')],
      ['?max=1500.5', TRAINING_MESSAGES.invalidRating('max')],
      ['?min=1600&max=1200', TRAINING_MESSAGES.reversedRange],
      ['?difficulty=hardest', TRAINING_MESSAGES.invalidDifficulty],
      ['?difficulty=easier&min=1000', TRAINING_MESSAGES.rangeAndDifficulty],
      ['?theme=fork', 'Unknown field: theme'],
    ];
    for (const [query, message] of refusals) await next(query).expect(400, { message });
  });

  it('serves a member none they have tried, and Harder from their own rating', async () => {
    const { token } = await signedInMember(t.db);
    // A won first try moves the puzzle's rating, and the themes' copy that the walk reads moves with it.
    await request(t.app)
      .post(TRAINING_API.puzzleMoves(MATE.id))
      .set(bearer(token))
      .send({ moves: ['Ra8#'] })
      .expect(200);
    const puzzleRating = Number((await t.db.models.Puzzle.findByPk(MATE.id))!.rating);
    expect(puzzleRating).not.toBe(MATE.rating);
    const copies = await t.db.models.PuzzleTheme.findAll({ where: { puzzleId: MATE.id } });
    expect(copies.map((row) => [row.theme, Number(row.rating)]).sort()).toEqual([
      ['backRankMate', puzzleRating],
      ['mateIn1', puzzleRating],
    ]);
    await next('?themes=mateIn1', bearer(token)).expect(404, { message: TRAINING_MESSAGES.noPuzzleMatches });
    // The member's rating rose above 1500: Harder serves from there up.
    expect(await servedIds('?difficulty=harder', bearer(token))).toEqual(new Set([HIGH_PIN_FORK.id]));
  });
});

describe('GET /api/me/training/themes', () => {
  const stats = async (token: string) => (await request(t.app).get(TRAINING_API.themes).set(bearer(token)).expect(200)).body as ThemeStats;

  it('is a member’s: 401 for a guest', async () => {
    await request(t.app).get(TRAINING_API.themes).expect(401);
  });

  it('lists every theme, unplayed ones at zero, and no weakest theme before any is played enough', async () => {
    const { token } = await signedInMember(t.db);
    const none = await stats(token);
    expect(none.themes.map((stat) => stat.theme)).toEqual([...PUZZLE_THEMES]);
    expect(none.themes.every((stat) => stat.played === 0 && stat.successRate === null && stat.trend === 0)).toBe(true);
    expect(none.weakest).toBeNull();
  });

  it('counts played and won per theme, the success rate, the trend over the last tries, and names the weakest', async () => {
    const { user, token } = await signedInMember(t.db);
    const { PuzzleAttempt } = t.db.models;
    // A puzzle counts for each of its themes: HIGH_PIN_FORK is a pin and a fork.
    const tries: [Puzzle, boolean, number][] = [
      [FORK, true, 12],
      [HIGH_PIN_FORK, false, -20],
      [LOW_PIN, false, -15],
      [MATE, true, 10],
      [ENDGAME, false, -8],
      [SKEWER, true, 6],
    ];
    let rating = 1500;
    for (const [puzzle, won, change] of tries) {
      await PuzzleAttempt.create({
        userId: user.id,
        puzzleId: puzzle.id,
        won,
        ratingBefore: rating,
        ratingAfter: rating + change,
        createdAt: storedNow(),
      });
      rating += change;
    }
    let result = await stats(token);
    const of = (theme: PuzzleTheme) => result.themes.find((stat) => stat.theme === theme)!;
    expect(of('fork')).toEqual({ theme: 'fork', played: 2, won: 1, successRate: 50, trend: -8 });
    expect(of('pin')).toEqual({ theme: 'pin', played: 2, won: 0, successRate: 0, trend: -35 });
    expect(of('mateIn1')).toEqual({ theme: 'mateIn1', played: 1, won: 1, successRate: 100, trend: 10 });
    expect(of('doubleCheck')).toEqual({ theme: 'doubleCheck', played: 0, won: 0, successRate: null, trend: 0 });
    // Two tries are not enough to call a theme weak.
    expect(result.weakest).toBeNull();

    // Pin and fork played three times each: pin is the weaker.
    const more = [like(FORK, 9107, ['pin'], 1500), like(FORK, 9108, ['fork'], 1500)];
    await seedPuzzles(t.db, [...SET, ...more]);
    for (const puzzle of more) {
      await PuzzleAttempt.create({
        userId: user.id,
        puzzleId: puzzle.id,
        won: true,
        ratingBefore: 1500,
        ratingAfter: 1510,
        createdAt: storedNow(),
      });
    }
    result = await stats(token);
    expect(of('pin')).toMatchObject({ played: 3, won: 1, successRate: 33 });
    expect(of('fork')).toMatchObject({ played: 3, won: 2, successRate: 67 });
    expect(result.weakest).toBe('pin');
  });

  it('shows a member only their own tries', async () => {
    const { token } = await signedInMember(t.db);
    expect((await stats(token)).themes.every((stat) => stat.played === 0)).toBe(true);
  });
});

describe('the next puzzle’s query at scale', () => {
  /** Five thousand more puzzles, so that each database's planner prefers its indexes as it would at 100,000. */
  beforeAll(async () => {
    const now = storedNow();
    const rows = Array.from({ length: 5000 }, (_, index) => {
      const themes: PuzzleTheme[] = [PUZZLE_THEMES[index % PUZZLE_THEMES.length]!, PUZZLE_THEMES[(index * 7 + 3) % PUZZLE_THEMES.length]!];
      return puzzleRow(like(FORK, 20_000 + index, [...new Set(themes)], 600 + ((index * 37) % 2300)), now);
    });
    for (let start = 0; start < rows.length; start += 500) {
      const batch = rows.slice(start, start + 500);
      await t.db.models.Puzzle.bulkCreate(batch);
      await t.db.models.PuzzleTheme.bulkCreate(puzzleThemeRows(batch));
    }
    puzzleStore(t.db).clear();
    if (dbKind() === 'mysql') await t.db.sequelize.query('ANALYZE TABLE puzzles, puzzle_themes, puzzle_attempts');
    else await t.db.sequelize.query('ANALYZE');
  }, 60_000);

  const queries: [string, NextPuzzleQuery][] = [
    ['every theme, a guest', { themes: [], exclude: [], userId: null, rating: 1500 }],
    ['every theme, a member, a range', { themes: [], exclude: [], userId: 1, rating: 1500, min: 1200, max: 1900 }],
    [
      'two themes and a range, a guest who saw some',
      { themes: ['fork', 'pin'], min: 1200, max: 1600, exclude: [20_001, 20_002], userId: null, rating: 1500 },
    ],
    ['two themes, Harder, a member', { themes: ['endgame', 'mateIn2'], difficulty: 'harder', exclude: [], userId: 1, rating: 1700 }],
  ];

  it.each(queries)('walks an index and sorts nothing: %s', async (_, query) => {
    const { sql, replacements } = candidatesStatement(query, dbKind() === 'mysql' ? 'mysql' : 'sqlite');
    if (dbKind() === 'mysql') {
      const plan = await t.db.sequelize.query<{ table: string; type: string; key: string | null; Extra: string | null }>(`EXPLAIN ${sql}`, {
        type: QueryTypes.SELECT,
        replacements,
      });
      const walks = plan.filter((step) => step.table === 'p' || step.table === 't');
      expect(walks.length).toBeGreaterThan(0);
      for (const step of walks) {
        expect(step.type).not.toBe('ALL');
        expect(step.Extra ?? '').not.toMatch(/filesort|temporary/i);
        // A walk is a range on (…, rating): a `ref` on its first column alone reads every row above the target first.
        if (/kind_rating|theme_rating/.test(step.key ?? '')) expect([step.key, step.type]).toEqual([step.key, 'range']);
      }
      return;
    }
    const plan = await t.db.sequelize.query<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, { type: QueryTypes.SELECT, replacements });
    const details = plan.map((step) => step.detail);
    expect(details.some((detail) => /USING (COVERING )?INDEX (puzzles_kind_rating|puzzle_themes_theme_rating)/.test(detail))).toBe(true);
    for (const detail of details) {
      expect(detail).not.toMatch(/^SCAN (p|t|puzzles|puzzle_themes)\b/);
      expect(detail).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    }
  });

  it('still serves the nearest among many', async () => {
    const puzzle = (await next('?themes=fork,pin&min=1200&max=1600').expect(200)).body as PublicPuzzle;
    expect(puzzle.rating).toBeGreaterThanOrEqual(1350);
    expect(puzzle.rating).toBeLessThanOrEqual(1600);
  });
});
