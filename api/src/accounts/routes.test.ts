import { API, AUTH_MESSAGES, VALIDATION, VERIFICATION_LINK_TTL_HOURS } from '@kingside/contracts';
import request from 'supertest';
import { startSmtpCapture, linkIn, type SmtpCapture } from '../testing/standIns/smtpCapture';
import { hashToken, issueToken } from './tokens';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://kingside.test' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let counter = 0;
/** A fresh, valid registration body. */
function member(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: `ada_${counter}`,
    email: `ada${counter}@example.test`,
    password: 'knight-fork-e5',
    ...overrides,
  };
}

/** Registers, follows the e-mailed link, and returns the member's credentials. */
async function verifiedMember(overrides: Record<string, unknown> = {}) {
  const body = member(overrides);
  const before = smtp.mails.length;
  await request(t.app).post(API.register).send(body).expect(201);
  const mail = await smtp.waitFor(body.email, before);
  const link = linkIn(mail.text);
  await request(t.app)
    .get(link.pathname + link.search)
    .expect(302)
    .expect('Location', '/auth?verified=1');
  return body;
}

function login(email: string, password: string) {
  return request(t.app).post(API.login).set('User-Agent', 'Jest (auth.test)').send({ email, password });
}

describe('POST /api/auth/register', () => {
  it('creates an unverified member and e-mails a single-use link over SMTP', async () => {
    const body = member();
    const before = smtp.mails.length;
    const res = await request(t.app).post(API.register).send(body).expect(201);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.registered, email: body.email });

    const user = await t.db.models.User.findOne({ where: { email: body.email } });
    expect(user).not.toBeNull();
    expect(user!.isVerified).toBe(false);
    expect(user!.role).toBe('user');
    expect(user!.password).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(user!.password).not.toContain(body.password);

    const mail = await smtp.waitFor(body.email, before);
    expect(mail.to).toEqual([body.email]);
    expect(mail.text).toContain(`expires in ${VERIFICATION_LINK_TTL_HOURS} hours`);
    const link = linkIn(mail.text);
    expect(link.origin).toBe('http://kingside.test');
    // Only the hash of the link's token is stored.
    const token = link.searchParams.get('token')!;
    expect(user!.verificationToken).toBe(hashToken(token));
    const expiry = new Date(user!.tokenExpiry!).getTime();
    expect(Math.abs(expiry - (Date.now() + VERIFICATION_LINK_TTL_HOURS * 3600_000))).toBeLessThan(60_000);

    await request(t.app)
      .get(link.pathname + link.search)
      .expect(302)
      .expect('Location', '/auth?verified=1');
    await user!.reload();
    expect(user!.isVerified).toBe(true);
    expect(user!.verificationToken).toBeNull();

    // Single use: the same link again is explained as invalid (used), and changes nothing.
    await request(t.app)
      .get(link.pathname + link.search)
      .expect(302)
      .expect('Location', '/auth?verification=invalid');
  });

  it.each([
    ['a short password', { password: 'short7!' }, VALIDATION.passwordMin8],
    ['a missing first name', { firstName: undefined }, 'First name is required'],
    ['a missing last name', { lastName: '' }, 'Last name is required'],
    ['a missing username', { username: undefined }, 'Username is required'],
    ['an invalid e-mail', { email: 'not-an-email' }, VALIDATION.invalidEmail],
    ['a common password', { password: 'password123' }, VALIDATION.commonPassword],
    ['a common password in other case', { password: 'Sunshine2020' }, VALIDATION.commonPassword],
    ['a keyboard walk', { password: 'qwertyuiop' }, VALIDATION.commonPassword],
    ['a role', { role: 'admin' }, 'Unknown field: role'],
    ['isVerified', { isVerified: true }, 'Unknown field: isVerified'],
    ['initiativeMember', { initiativeMember: true }, 'Unknown field: initiativeMember'],
  ])('refuses %s with 400 and creates nothing', async (_name, overrides, message) => {
    const body = { ...member(), ...overrides };
    const res = await request(t.app).post(API.register).send(body).expect(400);
    expect(res.body).toEqual({ message });
    expect(await t.db.models.User.count({ where: { usernameKey: String(body.username ?? '').toLowerCase() } })).toBe(0);
  });

  it('answers 409 for a username or e-mail already taken, whatever their case', async () => {
    const first = member({ username: 'CaseyCase', email: 'Casey@Example.test' });
    const res = await request(t.app).post(API.register).send(first).expect(201);
    expect(res.body.email).toBe('casey@example.test');

    const sameName = await request(t.app)
      .post(API.register)
      .send(member({ username: 'caseycase' }))
      .expect(409);
    expect(sameName.body).toEqual({ message: AUTH_MESSAGES.usernameTaken });
    const sameEmail = await request(t.app)
      .post(API.register)
      .send(member({ email: 'CASEY@example.TEST' }))
      .expect(409);
    expect(sameEmail.body).toEqual({ message: AUTH_MESSAGES.emailTaken });
    expect(await t.db.models.User.count({ where: { email: 'casey@example.test' } })).toBe(1);
  });

  it('lets only one of two simultaneous registrations of the same e-mail through', async () => {
    const a = member({ email: 'race@example.test' });
    const b = member({ email: 'race@example.test' });
    const results = await Promise.all([a, b].map((body) => request(t.app).post(API.register).send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.db.models.User.count({ where: { email: 'race@example.test' } })).toBe(1);
  });

  it('undoes the registration and answers 503 when the mail cannot be sent', async () => {
    smtp.refuseAll(true);
    try {
      const body = member();
      const res = await request(t.app).post(API.register).send(body).expect(503);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.mailUnavailable });
      expect(await t.db.models.User.count({ where: { email: body.email } })).toBe(0);
    } finally {
      smtp.refuseAll(false);
    }
  });
});

describe('POST /api/auth/register-initiative', () => {
  it('creates an unverified initiative member with age group and experience, and mails the link', async () => {
    const before = smtp.mails.length;
    const body = {
      username: 'revival_rita',
      email: 'rita@example.test',
      password: 'endgame-study-42',
      initiativeMember: true,
      ageGroup: '65-74',
      chessExperience: 'Casual player',
    };
    const res = await request(t.app).post(API.registerInitiative).send(body).expect(201);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.initiativeJoined, email: 'rita@example.test' });
    const user = await t.db.models.User.findOne({ where: { email: 'rita@example.test' } });
    expect(user).toMatchObject({
      initiativeMember: true,
      isVerified: false,
      ageGroup: '65-74',
      chessExperience: 'Casual player',
      role: 'user',
    });
    expect(user!.firstName).toBeNull();
    const mail = await smtp.waitFor('rita@example.test', before);
    expect(linkIn(mail.text).searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('makes the member an initiative member even if the body says otherwise, and needs no optional fields', async () => {
    await request(t.app)
      .post(API.registerInitiative)
      .send({ username: 'plain_joiner', email: 'plain@example.test', password: 'rook-lift-h4h5', initiativeMember: false })
      .expect(201);
    const user = await t.db.models.User.findOne({ where: { email: 'plain@example.test' } });
    expect(user).toMatchObject({ initiativeMember: true, ageGroup: null, chessExperience: null });
  });

  it('refuses unknown fields, unknown age groups, common passwords and taken addresses', async () => {
    const base = { username: 'joiner2', email: 'joiner2@example.test', password: 'rook-lift-h4h5' };
    expect(
      (
        await request(t.app)
          .post(API.registerInitiative)
          .send({ ...base, role: 'admin' })
          .expect(400)
      ).body,
    ).toEqual({
      message: 'Unknown field: role',
    });
    expect(
      (
        await request(t.app)
          .post(API.registerInitiative)
          .send({ ...base, ageGroup: '12' })
          .expect(400)
      ).body,
    ).toEqual({
      message: 'Unknown age group',
    });
    expect(
      (
        await request(t.app)
          .post(API.registerInitiative)
          .send({ ...base, password: 'iloveyou1' })
          .expect(400)
      ).body,
    ).toEqual({
      message: VALIDATION.commonPassword,
    });
    expect(
      (
        await request(t.app)
          .post(API.registerInitiative)
          .send({ ...base, email: 'RITA@example.test' })
          .expect(409)
      ).body,
    ).toEqual({
      message: AUTH_MESSAGES.emailTaken,
    });
  });
});

describe('GET /api/auth/verify-email', () => {
  it('explains an expired link, keeps explaining it, and a resent link replaces it', async () => {
    const body = member();
    const before = smtp.mails.length;
    await request(t.app).post(API.register).send(body).expect(201);
    const first = linkIn((await smtp.waitFor(body.email, before)).text);
    await t.db.models.User.update({ tokenExpiry: new Date(Date.now() - 1000) }, { where: { email: body.email } });

    for (let i = 0; i < 2; i += 1) {
      await request(t.app)
        .get(first.pathname + first.search)
        .expect(302)
        .expect('Location', '/auth?verification=expired');
    }
    expect((await t.db.models.User.findOne({ where: { email: body.email } }))!.isVerified).toBe(false);

    const beforeResend = smtp.mails.length;
    await request(t.app).post(API.resendVerification).send({ email: body.email.toUpperCase() }).expect(200);
    const second = linkIn((await smtp.waitFor(body.email, beforeResend)).text);
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    // The old link is dead now (replaced), the new one works.
    await request(t.app)
      .get(first.pathname + first.search)
      .expect(302)
      .expect('Location', '/auth?verification=invalid');
    await request(t.app)
      .get(second.pathname + second.search)
      .expect(302)
      .expect('Location', '/auth?verified=1');
  });

  it('answers a missing, malformed or unknown token with the invalid-link landing', async () => {
    for (const query of ['', '?token=', '?token=abc', `?token=${'A'.repeat(43)}`, '?token=a&token=b']) {
      await request(t.app).get(`${API.verifyEmail}${query}`).expect(302).expect('Location', '/auth?verification=invalid');
    }
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('gives the same answer for unknown, unverified and verified addresses, and mails only the unverified', async () => {
    const verified = await verifiedMember();
    const pending = member();
    await request(t.app).post(API.register).send(pending).expect(201);
    await smtp.waitFor(pending.email);

    const before = smtp.mails.length;
    const answers = [];
    for (const email of ['nobody@example.test', pending.email, verified.email]) {
      const res = await request(t.app).post(API.resendVerification).send({ email }).expect(200);
      answers.push(res.body);
    }
    expect(answers).toEqual(Array(3).fill({ message: AUTH_MESSAGES.resendAccepted }));
    await smtp.waitFor(pending.email, before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(before).map((m) => m.to[0])).toEqual([pending.email]);
  });

  it('refuses an invalid e-mail with 400', async () => {
    const res = await request(t.app).post(API.resendVerification).send({ email: 'nope' }).expect(400);
    expect(res.body).toEqual({ message: VALIDATION.invalidEmail });
  });
});

describe('POST /api/auth/login', () => {
  it('gives a verified member a token and records the sign-in', async () => {
    const m = await verifiedMember();
    const res = await login(m.email.toUpperCase(), m.password).expect(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).toMatch(/^[\w-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const user = await t.db.models.User.findOne({ where: { email: m.email } });
    expect(user!.lastLoginDate).not.toBeNull();
    expect(user!.lastLoginIp).toMatch(/127\.0\.0\.1|::1/);
    const stored = await t.db.models.AuthToken.findOne({ where: { userId: user!.id } });
    expect(stored!.tokenHash).toBe(hashToken(res.body.token));
    expect(stored!.kind).toBe('member');
    // Where and with what it signed in, as the administrator's list of sign-ins shows them.
    expect(stored!.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(stored!.userAgent).toBe('Jest (auth.test)');
    const lifetime = new Date(stored!.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600_000);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const m = await verifiedMember();
    const wrong = await login(m.email, 'not-the-password').expect(401);
    const unknown = await login('ghost@example.test', 'not-the-password').expect(401);
    expect(wrong.body).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an unverified member with 403 telling them to verify, and does not record a sign-in', async () => {
    const body = member();
    await request(t.app).post(API.register).send(body).expect(201);
    const res = await login(body.email, body.password).expect(403);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.emailNotVerified });
    const user = await t.db.models.User.findOne({ where: { email: body.email } });
    expect(user!.lastLoginDate).toBeNull();
    expect(await t.db.models.AuthToken.count({ where: { userId: user!.id } })).toBe(0);
    // A wrong password for the unverified account is still just 401.
    await login(body.email, 'wrong-password-here').expect(401);
  });

  it('refuses missing or non-string credentials with 400', async () => {
    await login('', '').expect(400);
    await request(t.app).post(API.login).send({ email: 'a@b.test' }).expect(400);
    await request(t.app).post(API.login).send({ email: 'a@b.test', password: 'x', role: 'admin' }).expect(400);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns the member without secrets, then the token dies on logout', async () => {
    const m = await verifiedMember({ firstName: 'Magnus' });
    const { token } = (await login(m.email, m.password).expect(200)).body as { token: string };
    const me = await request(t.app).get(API.me).set('Authorization', `Bearer ${token}`).expect(200);
    expect(me.body).toMatchObject({ username: m.username, email: m.email, firstName: 'Magnus', role: 'user', isVerified: true });
    for (const secret of [
      'password',
      'verificationToken',
      'tokenExpiry',
      'twoFactorSecret',
      'twoFactorLastStep',
      'githubId',
      'usernameKey',
    ]) {
      expect(me.body).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(me.body)).not.toContain('scrypt');

    const out = await request(t.app).post(API.logout).set('Authorization', `Bearer ${token}`).expect(200);
    expect(out.body).toEqual({ message: AUTH_MESSAGES.loggedOut });
    await request(t.app).get(API.me).set('Authorization', `Bearer ${token}`).expect(401);
    // Logging out again is harmless (idempotent).
    await request(t.app).post(API.logout).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('answers 401 without a token, with a malformed one, an unknown one, an expired one or an admin one', async () => {
    const m = await verifiedMember();
    const user = (await t.db.models.User.findOne({ where: { email: m.email } }))!;
    const expired = await issueToken(t.db.models, user.id, 'member', -1000);
    const adminKind = await issueToken(t.db.models, user.id, 'admin');
    const short = await issueToken(t.db.models, user.id, 'member', 1500);
    await request(t.app).get(API.me).set('Authorization', `Bearer ${short}`).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));

    const cases = [
      undefined,
      'Bearer',
      'Bearer x',
      `Basic ${expired}`,
      `Bearer ${'A'.repeat(43)}`,
      `Bearer ${expired}`,
      `Bearer ${adminKind}`,
      `Bearer ${short}`,
    ];
    for (const header of cases) {
      const req = request(t.app).get(API.me);
      const res = await (header ? req.set('Authorization', header) : req).expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    }
    await request(t.app).post(API.logout).expect(401);
  });
});
