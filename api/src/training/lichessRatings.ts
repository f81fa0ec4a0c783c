import { fetchLichessRatings } from '../accounts';
import type { AppDeps } from '../shared/deps';
import type { Logger } from '../shared/logger';
import { seedRatingFromLichess } from './profiles';

/**
 * Seeds the member's puzzle rating from Lichess after a sign-in or a link. Never fails the sign-in: Lichess
 * being slow or down only means the member starts at the usual rating.
 */
export async function seedFromLichess(deps: AppDeps, log: Logger, userId: number, username: string): Promise<void> {
  const config = deps.config.lichess;
  if (!config) return;
  try {
    const ratings = await fetchLichessRatings(config, username);
    if (ratings.puzzle !== undefined || ratings.rapid !== undefined) await seedRatingFromLichess(deps, userId, ratings);
  } catch (error) {
    log.warn({ err: error, userId }, 'reading Lichess ratings failed; the member keeps their rating');
  }
}
