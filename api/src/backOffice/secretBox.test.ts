import { randomBytes } from 'node:crypto';
import { createSecretBox, parseSecretsKey, SecretBoxError, twoFactorContext } from './secretBox';

const HEX_KEY = randomBytes(32).toString('hex');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('parseSecretsKey', () => {
  it('uses 64 hex characters as the 32-byte key itself', () => {
    expect(parseSecretsKey(HEX_KEY).equals(Buffer.from(HEX_KEY, 'hex'))).toBe(true);
  });

  it('uses base64 and base64url of 32 bytes as the key itself', () => {
    const raw = randomBytes(32);
    expect(parseSecretsKey(raw.toString('base64')).equals(raw)).toBe(true);
    expect(parseSecretsKey(raw.toString('base64url')).equals(raw)).toBe(true);
  });

  it('stretches any other long enough string to 32 bytes with HKDF (stable across calls)', () => {
    const a = parseSecretsKey('a long passphrase that is not hex');
    expect(a).toHaveLength(32);
    expect(parseSecretsKey('a long passphrase that is not hex').equals(a)).toBe(true);
    expect(parseSecretsKey('another long passphrase, not hex').equals(a)).toBe(false);
  });

  it('refuses an empty or short key', () => {
    expect(() => parseSecretsKey('')).toThrow(SecretBoxError);
    expect(() => parseSecretsKey('short')).toThrow(SecretBoxError);
  });
});

describe('createSecretBox', () => {
  const box = createSecretBox(HEX_KEY);
  const context = twoFactorContext(7);

  it('round-trips, and the stored form is versioned and does not contain the secret', () => {
    const sealed = box.seal(SECRET, context);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed, context)).toBe(SECRET);
  });

  it('uses a fresh IV every time: the same secret never encrypts the same way twice', () => {
    expect(box.seal(SECRET, context)).not.toBe(box.seal(SECRET, context));
  });

  it('fits the users.twoFactorSecret column (255 characters)', () => {
    expect(box.seal(SECRET, context).length).toBeLessThan(255);
  });

  it('fails on any altered byte of IV, tag or ciphertext', () => {
    const sealed = box.seal(SECRET, context);
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] as string, 'base64url');
      bytes[0] = (bytes[0] as number) ^ 1;
      const altered = [...parts];
      altered[index] = bytes.toString('base64url');
      expect(() => box.open(altered.join('.'), context)).toThrow(SecretBoxError);
    }
  });

  it('fails with another key', () => {
    const sealed = box.seal(SECRET, context);
    expect(() => createSecretBox(randomBytes(32).toString('hex')).open(sealed, context)).toThrow(SecretBoxError);
  });

  it("fails when copied onto another user's row", () => {
    const sealed = box.seal(SECRET, context);
    expect(() => box.open(sealed, twoFactorContext(8))).toThrow(SecretBoxError);
  });

  it('refuses unknown versions and malformed values', () => {
    const sealed = box.seal(SECRET, context);
    for (const bad of [sealed.replace(/^v1/, 'v2'), SECRET, '', 'v1.a.b', `${sealed}.x`]) {
      expect(() => box.open(bad, context)).toThrow(SecretBoxError);
    }
  });
});
