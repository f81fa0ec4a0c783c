import type { AppDeps } from '../deps';

/**
 * The time training decides with: when a card is due, which day a streak counts. Always the server's (never the
 * browser's); `deps.now` lets the tests move it, as the browser journey moves a day forward.
 */
export function trainingNow(deps: AppDeps): Date {
  return deps.now ? deps.now() : new Date();
}
