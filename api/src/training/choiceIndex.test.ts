import { PUZZLE_THEMES, TRAINING_API, type Puzzle, type PuzzleDifficulty, type PuzzleTheme } from '@kingside/contracts/training';
import request from 'supertest';
import { QueryTypes } from 'sequelize';
import { invalidateCatalogue } from '../catalogue/responseCache';
import { storedNow } from '../shared/db/clock';
import { bearer, signedInMember } from '../testing/fixtures/orders';
import { createTestApp, dbKind, type TestApp } from '../testing/testApp';
import { CHOICE_INDEX_REFRESH_MS, ChoiceIndex, Ladders, SERVED_CHUNK, type RatingLadder, type Candidate } from './choiceIndex';
import { candidateRows, guestCandidates, NEAREST_DRAWN_FROM, type NextPuzzleQuery } from './nextPuzzle';
import { puzzleRow, puzzleThemeRows } from './puzzleRows';
import { puzzleStore } from './puzzleStore';
import { seedPuzzles } from './seed';

/*
 * The choice index (choiceIndex.ts): guests' next puzzle chosen in memory must find exactly what the statement finds
 * on each database, follow every rating a first try moves, drop an archived course's chapters at once, and read
 * again what other instances changed.
 */

const walk = (ladder: RatingLadder, target: number, extra: { low?: number; high?: number; exclude?: number[] } = {}) => {
  const found: Candidate[] = [];
  ladder.walk({ target, limit: 2, exclude: new Set(extra.exclude ?? []), low: extra.low, high: extra.high }, found);
  return found.map((candidate) => `${candidate.id}@${candidate.rating}`);
};

describe('rating ladders', () => {
  const ladders = Ladders.of([
    { id: 5, rating: 1500, themes: ['fork'] },
    { id: 2, rating: 1500, themes: ['fork', 'pin'] },
    { id: 7, rating: 1400, themes: ['pin'] },
    { id: 1, rating: 1700, themes: ['fork'] },
    { id: 3, rating: 1200, themes: ['fork'] },
  ]);

  it('walks up from the target, then down from below it, nearest first and ties by id', () => {
    expect(walk(ladders.all, 1500)).toEqual(['2@1500', '5@1500', '7@1400', '3@1200']);
    expect(walk(ladders.theme('fork')!, 1450)).toEqual(['2@1500', '5@1500', '3@1200']);
    expect(ladders.theme('backRankMate')).toBeUndefined();
  });

  it('stops at the range and skips the excluded without counting them', () => {
    expect(walk(ladders.all, 1500, { high: 1500, low: 1300 })).toEqual(['2@1500', '5@1500', '7@1400']);
    expect(walk(ladders.all, 1500, { exclude: [2, 7] })).toEqual(['5@1500', '1@1700', '3@1200']);
  });

  it('moves a puzzle to its new rung on every ladder it is on', () => {
    const moved = Ladders.of([
      { id: 2, rating: 1500, themes: ['fork', 'pin'] },
      { id: 7, rating: 1400, themes: ['pin'] },
    ]);
    moved.move(2, 1300);
    moved.move(99, 1000);
    expect(moved.ratingOf(2)).toBe(1300);
    expect(moved.ratingOf(99)).toBeUndefined();
    expect(walk(moved.all, 1350)).toEqual(['7@1400', '2@1300']);
    expect(walk(moved.theme('pin')!, 1350)).toEqual(['7@1400', '2@1300']);
    expect(walk(moved.theme('fork')!, 1350)).toEqual(['2@1300']);
  });
});

/** A small deterministic generator: the same puzzles and queries on every run. */
function generator(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const BASE: Puzzle = {
  id: 0,
  fen: 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1',
  solution: ['Nc7+', 'Ke7', 'Nxe6'],
  prompt: 'White to move: win the queen.',
  hint: 'Look for a check that attacks more than the king.',
  themes: ['fork'],
  rating: 1500,
};
const random = generator(46);
/** Four hundred puzzles, their ratings often equal (ties are where two orders would part). */
const SET: Puzzle[] = Array.from({ length: 400 }, (_, k) => ({
  ...BASE,
  id: 30_000 + k,
  themes: [...new Set(Array.from({ length: 1 + random.int(3) }, () => random.pick(PUZZLE_THEMES)))],
  rating: 600 + 25 * random.int(90),
}));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPuzzles(t.db, SET);
}, 60_000);
afterAll(() => t.close());

/** The store's index, read through. */
async function readIndex(): Promise<ChoiceIndex> {
  const index = puzzleStore(t.db).choices;
  index.ladders();
  await index.settled();
  expect(index.ladders()).not.toBeNull();
  return index;
}

function randomQuery(): NextPuzzleQuery {
  const themes = [...new Set(Array.from({ length: random.int(4) }, () => random.pick(PUZZLE_THEMES)))];
  const rating = 800 + random.int(1800);
  const shape = random.int(4);
  const low = 600 + 25 * random.int(80);
  return {
    themes,
    ...(shape === 1 ? { min: low, max: low + 25 * random.int(30) } : {}),
    ...(shape === 2 ? { min: low } : {}),
    ...(shape === 3 ? { difficulty: random.pick<PuzzleDifficulty>(['easier', 'harder']) } : {}),
    exclude: Array.from({ length: random.int(6) }, () => random.pick(SET).id),
    userId: null,
    rating,
  };
}

describe('the choice index over the database', () => {
  it('finds what the statement finds, in the same order', async () => {
    const index = await readIndex();
    for (let k = 0; k < 150; k += 1) {
      const query = randomQuery();
      const [fromIndex, fromStatement] = [guestCandidates(index, query), await candidateRows(t.db, query)];
      expect({ query, candidates: fromIndex }).toEqual({ query, candidates: fromStatement });
    }
    // Every theme walk kept its limit on each side, so the comparison saw full walks too.
    const wide = { themes: [], exclude: [], userId: null, rating: 1500 };
    expect(guestCandidates(index, wide)).toHaveLength(2 * NEAREST_DRAWN_FROM);
  });

  it('follows a member’s first try: the puzzle’s new rating, at once', async () => {
    const index = await readIndex();
    const puzzle = SET[0]!;
    const { token } = await signedInMember(t.db);
    await request(t.app)
      .post(TRAINING_API.puzzleMoves(puzzle.id))
      .set(bearer(token))
      .send({ moves: ['Qd7+'] })
      .expect(200);
    const stored = Number((await t.db.models.Puzzle.findByPk(puzzle.id))!.rating);
    expect(stored).not.toBe(puzzle.rating);
    expect(index.ladders()!.ratingOf(puzzle.id)).toBe(stored);
    const near: NextPuzzleQuery = { themes: [...puzzle.themes] as PuzzleTheme[], exclude: [], userId: null, rating: stored };
    expect(guestCandidates(index, near)).toEqual(await candidateRows(t.db, near));
  });

  it('drops an archived course’s chapters at the catalogue’s change, the statement serving meanwhile', async () => {
    const index = await readIndex();
    const [chapter] = await t.db.sequelize.query<{ id: number; lessonId: number }>(
      `SELECT id, lessonId FROM puzzles WHERE kind = 'tactic' AND lessonId IS NOT NULL ORDER BY id LIMIT 1`,
      { type: QueryTypes.SELECT },
    );
    expect(index.ladders()!.ratingOf(Number(chapter!.id))).toBeDefined();
    await t.db.models.Lesson.update({ archived: true }, { where: { id: chapter!.lessonId } });
    try {
      invalidateCatalogue(t.db);
      expect(index.ladders()).toBeNull();
      const guest = await request(t.app).get(TRAINING_API.nextPuzzle).expect(200);
      expect(guest.body.id).toEqual(expect.any(Number));
      await index.settled();
      expect(index.ladders()!.ratingOf(Number(chapter!.id))).toBeUndefined();
      expect(index.ladders()!.ratingOf(SET[1]!.id)).toBe(SET[1]!.rating);
    } finally {
      await t.db.models.Lesson.update({ archived: false }, { where: { id: chapter!.lessonId } });
      invalidateCatalogue(t.db);
    }
  });

  it('reads its chunks along the primary key, sorting nothing', async () => {
    const replacements = { after: 0, archived: false, limit: 5000 };
    const plan = await t.db.sequelize.query<Record<string, unknown>>(
      `${dbKind() === 'mysql' ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${SERVED_CHUNK}`,
      { type: QueryTypes.SELECT, replacements },
    );
    const steps = plan.map((step) => JSON.stringify(step));
    expect(steps.join('\n')).not.toMatch(/TEMP B-TREE|filesort|temporary/i);
    if (dbKind() === 'mysql') expect(plan.find((step) => step.table === 'p')).toMatchObject({ key: 'PRIMARY', type: 'range' });
    else expect(steps.join('\n')).toMatch(/SEARCH p USING INTEGER PRIMARY KEY/);
  });

  it('throws away a read begun before a clear', async () => {
    const index = new ChoiceIndex(t.db);
    expect(index.ladders()).toBeNull();
    const begun = index.settled();
    index.clear();
    await begun;
    expect(index.ladders()).toBeNull();
    await index.settled();
    expect(index.ladders()!.size).toBeGreaterThan(SET.length);
  });

  it('reads again what another instance changed, CHOICE_INDEX_REFRESH_MS after its last read, serving the old meanwhile', async () => {
    let now = Date.parse('2026-06-10T12:00:00Z');
    const index = new ChoiceIndex(t.db, () => now);
    index.ladders();
    await index.settled();
    const before = index.ladders()!;
    // Written as another api instance or `npm run seed:scale` would, with no clear in this process.
    const added = puzzleRow({ ...BASE, id: 39_999, themes: ['skewer'], rating: 2925 }, storedNow());
    await t.db.models.Puzzle.create(added);
    await t.db.models.PuzzleTheme.bulkCreate(puzzleThemeRows([added]));
    await t.db.models.Puzzle.update({ rating: 2950 }, { where: { id: SET[2]!.id } });

    now += CHOICE_INDEX_REFRESH_MS - 1;
    expect(index.ladders()).toBe(before);
    await index.settled();
    expect(index.ladders()!.ratingOf(39_999)).toBeUndefined();

    now += 1;
    expect(index.ladders()).toBe(before);
    await index.settled();
    const after = index.ladders()!;
    expect(after).not.toBe(before);
    expect(after.ratingOf(39_999)).toBe(2925);
    expect(after.ratingOf(SET[2]!.id)).toBe(2950);
  });
});
