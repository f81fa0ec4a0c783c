import { CHAPTER_API, type Chapter } from '@kingside/contracts';
import { acceptedMoves } from '@kingside/contracts/api';
import { Chess } from 'chess.js';
import { ACCOUNT_API } from '@kingside/contracts/admin';
import {
  PUZZLE_RATING_WINDOW,
  START_RATING,
  TRAINING_API,
  TRAINING_MESSAGES,
  type Puzzle,
  type PublicPuzzle,
  type ReviewQueue,
  type TrainingMoveResult,
  type TrainingSummary,
} from '@kingside/contracts/training';
import request from 'supertest';
import { bearer, signedInAdmin, signedInMember } from '../testing/fixtures/orders';
import { seedPuzzles } from './seed';
import { COURSE_CHAPTERS } from '../lessons/content';
import { createTestApp, type TestApp } from '../testing/testApp';
import { invalidateCatalogue } from '../catalogue/responseCache';
import { chapterPuzzleId } from './puzzleRows';
import { puzzleStore } from './puzzleStore';

/*
 * Training (issue 34, docs/spec.md §7.15) on both databases: puzzles served near the member's rating without
 * their solutions, the first try rated once, misses entering the review deck, FSRS moving each card by its answer,
 * the streak counted on the member's own calendar, and erasure taking it all away.
 */

const MATE: Puzzle = {
  id: 9001,
  fen: '6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1',
  solution: ['Ra8#'],
  prompt: 'White to move: mate in 1.',
  hint: 'The black king is boxed in by its own pawns.',
  themes: ['mateIn1', 'backRankMate'],
  rating: 1450,
  productIds: [8],
};
const FORK: Puzzle = {
  id: 9002,
  fen: 'r3k2r/pp3ppp/4q3/1N6/8/8/PP3PPP/3Q2K1 w - - 0 1',
  solution: ['Nc7+', 'Ke7', 'Nxe6'],
  prompt: 'White to move: win the queen.',
  hint: 'Look for a check that attacks more than the king.',
  themes: ['fork'],
  rating: 1550,
};
const FAR: Puzzle = { ...MATE, id: 9003, rating: 2400, fen: '6k1/5ppp/8/8/8/8/5PPP/1R4K1 w - - 0 1', solution: ['Rb8#'] };

const ADMIN_EMAIL = 'admin@test.example';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let clock = Date.parse('2026-06-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  await t.db.models.Puzzle.destroy({ where: {} });
  await seedPuzzles(t.db, [MATE, FORK, FAR]);
  puzzleStore(t.db).clear();
  t.deps.now = () => new Date(clock);
}, 60_000);
afterAll(() => t.close());

const member = () => signedInMember(t.db);
const next = (headers: Record<string, string> = {}, query = '') => request(t.app).get(`${TRAINING_API.nextPuzzle}${query}`).set(headers);
const play = (id: number | string, moves: unknown, headers: Record<string, string> = {}) =>
  request(t.app).post(TRAINING_API.puzzleMoves(id)).set(headers).send({ moves });
const summary = async (token: string) =>
  (await request(t.app).get(TRAINING_API.summary).set(bearer(token)).expect(200)).body as TrainingSummary;
const queue = async (token: string) => (await request(t.app).get(TRAINING_API.review).set(bearer(token)).expect(200)).body as ReviewQueue;
const answer = (cardId: number, moves: unknown, token: string) =>
  request(t.app).post(TRAINING_API.reviewMoves(cardId)).set(bearer(token)).send({ moves });
/** A legal move of the chapter's position that its exercise does not accept at the first step. */
function wrongFirstMove(chapter: Chapter): string {
  const accepted = acceptedMoves(chapter.exercise, 0);
  return new Chess(chapter.fen).moves().find((san) => !accepted.includes(san))!;
}
const ratingOfPuzzle = async (id: number) => Number((await t.db.models.Puzzle.findByPk(id))!.rating);

describe('GET /api/puzzles/next', () => {
  // Over the three puzzles alone (no courses, so no chapter puzzles): which one comes next is then known.
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ seed: false });
    await seedPuzzles(bare.db, [MATE, FORK, FAR]);
  }, 60_000);
  afterAll(() => bare.close());
  const next = (headers: Record<string, string> = {}, query = '') =>
    request(bare.app).get(`${TRAINING_API.nextPuzzle}${query}`).set(headers);

  it('serves a guest a puzzle near the starting rating, without its solution or hint', async () => {
    const puzzle = (await next().expect(200)).body as PublicPuzzle;
    expect([MATE.id, FORK.id]).toContain(puzzle.id);
    expect(Math.abs(puzzle.rating - START_RATING)).toBeLessThanOrEqual(150);
    expect(puzzle).toMatchObject({ orientation: 'white', kind: 'tactic', learnerMoves: puzzle.id === FORK.id ? 2 : 1 });
    expect(JSON.stringify(puzzle)).not.toMatch(/Ra8|Nc7|boxed|check that attacks/);
  });

  it('leaves out what a guest has seen, and says so when nothing is left', async () => {
    expect(((await next({}, `?exclude=${MATE.id}`).expect(200)).body as PublicPuzzle).id).toBe(FORK.id);
    expect(((await next({}, `?exclude=${MATE.id},${FORK.id}`).expect(200)).body as PublicPuzzle).id).toBe(FAR.id);
    await next({}, `?exclude=${MATE.id},${FORK.id},${FAR.id}`).expect(404, { message: TRAINING_MESSAGES.noPuzzleLeft });
  });

  it('refuses a malformed exclude list', async () => {
    for (const exclude of ['abc', '1,,2', '0', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      await next({}, `?exclude=${encodeURIComponent(exclude)}`).expect(400, { message: TRAINING_MESSAGES.invalidExclude });
    }
    await next({}, '?other=1').expect(400, { message: 'Unknown field: other' });
  });
});

describe('POST /api/puzzles/{id}/moves', () => {
  it('answers a guest as the chapters do: the reply, the hint after two misses, the themes once solved, no rating', async () => {
    const wrong = (await play(FORK.id, ['Qd7+']).expect(200)).body as TrainingMoveResult;
    expect(wrong).toEqual({ correct: false, complete: false });
    expect(((await play(FORK.id, ['Qd7+']).expect(200)).body as TrainingMoveResult).hint).toBe(FORK.hint);
    expect((await play(FORK.id, ['Nc7+']).expect(200)).body).toEqual({ correct: true, reply: 'Ke7', complete: false });
    expect((await play(FORK.id, ['Nc7+', 'Ke7', 'Nxe6']).expect(200)).body).toEqual({ correct: true, complete: true, themes: ['fork'] });
  });

  it('moves a member’s rating and the puzzle’s once, on the first try only', async () => {
    const { user, token } = await member();
    const before = await ratingOfPuzzle(MATE.id);
    const won = (await play(MATE.id, ['Ra8#'], bearer(token)).expect(200)).body as TrainingMoveResult;
    expect(won.rating?.before).toBe(START_RATING);
    expect(won.rating!.after).toBeGreaterThan(START_RATING);
    expect(await ratingOfPuzzle(MATE.id)).toBeLessThan(before);
    const again = (await play(MATE.id, ['Ra8#'], bearer(token)).expect(200)).body as TrainingMoveResult;
    expect(again.rating).toBeUndefined();
    expect(await t.db.models.PuzzleAttempt.count({ where: { userId: user.id } })).toBe(1);
    expect((await summary(token)).puzzlesPlayed).toBe(1);
    expect((await summary(token)).rating).toBe(won.rating!.after);
  });

  it('rates a first wrong move as a loss, once, and the later solve changes nothing', async () => {
    const { token } = await member();
    const puzzleBefore = await ratingOfPuzzle(FORK.id);
    const lost = (await play(FORK.id, ['Qd7+'], bearer(token)).expect(200)).body as TrainingMoveResult;
    expect(lost.rating!.after).toBeLessThan(START_RATING);
    expect(await ratingOfPuzzle(FORK.id)).toBeGreaterThan(puzzleBefore);
    expect(((await play(FORK.id, ['Qd7+'], bearer(token)).expect(200)).body as TrainingMoveResult).rating).toBeUndefined();
    const solved = (await play(FORK.id, ['Nc7+', 'Ke7', 'Nxe6'], bearer(token)).expect(200)).body as TrainingMoveResult;
    expect(solved).toEqual({ correct: true, complete: true, themes: ['fork'] });
    expect((await summary(token)).rating).toBe(lost.rating!.after);
  });

  it('rates two first tries arriving at once only once', async () => {
    const { user, token } = await member();
    await Promise.all([play(MATE.id, ['Ra8#'], bearer(token)), play(MATE.id, ['Rb1'], bearer(token)).catch(() => undefined)]);
    expect(await t.db.models.PuzzleAttempt.count({ where: { userId: user.id } })).toBe(1);
    expect((await summary(token)).puzzlesPlayed).toBe(1);
  });

  it('does not serve a member a puzzle they have tried, and serves the nearest to their rating', async () => {
    const { token } = await member();
    for (let draw = 0; draw < 12; draw += 1) {
      const puzzle = (await next(bearer(token)).expect(200)).body as PublicPuzzle;
      expect(Math.abs(puzzle.rating - START_RATING)).toBeLessThanOrEqual(PUZZLE_RATING_WINDOW);
    }
    await play(MATE.id, ['Ra8#'], bearer(token)).expect(200);
    for (let draw = 0; draw < 12; draw += 1) expect(((await next(bearer(token)).expect(200)).body as PublicPuzzle).id).not.toBe(MATE.id);
  });

  it('refuses bad input with a clear 4xx', async () => {
    await play('abc', ['Ra8#']).expect(400, { message: TRAINING_MESSAGES.invalidPuzzleId });
    await play('01', ['Ra8#']).expect(400, { message: TRAINING_MESSAGES.invalidPuzzleId });
    await play(424242, ['Ra8#']).expect(404, { message: TRAINING_MESSAGES.puzzleNotFound });
    await play(MATE.id, 'Ra8#').expect(400);
    await play(MATE.id, ['Ra8#'], bearer('not-a-token')).expect(401);
    // A line chapter (an opening's move order) is learnt, not rated: it is no puzzle.
    const line = Object.entries(COURSE_CHAPTERS)
      .flatMap(([lessonId, chapters]) => chapters.map((chapter) => ({ lessonId: Number(lessonId), chapter })))
      .find(({ chapter }) => chapter.exercise.kind === 'line');
    if (line) await play(chapterPuzzleId(line.lessonId, line.chapter.number), ['e4']).expect(404);
  });
});

describe('the review deck', () => {
  it('takes in a missed position, shows it due today, and schedules it by the answer', async () => {
    const { token } = await member();
    expect((await queue(token)).cards).toEqual([]);
    await play(FORK.id, ['Qd7+'], bearer(token)).expect(200);
    const due = await queue(token);
    expect(due.dueToday).toBe(1);
    expect((await summary(token)).dueToday).toBe(1);
    const [card] = due.cards;
    expect(card).toMatchObject({ fen: FORK.fen, prompt: FORK.prompt, origin: { kind: 'puzzle', puzzleId: FORK.id }, learnerMoves: 2 });
    expect(JSON.stringify(card)).not.toMatch(/Nc7|Nxe6/);

    expect((await answer(card!.id, ['Nc7+'], token).expect(200)).body).toEqual({ correct: true, reply: 'Ke7', complete: false });
    const done = (await answer(card!.id, ['Nc7+', 'Ke7', 'Nxe6'], token).expect(200)).body as TrainingMoveResult;
    expect(done.review?.grade).toBe('good');
    expect(Date.parse(done.review!.due)).toBeGreaterThan(clock);
  });

  it('grades Good, Hard and Again by the misses, and FSRS sets the due dates from them', async () => {
    const dues: Record<string, number> = {};
    for (const misses of [0, 1, 2]) {
      const { token } = await member();
      await play(MATE.id, ['Rb1'], bearer(token)).expect(200);
      const [card] = (await queue(token)).cards;
      // A first good review graduates the card out of its learning steps; then this review is the one compared.
      clock += DAY_MS;
      await answer(card!.id, ['Ra8#'], token).expect(200);
      clock += 10 * DAY_MS;
      for (let miss = 0; miss < misses; miss += 1) await answer(card!.id, ['Rb1'], token).expect(200);
      const result = (await answer(card!.id, ['Ra8#'], token).expect(200)).body as TrainingMoveResult;
      dues[result.review!.grade] = Date.parse(result.review!.due);
      clock -= 11 * DAY_MS;
    }
    expect(Object.keys(dues).sort()).toEqual(['again', 'good', 'hard']);
    expect(dues.again).toBeLessThan(dues.hard!);
    expect(dues.hard).toBeLessThan(dues.good!);
  });

  it('brings a card back only when it is due', async () => {
    const { token } = await member();
    await play(MATE.id, ['Rb1'], bearer(token)).expect(200);
    const [card] = (await queue(token)).cards;
    const result = (await answer(card!.id, ['Ra8#'], token).expect(200)).body as TrainingMoveResult;
    const dueAt = Date.parse(result.review!.due);
    const saved = clock;
    clock = dueAt + DAY_MS;
    expect((await queue(token)).cards.map((c) => c.id)).toEqual([card!.id]);
    clock = saved;
  });

  it('takes in a chapter’s missed step and a solved chapter', async () => {
    const { token } = await member();
    const chapter = COURSE_CHAPTERS[7]![0]!;
    const wrong = await request(t.app)
      .post(CHAPTER_API.moves(7, chapter.number))
      .set(bearer(token))
      .send({ moves: ['Nd6+'] });
    expect(wrong.status).toBe(200);
    const solved = COURSE_CHAPTERS[7]![1]!;
    await request(t.app)
      .post(CHAPTER_API.moves(7, solved.number))
      .set(bearer(token))
      .send({ moves: solved.exercise.solution.slice(0, 1) })
      .expect(200);
    const cards = (await queue(token)).cards;
    expect(cards.map((card) => card.origin)).toEqual(
      expect.arrayContaining([
        { kind: 'chapter', lessonId: 7, chapterNumber: chapter.number },
        { kind: 'chapter', lessonId: 7, chapterNumber: solved.number },
      ]),
    );
    expect(cards.find((card) => card.title === chapter.title)).toBeDefined();
  });

  it('leaves an archived course’s chapters out of the review and its counts', async () => {
    const { token } = await member();
    const chapter = COURSE_CHAPTERS[8]![0]!;
    await request(t.app)
      .post(CHAPTER_API.moves(8, chapter.number))
      .set(bearer(token))
      .send({ moves: [wrongFirstMove(chapter)] })
      .expect(200);
    expect((await summary(token)).dueToday).toBe(1);
    await t.db.models.Lesson.update({ archived: true }, { where: { id: 8 } });
    invalidateCatalogue(t.db);
    try {
      expect((await summary(token)).dueToday).toBe(0);
      expect(await queue(token)).toEqual({ cards: [], dueToday: 0 });
    } finally {
      await t.db.models.Lesson.update({ archived: false }, { where: { id: 8 } });
      invalidateCatalogue(t.db);
    }
  });

  it('keeps each member’s deck their own', async () => {
    const owner = await member();
    const other = await member();
    await play(FORK.id, ['Qd7+'], bearer(owner.token)).expect(200);
    const [card] = (await queue(owner.token)).cards;
    await answer(card!.id, ['Nc7+'], other.token).expect(404, { message: TRAINING_MESSAGES.cardNotFound });
    await answer(card!.id, ['Nc7+'], 'x').expect(401);
    await request(t.app)
      .post(TRAINING_API.reviewMoves('zero'))
      .set(bearer(owner.token))
      .send({ moves: ['Nc7+'] })
      .expect(400, {
        message: TRAINING_MESSAGES.invalidCardId,
      });
  });
});

describe('the streak and the member’s day', () => {
  it('rolls over at the member’s own midnight', async () => {
    const { token } = await member();
    await request(t.app).put(TRAINING_API.summary).set(bearer(token)).send({ timeZone: 'Asia/Tokyo' }).expect(200);
    clock = Date.parse('2026-06-10T14:30:00Z'); // 23:30 in Tokyo
    await play(MATE.id, ['Ra8#'], bearer(token)).expect(200);
    expect(await summary(token)).toMatchObject({ streak: 1, trainedToday: true, timeZone: 'Asia/Tokyo' });
    clock = Date.parse('2026-06-10T15:30:00Z'); // 00:30 the next day in Tokyo, still the 10th in London
    expect(await summary(token)).toMatchObject({ streak: 1, trainedToday: false });
    await play(FORK.id, ['Nc7+', 'Ke7', 'Nxe6'], bearer(token)).expect(200);
    expect(await summary(token)).toMatchObject({ streak: 2, trainedToday: true });
    clock = Date.parse('2026-06-12T15:30:00Z'); // a whole day without training
    expect(await summary(token)).toMatchObject({ streak: 0, trainedToday: false });
  });

  it('refuses settings it cannot keep', async () => {
    const { token } = await member();
    const put = (body: object) => request(t.app).put(TRAINING_API.summary).set(bearer(token)).send(body);
    await put({ timeZone: 'Mars/Olympus' }).expect(400, { message: TRAINING_MESSAGES.invalidTimeZone });
    await put({ reminders: 'yes' }).expect(400, { message: TRAINING_MESSAGES.invalidReminders });
    await put({}).expect(400, { message: TRAINING_MESSAGES.emptySettings });
    await put({ rating: 3000 }).expect(400, { message: 'Unknown field: rating' });
    expect((await put({ reminders: true }).expect(200)).body).toMatchObject({ reminders: true, rating: START_RATING });
    await request(t.app).get(TRAINING_API.summary).expect(401);
  });
});

describe('erasing a member', () => {
  it('erases their deck, their rating and their days', async () => {
    const { user, token } = await member();
    await play(FORK.id, ['Qd7+'], bearer(token)).expect(200);
    const admin = await signedInAdmin(t.db, ADMIN_EMAIL);
    await request(t.app).delete(ACCOUNT_API.user(user.id)).set(bearer(admin.token)).expect(204);
    const { ReviewCard, PuzzleAttempt, TrainingProfile, TrainingDay } = t.db.models;
    const where = { where: { userId: user.id } };
    expect([
      await ReviewCard.count(where),
      await PuzzleAttempt.count(where),
      await TrainingProfile.count(where),
      await TrainingDay.count(where),
    ]).toEqual([0, 0, 0, 0]);
  });
});
