import type { AppDeps } from '../../app';

/** Loads the seed content into an empty database and makes sure the configured administrator exists. */
export async function seed(_deps: AppDeps): Promise<void> {
  // Filled by the catalogue (content) and member-accounts (administrator) work.
}
