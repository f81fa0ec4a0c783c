import { TRAINING_COPY } from '@kingside/contracts/training';
import { dueWhen } from './dueWhen';

const NOW = new Date('2026-03-01T23:00:00');
const at = (date: string) => new Date(date).toISOString();

describe('dueWhen (TRAINING_COPY.dueAgain)', () => {
  it('says minutes, hours, tomorrow, days and months as people do', () => {
    expect(TRAINING_COPY.dueAgain(dueWhen(at('2026-03-01T23:10:00'), NOW))).toBe('Due again in 10 minutes');
    expect(dueWhen(at('2026-03-01T23:59:00'), new Date('2026-03-01T20:00:00'))).toBe('in 4 hours');
    // The next calendar day is tomorrow, however few hours away.
    expect(dueWhen(at('2026-03-02T09:00:00'), NOW)).toBe('tomorrow');
    expect(dueWhen(at('2026-03-05T09:00:00'), NOW)).toBe('in 4 days');
    expect(dueWhen(at('2026-06-01T09:00:00'), NOW)).toBe('in 3 months');
  });

  it('says a card already due as due in a minute, never in the past', () => {
    expect(dueWhen(at('2026-03-01T22:00:00'), NOW)).toBe('in 1 minute');
  });
});
