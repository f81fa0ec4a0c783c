import { AUTH_MESSAGES, MAX_FAILED_LOGIN_ATTEMPTS, VALIDATION, type AuditEntry } from '@kingside/contracts';
import { ACCOUNT_API, ACCOUNT_MESSAGES, ADMIN_MESSAGES, type SignInSession } from '@kingside/contracts/admin';
import request from 'supertest';
import { createUser } from '../testing/fixtures/users';
import { hashPassword } from '../accounts/passwords';
import { issueToken } from '../accounts/tokens';
import type { UserModel } from '../accounts/models';
import { createTestApp, type TestApp } from '../testing/testApp';
import { toAuditEntry } from './audit';
import { codeAt } from './totp';

/*
 * The administrator's own settings (docs/spec.md §7.6): changing their password, and their active sign-ins,
 * listed and revoked, on both databases.
 */

const ADMIN_EMAIL = 'admin@test.example';
const ADMIN_PASSWORD = 'correct horse battery staple';
const NEW_PASSWORD = 'a brand new passphrase 9';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) KingsideTest/1.0';

// Many requests per test, and scrypt on every sign-in: generous on a busy machine.
jest.setTimeout(30_000);

let t: TestApp;
let admin: UserModel;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.db.models.User.findOne({ where: { email: ADMIN_EMAIL } })) as UserModel;
}, 60_000);
afterAll(() => t.close());

/** The administrator as the seed left them: its password, no lock, no two-factor, no live token. */
async function resetAdmin() {
  await t.db.models.AuthToken.update({ revokedAt: new Date() }, { where: { userId: admin.id, revokedAt: null } });
  await admin.reload();
  await admin.update({
    role: 'admin',
    password: await hashPassword(ADMIN_PASSWORD, t.config.scryptCost),
    failedLoginAttempts: 0,
    accountLocked: false,
    accountLockedUntil: null,
    twoFactorEnabled: false,
    twoFactorSecret: null,
    twoFactorLastStep: null,
  });
}
beforeEach(resetAdmin);

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A real sign-in through the api, from a browser with a User-Agent: the admin token. */
async function signIn(userAgent = BROWSER, password = ADMIN_PASSWORD): Promise<string> {
  const res = await request(t.app).post('/api/admin/login').set('User-Agent', userAgent).send({ email: ADMIN_EMAIL, password }).expect(200);
  return res.body.token as string;
}

const changePassword = (token: string, body: Record<string, unknown>) =>
  request(t.app).post(ACCOUNT_API.password).set(auth(token)).send(body);
const sessions = async (token: string) =>
  (await request(t.app).get(ACCOUNT_API.sessions).set(auth(token)).expect(200)).body as SignInSession[];
const works = async (token: string) => (await request(t.app).get(ACCOUNT_API.users).set(auth(token))).status === 200;

/** The administrator's audit lines of this action, newest first (read straight from the table: no token of its own). */
async function auditLines(action: string): Promise<AuditEntry[]> {
  const rows = await t.db.models.AuditLog.findAll({ where: { entity: 'user', entityId: admin.id, action }, order: [['id', 'DESC']] });
  return rows.map(toAuditEntry);
}

describe('POST /api/admin/me/password', () => {
  it('changes the password, keeps this sign-in, signs out every other one, and audits without values', async () => {
    const current = await signIn();
    const other = await signIn('Other Browser/2.0');
    const member = await issueToken(t.db.models, admin.id, 'member');
    const before = (await auditLines('user.password')).length;

    await changePassword(current, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD }).expect(200, {
      message: ACCOUNT_MESSAGES.passwordChanged,
    });

    expect(await works(current)).toBe(true);
    expect(await works(other)).toBe(false);
    await request(t.app).get('/api/auth/me').set(auth(member)).expect(401);
    await request(t.app).post('/api/admin/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(401);
    await signIn(BROWSER, NEW_PASSWORD);

    const lines = await auditLines('user.password');
    expect(lines).toHaveLength(before + 1);
    expect(lines[0]).toMatchObject({
      adminId: admin.id,
      entity: 'user',
      entityId: admin.id,
      changes: { password: ['(changed)', '(changed)'] },
    });
    const text = JSON.stringify(lines[0]);
    for (const value of [ADMIN_PASSWORD, NEW_PASSWORD, 'scrypt$']) expect(text).not.toContain(value);
  });

  it('refuses a wrong current password (400) and counts it toward the lockout like a failed sign-in', async () => {
    const token = await signIn();
    const audited = (await auditLines('user.password')).length;
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i += 1) {
      await changePassword(token, { currentPassword: `wrong ${i}`, newPassword: NEW_PASSWORD }).expect(400, {
        message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      });
      await admin.reload();
      expect(admin.failedLoginAttempts).toBe(i);
    }
    const locked = await changePassword(token, { currentPassword: 'wrong again', newPassword: NEW_PASSWORD }).expect(423);
    expect(locked.body.message).toBe(AUTH_MESSAGES.accountLocked(15));
    // Locked: not even the right password changes it now, and sign-in is locked too; this sign-in still works.
    await changePassword(token, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD }).expect(423);
    await request(t.app).post('/api/admin/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(423);
    expect(await works(token)).toBe(true);
    expect(await auditLines('user.password')).toHaveLength(audited);
  });

  it('starts the failure count over after a right current password', async () => {
    const token = await signIn();
    await changePassword(token, { currentPassword: 'wrong', newPassword: NEW_PASSWORD }).expect(400);
    await changePassword(token, { currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
    await admin.reload();
    expect(admin.failedLoginAttempts).toBe(0);
  });

  it('refuses the same password again (400) without counting an attempt', async () => {
    const token = await signIn();
    await changePassword(token, { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD }).expect(400, {
      message: ACCOUNT_MESSAGES.samePassword,
    });
    await admin.reload();
    expect(admin.failedLoginAttempts).toBe(0);
  });

  it.each([
    [{ currentPassword: ADMIN_PASSWORD, newPassword: 'short' }, VALIDATION.passwordMin8],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: 'password123' }, VALIDATION.commonPassword],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: ' Password123 ' }, VALIDATION.commonPassword],
    [{ newPassword: NEW_PASSWORD }, 'Current password is required'],
    [{ currentPassword: ADMIN_PASSWORD }, VALIDATION.passwordMin8],
    [{ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD, userId: 1 }, 'Unknown field: userId'],
  ])('applies the member password rules: %j → 400 %s', async (body, message) => {
    const token = await signIn();
    await changePassword(token, body).expect(400, { message });
    await admin.reload();
    expect(admin.failedLoginAttempts).toBe(0);
    await request(t.app).post('/api/admin/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
  });
});

describe('GET /api/admin/me/sessions', () => {
  it('lists the live admin sign-ins, newest first, with address, browser and which is this one', async () => {
    const first = await signIn('First Browser/1.0');
    const second = await signIn('Second Browser/1.0');
    await issueToken(t.db.models, admin.id, 'admin', -1000); // expired
    const revoked = await signIn('Revoked Browser/1.0');
    await request(t.app).post('/api/admin/logout').set(auth(revoked)).expect(200);
    await issueToken(t.db.models, admin.id, 'member'); // not an admin sign-in
    const someoneElse = await createUser(t.db.models, { role: 'admin' });
    await issueToken(t.db.models, someoneElse.id, 'admin');

    const list = await sessions(first);
    expect(list.map((s) => s.userAgent)).toEqual(['Second Browser/1.0', 'First Browser/1.0']);
    expect(list.map((s) => s.current)).toEqual([false, true]);
    for (const session of list) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'current', 'expiresAt', 'id', 'ip', 'userAgent']);
      expect(session.ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.parse(session.createdAt));
    }
    expect((await sessions(second)).map((s) => s.current)).toEqual([true, false]);
    expect(JSON.stringify(list)).not.toContain(first);
  });

  it('records the address and browser of a sign-in completed with two-factor, cut to 255 characters', async () => {
    const on = await request(t.app)
      .post('/api/admin/security')
      .set(auth(await issueToken(t.db.models, admin.id, 'admin')))
      .send({ enableTwoFactor: true, userId: admin.id })
      .expect(200);
    const browser = request.agent(t.app);
    const userAgent = `Long Browser ${'x'.repeat(400)}`;
    await browser.post('/api/admin/login').set('User-Agent', userAgent).send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    const res = await browser
      .post('/api/admin/verify-2fa')
      .set('User-Agent', userAgent)
      .send({ twoFactorCode: codeAt(on.body.twoFactorSecret as string, Date.now()), userId: admin.id })
      .expect(200);
    const [current] = (await sessions(res.body.token as string)).filter((s) => s.current);
    expect(current?.userAgent).toBe(userAgent.slice(0, 255));
    expect(current?.ip).toBeTruthy();
  });
});

describe('DELETE /api/admin/me/sessions/{id} and /others', () => {
  it('revokes one of one’s own sign-ins (204), audited', async () => {
    const current = await signIn();
    const other = await signIn('Other Browser/2.0');
    const target = (await sessions(current)).find((s) => !s.current)!;
    await request(t.app).delete(ACCOUNT_API.session(target.id)).set(auth(current)).expect(204);
    expect(await works(other)).toBe(false);
    expect(await works(current)).toBe(true);
    expect((await sessions(current)).map((s) => s.id)).not.toContain(target.id);
    const [line] = await auditLines('user.signOut');
    expect(line?.changes).toEqual({ revokedSignIns: [null, [target.id]] });
    // Gone now: a second time is 404.
    await request(t.app)
      .delete(ACCOUNT_API.session(target.id))
      .set(auth(current))
      .expect(404, { message: ACCOUNT_MESSAGES.sessionNotFound });
  });

  it("answers 404 for another user's token, a member token, an unknown id; 400 for what is not an id", async () => {
    const current = await signIn();
    const audited = (await auditLines('user.signOut')).length;
    const someoneElse = await createUser(t.db.models, { role: 'admin' });
    const theirs = await issueToken(t.db.models, someoneElse.id, 'admin');
    const theirRow = await t.db.models.AuthToken.findOne({ where: { userId: someoneElse.id, revokedAt: null } });
    await issueToken(t.db.models, admin.id, 'member');
    const memberRow = await t.db.models.AuthToken.findOne({ where: { userId: admin.id, kind: 'member', revokedAt: null } });
    for (const id of [theirRow!.id, memberRow!.id, 2_000_000_000]) {
      await request(t.app).delete(ACCOUNT_API.session(id)).set(auth(current)).expect(404, { message: ACCOUNT_MESSAGES.sessionNotFound });
    }
    await request(t.app).delete(ACCOUNT_API.session('abc')).set(auth(current)).expect(400);
    expect(await works(theirs)).toBe(true);
    expect(await auditLines('user.signOut')).toHaveLength(audited);
  });

  it('revokes one’s current sign-in too: that is signing out', async () => {
    const current = await signIn();
    const [mine] = (await sessions(current)).filter((s) => s.current);
    await request(t.app).delete(ACCOUNT_API.session(mine!.id)).set(auth(current)).expect(204);
    expect(await works(current)).toBe(false);
  });

  it('/others revokes every sign-in but this one (204), audited; with none left it writes nothing', async () => {
    const current = await signIn();
    const others = [await signIn('B/1'), await signIn('C/1')];
    const audited = (await auditLines('user.signOut')).length;
    await request(t.app).delete(ACCOUNT_API.otherSessions).set(auth(current)).expect(204);
    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(current)).toBe(true);
    expect((await sessions(current)).map((s) => s.current)).toEqual([true]);
    const [line] = await auditLines('user.signOut');
    expect((line?.changes.revokedSignIns as [null, number[]])[1]).toHaveLength(2);

    await request(t.app).delete(ACCOUNT_API.otherSessions).set(auth(current)).expect(204);
    expect(await auditLines('user.signOut')).toHaveLength(audited + 1);
  });
});

describe('every settings route requires an administrator', () => {
  const calls: Array<[string, (token?: string) => request.Test]> = [
    [
      'POST /me/password',
      (token) =>
        request(t.app)
          .post(ACCOUNT_API.password)
          .set(token ? auth(token) : {})
          .send({ currentPassword: ADMIN_PASSWORD, newPassword: NEW_PASSWORD }),
    ],
    [
      'GET /me/sessions',
      (token) =>
        request(t.app)
          .get(ACCOUNT_API.sessions)
          .set(token ? auth(token) : {}),
    ],
    [
      'DELETE /me/sessions/{id}',
      (token) =>
        request(t.app)
          .delete(ACCOUNT_API.session(1))
          .set(token ? auth(token) : {}),
    ],
    [
      'DELETE /me/sessions/others',
      (token) =>
        request(t.app)
          .delete(ACCOUNT_API.otherSessions)
          .set(token ? auth(token) : {}),
    ],
  ];

  it.each(calls)('%s: 401 without a live admin token, 403 for a member or a demoted administrator', async (_name, call) => {
    const live = await signIn();
    expect((await call()).status).toBe(401);
    expect((await call('A'.repeat(43))).status).toBe(401);
    expect((await call(await issueToken(t.db.models, admin.id, 'admin', -1000))).status).toBe(401);
    const member = await createUser(t.db.models);
    const res = await call(await issueToken(t.db.models, member.id, 'member'));
    expect([res.status, res.body]).toEqual([403, { message: ADMIN_MESSAGES.adminRequired }]);
    expect((await call(await issueToken(t.db.models, admin.id, 'member'))).status).toBe(403);
    await admin.update({ role: 'user' });
    expect((await call(live)).status).toBe(403);
    await admin.update({ role: 'admin' });
    // Nothing changed: the password is the old one, the sign-in alive.
    expect(await works(live)).toBe(true);
    await request(t.app).post('/api/admin/login').send({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
  });
});

describe('rate limit', () => {
  it('counts password changes against the sign-in allowance of the address: beyond it, 429', async () => {
    const limited = await createTestApp({ seed: false, env: { AUTH_RATE_LIMIT: '2' } });
    try {
      const someone = await createUser(limited.db.models, { role: 'admin' });
      const token = await issueToken(limited.db.models, someone.id, 'admin');
      const attempt = () =>
        request(limited.app).post(ACCOUNT_API.password).set(auth(token)).send({ currentPassword: 'a guess', newPassword: NEW_PASSWORD });
      await attempt().expect(400);
      await attempt().expect(400);
      const res = await attempt().expect(429);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  }, 90_000);
});
