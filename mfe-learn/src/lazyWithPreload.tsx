import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a preload, the pattern of the react-lazy-with-preload package (a few lines, so not a dependency):
 * once `preload()` has resolved, the component renders the loaded module directly. A React.lazy suspends on its
 * first render even when its chunk is already there, and would show its Suspense fallback (a skeleton) in place of
 * the markup the server rendered for the page (LearnRoutes' preloadFor). Until then it is that React.lazy.
 */
export function lazyWithPreload(load: () => Promise<{ default: ComponentType }>) {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module.default)));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloadable() {
    const Component = loaded ?? Lazy;
    return <Component />;
  }
  return Object.assign(Preloadable, { preload });
}
