import type { AppDeps } from '../shared/deps';
import { ensureAdministrator } from '../accounts/seedAdmin';
import { seedCatalogue } from '../catalogue/seed';
import { seedChapters } from '../lessons/seed';
import { seedPuzzles } from '../training/seed';
import { PUZZLES } from '../training/puzzles/content';

/**
 * Runs at every start: loads the seed content into an empty database (a table that has rows is left
 * alone, so restarts change nothing), adds the puzzles a release brings, and makes sure the configured
 * administrator exists.
 */
export async function seed(deps: AppDeps): Promise<void> {
  const { loaded } = await seedCatalogue(deps.db);
  if (await seedChapters(deps.db)) loaded.push('lesson_chapters');
  if ((await seedPuzzles(deps.db, PUZZLES)) > 0) loaded.push('puzzles');
  if (loaded.length > 0) deps.logger.info({ tables: loaded }, 'seeded the catalogue');
  await ensureAdministrator(deps);
}
