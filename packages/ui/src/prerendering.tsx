import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * True while a page is rendered to HTML outside the browser: the shell's frame and Home at build time
 * (shell/src/prerender.tsx), a remote's section at request time (server/renderSection.tsx). Until the
 * browser's first render has replaced (or hydrated) that markup with the live page:
 * - what only the browser knows (the member's session) is drawn as a blank of the same size, never as a
 *   guess: a signed-in member must not see "Sign In" before the page is theirs;
 * - buttons are marked aria-disabled (Button, QuantityStepper): they do nothing yet, and say so, without
 *   looking different for the moment it lasts.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderingContext);

const subscribeToNothing = () => () => undefined;

/**
 * Around a tree whose markup is pre-rendered and then hydrated in the browser, on both sides. Outside the
 * browser it is pre-rendering. In the browser, hydration renders with the server's value, as it must to
 * match the markup, and React renders the tree again with the browser's once the markup is hydrated
 * (useSyncExternalStore's server snapshot). A tree rendered afresh in the browser is live at once.
 */
export function PrerenderedUntilHydrated({ children }: { children: ReactNode }) {
  const prerendering = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  return <PrerenderingContext.Provider value={prerendering}>{children}</PrerenderingContext.Provider>;
}
