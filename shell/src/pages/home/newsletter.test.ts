import { VALIDATION } from '@kingside/contracts';
import { newsletterError } from './newsletter';

describe('newsletterError', () => {
  it('asks for an address when the field is empty or blank', async () => {
    await expect(newsletterError('')).resolves.toBe(VALIDATION.newsletterEmailRequired);
    await expect(newsletterError('   ')).resolves.toBe(VALIDATION.newsletterEmailRequired);
  });

  it('refuses a malformed address with the shared message', async () => {
    for (const email of ['ann', 'ann@', '@example.com', 'ann@example']) {
      await expect(newsletterError(email)).resolves.toBe(VALIDATION.invalidEmail);
    }
  });

  it('accepts a well-formed address, surrounding spaces included', async () => {
    await expect(newsletterError('ann@example.com')).resolves.toBeUndefined();
    await expect(newsletterError(' ann@example.com ')).resolves.toBeUndefined();
  });
});
