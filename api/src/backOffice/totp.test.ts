import speakeasy from 'speakeasy';
import { TOTP_ISSUER } from '@kingside/contracts';
import { createTestApp, type TestApp } from '../testing/testApp';
import { codeAt, consumeCode, generateSecret, matchCode, otpauthUrl, timeStep, TOTP_STEP_SECONDS } from './totp';

const STEP_MS = TOTP_STEP_SECONDS * 1000;
/** A fixed moment in the middle of a time step, so ±1 step is unambiguous. */
const NOW = 1_767_225_615_000;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A six-digit code valid at none of the steps around `nowMs`. */
function wrongCode(secret: string, nowMs: number): string {
  const valid = new Set([-1, 0, 1].map((d) => codeAt(secret, nowMs + d * STEP_MS)));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) as string;
}

describe('generateSecret', () => {
  it('gives 160 random bits as 32 base32 characters, different every time', () => {
    const secrets = new Set(Array.from({ length: 50 }, () => generateSecret()));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('round-trips through base32 (the codes match an independent implementation)', () => {
    const secret = generateSecret();
    expect(codeAt(secret, NOW)).toBe(speakeasy.totp({ secret, encoding: 'base32', time: NOW / 1000 }));
  });
});

describe('otpauthUrl', () => {
  it('names the issuer "Kingside Admin" and the account, encoded as the Key Uri Format requires', () => {
    const url = otpauthUrl(SECRET, 'admin+ops@kingside.example');
    expect(url).toBe(
      `otpauth://totp/Kingside%20Admin:admin%2Bops%40kingside.example?secret=${SECRET}&issuer=Kingside%20Admin&algorithm=SHA1&digits=6&period=30`,
    );
    expect(new URL(url).searchParams.get('issuer')).toBe(TOTP_ISSUER);
  });

  it('refuses to build a URL for an empty secret', () => {
    expect(() => otpauthUrl('', 'a@b.example')).toThrow();
  });
});

describe('matchCode', () => {
  it('accepts the current code and returns its time step', () => {
    expect(matchCode(SECRET, codeAt(SECRET, NOW), { nowMs: NOW })).toBe(timeStep(NOW));
  });

  it('accepts the codes of one step before and after (clock drift), and reports their own steps', () => {
    expect(matchCode(SECRET, codeAt(SECRET, NOW - STEP_MS), { nowMs: NOW })).toBe(timeStep(NOW) - 1);
    expect(matchCode(SECRET, codeAt(SECRET, NOW + STEP_MS), { nowMs: NOW })).toBe(timeStep(NOW) + 1);
  });

  it('refuses a code two steps or more away', () => {
    expect(matchCode(SECRET, codeAt(SECRET, NOW - 2 * STEP_MS), { nowMs: NOW })).toBeNull();
    expect(matchCode(SECRET, codeAt(SECRET, NOW + 2 * STEP_MS), { nowMs: NOW })).toBeNull();
  });

  it('trap: a string window of "1" in speakeasy accepts a code five minutes away; the wrapper does not', () => {
    const fiveMinutesAhead = codeAt(SECRET, NOW + 10 * STEP_MS);
    // The trap itself, so this test notices if a speakeasy upgrade changes the ground under the wrapper.
    expect(
      speakeasy.totp.verify({
        secret: SECRET,
        encoding: 'base32',
        token: fiveMinutesAhead,
        window: '1' as unknown as number,
        time: NOW / 1000,
      }),
    ).toBe(true);
    expect(matchCode(SECRET, fiveMinutesAhead, { nowMs: NOW })).toBeNull();
  });

  it('trap: an empty secret "verifies" in speakeasy; the wrapper refuses it outright', () => {
    const emptyCode = speakeasy.totp({ secret: '', encoding: 'base32', time: NOW / 1000 });
    expect(speakeasy.totp.verify({ secret: '', encoding: 'base32', token: emptyCode, time: NOW / 1000 })).toBe(true);
    expect(() => matchCode('', emptyCode, { nowMs: NOW })).toThrow();
    expect(() => matchCode(null as unknown as string, emptyCode, { nowMs: NOW })).toThrow();
  });

  it('refuses malformed secrets that speakeasy would silently decode', () => {
    const junk = '!!!!!!!!!!!!!!!!';
    const junkCode = speakeasy.totp({ secret: junk, encoding: 'base32', time: NOW / 1000 });
    expect(speakeasy.totp.verify({ secret: junk, encoding: 'base32', token: junkCode, time: NOW / 1000 })).toBe(true);
    expect(() => matchCode(junk, junkCode, { nowMs: NOW })).toThrow();
    expect(() => matchCode('jbswy3dpehpk3pxp', '123456', { nowMs: NOW })).toThrow();
    expect(() => matchCode('JBSWY3DP', '123456', { nowMs: NOW })).toThrow();
  });

  it('trap: the default ascii encoding reads the secret wrongly; the wrapper always decodes base32', () => {
    const asciiCode = speakeasy.totp({ secret: SECRET, time: NOW / 1000 });
    const base32Code = speakeasy.totp({ secret: SECRET, encoding: 'base32', time: NOW / 1000 });
    expect(asciiCode).not.toBe(base32Code);
    expect(matchCode(SECRET, base32Code, { nowMs: NOW })).toBe(timeStep(NOW));
    expect(matchCode(SECRET, asciiCode, { nowMs: NOW })).toBeNull();
  });

  it('trap: speakeasy parseInts tokens ("12345x" passes for "012345"); the wrapper wants exactly six digits', () => {
    // Find a moment whose code starts with 0, then hand speakeasy the five digits plus junk.
    let moment = NOW;
    while (!codeAt(SECRET, moment).startsWith('0')) moment += STEP_MS;
    const code = codeAt(SECRET, moment);
    const sloppy = `${code.slice(1)}x`;
    expect(speakeasy.totp.verify({ secret: SECRET, encoding: 'base32', token: sloppy, time: moment / 1000 })).toBe(true);
    expect(matchCode(SECRET, sloppy, { nowMs: moment })).toBeNull();
    for (const bad of ['', '12345', '1234567', ` ${code.slice(1)}`, '12 456', '-12345']) {
      expect(matchCode(SECRET, bad, { nowMs: moment })).toBeNull();
    }
    expect(matchCode(SECRET, code, { nowMs: moment })).toBe(timeStep(moment));
  });

  it('trap: the same code verifies twice in speakeasy; the wrapper refuses a step at or before the last one', () => {
    const code = codeAt(SECRET, NOW);
    expect(speakeasy.totp.verify({ secret: SECRET, encoding: 'base32', token: code, window: 1, time: NOW / 1000 })).toBe(true);
    expect(speakeasy.totp.verify({ secret: SECRET, encoding: 'base32', token: code, window: 1, time: NOW / 1000 })).toBe(true);
    const step = matchCode(SECRET, code, { nowMs: NOW });
    expect(matchCode(SECRET, code, { nowMs: NOW, lastStep: step })).toBeNull();
    // An older code (still inside the window) is refused too once a newer one was used.
    expect(matchCode(SECRET, codeAt(SECRET, NOW - STEP_MS), { nowMs: NOW, lastStep: step })).toBeNull();
    // The next step's code is fine.
    expect(matchCode(SECRET, codeAt(SECRET, NOW + STEP_MS), { nowMs: NOW + STEP_MS, lastStep: step })).toBe(timeStep(NOW) + 1);
  });
});

describe('consumeCode (records the step atomically)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  async function makeUser(lastStep: number | null = null) {
    const n = Math.random().toString(36).slice(2, 10);
    return t.db.models.User.create({
      username: `u${n}`,
      usernameKey: `u${n}`,
      email: `${n}@totp.example`,
      firstName: null,
      lastName: null,
      password: null,
      verificationToken: null,
      tokenExpiry: null,
      ageGroup: null,
      chessExperience: null,
      twoFactorSecret: null,
      twoFactorLastStep: lastStep,
      lastLoginIp: null,
      lastLoginDate: null,
      accountLockedUntil: null,
      profileImage: null,
      githubId: null,
    });
  }

  it('accepts a code once, stores its step, and refuses the same code afterwards', async () => {
    const user = await makeUser();
    const code = codeAt(SECRET, NOW);
    expect(await consumeCode(t.db.models, user, SECRET, code, NOW)).toBe(true);
    await user.reload();
    expect(Number(user.twoFactorLastStep)).toBe(timeStep(NOW));
    expect(await consumeCode(t.db.models, user, SECRET, code, NOW)).toBe(false);
  });

  it('lets only one of two concurrent uses of the same code through, even from a stale copy of the user', async () => {
    const user = await makeUser();
    const stale = { id: user.id, twoFactorLastStep: null };
    const code = codeAt(SECRET, NOW);
    const results = await Promise.all([
      consumeCode(t.db.models, stale, SECRET, code, NOW),
      consumeCode(t.db.models, stale, SECRET, code, NOW),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a code at or before a stored step even when the caller passes no step', async () => {
    const user = await makeUser(timeStep(NOW));
    expect(await consumeCode(t.db.models, { id: user.id, twoFactorLastStep: null }, SECRET, codeAt(SECRET, NOW), NOW)).toBe(false);
    expect(
      await consumeCode(t.db.models, { id: user.id, twoFactorLastStep: null }, SECRET, codeAt(SECRET, NOW + STEP_MS), NOW + STEP_MS),
    ).toBe(true);
  });

  it('refuses a wrong code without touching the stored step', async () => {
    const user = await makeUser();
    const wrong = wrongCode(SECRET, NOW);
    expect(await consumeCode(t.db.models, user, SECRET, wrong, NOW)).toBe(false);
    await user.reload();
    expect(user.twoFactorLastStep).toBeNull();
  });
});
