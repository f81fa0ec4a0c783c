import { VALIDATION } from '@kingside/contracts';

/**
 * What is wrong with a newsletter address, or undefined when it is fine. Empty gives docs/spec.md §5's
 * "Please enter your email address" at once; anything else is checked with the shared newsletterSchema
 * (so "ann@" gets "Please enter a valid email address"). The schema module (joi) is fetched on first
 * use, not with Home.
 */
export async function newsletterError(email: string): Promise<string | undefined> {
  if (!email.trim()) return VALIDATION.newsletterEmailRequired;
  const { fieldErrors, newsletterSchema } = await import('@kingside/contracts/schemas');
  return fieldErrors(newsletterSchema, { email }).email;
}

/** Starts fetching the schema module before the first submit (on focus), so the answer is instant. */
export function preloadNewsletterRules(): void {
  void import('@kingside/contracts/schemas').catch(() => undefined);
}
