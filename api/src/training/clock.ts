import fs from 'node:fs';
import type { AppDeps } from '../shared/deps';

/**
 * The time training decides with: when a card is due, which day a streak counts. Always the server's (never the
 * browser's); `deps.now` lets the tests move it, as the browser journey moves a day forward.
 */
export function trainingNow(deps: AppDeps): Date {
  return deps.now ? deps.now() : new Date();
}

/**
 * A test server's movable clock (config.testClockFile, only under NODE_ENV=test): the system time plus the
 * milliseconds written in `file`, read at every call so a test moves it by rewriting the file. No file: no offset.
 */
export function offsetClock(file: string): () => Date {
  const offset = () => {
    try {
      return Number(fs.readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      return 0;
    }
  };
  return () => new Date(Date.now() + offset());
}
