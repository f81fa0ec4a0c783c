import type { SectionHandover, SectionModule } from '@kingside/contracts';
import { api, type AppStore } from '@kingside/ui';
import { adoptSectionLoad } from './RemoteSection';

/**
 * Takes over the section the server drew into the page (contracts' SectionHandover), which the browser hydrates:
 * `loading` is the load of its module index.tsx started as soon as it could. Until the module has loaded, the api's
 * answers are in the store (its pages would otherwise show placeholders and ask again) and the page's own chunk is
 * there when the module names one (contracts' SectionModule.preloadFor: a lazily loaded page would show its skeleton
 * for a moment even once its chunk is there), the section is not hydrated: React keeps the server's markup of it on
 * screen (RemoteSection suspends inside the boundary the server drew), while the rest of the page is hydrated and live.
 * Resolves once the section is ready, true, or false when its module or chunk could not be loaded (reported here, and
 * by the section). Never rejects.
 */
export function takeOverSection(handover: SectionHandover, store: AppStore, loading: Promise<unknown>): Promise<boolean> {
  const prepared = loading.then(async (module) => {
    // The section's endpoints exist once its module has been evaluated.
    store.dispatch(api.util.upsertQueryEntries(handover.results as Parameters<typeof api.util.upsertQueryEntries>[0]));
    await (module as SectionModule).preloadFor?.(location);
    return module;
  });
  return adoptSectionLoad(handover.remote, handover.exposes, prepared).then(
    () => true,
    (error: unknown) => {
      console.error(`Section ${handover.remote} could not be loaded:`, error);
      return false;
    },
  );
}
