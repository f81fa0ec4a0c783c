import { burnDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashing (scrypt)', () => {
  it('stores a self-describing hash with a per-user random salt and verifies it', async () => {
    const a = await hashPassword('queen-sacrifice', 1024);
    const b = await hashPassword('queen-sacrifice', 1024);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b); // different salts
    expect(await verifyPassword('queen-sacrifice', a)).toBe(true);
    expect(await verifyPassword('queen-sacrifice', b)).toBe(true);
    expect(await verifyPassword('queen-sacrificE', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it("uses OWASP's cost by default in production configuration (N = 2^17 fits in memory)", async () => {
    const hash = await hashPassword('long enough', 2 ** 17);
    expect(hash.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
    expect(await verifyPassword('long enough', hash)).toBe(true);
  });

  it('never matches a malformed or hostile stored value', async () => {
    for (const stored of [
      '',
      'plain-text',
      'scrypt$1024$8$1$$',
      'scrypt$1000$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5',
      `scrypt$${2 ** 24}$8$1$c2FsdHNhbHQ=$a2V5a2V5a2V5a2V5a2V5`,
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('tells when a hash was made at another cost', async () => {
    const hash = await hashPassword('x-password', 1024);
    expect(needsRehash(hash, 1024)).toBe(false);
    expect(needsRehash(hash, 2048)).toBe(true);
    expect(needsRehash('garbage', 1024)).toBe(true);
  });

  it('refuses a cost that is not a power of two', async () => {
    await expect(hashPassword('x-password', 1000)).rejects.toThrow(/power of two/);
    await expect(burnDummyHash('x-password', 3)).rejects.toThrow(/power of two/);
  });
});
