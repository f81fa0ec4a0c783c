import type * as Schemas from '@kingside/contracts/schemas';
import type { FieldErrors } from '@kingside/contracts/schemas';
import { useRef, type FormEvent } from 'react';

/**
 * The forms' rules: @kingside/contracts/schemas, the joi schemas with the spec's messages (docs/spec.md §5) that
 * the api checks every request with. joi is the one home of these rules, but it is heavy, and a visitor who only
 * looks at a page never needs it: every form fetches the module here, on first use (preloaded when the visitor
 * first focuses the form, at its submit at the latest), never with the page. Nothing here imports it statically.
 */
export type FormRules = typeof Schemas;

let loading: Promise<FormRules> | null = null;
let loaded: FormRules | null = null;

/** The rules, fetched once. A failed fetch (offline) is forgotten, so the next call tries again. */
export function loadFormRules(): Promise<FormRules> {
  loading ??= import('@kingside/contracts/schemas').then(
    (rules) => (loaded = rules),
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

/**
 * Starts fetching the rules before the first submit, so its answer is instant: for a form's onFocus (React's
 * onFocus bubbles, so on the <form> it covers every field). A failure is left to the submit.
 */
export function preloadFormRules(): void {
  loadFormRules().catch(() => undefined);
}

/** The rules if they are already here, else null: for re-validating synchronously as the visitor types. */
export function loadedFormRules(): FormRules | null {
  return loaded;
}

/**
 * A form's messages, once the rules are here: `check` runs with them. When they cannot be fetched (offline, or
 * a chunk gone after a deployment) the answer is no messages at all, so the submit goes on: the server checks
 * what it receives with the same joi schemas and answers 400 with the message, which the form reports. (What the
 * server never receives, checkout's simulated card or the contact form's simulated message, then goes unchecked.)
 */
export async function formErrors<T>(check: (rules: FormRules) => FieldErrors<T>): Promise<FieldErrors<T>> {
  let rules: FormRules;
  try {
    rules = await loadFormRules();
  } catch {
    return {};
  }
  return check(rules);
}

/**
 * A form's onSubmit that runs `run` one submit at a time: from the wait for the rules (fetched on first use) to the
 * server's answer, a second press or Enter does nothing. The browser's own submit is always prevented.
 */
export function useSingleSubmit(run: () => Promise<unknown>): (event: FormEvent) => Promise<void> {
  const busy = useRef(false);
  return async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await run();
    } finally {
      busy.current = false;
    }
  };
}
