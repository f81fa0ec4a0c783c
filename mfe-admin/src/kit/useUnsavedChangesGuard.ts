import { UNSAFE_NavigationContext, type Navigator } from '@kingside/ui';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';

/** The shape of react-router's `useBlocker` result, so a page does not change if the shell moves to a data router. */
export interface NavigationGuard {
  state: 'unblocked' | 'blocked';
  /** carry out the held navigation (the guard lets everything through from then on) */
  proceed(): void;
  /** forget the held navigation and stay */
  reset(): void;
  /** stop guarding at once, before a navigation of the page's own (after a create, to the new record) */
  release(): void;
}

/** What react-router keeps in history.state: `idx`, the entry's place in the session history. */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

/** The part of the Navigation API (window.navigation, where the browser has it) the guard uses. */
interface TraverseEvent extends Event {
  navigationType: string;
  destination: { index: number; sameDocument: boolean };
}
interface NavigationLike extends EventTarget {
  currentEntry: { index: number } | null;
}

/**
 * Holds every way of leaving (see useUnsavedChangesGuard) and hands each held navigation to `hold`; returns the
 * function that lets everything through again. Outside the hook: it patches the router's navigator, an object
 * the router shares, for as long as the guard is on (the page's effect turns it on and off).
 */
function guardLeaving(navigator: Navigator, hold: (go: () => void) => void): () => void {
  const target = navigator as Navigator & { push: Navigator['push']; replace: Navigator['replace']; go: Navigator['go'] };
  const original = { push: target.push, replace: target.replace, go: target.go };
  target.push = (...args) => hold(() => original.push(...args));
  target.replace = (...args) => hold(() => original.replace(...args));
  target.go = (delta) => hold(() => original.go(delta));

  // Back/Forward where the browser has the Navigation API: its `navigate` event comes before the step is
  // taken, so cancelling it leaves the address, the history and the router as they are; the step is taken
  // again if the admin chooses to leave. (Listeners on window run in the order they were added, capturing
  // or not, in Chromium: the router's popstate listener, added when the shell started, always runs before
  // one added here, so undoing at popstate comes too late: the router has already moved to the other page.)
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  const onNavigate = (event: Event) => {
    const { navigationType, destination, cancelable } = event as TraverseEvent;
    const current = navigation?.currentEntry?.index;
    if (navigationType !== 'traverse' || !cancelable || !destination.sameDocument || current === undefined || destination.index < 0) return;
    event.preventDefault();
    hold(() => window.history.go(destination.index - current));
  };
  navigation?.addEventListener('navigate', onNavigate);

  // Back/Forward otherwise: the address has already changed when popstate fires. Undo the step before the
  // router's own listener sees it (where a capturing listener runs first), then redo it if the admin
  // chooses to leave.
  const here = historyIndex(window.history.state);
  let undoing = false;
  const onPopState = (event: PopStateEvent) => {
    if (undoing) {
      undoing = false;
      event.stopImmediatePropagation();
      return;
    }
    const there = historyIndex(event.state);
    if (here === undefined || there === undefined || there === here) return;
    event.stopImmediatePropagation();
    undoing = true;
    window.history.go(here - there);
    hold(() => window.history.go(there - here));
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    event.preventDefault();
    // Older browsers ask only when returnValue is set.
    event.returnValue = '';
  };
  window.addEventListener('popstate', onPopState, true);
  window.addEventListener('beforeunload', onBeforeUnload);

  let active = true;
  return () => {
    if (!active) return;
    active = false;
    Object.assign(target, original);
    navigation?.removeEventListener('navigate', onNavigate);
    window.removeEventListener('popstate', onPopState, true);
    window.removeEventListener('beforeunload', onBeforeUnload);
  };
}

/**
 * While `when` holds, every way of leaving the page asks first:
 * - links and `navigate()` of the app (the shell's menu and header included: one router): held at the router's
 *   navigator until the page says proceed or reset;
 * - the browser's Back and Forward (a BrowserRouter): the step is cancelled (Navigation API) or undone before
 *   the router sees it, and done again on proceed;
 * - closing the tab, reloading, typing another address: the browser's own beforeunload question.
 *
 * react-router's `useBlocker` does this for data routers only; the shell renders a BrowserRouter, whose
 * navigator (its history) is wrapped here instead: a data router's code would put every route's first visit over
 * the JavaScript budget (docs/architecture.md §4 and §10.10).
 */
export function useUnsavedChangesGuard(when: boolean): NavigationGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<{ go: () => void } | null>(null);
  const releaseRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!when) return undefined;
    const release = guardLeaving(navigator, (go) => setHeld({ go }));
    releaseRef.current = release;
    return release;
  }, [when, navigator]);

  const release = useCallback(() => releaseRef.current(), []);
  const reset = useCallback(() => setHeld(null), []);
  const proceed = useCallback(() => {
    releaseRef.current();
    setHeld(null);
    held?.go();
  }, [held]);

  return { state: held && when ? 'blocked' : 'unblocked', proceed, reset, release };
}
