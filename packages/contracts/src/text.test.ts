import { formatDateTime, formatCalendarDate, paragraphs } from './text';

describe('paragraphs', () => {
  it('makes one paragraph per line, dropping blank lines and surrounding spaces', () => {
    expect(paragraphs('First line.\n\n  Second line.  \r\nThird line.\n')).toEqual(['First line.', 'Second line.', 'Third line.']);
  });

  it('gives nothing for empty content', () => {
    expect(paragraphs('')).toEqual([]);
    expect(paragraphs('\n \n')).toEqual([]);
  });
});

describe('formatCalendarDate', () => {
  it('prints the en-US long form', () => {
    expect(formatCalendarDate('2026-03-14')).toBe('March 14, 2026');
    expect(formatCalendarDate('2025-12-01')).toBe('December 1, 2025');
  });

  // The browser test of the article page runs in a zone west of Greenwich, where the naive
  // new Date('2026-01-01').toLocaleDateString() shows the day before (jest cannot switch zones in-process).
  it('reads a timestamp by its date part', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatCalendarDate('2026-03-14T00:00:00.000Z')).toBe('March 14, 2026');
  });

  it('shows an unreadable or impossible date as it came', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate('2026-02-31')).toBe('2026-02-31');
  });
});

describe('formatDateTime', () => {
  it('reads a moment in UTC, the same for every administrator', () => {
    expect(formatDateTime('2026-03-14T10:05:00.000Z')).toBe('March 14, 2026 at 10:05 AM UTC');
    expect(formatDateTime('2026-12-31T23:59:59Z')).toBe('December 31, 2026 at 11:59 PM UTC');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
