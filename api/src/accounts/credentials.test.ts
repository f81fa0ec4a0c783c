import { ACCOUNT_LOCK_MINUTES, API, AUTH_MESSAGES, MAX_FAILED_LOGIN_ATTEMPTS } from '@kingside/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { authenticate, recordFailedAttempt } from './credentials';
import type * as passwords from './passwords';
import { burnDummyHash } from './passwords';
import { createUser } from '../testing/fixtures/users';

// The real burnDummyHash, watched: the timing tests below count its calls.
jest.mock('./passwords', () => {
  const actual = jest.requireActual<typeof passwords>('./passwords');
  return { ...actual, burnDummyHash: jest.fn(actual.burnDummyHash) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t.close());

const PASSWORD = 'correct-horse-42';
const login = (email: string, password: string) => request(t.app).post(API.login).send({ email, password });
const LOCK_SECONDS = ACCOUNT_LOCK_MINUTES * 60;

describe('lockout', () => {
  it(`locks after ${MAX_FAILED_LOGIN_ATTEMPTS} failures in a row and answers 423 with when to retry, even to the right password`, async () => {
    const user = await createUser(t.db.models);
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i += 1) {
      const res = await login(user.email, 'wrong-password').expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    }
    const locking = await login(user.email, 'wrong-password').expect(423);
    expect(locking.body).toEqual({ message: AUTH_MESSAGES.accountLocked(ACCOUNT_LOCK_MINUTES) });
    expect(Number(locking.headers['retry-after'])).toBeGreaterThan(LOCK_SECONDS - 10);
    expect(Number(locking.headers['retry-after'])).toBeLessThanOrEqual(LOCK_SECONDS);

    const right = await login(user.email, PASSWORD).expect(423);
    expect(right.body.message).toMatch(/try again in 15 minutes/);
    await user.reload();
    expect(user.accountLocked).toBe(true);
    expect(user.failedLoginAttempts).toBe(MAX_FAILED_LOGIN_ATTEMPTS);
    const until = new Date(user.accountLockedUntil!).getTime();
    expect(Math.abs(until - (Date.now() + LOCK_SECONDS * 1000))).toBeLessThan(15_000);
  });

  it('lifts the lock when its time is over, with a fresh count', async () => {
    const user = await createUser(t.db.models);
    await user.update({ accountLocked: true, accountLockedUntil: new Date(Date.now() - 1000), failedLoginAttempts: 5 });
    await login(user.email, 'wrong-password').expect(401);
    await user.reload();
    expect(user).toMatchObject({ accountLocked: false, failedLoginAttempts: 1 });
    await login(user.email, PASSWORD).expect(200);
    await user.reload();
    expect(user).toMatchObject({ accountLocked: false, failedLoginAttempts: 0, accountLockedUntil: null });
  });

  it('starts the count over after a success (failures must be in a row)', async () => {
    const user = await createUser(t.db.models);
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i += 1) await login(user.email, 'wrong-password').expect(401);
    await login(user.email, PASSWORD).expect(200);
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i += 1) await login(user.email, 'wrong-password').expect(401);
    await login(user.email, PASSWORD).expect(200);
  });

  it('counts every one of many parallel guesses and checks no more than the limit', async () => {
    const user = await createUser(t.db.models);
    const attempts = 12;
    const results = await Promise.all(Array.from({ length: attempts }, () => login(user.email, 'wrong-password')));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 423)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(MAX_FAILED_LOGIN_ATTEMPTS);
    expect(statuses.filter((s) => s === 423).length).toBeGreaterThan(attempts - MAX_FAILED_LOGIN_ATTEMPTS);
    await user.reload();
    expect(user.failedLoginAttempts).toBe(attempts);
    expect(user.accountLocked).toBe(true);
    await login(user.email, PASSWORD).expect(423);
  });

  it('recordFailedAttempt (wrong two-factor codes) counts toward the same lock', async () => {
    const user = await createUser(t.db.models);
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i += 1) {
      expect(await recordFailedAttempt(t.deps, user.id)).toEqual({ failedLoginAttempts: i, lockedUntil: null });
    }
    const last = await recordFailedAttempt(t.deps, user.id);
    expect(last.failedLoginAttempts).toBe(MAX_FAILED_LOGIN_ATTEMPTS);
    expect(last.lockedUntil).toBeInstanceOf(Date);
    await login(user.email, PASSWORD).expect(423);
  });
});

describe('authenticate', () => {
  it('with requireRole admin refuses a member (right password) with exactly the 401 of a wrong password', async () => {
    const memberUser = await createUser(t.db.models);
    const admin = await createUser(t.db.models, { role: 'admin' });
    await expect(authenticate(t.deps, memberUser.email, PASSWORD, '10.0.0.1', { requireRole: 'admin' })).rejects.toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.invalidCredentials,
    });
    await expect(authenticate(t.deps, admin.email, 'wrong', '10.0.0.1', { requireRole: 'admin' })).rejects.toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.invalidCredentials,
    });
    const ok = await authenticate(t.deps, admin.email.toUpperCase(), PASSWORD, '10.0.0.1', { requireRole: 'admin' });
    expect(ok.id).toBe(admin.id);
    await admin.reload();
    expect(admin.lastLoginIp).toBe('10.0.0.1');
    expect(admin.failedLoginAttempts).toBe(0);
  });

  it('refuses accounts without a password (GitHub-only) with the same 401', async () => {
    const user = await createUser(t.db.models, { password: null });
    await login(user.email, 'anything-at-all').expect(401);
  });

  it('rehashes a password stored at another cost on the next sign-in', async () => {
    const user = await createUser(t.db.models, { cost: 512 });
    expect(user.password).toMatch(/^scrypt\$512\$/);
    await login(user.email, PASSWORD).expect(200);
    await user.reload();
    expect(user.password).toMatch(/^scrypt\$1024\$/);
    await login(user.email, PASSWORD).expect(200);
  });
});

describe('timing of refusals', () => {
  // An unknown e-mail must cost a password hash like a wrong password does, or it would be refused measurably faster
  // (about a millisecond against tens) and tell an attacker which addresses have accounts. Checked by the work done,
  // not by a stopwatch: timings on a shared 2-core machine running five test projects drift by more than 2x.
  beforeEach(() => jest.mocked(burnDummyHash).mockClear());

  it('spends a password hash at the configured cost on an unknown e-mail', async () => {
    await login('nobody@example.test', 'wrong-password').expect(401);
    expect(jest.mocked(burnDummyHash).mock.calls).toEqual([['wrong-password', t.config.scryptCost]]);
  });

  it('spends none of its own on a known e-mail, whose hash is verified instead', async () => {
    const user = await createUser(t.db.models);
    await login(user.email, 'wrong-password').expect(401);
    expect(burnDummyHash).not.toHaveBeenCalled();
  });
});
