import { PROVISIONAL_DEVIATION, suggestedLevelFor, type TrainingSummary } from '@kingside/contracts/training';
import type { Transaction } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import type { Database } from '../shared/db/database';
import type { TrainingProfileModel } from './models';
import type { UserModel, LichessRatings } from '../accounts';
import { storedNow } from '../shared/db/clock';
import { endOfLocalDay, localDay, streakOf } from './days';
import { NEW_MEMBER, SEEDED_DEVIATION_MIN, type Rating } from './ratings';
import { trainingNow } from './clock';
import { dueCount } from './deck';

/** A member's profile, made on first need with the starting rating (training_profiles is one row per member). */
export async function profileOf(db: Database, userId: number, transaction?: Transaction): Promise<TrainingProfileModel> {
  const { TrainingProfile } = db.models;
  const found = await TrainingProfile.findByPk(userId, { transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) });
  if (found) return found;
  await TrainingProfile.bulkCreate([{ userId, ...NEW_MEMBER }], { ignoreDuplicates: true, transaction });
  return (await TrainingProfile.findByPk(userId, { transaction, ...(transaction ? { lock: transaction.LOCK.UPDATE } : {}) }))!;
}

/** What a member's profile reads as, without making one: reads never write (a member who never trained has none). */
export type ProfileView = Pick<
  TrainingProfileModel,
  'rating' | 'deviation' | 'volatility' | 'puzzlesPlayed' | 'lichessRating' | 'timeZone' | 'reminders'
>;

export async function viewProfile(db: Database, userId: number): Promise<ProfileView> {
  return (
    (await db.models.TrainingProfile.findByPk(userId)) ?? {
      ...NEW_MEMBER,
      puzzlesPlayed: 0,
      lichessRating: null,
      timeZone: 'UTC',
      reminders: false,
    }
  );
}

export const ratingOf = (profile: Pick<TrainingProfileModel, 'rating' | 'deviation' | 'volatility'>): Rating => ({
  rating: Number(profile.rating),
  deviation: Number(profile.deviation),
  volatility: Number(profile.volatility),
});

/** Lichess's ratings of a member who just linked their account (auth/lichess.ts). */
/**
 * A linked Lichess account's strength becomes the member's starting puzzle rating: their Lichess puzzle rating, else
 * their rapid rating. Only while they have not played a rated puzzle here: a rating earned here is never replaced.
 * The deviation follows Lichess's, at least SEEDED_DEVIATION_MIN, so the first puzzles here still settle it.
 */
export async function seedRatingFromLichess(deps: AppDeps, userId: number, ratings: LichessRatings): Promise<void> {
  const start = ratings.puzzle ?? ratings.rapid;
  if (start === undefined || !Number.isFinite(start)) return;
  const deviation = Math.max(SEEDED_DEVIATION_MIN, ratings.puzzle !== undefined ? (ratings.puzzleDeviation ?? 150) : 200);
  await profileOf(deps.db, userId);
  await deps.db.models.TrainingProfile.update(
    { rating: start, deviation, lichessRating: Math.round(start), updatedAt: storedNow() },
    { where: { userId, puzzlesPlayed: 0 } },
  );
}

/** The member trained at `now`: the day, on their own calendar, is kept once (its unique key ignores it again), for the streak. */
export async function recordTrainingDay(db: Database, userId: number, now: Date): Promise<void> {
  const day = localDay(now, (await viewProfile(db, userId)).timeZone);
  await db.models.TrainingDay.bulkCreate([{ userId, day }], { ignoreDuplicates: true });
}

/** The most days the streak looks back over: a longer streak still shows, as this many. */
const STREAK_DAYS_READ = 3660;

/** GET /api/me/training: the member's rating, what is due by the end of their day, their streak and settings. */
export async function trainingSummary(deps: AppDeps, member: UserModel): Promise<TrainingSummary> {
  const { TrainingDay } = deps.db.models;
  const profile = await viewProfile(deps.db, member.id);
  const now = trainingNow(deps);
  const timeZone = profile.timeZone;
  const today = localDay(now, timeZone);
  const [dueToday, days] = await Promise.all([
    dueCount(deps.db, member.id, endOfLocalDay(now, timeZone)),
    TrainingDay.findAll({
      attributes: ['day'],
      where: { userId: member.id },
      order: [['day', 'DESC']],
      limit: STREAK_DAYS_READ,
    }),
  ]);
  const trainedDays = days.map((row) => row.day);
  const rating = Number(profile.rating);
  const provisional = Number(profile.deviation) > PROVISIONAL_DEVIATION;
  const settled = profile.lichessRating !== null || !provisional;
  return {
    rating: Math.round(rating),
    provisional,
    puzzlesPlayed: Number(profile.puzzlesPlayed),
    dueToday,
    streak: streakOf(trainedDays, today),
    trainedToday: trainedDays[0] === today,
    timeZone,
    reminders: Boolean(profile.reminders),
    lichess: member.lichessUsername ? { username: member.lichessUsername } : null,
    suggestedLevel: settled ? suggestedLevelFor(profile.lichessRating ?? rating) : null,
  };
}
