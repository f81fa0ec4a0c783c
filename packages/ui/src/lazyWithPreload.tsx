import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload, the pattern of the react-lazy-with-preload package (a few lines, so not a dependency):
 * once `preload()` has resolved, the component renders the loaded module directly. A React.lazy suspends on its
 * first render even when its chunk is already there, and would show its Suspense fallback (a skeleton) in place of
 * the markup the server rendered for the page (a section's preloadFor, contracts' SectionModule, awaited by the api
 * and the shell: docs/architecture.md §10.3). Until then it is that React.lazy.
 *
 * One home for every section whose server-rendered page is a chunk of its own (mfe-learn's, mfe-blog's), behind the
 * subpath `@kingside/ui/lazyWithPreload`, not the main entry: the main entry is the shared chunk every first visit
 * downloads, and the chapter page's JavaScript is at its budget (docs/architecture.md §7.2). A subpath is not
 * shared, so each remote that imports it bundles these few lines into its own chunk; it keeps no state of its own.
 */
export function lazyWithPreload(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  // A failed load is forgotten, so the next preload tries again: on the server a chunk that failed to load once would
  // otherwise give the empty frame until a restart. (The React.lazy below keeps its own failure, as React.lazy does.)
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloadable() {
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return Object.assign(Preloadable, { preload });
}
