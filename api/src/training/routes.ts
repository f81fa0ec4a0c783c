import { AUTH_LANDING, parseRouteId, REMINDERS_LANDING, ROUTES } from '@kingside/contracts';
import {
  REVIEW_PAGE,
  START_RATING,
  TRAINING_API,
  TRAINING_MESSAGES,
  type PublicPuzzle,
  type PuzzleDifficulty,
  type PuzzleTheme,
  type ReviewCard,
  type ReviewQueue,
  type TrainingMoveResult,
  type ThemeStats,
  type TrainingSettings,
} from '@kingside/contracts/training';
import { moveCheckSchema } from '@kingside/contracts/schemas';
import { nextPuzzleSchema, settingsSchema } from './schemas';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../shared/deps';
import type { ReviewCardModel } from './models';
import { type UserModel, movesRateLimiter, findUserByToken, memberOrGuest, signedInMember } from '../accounts';
import { badRequest, notFound } from '../shared/http/errors';
import { validated } from '../shared/http/validate';
import { checkMoves, missCounter, moveAnswer, type TrainedChapter } from '../lessons';
import { storedNow } from '../shared/db/clock';
import { trainingNow } from './clock';
import { endOfLocalDay } from './days';
import { addToDeck, answerCard, dueCards, gradeFor } from './deck';
import { decideFirstTry } from './firstTry';
import { profileOf, recordTrainingDay, trainingSummary, viewProfile } from './profiles';
import { puzzleStore, type PlayablePuzzle } from './puzzleStore';
import { drawNextPuzzle } from './nextPuzzle';
import { dueGameCards, gameReviewCards } from './games/cards';
import { themeStats } from './themeStats';

const api = (path: string) => path.slice('/api'.length);

/** An id in a path, in its one canonical form, else 400 with the route's own message. */
function pathId(segment: unknown, message: string): number {
  const id = typeof segment === 'string' ? parseRouteId(segment) : null;
  if (id === null) throw badRequest(message);
  return id;
}

/** Who is training, for counting misses: the member, or the client's address for a guest (as the chapters count). */
const learnerKey = (member: UserModel | null, req: Request) => (member ? `m:${member.id}` : `a:${req.ip ?? ''}`);

function send(res: Response, result: TrainingMoveResult): void {
  res.setHeader('Cache-Control', 'no-store');
  res.json(result);
}

function publicPuzzle(puzzle: PlayablePuzzle, rating: number): PublicPuzzle {
  const { exercise } = puzzle;
  return {
    id: puzzle.id,
    fen: puzzle.fen,
    orientation: puzzle.orientation,
    prompt: exercise.prompt,
    kind: puzzle.kind,
    learnerMoves: Math.ceil(exercise.solution.length / 2),
    rating: Math.round(rating),
    productIds: puzzle.productIds,
    ...(puzzle.lessonId !== null && puzzle.chapterNumber !== null
      ? { chapter: { lessonId: puzzle.lessonId, chapterNumber: puzzle.chapterNumber, title: puzzle.title } }
      : {}),
  };
}

/** GET /api/puzzles/next's query, validated (nextPuzzleSchema). */
interface NextPuzzleParams {
  exclude?: string;
  themes?: PuzzleTheme[];
  min?: number;
  max?: number;
  difficulty?: PuzzleDifficulty;
}

/**
 * /api/puzzles/* and /api/me/training, /api/me/review (docs/spec.md §7.15). The solutions stay here: a move answers
 * only whether it was right, the reply, and after MISSES_BEFORE_HINT misses at a step, the hint.
 */
export function trainingRoutes(deps: AppDeps): Router {
  const router = Router();
  const store = puzzleStore(deps.db);
  const misses = missCounter(deps);
  const { ReviewCard } = deps.db.models;

  /** A playable puzzle (served as a puzzle: a tactic of a live course or of the set), else 404. */
  async function livePuzzle(id: number): Promise<PlayablePuzzle> {
    const puzzle = await store.get(id);
    if (!puzzle || !puzzle.live || puzzle.kind !== 'tactic') throw notFound(TRAINING_MESSAGES.puzzleNotFound);
    return puzzle;
  }

  router.get(api(TRAINING_API.nextPuzzle), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const choice = validated<NextPuzzleParams>(nextPuzzleSchema, { ...req.query }, { convert: false });
    const member = await memberOrGuest(deps, req);
    const rating = member ? Number((await viewProfile(deps.db, member.id)).rating) : START_RATING;
    const chosen = await drawNextPuzzle(deps.db, {
      themes: choice.themes ?? [],
      ...(choice.min !== undefined ? { min: choice.min } : {}),
      ...(choice.max !== undefined ? { max: choice.max } : {}),
      ...(choice.difficulty ? { difficulty: choice.difficulty } : {}),
      exclude: choice.exclude ? choice.exclude.split(',').map(Number) : [],
      userId: member?.id ?? null,
      rating,
    });
    const puzzle = chosen ? await store.get(chosen.id) : undefined;
    if (!chosen || !puzzle) {
      const chose = choice.themes !== undefined || choice.min !== undefined || choice.max !== undefined || choice.difficulty;
      throw notFound(chose ? TRAINING_MESSAGES.noPuzzleMatches : TRAINING_MESSAGES.noPuzzleLeft);
    }
    res.json(publicPuzzle(puzzle, chosen.rating) satisfies PublicPuzzle);
  });

  router.get(api(TRAINING_API.themes), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    res.json((await themeStats(deps.db, member.id)) satisfies ThemeStats);
  });

  router.post(api(TRAINING_API.puzzleMoves(':id')), movesRateLimiter(deps), async (req, res) => {
    const id = pathId(req.params.id, TRAINING_MESSAGES.invalidPuzzleId);
    const { moves } = validated<{ moves: string[] }>(moveCheckSchema, req.body, { convert: false });
    const member = await memberOrGuest(deps, req);
    const puzzle = await livePuzzle(id);
    const check = checkMoves(puzzle.from(0)!, moves);
    if (check.outcome === 'refused') throw badRequest(check.message);
    const stepKey = `p:${learnerKey(member, req)}:${id}:${check.step}`;
    const now = trainingNow(deps);

    if (check.outcome === 'wrong') {
      const result: TrainingMoveResult = moveAnswer(check, await misses.add(stepKey), puzzle.exercise.hint);
      if (member) {
        const rating = await decideFirstTry(deps, member.id, id, false);
        if (rating) result.rating = rating;
        await addToDeck(deps.db, { userId: member.id, puzzleId: id, step: check.step, grade: 'again', now });
        await recordTrainingDay(deps.db, member.id, now);
      }
      send(res, result);
      return;
    }

    await misses.reset(stepKey);
    const result: TrainingMoveResult = moveAnswer(check, 0, puzzle.exercise.hint);
    if (check.complete) {
      result.themes = puzzle.themes;
      if (member) {
        const rating = await decideFirstTry(deps, member.id, id, true);
        if (rating) result.rating = rating;
        await recordTrainingDay(deps.db, member.id, now);
      }
    }
    send(res, result);
  });

  router.get(api(TRAINING_API.summary), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    res.json(await trainingSummary(deps, member));
  });

  router.put(api(TRAINING_API.summary), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    const settings = validated<TrainingSettings>(settingsSchema, req.body, { convert: false });
    await profileOf(deps.db, member.id);
    await deps.db.models.TrainingProfile.update({ ...settings, updatedAt: storedNow() }, { where: { userId: member.id } });
    res.json(await trainingSummary(deps, member));
  });

  router.get(api(TRAINING_API.review), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    const profile = await viewProfile(deps.db, member.id);
    const now = trainingNow(deps);
    const before = endOfLocalDay(now, profile.timeZone);
    const [cards, gameCards] = await Promise.all([dueCards(deps.db, member.id, before), dueGameCards(deps.db, member.id, before)]);
    const shown: ReviewCard[] = [];
    for (const card of cards) {
      const view = await reviewCard(card);
      if (view) shown.push(view);
    }
    // The mistakes of the member's games (issue 46) join the deck, oldest due first with the others (a stable sort: on a
    // tie, the deck's cards first).
    shown.push(...(await gameReviewCards(deps.db, member.id, gameCards)));
    shown.sort((a, b) => Date.parse(a.due) - Date.parse(b.due));
    res.json({ cards: shown.slice(0, REVIEW_PAGE), dueToday: shown.length } satisfies ReviewQueue);
  });

  /** The card as the review page shows it; null when its puzzle is gone or its course archived. */
  async function reviewCard(card: ReviewCardModel): Promise<ReviewCard | null> {
    const puzzle = await store.get(Number(card.puzzleId));
    const exercise = puzzle?.live ? puzzle.from(Number(card.step)) : null;
    if (!puzzle || !exercise) return null;
    return {
      id: Number(card.id),
      fen: exercise.fen,
      orientation: exercise.orientation,
      prompt: exercise.exercise.prompt,
      kind: puzzle.kind,
      learnerMoves: Math.ceil(exercise.exercise.solution.length / 2),
      origin:
        puzzle.lessonId !== null && puzzle.chapterNumber !== null
          ? { kind: 'chapter', lessonId: puzzle.lessonId, chapterNumber: puzzle.chapterNumber }
          : { kind: 'puzzle', puzzleId: puzzle.id },
      title: puzzle.title,
      productIds: puzzle.productIds,
      due: new Date(card.due).toISOString(),
    };
  }

  router.post(api(TRAINING_API.reviewMoves(':cardId')), movesRateLimiter(deps), async (req, res) => {
    const cardId = pathId(req.params.cardId, TRAINING_MESSAGES.invalidCardId);
    const { moves } = validated<{ moves: string[] }>(moveCheckSchema, req.body, { convert: false });
    const member = await signedInMember(deps, req);
    const card = await ReviewCard.findOne({ where: { id: cardId, userId: member.id } });
    const puzzle = card ? await store.get(Number(card.puzzleId)) : undefined;
    const exercise = card && puzzle?.live ? puzzle.from(Number(card.step)) : null;
    if (!card || !exercise) throw notFound(TRAINING_MESSAGES.cardNotFound);
    const check = checkMoves(exercise, moves);
    if (check.outcome === 'refused') throw badRequest(check.message);
    // Misses count per step (for the hint) and per showing of the card (for its grade); a showing ends with its answer.
    const showingKey = `r:m:${member.id}:${cardId}:${Number(card.reps)}`;
    const stepKey = `${showingKey}:${check.step}`;

    if (check.outcome === 'wrong') {
      const [missed] = await Promise.all([misses.add(stepKey), misses.add(showingKey)]);
      send(res, moveAnswer(check, missed, exercise.exercise.hint));
      return;
    }
    await misses.reset(stepKey);
    const result: TrainingMoveResult = moveAnswer(check, 0, exercise.exercise.hint);
    if (check.complete) {
      const now = trainingNow(deps);
      const grade = gradeFor(await misses.count(showingKey));
      const due = await answerCard(deps.db, card, grade, now);
      await misses.reset(showingKey);
      await recordTrainingDay(deps.db, member.id, now);
      result.review = { grade, due: due.toISOString() };
      if (puzzle?.themes.length) result.themes = puzzle.themes;
    }
    send(res, result);
  });

  /**
   * The reminder e-mail's unsubscribe link: no sign-in, the link's own token (kind `reminders`, stored hashed, expiring)
   * says whose reminders to stop. It may be opened again (a mail client's link scanner, a second click) and says the
   * same. A browser lands on /auth, which says how it went (as after the e-mail verification link); an API client
   * gets JSON.
   */
  router.get(api(TRAINING_API.unsubscribe), async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const { token } = req.query;
    const user = typeof token === 'string' ? await findUserByToken(deps.db.models, token, 'reminders') : null;
    if (user) {
      await deps.db.models.TrainingProfile.update({ reminders: false, updatedAt: storedNow() }, { where: { userId: user.id } });
    }
    if (req.accepts(['html', 'json']) === 'json') {
      if (!user) throw badRequest(REMINDERS_LANDING.invalid);
      res.json({ message: REMINDERS_LANDING.off });
      return;
    }
    res.redirect(302, `${ROUTES.auth}?${AUTH_LANDING.remindersParam}=${user ? 'off' : 'invalid'}`);
  });

  return router;
}

/**
 * What a chapter's move check feeds the deck (lessons/routes.ts): a member's miss at step `missedStep` enters that
 * position (Again); a solved chapter (`missedStep` null) its first step (Good).
 */
export async function chapterTrained(deps: AppDeps, member: UserModel, chapter: TrainedChapter, missedStep: number | null): Promise<void> {
  const puzzle = await puzzleStore(deps.db).ofChapter(chapter.lessonId, chapter.chapterNumber);
  if (!puzzle) return;
  const now = trainingNow(deps);
  const missed = missedStep !== null;
  await addToDeck(deps.db, {
    userId: member.id,
    puzzleId: puzzle.id,
    step: missed ? missedStep : 0,
    grade: missed ? 'again' : 'good',
    now,
  });
  await recordTrainingDay(deps.db, member.id, now);
}
