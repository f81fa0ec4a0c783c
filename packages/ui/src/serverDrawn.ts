import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * What a visitor typed into a server-drawn field before the page went live (docs/architecture.md §10.2).
 *
 * Hydration keeps the server's elements, and with them their focus, caret and the text typed into them. What React
 * does not do is start a controlled field's state from that text: the state starts from the page's own value, and its
 * next render writes that over what the visitor typed. So a field named by a key (`data-keep`, unique on its page) is
 * collected before hydration (collectServerDrawnFields), and its state starts from the typed text (useKeptValue). A
 * page drawn afresh instead (the address changed before start-up, or drawing failed on the server) gets the text too.
 *
 * Presses and submits before start-up are the early-input script's (earlyActions.ts).
 */

/** A field, or a stepper's number (an `<output>`, changed by the early-input script's steps). */
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | HTMLOutputElement;

/** The performance mark of the live page's first commit (AppProviders): bench:web's "input works" moment. */
export const LIVE_MARK = 'kingside:live';

/** The attribute naming a server-drawn field. */
export const KEEP_ATTRIBUTE = 'data-keep';

const drawn = new Map<string, FieldElement>();

/** Called by the shell once, before its first render: remembers the server-drawn fields under `root` by their key. */
export function collectServerDrawnFields(root: ParentNode): void {
  for (const node of root.querySelectorAll<FieldElement>(`[${KEEP_ATTRIBUTE}]`)) {
    const key = node.getAttribute(KEEP_ATTRIBUTE);
    if (key) drawn.set(key, node);
  }
}

/** Forgets every collected field (tests). */
export function forgetServerDrawnFields(): void {
  drawn.clear();
}

/**
 * What the visitor left in a server-drawn field, or undefined when it still holds what the server drew: the page's
 * own value wins then. The server drew it for the URL it was asked for, which is not always the live page's: a Back
 * pressed before start-up changes the URL (the same document), not the drawn field.
 */
function visitorValue(node: FieldElement | undefined): string | undefined {
  if (!node) return undefined;
  const drawnValue =
    node instanceof HTMLSelectElement
      ? (([...node.options].find((option) => option.defaultSelected) ?? node.options[0])?.value ?? '')
      : node.defaultValue;
  return node.value === drawnValue ? undefined : node.value;
}

/**
 * The server field of `key`, handed over once, when the first live field of that key commits: what the visitor left
 * in it then (typed between the first render and the commit, or into the element a fresh drawing replaces).
 */
function handOver(key: string, live: FieldElement | null): string | undefined {
  const node = drawn.get(key);
  if (!live || !node) return undefined;
  drawn.delete(key);
  return visitorValue(node);
}

export interface KeepProps<E extends FieldElement> {
  [KEEP_ATTRIBUTE]: string;
  ref: (element: E | null) => void;
}

/** A controlled field's state that starts from what the visitor typed into its server-drawn copy (or `initial`). */
export function useKeptValue<E extends FieldElement = HTMLInputElement>(
  key: string,
  initial: string,
): [string, Dispatch<SetStateAction<string>>, KeepProps<E>] {
  const [value, setValue] = useState(() => visitorValue(drawn.get(key)) ?? initial);
  const ref = useCallback(
    (element: E | null) => {
      const typed = handOver(key, element);
      if (typed !== undefined) setValue(typed);
    },
    [key],
  );
  return [value, setValue, { [KEEP_ATTRIBUTE]: key, ref }];
}

/** An uncontrolled field whose default is what the visitor typed into its server-drawn copy (or `initial`). */
export function useKeptField<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  key: string,
  initial = '',
): { defaultValue: string } & KeepProps<E> {
  const [defaultValue] = useState(() => visitorValue(drawn.get(key)) ?? initial);
  const ref = useCallback(
    (element: E | null) => {
      const typed = handOver(key, element);
      if (element && typed !== undefined && element.value !== typed) element.value = typed;
    },
    [key],
  );
  return { defaultValue, [KEEP_ATTRIBUTE]: key, ref };
}
