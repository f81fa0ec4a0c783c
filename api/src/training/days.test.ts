import { dayBefore, endOfLocalDay, isTimeZone, localDay, localHour, streakOf } from './days';

describe('a member’s days', () => {
  it('reads the calendar day in the member’s time zone, so it rolls over at their midnight', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(localDay(instant, 'UTC')).toBe('2026-03-10');
    expect(localDay(instant, 'Europe/Berlin')).toBe('2026-03-11');
    expect(localDay(instant, 'America/New_York')).toBe('2026-03-10');
    expect(localHour(instant, 'Asia/Tokyo')).toBe(8);
  });

  it('knows the IANA time zones and refuses anything else', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });

  it('ends the day at the member’s next midnight, daylight-saving nights included', () => {
    expect(endOfLocalDay(new Date('2026-03-10T15:20:05Z'), 'UTC').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(endOfLocalDay(new Date('2026-03-10T15:20:05Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-10T23:00:00.000Z');
    // Berlin springs forward on 29 March 2026 (a 23-hour day) and falls back on 25 October (25 hours): midnight follows.
    expect(endOfLocalDay(new Date('2026-03-29T10:00:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfLocalDay(new Date('2026-03-28T23:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfLocalDay(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(endOfLocalDay(new Date('2026-10-24T23:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('counts the streak back from today, or from yesterday while today has no training yet', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(streakOf(['2026-03-08', '2026-03-09', '2026-03-10'], '2026-03-10')).toBe(3);
    expect(streakOf(['2026-03-08', '2026-03-09'], '2026-03-10')).toBe(2);
    expect(streakOf(['2026-03-07', '2026-03-09', '2026-03-10'], '2026-03-10')).toBe(2);
    expect(streakOf(['2026-03-08'], '2026-03-10')).toBe(0);
    expect(streakOf([], '2026-03-10')).toBe(0);
  });
});
