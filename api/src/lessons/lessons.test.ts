import {
  API,
  AUTH_MESSAGES,
  CHAPTER_API,
  type Chapter,
  type Lesson,
  type LessonProgress,
  type LessonSummary,
  type MoveCheckResult,
  type PublicChapter,
} from '@kingside/contracts';
import { acceptedMoves, API_MESSAGES, CHAPTER_API_MESSAGES } from '@kingside/contracts/api';
import { ACCOUNT_API } from '@kingside/contracts/admin';
import { Chess } from 'chess.js';
import request from 'supertest';
import { issueToken, revokeToken } from '../accounts/tokens';
import { bearer, signedInAdmin, signedInMember } from '../testing/fixtures/orders';
import { seedChapters } from './seed';
import { createTestApp, type TestApp } from '../testing/testApp';
import { COURSE_CHAPTERS } from './content';

/*
 * Lessons that teach (issue 18, docs/spec.md §7.11): the public chapters never carry a solution, a hint or the
 * accepted alternatives; a move check is decided by the rules and the exercise on the server; a member's solved
 * chapter is recorded, a guest's is not; the hint comes after two misses; the endpoint is rate-limited.
 */

const ADMIN_EMAIL = 'admin@test.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const check = (lessonId: number, number: number, moves: unknown, headers: Record<string, string> = {}) =>
  request(t.app).post(CHAPTER_API.moves(lessonId, number)).set(headers).send({ moves });

/** A legal move in the chapter's position that the exercise does not accept at its first step. */
function wrongFirstMove(chapter: Chapter): string {
  const accepted = acceptedMoves(chapter.exercise, 0);
  const move = new Chess(chapter.fen).moves().find((san) => !accepted.includes(san));
  if (!move) throw new Error(`chapter ${chapter.title} has no wrong move`);
  return move;
}

/** The first seeded chapter (course, chapter) whose exercise goes on after the learner's first move. */
function longExercise(): { lessonId: number; chapter: Chapter } {
  for (const [lessonId, chapters] of Object.entries(COURSE_CHAPTERS)) {
    const chapter = chapters.find((candidate) => candidate.exercise.solution.length >= 3);
    if (chapter) return { lessonId: Number(lessonId), chapter };
  }
  throw new Error('no exercise of several moves');
}

const oneMove = { lessonId: 1, chapter: COURSE_CHAPTERS[1]![0]! };

describe('GET /api/lessons/{id}/chapters', () => {
  it('answers every seeded course with as many chapters as its lessonCount, numbered 1, 2, 3…', async () => {
    const lessons = (await request(t.app).get(API.lessons).expect(200)).body as LessonSummary[];
    expect(lessons).toHaveLength(24);
    for (const lesson of lessons) {
      const chapters = (await request(t.app).get(CHAPTER_API.chapters(lesson.id)).expect(200)).body as PublicChapter[];
      expect(chapters.map((chapter) => chapter.number)).toEqual(Array.from({ length: lesson.lessonCount }, (_, index) => index + 1));
      expect(chapters.map((chapter) => chapter.title)).toEqual(COURSE_CHAPTERS[lesson.id]!.map((chapter) => chapter.title));
    }
  });

  it('never sends a solution, a hint or the accepted alternatives', async () => {
    const res = await request(t.app).get(CHAPTER_API.chapters(1)).expect(200);
    for (const chapter of res.body as PublicChapter[]) {
      expect(Object.keys(chapter).sort()).toEqual(['exercise', 'fen', 'number', 'orientation', 'text', 'title']);
      expect(Object.keys(chapter.exercise).sort()).toEqual(['kind', 'learnerMoves', 'prompt']);
    }
    const source = COURSE_CHAPTERS[1]!;
    for (const chapter of source) expect(res.text).not.toContain(chapter.exercise.hint);
    expect((res.body as PublicChapter[])[0]).toEqual({
      number: 1,
      title: source[0]!.title,
      text: source[0]!.text,
      fen: source[0]!.fen,
      orientation: source[0]!.orientation,
      exercise: { prompt: source[0]!.exercise.prompt, kind: 'tactic', learnerMoves: 1 },
    });
  });

  it('is cached like the catalogue: an ETag, a second in shared caches, and 304 when it still matches', async () => {
    const first = await request(t.app).get(CHAPTER_API.chapters(2)).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=1');
    expect(first.headers.etag).toMatch(/^W\/"/);
    await request(t.app)
      .get(CHAPTER_API.chapters(2))
      .set('If-None-Match', first.headers.etag as string)
      .expect(304);
  });

  it('answers 404 for no such course and 400 for an id that is not one', async () => {
    expect((await request(t.app).get(CHAPTER_API.chapters(9999)).expect(404)).body).toEqual({ message: API_MESSAGES.lessonNotFound });
    expect((await request(t.app).get(CHAPTER_API.chapters('01')).expect(400)).body).toEqual({ message: API_MESSAGES.invalidId });
  });
});

describe('POST /api/lessons/{id}/chapters/{n}/moves', () => {
  it('accepts the solution, as chess.js writes it or without its check sign', async () => {
    const { lessonId, chapter } = oneMove;
    const solved = (await check(lessonId, 1, chapter.exercise.solution).expect(200)).body as MoveCheckResult;
    expect(solved).toEqual({ correct: true, complete: true });
    expect((await check(lessonId, 1, [chapter.exercise.solution[0]!.replace(/[+#]$/, '')]).expect(200)).body).toEqual(solved);
  });

  it('answers the reply to a correct move, then goes on from the moves played', async () => {
    const { lessonId, chapter } = longExercise();
    const { solution } = chapter.exercise;
    const first = (await check(lessonId, chapter.number, [solution[0]]).expect(200)).body as MoveCheckResult;
    expect(first).toEqual({ correct: true, reply: solution[1], complete: false });
    const last = (await check(lessonId, chapter.number, solution).expect(200)).body as MoveCheckResult;
    expect(last).toEqual({ correct: true, complete: true });
  });

  it('says a wrong move is wrong, and gives the hint from the second miss at that step', async () => {
    const { lessonId, chapter } = oneMove;
    const wrong = wrongFirstMove(chapter);
    // A guest: counted by address (every request of these tests comes from the same one).
    expect((await check(lessonId, 1, [wrong]).expect(200)).body).toEqual({ correct: false, complete: false });
    expect((await check(lessonId, 1, [wrong]).expect(200)).body).toEqual({ correct: false, complete: false, hint: chapter.exercise.hint });
  });

  it('counts a member’s misses as theirs, and forgets them once the step is solved', async () => {
    const { lessonId, chapter } = oneMove;
    const { token } = await signedInMember(t.db);
    const wrong = wrongFirstMove(chapter);
    expect(((await check(lessonId, 1, [wrong], bearer(token)).expect(200)).body as MoveCheckResult).hint).toBeUndefined();
    expect(((await check(lessonId, 1, [wrong], bearer(token)).expect(200)).body as MoveCheckResult).hint).toBe(chapter.exercise.hint);
    await check(lessonId, 1, chapter.exercise.solution, bearer(token)).expect(200);
    expect(((await check(lessonId, 1, [wrong], bearer(token)).expect(200)).body as MoveCheckResult).hint).toBeUndefined();
  });

  it('refuses a move list that is not one, with a message', async () => {
    const { lessonId, chapter } = oneMove;
    for (const moves of [[], 'e4', [1], ['e4; DROP'], Array.from({ length: 41 }, () => 'e4'), undefined]) {
      const res = await check(lessonId, 1, moves).expect(400);
      expect((res.body as { message: string }).message).toMatch(/^moves must be a list of 1 to 40 moves/);
    }
    const extra = await request(t.app)
      .post(CHAPTER_API.moves(lessonId, 1))
      .send({ moves: chapter.exercise.solution, solved: true })
      .expect(400);
    expect(extra.body).toEqual({ message: 'Unknown field: solved' });
  });

  it('refuses an illegal move, a list ending on the reply, and moves off the exercise’s line', async () => {
    const { lessonId, chapter } = longExercise();
    const { solution } = chapter.exercise;
    expect((await check(1, 1, ['Ke4']).expect(400)).body).toEqual({ message: CHAPTER_API_MESSAGES.illegalMove(0, 'Ke4') });
    expect((await check(lessonId, chapter.number, solution.slice(0, 2)).expect(400)).body).toEqual({
      message: CHAPTER_API_MESSAGES.notYourMove,
    });
    const offLine = [wrongFirstMove(chapter)];
    const board = new Chess(chapter.fen);
    board.move(offLine[0]!);
    const reply = board.moves()[0]!;
    board.move(reply);
    const third = board.moves()[0]!;
    expect((await check(lessonId, chapter.number, [...offLine, reply, third]).expect(400)).body).toEqual({
      message: CHAPTER_API_MESSAGES.offTheLine,
    });
    expect((await check(lessonId, chapter.number, [...solution, 'Kh1', 'Kh8']).expect(400)).body).toEqual({
      message: CHAPTER_API_MESSAGES.offTheLine,
    });
  });

  it('answers 404 for a chapter the course does not have, 400 for a number that is not one', async () => {
    const count = COURSE_CHAPTERS[2]!.length;
    expect((await check(2, count + 1, ['e4']).expect(404)).body).toEqual({ message: CHAPTER_API_MESSAGES.chapterNotFound });
    for (const number of ['0', '9', '02', 'one']) {
      expect((await check(2, number as unknown as number, ['e4']).expect(400)).body).toEqual({
        message: CHAPTER_API_MESSAGES.invalidChapterNumber,
      });
    }
    expect((await check(9999, 1, ['e4']).expect(404)).body).toEqual({ message: API_MESSAGES.lessonNotFound });
  });

  it('stops answering for an archived course', async () => {
    const admin = await signedInAdmin(t.db, ADMIN_EMAIL);
    const lessonId = 24;
    await request(t.app).delete(`/api/admin/lessons/${lessonId}`).set(bearer(admin.token)).expect(204);
    try {
      await request(t.app).get(CHAPTER_API.chapters(lessonId)).expect(404);
      await check(lessonId, 1, COURSE_CHAPTERS[lessonId]![0]!.exercise.solution.slice(0, 1)).expect(404);
    } finally {
      const current = await request(t.app).get(`/api/admin/lessons/${lessonId}`).set(bearer(admin.token)).expect(200);
      await request(t.app)
        .patch(`/api/admin/lessons/${lessonId}`)
        .set({ ...bearer(admin.token), 'If-Match': current.headers.etag as string })
        .send({ archived: false })
        .expect(200);
    }
    await request(t.app).get(CHAPTER_API.chapters(lessonId)).expect(200);
  });
});

describe('member progress', () => {
  const progress = async (token: string) =>
    (await request(t.app).get(CHAPTER_API.progress).set(bearer(token)).expect(200)).body as LessonProgress[];

  it('records a member’s solved chapters once each, per course, and answers them at GET /api/me/progress', async () => {
    const { token } = await signedInMember(t.db);
    expect(await progress(token)).toEqual([]);
    const course = COURSE_CHAPTERS[3]!;
    await check(3, 2, course[1]!.exercise.solution, bearer(token)).expect(200);
    await check(3, 1, course[0]!.exercise.solution, bearer(token)).expect(200);
    await check(3, 1, course[0]!.exercise.solution, bearer(token)).expect(200);
    await check(1, 1, COURSE_CHAPTERS[1]![0]!.exercise.solution, bearer(token)).expect(200);
    const mine = await progress(token);
    expect(mine).toEqual([
      { lessonId: 1, completed: [1], updatedAt: expect.any(String) as string },
      { lessonId: 3, completed: [1, 2], updatedAt: expect.any(String) as string },
    ]);
    expect(Number.isNaN(Date.parse(mine[0]!.updatedAt))).toBe(false);
  });

  it('records nothing for a guest, for a wrong move or for a move that does not finish the exercise', async () => {
    const { user, token } = await signedInMember(t.db);
    const { lessonId, chapter } = longExercise();
    await check(lessonId, chapter.number, chapter.exercise.solution.slice(0, 1), bearer(token)).expect(200);
    await check(oneMove.lessonId, 1, [wrongFirstMove(oneMove.chapter)], bearer(token)).expect(200);
    expect(await progress(token)).toEqual([]);
    const before = await t.db.models.LessonProgress.count();
    await check(oneMove.lessonId, 1, oneMove.chapter.exercise.solution).expect(200);
    expect(await t.db.models.LessonProgress.count()).toBe(before);
    expect(await t.db.models.LessonProgress.count({ where: { userId: user.id } })).toBe(0);
  });

  it('shows each member only their own progress', async () => {
    const first = await signedInMember(t.db);
    const second = await signedInMember(t.db);
    await check(1, 1, oneMove.chapter.exercise.solution, bearer(first.token)).expect(200);
    expect(await progress(second.token)).toEqual([]);
  });

  it('refuses a dead member token with 401 on both endpoints, and progress without one', async () => {
    const { user } = await signedInMember(t.db);
    const token = await issueToken(t.db.models, user.id, 'member');
    await revokeToken(t.db.models, token);
    const res = await check(1, 1, oneMove.chapter.exercise.solution, bearer(token)).expect(401);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    await request(t.app).get(CHAPTER_API.progress).set(bearer(token)).expect(401);
    await request(t.app).get(CHAPTER_API.progress).expect(401);
    const admin = await signedInAdmin(t.db, ADMIN_EMAIL);
    await request(t.app).get(CHAPTER_API.progress).set(bearer(admin.token)).expect(401);
  });

  it('goes with the member when an administrator erases the account', async () => {
    const { user, token } = await signedInMember(t.db);
    await check(1, 1, oneMove.chapter.exercise.solution, bearer(token)).expect(200);
    expect(await t.db.models.LessonProgress.count({ where: { userId: user.id } })).toBe(1);
    const admin = await signedInAdmin(t.db, ADMIN_EMAIL);
    await request(t.app).delete(ACCOUNT_API.user(user.id)).set(bearer(admin.token)).expect(204);
    expect(await t.db.models.LessonProgress.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('the rate limit', () => {
  it('answers 429 past MOVES_RATE_LIMIT checks a minute from one address', async () => {
    const limited = await createTestApp({ env: { MOVES_RATE_LIMIT: '3' } });
    try {
      const send = () => request(limited.app).post(CHAPTER_API.moves(1, 1)).send({ moves: oneMove.chapter.exercise.solution });
      for (let i = 0; i < 3; i += 1) await send().expect(200);
      expect((await send().expect(429)).body).toEqual({ message: API_MESSAGES.tooManyRequests });
    } finally {
      await limited.close();
    }
  });
});

describe('the seed', () => {
  it('gives a database seeded before chapters existed its chapters, revised lesson counts and products', async () => {
    const old = await createTestApp();
    try {
      const { Lesson, LessonChapter } = old.db.models;
      await LessonChapter.destroy({ where: {} });
      await Lesson.update({ lessonCount: 12, recommendedProductIds: '[]' }, { where: { id: 1 } });
      await Lesson.update({ recommendedProductIds: '[7]' }, { where: { id: 2 } });
      const before = await Lesson.findByPk(1);
      expect(await seedChapters(old.db)).toBe(true);
      const after = await Lesson.findByPk(1);
      expect(Number(after!.lessonCount)).toBe(COURSE_CHAPTERS[1]!.length);
      expect(Number(after!.version)).toBe(Number(before!.version) + 1);
      const detail = (await request(old.app).get(API.lesson(1)).expect(200)).body as Lesson;
      expect(detail.recommendedProductIds).toEqual([13, 5]);
      // An administrator's choice of products stays.
      expect(((await request(old.app).get(API.lesson(2)).expect(200)).body as Lesson).recommendedProductIds).toEqual([7]);
      expect(await LessonChapter.count()).toBe(Object.values(COURSE_CHAPTERS).flat().length);
      // Once there are chapters, a restart changes nothing.
      expect(await seedChapters(old.db)).toBe(false);
    } finally {
      await old.close();
    }
  }, 60_000);
});
