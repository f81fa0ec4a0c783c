import type { AppDeps } from '../../deps';
import { ensureAdministrator } from '../../auth/seedAdmin';
import { seedCatalogue } from './catalogue';
import { seedChapters } from './chapters';
import { seedPuzzles } from './puzzles';
import { PUZZLES } from '../../training/puzzles/content';

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
