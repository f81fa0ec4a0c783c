import { useCallback, useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import { usePrerendering } from './prerendering';

/**
 * What a visitor does on a server-drawn page before its scripts have started, carried over to the live page
 * (docs/architecture.md §10.2). The shell's first render replaces the server's markup with React's: a field the
 * visitor typed into would come back empty, and a button pressed would have done nothing.
 *
 * - A field is named by a key (`data-keep`, unique on its page). The shell collects the server's fields before
 *   its first render (collectServerDrawnFields); the live field starts from the server field's text, and takes
 *   its focus and caret when it replaces it (useKeptValue, useKeptField).
 * - A press of a server-drawn button, or a submit of a server-drawn form, that must not navigate is held by the
 *   early-input script (packages/webpack-config/earlyInput.js, which runs before the page's other scripts) and
 *   handed to the live page, which does it then (useEarlyAction).
 */

/** A field, or a stepper's number (an `<output>`, changed by the early-input script's steps). */
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLOutputElement;

interface DrawnField {
  node: FieldElement;
  focused: boolean;
}

/** The performance mark of the live page's first commit (AppProviders): bench:web's "input works" moment. */
export const LIVE_MARK = 'kingside:live';

/** The attribute naming a server-drawn field. */
export const KEEP_ATTRIBUTE = 'data-keep';

const drawn = new Map<string, DrawnField>();

function trackFocus(event: FocusEvent) {
  for (const field of drawn.values()) {
    if (event.type === 'focusin') field.focused = field.node === event.target;
    else if (field.node === event.target) {
      // Chromium blurs a focused element as it is removed, while it is still connected: the focus left it only
      // if it is still on the page once that is over.
      setTimeout(() => {
        if (field.node.isConnected && document.activeElement !== field.node) field.focused = false;
      });
    }
  }
}

/**
 * Where the keyboard is on the server's page, when it is on a link or a button: the element, its kind and name, and
 * which of the elements of that kind and name it is. The live page draws the same ones, so that names its copy.
 */
interface FocusedPlace {
  node: Element;
  selector: string;
  name: string;
  index: number;
}

/** The server page's root while its focus is followed (between collectServerDrawnFields and restoreServerFocus) */
let placeRoot: ParentNode | null = null;
let focusedPlace: FocusedPlace | null = null;

const FOCUSABLE = 'a[href], button';
const nameOf = (element: Element) =>
  `${element.getAttribute('href') ?? ''}\u0000${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;

/** Follows the focus: a link or button is remembered; anything else (a kept field passes its own focus) forgets it. */
function followFocus(target: EventTarget | null) {
  focusedPlace = null;
  if (!placeRoot || !(target instanceof Element) || !target.matches(FOCUSABLE)) return;
  const selector = target.tagName.toLowerCase();
  const name = nameOf(target);
  const same = [...placeRoot.querySelectorAll(selector)].filter((element) => nameOf(element) === name);
  focusedPlace = { node: target, selector, name, index: same.indexOf(target) };
}

const trackPlace = (event: FocusEvent) => followFocus(event.target);

/**
 * Called by the shell once, before its first render: remembers the server-drawn fields under `root` by their key.
 * Their elements are kept even once React has removed them, and keep what the visitor left in them. It also follows
 * the keyboard's place on a link or button (restoreServerFocus).
 */
export function collectServerDrawnFields(root: ParentNode): void {
  for (const node of root.querySelectorAll<FieldElement>(`[${KEEP_ATTRIBUTE}]`)) {
    const key = node.getAttribute(KEEP_ATTRIBUTE);
    if (key) drawn.set(key, { node, focused: node === document.activeElement });
  }
  placeRoot = root;
  followFocus(document.activeElement);
  document.addEventListener('focusin', trackPlace, true);
  if (drawn.size === 0) return;
  document.addEventListener('focusin', trackFocus, true);
  document.addEventListener('focusout', trackFocus, true);
}

/**
 * Called once, at the live page's first commit: a link or button of the server's page that had the keyboard, replaced
 * by the live page's copy, passes the focus to that copy, so Tab goes on from where the visitor was instead of from the
 * top of the page. A hydrated page kept its elements, and a field passes its own focus (takeOver).
 */
export function restoreServerFocus(): void {
  document.removeEventListener('focusin', trackPlace, true);
  const [root, place] = [placeRoot, focusedPlace];
  placeRoot = null;
  focusedPlace = null;
  if (!root || !place || place.index < 0 || place.node.isConnected) return;
  if (document.activeElement && document.activeElement !== document.body) return;
  const copy = [...root.querySelectorAll(place.selector)].filter((element) => nameOf(element) === place.name)[place.index];
  if (copy instanceof HTMLElement) copy.focus({ preventScroll: true });
}

/** Forgets every collected field (tests). */
export function forgetServerDrawnFields(): void {
  drawn.clear();
  placeRoot = null;
  focusedPlace = null;
  document.removeEventListener('focusin', trackPlace, true);
  document.removeEventListener('focusin', trackFocus, true);
  document.removeEventListener('focusout', trackFocus, true);
}

/** The server-drawn field of `key`, left in place for whichever render commits first. */
const peek = (key: string) => drawn.get(key);

/**
 * What the visitor left in a server-drawn field, or undefined when it still holds what the server drew: the page's
 * own value wins then. The server drew it for the URL it was asked for, which is not always the live page's: a Back
 * pressed before start-up changes the URL (the same document), not the drawn field.
 */
function visitorValue(node: FieldElement): string | undefined {
  const drawnValue =
    node instanceof HTMLSelectElement
      ? (([...node.options].find((option) => option.defaultSelected) ?? node.options[0])?.value ?? '')
      : node.defaultValue;
  return node.value === drawnValue ? undefined : node.value;
}

const typedInto = (key: string) => {
  const field = peek(key);
  return field && visitorValue(field.node);
};

/** Gives `live` the server field's focus and caret, once: the first live field of that key to commit takes it. */
function takeOver(key: string, live: FieldElement | null): DrawnField | undefined {
  const field = drawn.get(key);
  if (!live || !field || field.node === live) {
    // Hydrated in place (Home): the visitor's element is React's now, with all they did in it.
    if (field && field.node === live) drawn.delete(key);
    return undefined;
  }
  drawn.delete(key);
  if (field.focused && !field.node.isConnected && !(live instanceof HTMLOutputElement)) {
    live.focus({ preventScroll: true });
    if (!(live instanceof HTMLSelectElement) && field.node instanceof HTMLInputElement === live instanceof HTMLInputElement) {
      const source = field.node as HTMLInputElement;
      try {
        live.setSelectionRange(source.selectionStart, source.selectionEnd, source.selectionDirection ?? undefined);
      } catch {
        // A type without a caret (a number field): the focus alone.
      }
    }
  }
  return field;
}

export interface KeepProps<E extends FieldElement> {
  [KEEP_ATTRIBUTE]: string;
  ref: (element: E | null) => void;
}

/**
 * A controlled field's state that starts from what the visitor typed into its server-drawn copy (or `initial`), and
 * the props that name the field and move the focus and caret over. Text typed after the first render but before its
 * commit is taken too.
 */
export function useKeptValue<E extends FieldElement = HTMLInputElement>(
  key: string,
  initial: string,
): [string, Dispatch<SetStateAction<string>>, KeepProps<E>] {
  const [value, setValue] = useState(() => typedInto(key) ?? initial);
  const ref = useCallback(
    (element: E | null) => {
      const field = takeOver(key, element);
      const typed = field && visitorValue(field.node);
      if (typed !== undefined) setValue(typed);
    },
    [key],
  );
  return [value, setValue, { [KEEP_ATTRIBUTE]: key, ref }];
}

/**
 * An uncontrolled field that keeps what the visitor typed into its server-drawn copy: its default value, and the
 * props that name it and move the text typed until the commit, the focus and the caret over.
 */
export function useKeptField<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  key: string,
  initial = '',
): { defaultValue: string } & KeepProps<E> {
  const [defaultValue] = useState(() => typedInto(key) ?? initial);
  const ref = useCallback(
    (element: E | null) => {
      const field = takeOver(key, element);
      const typed = field && visitorValue(field.node);
      if (element && typed !== undefined && element.value !== typed) element.value = typed;
    },
    [key],
  );
  return { defaultValue, [KEEP_ATTRIBUTE]: key, ref };
}

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
