import { CHAPTER_API, parseRouteId, type Chapter, type MoveCheckResult } from '@kingside/contracts';
import { API_MESSAGES, CHAPTER_API_MESSAGES, toPublicChapter } from '@kingside/contracts/api';
import { chapterParamSchema, moveCheckSchema } from '@kingside/contracts/schemas';
import { Router, type Request } from 'express';
import { type UserModel, movesRateLimiter, memberOrGuest } from '../accounts';
import type { AppDeps } from '../shared/deps';
import { catalogueCache, routeId, sendCached } from '../catalogue';
import { badRequest, notFound } from '../shared/http/errors';
import { param, validated } from '../shared/http/validate';
import { chapterStore } from './chapterStore';
import { missCounter } from './misses';
import { checkMovesKept, moveAnswer } from './moveCheck';
import { recordSolved } from './progress';
import { chapterTrained } from './trainedChapters';

/** The chapter number of a path, in its one canonical form ("2"; never "02" or "2.0"), 1 to 8. */
export function chapterNumber(segment: unknown): number {
  const number = typeof segment === 'string' ? parseRouteId(segment) : null;
  if (number === null) throw badRequest(CHAPTER_API_MESSAGES.invalidChapterNumber);
  return param<number>(number, chapterParamSchema, 'number');
}

/** Who is learning, for counting misses: the member, or the client's address (TRUST_PROXY honoured). */
const learnerKey = (memberId: number | undefined, req: Request) => (memberId === undefined ? `a:${req.ip ?? ''}` : `m:${memberId}`);

/**
 * POST /api/lessons/{id}/chapters/{n}/moves (docs/spec.md §7.11): checks the moves played so far against the
 * chapter's exercise and answers MoveCheckResult. The solution and the hint stay here: the answer carries only
 * the reply to a correct move and, after MISSES_BEFORE_HINT wrong tries at one step, the hint. A member's solved
 * chapter is recorded (the request's member token; a dead one is 401, as for orders, so the player can say the
 * session ended); a guest's is not. Rate-limited per address.
 */
export function lessonRoutes(deps: AppDeps): Router {
  const router = Router();
  const store = chapterStore(deps.db);
  const misses = missCounter(deps);
  const cache = catalogueCache(deps.db);

  // Public: the chapters without solution, hint or alternatives (issue 18). Cached like every catalogue read.
  router.get('/lessons/:id/chapters', (req, res) => {
    const id = routeId(req.params.id);
    const chapters = async () => (await store.chapters(id))?.map(toPublicChapter) ?? null;
    return sendCached(req, res, cache, `lessons/${id}/chapters`, chapters, API_MESSAGES.lessonNotFound);
  });

  async function answer(
    chapter: Chapter,
    lessonId: number,
    moves: string[],
    member: UserModel | null,
    req: Request,
  ): Promise<MoveCheckResult> {
    const check = checkMovesKept(chapter, moves);
    if (check.outcome === 'refused') throw badRequest(check.message);
    const stepKey = `${learnerKey(member?.id, req)}:${lessonId}:${chapter.number}:${check.step}`;
    if (check.outcome === 'wrong') {
      const missed = await misses.add(stepKey);
      if (member) await chapterTrained(deps, member, { lessonId, chapterNumber: chapter.number }, check.step);
      return moveAnswer(check, missed, chapter.exercise.hint);
    }
    await misses.reset(stepKey);
    if (check.complete && member) {
      await recordSolved(deps.db, member.id, lessonId, chapter.number);
      await chapterTrained(deps, member, { lessonId, chapterNumber: chapter.number }, null);
    }
    return moveAnswer(check, 0, chapter.exercise.hint);
  }

  router.post(CHAPTER_API.moves(':id', ':number').slice('/api'.length), movesRateLimiter(deps), async (req, res) => {
    const lessonId = routeId(req.params.id);
    const number = chapterNumber(req.params.number);
    const { moves } = validated<{ moves: string[] }>(moveCheckSchema, req.body, { convert: false });
    const member = await memberOrGuest(deps, req);
    const chapters = store.peek(lessonId) ?? (await store.chapters(lessonId));
    if (chapters === null) throw notFound(API_MESSAGES.lessonNotFound);
    const chapter = chapters.find((candidate) => candidate.number === number);
    if (!chapter) throw notFound(CHAPTER_API_MESSAGES.chapterNotFound);
    res.set('Cache-Control', 'no-store').json(await answer(chapter, lessonId, moves, member, req));
  });

  return router;
}
