import { VALIDATION } from '@kingside/contracts';
import { loadFormRules, preloadFormRules } from '@kingside/ui';

/**
 * What is wrong with a newsletter address, or undefined when it is fine. Empty gives docs/spec.md §5's
 * "Please enter your email address" at once; anything else is checked with the shared newsletterSchema
 * (so "ann@" gets "Please enter a valid email address"). The schema module (joi) is fetched on first
 * use, not with Home (@kingside/ui's loadFormRules); it rejects when that fetch fails, and the form falls
 * back on the browser's own check.
 */
export async function newsletterError(email: string): Promise<string | undefined> {
  if (!email.trim()) return VALIDATION.newsletterEmailRequired;
  const { fieldErrors, newsletterSchema } = await loadFormRules();
  return fieldErrors(newsletterSchema, { email }).email;
}

/** Starts fetching the schema module before the first submit (on focus), so the answer is instant. */
export function preloadNewsletterRules(): void {
  preloadFormRules();
}
