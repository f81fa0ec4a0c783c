import type { SectionHandover, SectionModule } from '@kingside/contracts';
import { api, type AppStore } from '@kingside/ui';
import { adoptSectionLoad } from './RemoteSection';

/**
 * How long the first render waits for the section's remote. The server's page is on screen meanwhile,
 * but the rest of the shell (menu, cart) is not live yet: past this, the shell renders anyway and the
 * section shows its placeholders until the remote arrives, or its error and Retry if it never does.
 */
export const TAKEOVER_WAIT_MS = 3000;

/**
 * Makes the browser's first render draw what the server drew (contracts' SectionHandover): the section's
 * module loaded before it (a section still loading would show its skeleton in place of the server's
 * markup), the page's own chunk too when the module names it (contracts' SectionModule.preloadFor: a lazily
 * loaded page shows its skeleton for a moment even once its chunk is there), and the api's answers in the
 * store (its pages would otherwise show placeholders and ask again). `loading` is the load of the module
 * index.tsx started as soon as it could. Never rejects: a chunk that fails is the section's to report.
 */
export async function takeOverSection(handover: SectionHandover, store: AppStore, loading: Promise<unknown>): Promise<void> {
  const adopted = adoptSectionLoad(handover.remote, handover.exposes, loading)
    .then(async () => {
      // The section's endpoints exist once its module has been evaluated.
      store.dispatch(api.util.upsertQueryEntries(handover.results as Parameters<typeof api.util.upsertQueryEntries>[0]));
      await ((await loading) as SectionModule).preloadFor?.(location);
    })
    .catch((error: unknown) => console.error(`Section ${handover.remote} could not be loaded:`, error));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([adopted, new Promise((resolve) => (timer = setTimeout(resolve, TAKEOVER_WAIT_MS)))]);
  clearTimeout(timer);
}
