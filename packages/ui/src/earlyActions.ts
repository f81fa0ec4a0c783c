import { useEffect, useEffectEvent } from 'react';
import { usePrerendering } from './prerendering';

/**
 * A press of a server-drawn button, or a submit of a server-drawn form, before the page is live: the early-input
 * script (packages/webpack-config/earlyInput.js, which runs before the page's other scripts) holds the ones that must
 * not navigate, says the page is busy, and hands them to the live page, which does them then (useEarlyAction). React
 * 19 replays only forms' submissions, through an inline script this site's Content Security Policy refuses; the
 * early-input script holds buttons (Add to Cart, a stepper's steps, Open menu) and forms alike (docs/architecture.md §10.2).
 */

/** The attribute that has the early-input script hold a press or a submit, and the live page's name for it. */
export const EARLY_ATTRIBUTE = 'data-early';
/** Optional: the words the pressed element shows while it waits, e.g. "Adding…" */
const EARLY_BUSY_ATTRIBUTE = 'data-early-busy';
/** Optional: the id of the element that shows them instead of the pressed one (a form's live region) */
const EARLY_STATUS_ATTRIBUTE = 'data-early-status';
/** A stepper's group, its lowest number, and its buttons' steps: the early-input script steps its `<output>` */
export const EARLY_STEPPER_ATTRIBUTE = 'data-early-stepper';
export const EARLY_MIN_ATTRIBUTE = 'data-early-min';
export const EARLY_STEP_ATTRIBUTE = 'data-early-step';

declare global {
  interface Window {
    /** the keys of the presses and submits the early-input script held (packages/webpack-config/earlyInput.js) */
    __kingsideEarly?: string[];
  }
}

/**
 * Props for a button or form the early-input script holds when it is pressed or submitted before start-up: only on
 * the server-drawn copy (the live one answers by itself). The script may write the waiting words into the element
 * (`busy`, without `statusId`): hydration keeps them rather than calling the page different (suppressHydrationWarning),
 * and the live page's next render of it writes its own. An element named by `statusId` needs the same.
 */
export function useEarlyProps(key: string, busy?: string, statusId?: string): Record<string, string | boolean> {
  const serverDrawn = usePrerendering();
  if (!serverDrawn) return {};
  return {
    suppressHydrationWarning: true,
    [EARLY_ATTRIBUTE]: key,
    ...(busy ? { [EARLY_BUSY_ATTRIBUTE]: busy } : {}),
    ...(statusId ? { [EARLY_STATUS_ATTRIBUTE]: statusId } : {}),
  };
}

/**
 * Whether the early-input script held a press or submit of `key`; it is forgotten once taken. The element it marked
 * busy stops saying so: a hydrated page keeps the server's element, whose aria-busy React never set (found by the
 * script's `data-early-held`, as the live element no longer carries `data-early`).
 */
export function takeEarlyAction(key: string): boolean {
  const held = typeof window === 'undefined' ? undefined : window.__kingsideEarly;
  const index = held ? held.indexOf(key) : -1;
  if (!held || index < 0) return false;
  held.splice(index, 1);
  for (const element of document.querySelectorAll('[data-early-held]')) {
    if (element.getAttribute('data-early-held') !== key) continue;
    element.removeAttribute('aria-busy');
    element.removeAttribute('data-early-held');
  }
  return true;
}

/**
 * Does `action` once, when the live page has mounted and whenever `ready` turns true, if the visitor pressed or
 * submitted `key` before start-up (useEarlyProps): "Add to Cart" pressed on the server's page is added then. A page
 * hydrated is live once hydration is over (usePrerendering false), not at the commit that hydrates it.
 *
 * A task later than the effect: a kept value the visitor changed while the first render was under way reaches its
 * state only in the render the mount's commit schedules (useKeptValue, a synchronous one, done before any later task),
 * and the action must see it (the quantity stepped, then Add to Cart pressed, both before start-up).
 */
export function useEarlyAction(key: string, action: () => void, ready = true): void {
  const act = useEffectEvent(action);
  const prerendering = usePrerendering();
  const live = ready && !prerendering;
  useEffect(() => {
    if (!live) return;
    const later = setTimeout(() => {
      if (takeEarlyAction(key)) act();
    });
    return () => clearTimeout(later);
  }, [key, live]);
}
