/**
 * How the site turns stored text into what a reader sees. Shared so the lesson page, the article page
 * and anyone else showing a calendar date or multi-line content apply the same rule.
 */

/** Multi-line content shows one paragraph per line (docs/spec.md §2); blank lines and stray spaces are dropped. */
export function paragraphs(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

// Built on first use, like the currency formatter in money.ts (an Intl formatter is slow to construct).
let longDate: Intl.DateTimeFormat | undefined;

/**
 * A calendar date ("2026-03-14", or a timestamp whose date part is meant) in en-US long form:
 * "March 14, 2026" (docs/spec.md §9). The date is read and printed in UTC, so a reader west of Greenwich never
 * sees the day before, as `new Date('2026-03-14').toLocaleDateString()` would show them.
 * Anything unreadable is shown as it came rather than as "Invalid Date".
 */
export function formatCalendarDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls "2026-02-31" over into March: refuse instead of printing another day.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDate;
  longDate ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDate.format(date);
}

let dateTime: Intl.DateTimeFormat | undefined;

/**
 * A moment (an ISO timestamp) as the back office shows it: "March 14, 2026 at 10:05 AM UTC". In UTC, so two
 * administrators in different places read the same time for the same event. Unreadable: shown as it came.
 */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${dateTime.format(date)} UTC`;
}
