import { expect, type Locator, type Page, type Request } from '@playwright/test';
import fc from 'fast-check';

/*
 * What the hostile form tests share: generated values (the same families as the api's hostile tests,
 * kept to what a person can type or paste into a field), and the checks every run makes.
 */

/** Fixed so the run is deterministic; HOSTILE_SEED explores. fast-check prints seed and run on failure. */
export const SEED = Number(process.env.HOSTILE_SEED || 20_260_509);
/** Runs per form: each is a page load and a submission, so they are few (about a second each). */
export const RUNS = Number(process.env.HOSTILE_FORM_RUNS || 15);

const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '__proto__',
  'constructor',
  '♚👑🏳️‍🌈',
  '\u202Eevil\u202C',
  'مرحبا بالعالم',
  'Z̷̢͉a̸l̶g̵o̴',
  'a\u0000b',
  '\uFEFF',
  '\u200B',
  '\uD800',
  'İıſK',
  'NaN',
  '1e308',
  '-0',
  '   ',
  '',
];

/** A hostile value for a text field: fragments, random unicode, lengths past every limit. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...FRAGMENTS), weight: 4 },
  { arbitrary: fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 2, maxLength: 4 }).map((parts) => parts.join(' ')), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.constantFrom(31, 101, 201, 501, 1500).map((n) => 'x'.repeat(n)), weight: 1 },
);

/**
 * Form values: a third of the runs all valid (so the sending side is exercised too), the rest with each
 * field either valid or hostile. Free text that looks hostile is often valid: a name may well be SQL.
 */
export function formValues<K extends string>(valid: Record<K, fc.Arbitrary<string>>): fc.Arbitrary<Record<K, string>> {
  const mixed = Object.fromEntries(
    Object.entries<fc.Arbitrary<string>>(valid).map(([field, arbitrary]) => [
      field,
      fc.oneof({ arbitrary, weight: 3 }, { arbitrary: hostileText, weight: 2 }),
    ]),
  ) as Record<K, fc.Arbitrary<string>>;
  return fc.oneof(
    { arbitrary: fc.record(valid) as fc.Arbitrary<Record<K, string>>, weight: 1 },
    { arbitrary: fc.record(mixed) as fc.Arbitrary<Record<K, string>>, weight: 2 },
  );
}

/** Fails the test with everything the page threw, if it threw anything. */
export function watchPageErrors(page: Page): () => void {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return () => expect(errors, 'uncaught errors in the page').toEqual([]);
}

/** Counts the requests matching `match` the page makes. */
export function countRequests(page: Page, match: (request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (match(request)) seen.push(request);
  });
  return seen;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field shows `message` inline (announced through aria-describedby), or shows no error at all. */
export async function expectFieldError(field: Locator, message: string | undefined, timeout?: number) {
  if (message) {
    await expect(field).toHaveAttribute('aria-invalid', 'true', { timeout });
    await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)), { timeout });
  } else {
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  }
}

/** The one visible toast (docs/spec.md §9: at most one at a time) reads `title` and `description`. */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

/** Compact description of a run's values for failure messages. */
export const show = (values: Record<string, string>) =>
  JSON.stringify(values, (_k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 60)}…(${v.length})` : v));
