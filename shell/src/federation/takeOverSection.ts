import type { SectionHandover } from '@kingside/contracts';
import { api, type AppStore } from '@kingside/ui';
import { preloadSection } from './RemoteSection';

/**
 * Makes the browser's first render draw what the server drew (contracts' SectionHandover): the section's
 * module loaded before it (a section still loading would show its skeleton in place of the server's
 * markup) and the api's answers in the store (its pages would otherwise show placeholders and ask again).
 * Does not fail: if the remote cannot be loaded, the first render shows the section's error and Retry,
 * as it would have without the server's markup.
 */
export async function takeOverSection(handover: SectionHandover, store: AppStore): Promise<void> {
  try {
    await preloadSection(handover.remote, handover.exposes);
  } catch (error) {
    console.error(`Section ${handover.remote} could not be loaded:`, error);
    return;
  }
  store.dispatch(api.util.upsertQueryEntries(handover.results as Parameters<typeof api.util.upsertQueryEntries>[0]));
}
