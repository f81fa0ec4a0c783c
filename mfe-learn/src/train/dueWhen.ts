const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a review card is due again, as people say it: "in 10 minutes", "in 5 hours", "tomorrow", "in 4 days", "in 3
 * months" (Intl.RelativeTimeFormat, English), for TRAINING_COPY.dueAgain. Days are whole calendar days in the
 * browser's time zone, so a card due at 9 the next morning is "tomorrow" at 11 at night.
 */
export function dueWhen(due: string, now: Date = new Date()): string {
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  const at = new Date(due);
  const ms = at.getTime() - now.getTime();
  if (ms < HOUR) return format.format(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  const days = Math.round((startOfDay(at) - startOfDay(now)) / DAY);
  if (days < 1) return format.format(Math.round(ms / HOUR), 'hour');
  if (days < 60) return format.format(days, 'day');
  return format.format(Math.round(days / 30), 'month');
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
