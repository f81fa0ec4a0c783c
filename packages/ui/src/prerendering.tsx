import type { BrowserKeeps } from '@kingside/contracts';
import { Suspense, createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * True while a page is rendered to HTML outside the browser: the shell's frame and Home at build time
 * (shell/src/server.tsx), a remote's section at request time (its Node bundle's sections). Until the
 * browser's first render has replaced (or hydrated) that markup with the live page:
 * - what only the browser knows (the member's session) is drawn as a blank of the same size, never as a
 *   guess: a signed-in member must not see "Sign In" before the page is theirs;
 * - a button that would do nothing yet is marked aria-disabled (Button, QuantityStepper), and says so without
 *   looking different for the moment it lasts. Most work already (earlyActions.ts): a GET form's submit buttons,
 *   presses the early-input script holds, a kept stepper's steps.
 */
export const PrerenderingContext = createContext(false);

export const usePrerendering = () => useContext(PrerenderingContext);

/**
 * Whom a page drawn at request time was drawn for: what the browser that asked keeps (contracts' BrowserKeeps, from its
 * cookie), or null for a page drawn for anyone (at build time, or without the cookie's say). While pre-rendering, a page
 * whose visitor's data does not matter draws what that visitor sees (a guest's empty cart, Sign In) instead of a
 * placeholder; the browser's hydration reads the same from the page (`data-keeps`), so both draw the same.
 */
export const DrawnForContext = createContext<BrowserKeeps | null>(null);

/** While pre-rendering, whether the page was drawn for a browser that keeps no `what` (no cart, no member's session). */
export function useDrawnWithout(what: keyof BrowserKeeps): boolean {
  const drawnFor = useContext(DrawnForContext);
  return usePrerendering() && drawnFor !== null && !drawnFor[what];
}

/**
 * Around a tree whose markup is pre-rendered and then hydrated in the browser, on both sides. Outside the
 * browser (no effects) it stays pre-rendering; in the browser, hydration's render is the pre-render's, as
 * hydration requires, and once that is committed the tree renders again as the live page. That second
 * render is a transition: React renders it in slices after the effects of hydration (the page's first
 * api reads) instead of in the same task (a synchronous update, as useSyncExternalStore's switch from
 * server to browser snapshot is, would run them all in one long task).
 *
 * `until`: a part of the page hydrated later (a section whose module is still loading, which React keeps as the
 * server drew it meanwhile) must not see the switch before it has hydrated: an update reaching a part not hydrated
 * yet makes React throw its server markup away and draw it afresh, its placeholder first. The switch then waits for
 * `until` as well.
 */
export function PrerenderedUntilHydrated({ children, until }: { children: ReactNode; until?: Promise<unknown> | undefined }) {
  const [prerendering, setPrerendering] = useState(true);
  useEffect(() => {
    if (!until) return startTransition(() => setPrerendering(false));
    let mounted = true;
    void until.then(() => mounted && startTransition(() => setPrerendering(false)));
    return () => void (mounted = false);
  }, [until]);
  return <PrerenderingContext.Provider value={prerendering}>{children}</PrerenderingContext.Provider>;
}

/**
 * A part of a hydrated page (below the fold) that hydration takes in a render and commit of its own,
 * after the rest, instead of in one long task for the whole page: React hydrates each Suspense boundary
 * separately. Nothing inside suspends, so the fallback never shows; rendered afresh, it is a plain part
 * of the page.
 */
export function HydratedSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
