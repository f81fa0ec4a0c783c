/*
 * The member's days: the streak and "due today" are counted in the time zone their browser reported
 * (training_profiles.timeZone), so a day rolls over at their midnight, not the server's.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether `value` names a time zone this runtime knows (IANA names such as Europe/London, and UTC). */
export function isTimeZone(value: string): boolean {
  if (value.length > 64) return false;
  try {
    formatIn(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock parts of `instant` in `timeZone`. */
function partsIn(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The member's calendar day (YYYY-MM-DD) at `instant`. */
export function localDay(instant: Date, timeZone: string): string {
  return partsIn(instant, timeZone).day;
}

/** The member's hour of the day (0-23) at `instant`. */
export function localHour(instant: Date, timeZone: string): number {
  return partsIn(instant, timeZone).hour;
}

/** The day before `day` (YYYY-MM-DD), on the calendar. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** Daylight-saving shifts are whole quarters of an hour (most are an hour; Lord Howe Island's is half). */
const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * The first instant of the member's next day after `instant`: what is due before it is "due today". Found from the
 * wall clock (the time left until 24:00 local); a daylight-saving change that night moves the true boundary by at most
 * a couple of hours, so it is then found by quarter hours against the calendar.
 */
export function endOfLocalDay(instant: Date, timeZone: string): Date {
  const { day, hour, minute, second } = partsIn(instant, timeZone);
  let end = Math.floor(instant.getTime() / 1000) * 1000 + ((24 - hour) * 3600 - minute * 60 - second) * 1000;
  const isToday = (at: number) => localDay(new Date(at), timeZone) === day;
  for (let step = 0; step < 12 && isToday(end); step += 1) end += QUARTER_HOUR_MS;
  for (let step = 0; step < 12 && !isToday(end - QUARTER_HOUR_MS); step += 1) end -= QUARTER_HOUR_MS;
  return new Date(end);
}

/**
 * Consecutive days with training ending today or, while today has none yet, yesterday: a streak is not lost before
 * the member's day is over. `days` are the member's training days, any order.
 */
export function streakOf(days: Iterable<string>, today: string): number {
  const trained = new Set(days);
  let day = trained.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (trained.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}
