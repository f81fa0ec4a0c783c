import fs from 'node:fs/promises';
import path from 'node:path';
import { AUTH_MESSAGES, MAX_FAILED_LOGIN_ATTEMPTS, TOTAL_COUNT_HEADER, type AdminUserRow, type AuditEntry } from '@kingside/contracts';
import {
  ACCOUNT_API,
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  erasedEmail,
  erasedUsername,
  type AdminUserDetail,
} from '@kingside/contracts/admin';
import request from 'supertest';
import { githubSignIn } from '../accounts/githubAccounts';
import { linkIn, startSmtpCapture } from '../testing/standIns/smtpCapture';
import { createUser } from '../testing/fixtures/users';
import { issueToken } from '../accounts/tokens';
import { renewVerification } from '../accounts/verification';
import type { UserModel } from '../accounts/models';
import type { OutboxEntry } from '../shared/mail/mailer';
import { createTestApp, type TestApp } from '../testing/testApp';
import { ERASED_MARK } from './accountCare';

/*
 * Account care (docs/spec.md §7.6): the users list, one user's detail, unlock, a new verification e-mail,
 * changes of role and erasure, on both databases.
 */

const ADMIN_EMAIL = 'admin@test.example';
const PASSWORD = 'correct-horse-42';

// Many requests per test, and scrypt on every sign-in: generous on a busy machine.
jest.setTimeout(30_000);

let t: TestApp;
let admin: UserModel;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.db.models.User.findOne({ where: { email: ADMIN_EMAIL } })) as UserModel;
  adminToken = await issueToken(t.db.models, admin.id, 'admin');
}, 60_000);
afterAll(() => t.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const asAdmin = (token = adminToken) => ({
  get: (url: string) => request(t.app).get(url).set(auth(token)),
  post: (url: string) => request(t.app).post(url).set(auth(token)),
  patch: (url: string) => request(t.app).patch(url).set(auth(token)),
  delete: (url: string) => request(t.app).delete(url).set(auth(token)),
});

async function auditOf(entityId: number, action?: string): Promise<AuditEntry[]> {
  const res = await asAdmin().get(`/api/admin/audit?entity=user&entityId=${entityId}&limit=100`).expect(200);
  return (res.body as AuditEntry[]).filter((line) => action === undefined || line.action === action);
}

const signIn = (email: string, password = PASSWORD) => request(t.app).post('/api/auth/login').send({ email, password });

/** Another administrator, with an admin token of their own. */
async function makeAdmin(): Promise<{ user: UserModel; token: string }> {
  const user = await createUser(t.db.models, { role: 'admin' });
  return { user, token: await issueToken(t.db.models, user.id, 'admin') };
}

async function adminCount(): Promise<number> {
  return t.db.models.User.count({ where: { role: 'admin', erasedAt: null } });
}

/** Only the seeded administrator keeps the role (tests that count administrators start from here). */
async function onlySeededAdmin() {
  await t.db.models.User.update({ role: 'user' }, { where: { role: 'admin' } });
  await t.db.models.User.update({ role: 'admin' }, { where: { id: admin.id } });
}

/**
 * Two fresh administrators and no other (the seeded one steps aside, straight in the database, so its token
 * survives for the next tests: onlySeededAdmin brings it back).
 */
async function twoAdministratorsOnly() {
  await t.db.models.User.update({ role: 'user' }, { where: { role: 'admin' } });
  return [await makeAdmin(), await makeAdmin()] as const;
}

describe('GET /api/admin/users', () => {
  let quixote: UserModel;
  beforeAll(async () => {
    quixote = await createUser(t.db.models, { username: 'QxUser_77', email: 'Mixed.Case77@Example.test', firstName: 'Quixotic' });
    await quixote.update({ lastName: 'Zebra-Stripe', initiativeMember: true });
  });

  it('answers an array of AdminUserRow in id order, at most 50 by default, the total in X-Total-Count', async () => {
    for (let i = 0; i < 3; i += 1) await createUser(t.db.models);
    const res = await asAdmin().get(ACCOUNT_API.users).expect(200);
    const total = await t.db.models.User.count();
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(total));
    const ids = (res.body as AdminUserRow[]).map((u) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.length).toBe(Math.min(total, 50));
  });

  it('pages by limit and offset', async () => {
    const all = (await asAdmin().get(`${ACCOUNT_API.users}?limit=100`).expect(200)).body as AdminUserRow[];
    const page = await asAdmin().get(`${ACCOUNT_API.users}?limit=2&offset=1`).expect(200);
    expect((page.body as AdminUserRow[]).map((u) => u.id)).toEqual(all.slice(1, 3).map((u) => u.id));
    expect(page.headers['x-total-count']).toBe(String(all.length));
  });

  it.each([
    ['first name', 'QUIXOT'],
    ['last name', 'zebra-s'],
    ['username', 'qxuser_7'],
    ['e-mail', 'MIXED.case77@'],
  ])('finds by %s without regard to case (q=%s)', async (_field, q) => {
    const res = await asAdmin()
      .get(`${ACCOUNT_API.users}?q=${encodeURIComponent(q)}`)
      .expect(200);
    expect((res.body as AdminUserRow[]).map((u) => u.id)).toEqual([quixote.id]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('takes % and _ in q literally, combines q with initiativeMember, and counts the matches, not the page', async () => {
    const none = await asAdmin()
      .get(`${ACCOUNT_API.users}?q=${encodeURIComponent('100%')}`)
      .expect(200);
    expect([none.body, none.headers['x-total-count']]).toEqual([[], '0']);
    const underscore = await asAdmin()
      .get(`${ACCOUNT_API.users}?q=${encodeURIComponent('x_u')}`)
      .expect(200);
    expect(underscore.body).toEqual([]);
    const members = await asAdmin().get(`${ACCOUNT_API.users}?q=quixotic&initiativeMember=true`).expect(200);
    expect((members.body as AdminUserRow[]).map((u) => u.id)).toEqual([quixote.id]);
    const others = await asAdmin().get(`${ACCOUNT_API.users}?q=quixotic&initiativeMember=false`).expect(200);
    expect(others.body).toEqual([]);
    const player = await asAdmin().get(`${ACCOUNT_API.users}?q=player&limit=1`).expect(200);
    expect(player.body).toHaveLength(1);
    expect(Number(player.headers['x-total-count'])).toBeGreaterThan(1);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number, 0 or more'],
    ['?initiativeMember=maybe', 'initiativeMember must be true or false'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?role=admin', 'Unknown field: role'],
  ])('refuses %s with 400 naming the parameter', async (query, message) => {
    await asAdmin().get(`${ACCOUNT_API.users}${query}`).expect(400, { message });
  });

  it('shows a lock whose time is over as not locked', async () => {
    const member = await createUser(t.db.models);
    await member.update({ accountLocked: true, accountLockedUntil: new Date(Date.now() - 60_000), failedLoginAttempts: 5 });
    const res = await asAdmin().get(`${ACCOUNT_API.users}?q=${member.username}`).expect(200);
    expect(res.body[0]).toMatchObject({ id: member.id, accountLocked: false });
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers AdminUserDetail: the row, the end of a lock in force, the number of orders and erased', async () => {
    const member = await createUser(t.db.models);
    const until = new Date(Date.now() + 10 * 60_000);
    await member.update({ accountLocked: true, accountLockedUntil: until, failedLoginAttempts: 5, githubId: '777001' });
    for (let i = 0; i < 2; i += 1) await placeOrder({ userId: member.id, email: member.email });
    await placeOrder({ userId: null, email: member.email }); // a guest order with the address does not count
    const res = await asAdmin().get(ACCOUNT_API.user(member.id)).expect(200);
    const detail = res.body as AdminUserDetail;
    expect(detail).toMatchObject({
      id: member.id,
      username: member.username,
      email: member.email,
      accountLocked: true,
      accountLockedUntil: expect.any(String),
      failedLoginAttempts: 5,
      githubLinked: true,
      orderCount: 2,
      erased: false,
    });
    expect(Object.keys(detail).sort()).toEqual(
      [
        'id',
        'username',
        'email',
        'firstName',
        'lastName',
        'role',
        'isVerified',
        'initiativeMember',
        'twoFactorEnabled',
        'profileImage',
        'ageGroup',
        'chessExperience',
        'lastLoginDate',
        'createdAt',
        'lastLoginIp',
        'failedLoginAttempts',
        'accountLocked',
        'githubLinked',
        'accountLockedUntil',
        'orderCount',
        'erased',
      ].sort(),
    );
    expect(Math.abs(Date.parse(detail.accountLockedUntil!) - until.getTime())).toBeLessThan(1500);
    const text = JSON.stringify(detail);
    for (const secret of ['password', 'verificationToken', 'twoFactorSecret', 'githubId', '777001', 'scrypt$'])
      expect(text).not.toContain(secret);
  });

  it('says not locked, with no end, once the lock is over', async () => {
    const member = await createUser(t.db.models);
    await member.update({ accountLocked: true, accountLockedUntil: new Date(Date.now() - 1000) });
    const res = await asAdmin().get(ACCOUNT_API.user(member.id)).expect(200);
    expect(res.body).toMatchObject({ accountLocked: false, accountLockedUntil: null, orderCount: 0 });
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    await asAdmin().get(ACCOUNT_API.user(2_000_000_000)).expect(404, { message: ACCOUNT_MESSAGES.userNotFound });
    for (const id of ['abc', '012', '0', '1.5']) await asAdmin().get(ACCOUNT_API.user(id)).expect(400);
  });
});

let orderSequence = 0;
/** An order with one line, straight in the database. */
async function placeOrder({ userId, email }: { userId: number | null; email: string }) {
  orderSequence += 1;
  const product = (await t.db.models.Product.findOne({ order: [['id', 'ASC']] }))!;
  const order = await t.db.models.Order.create({
    customerName: `Customer ${orderSequence}`,
    customerEmail: email,
    customerAddress: `${orderSequence} Anonymity Road, Privacyville`,
    subtotal: 2500,
    shipping: 500,
    totalAmount: 3000,
    status: 'pending',
    idempotencyKey: `account-care-${orderSequence}-${Date.now()}`,
    requestHash: 'f'.repeat(64),
    userId,
  });
  await t.db.models.OrderLine.create({ orderId: order.id, productId: product.id, name: product.name, quantity: 2, price: 1250 });
  return order;
}

describe('POST /api/admin/users/{id}/unlock', () => {
  it('lifts a lockout and the failure count: the member signs in at once, and the audit says what changed', async () => {
    const member = await createUser(t.db.models);
    for (let i = 1; i < MAX_FAILED_LOGIN_ATTEMPTS; i += 1) await signIn(member.email, `wrong ${i}`).expect(401);
    await signIn(member.email, 'wrong again').expect(423);
    await signIn(member.email).expect(423);

    const res = await asAdmin().post(ACCOUNT_API.unlock(member.id)).expect(200);
    expect(res.body).toMatchObject({ id: member.id, accountLocked: false, accountLockedUntil: null, failedLoginAttempts: 0 });
    await signIn(member.email).expect(200);

    const [line, ...more] = await auditOf(member.id, 'user.unlock');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ adminId: admin.id, adminEmail: ADMIN_EMAIL, entity: 'user', entityId: member.id });
    expect(line!.changes).toEqual({
      accountLocked: [true, false],
      accountLockedUntil: [expect.any(String), null],
      failedLoginAttempts: [MAX_FAILED_LOGIN_ATTEMPTS, 0],
    });
  });

  it('answers an account with nothing to lift the same, writing nothing', async () => {
    const member = await createUser(t.db.models);
    await asAdmin().post(ACCOUNT_API.unlock(member.id)).expect(200);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    await asAdmin().post(ACCOUNT_API.unlock(2_000_000_000)).expect(404, { message: ACCOUNT_MESSAGES.userNotFound });
  });
});

/** The newest outbox mail to `email` written after `since`. */
async function outboxMailTo(email: string, since: number): Promise<OutboxEntry | undefined> {
  const dir = t.config.outboxDir;
  const files = (await fs.readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json'));
  const entries = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(dir, f), 'utf8')) as OutboxEntry));
  return entries.filter((e) => e.to === email && Date.parse(e.date) >= since).sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0];
}

describe('POST /api/admin/users/{id}/resend-verification', () => {
  it('mails a fresh link that works, and the old one stops working', async () => {
    const member = await createUser(t.db.models, { isVerified: false });
    const oldToken = await renewVerification(member);
    const since = Date.now() - 1000;
    await asAdmin().post(ACCOUNT_API.resendVerification(member.id)).expect(200, { message: ACCOUNT_MESSAGES.verificationSent });

    const mail = await outboxMailTo(member.email, since);
    expect(mail?.subject).toBe('Verify your email address for Kingside Academy');
    const link = linkIn(mail!.text);
    expect(link.searchParams.get('token')).not.toBe(oldToken);

    await request(t.app).get(`/api/auth/verify-email?token=${oldToken}`).expect(302).expect('Location', '/auth?verification=invalid');
    await request(t.app).get(`${link.pathname}${link.search}`).expect(302).expect('Location', '/auth?verified=1');
    await member.reload();
    expect(member.isVerified).toBe(true);

    const [line] = await auditOf(member.id, 'user.resendVerification');
    expect(line?.changes).toEqual({ verificationLink: ['(replaced)', '(sent)'] });
    expect(JSON.stringify(line)).not.toContain(link.searchParams.get('token'));
  });

  it('refuses a verified account with 409 and an unknown one with 404', async () => {
    const member = await createUser(t.db.models);
    await asAdmin().post(ACCOUNT_API.resendVerification(member.id)).expect(409, { message: ACCOUNT_MESSAGES.alreadyVerified });
    await asAdmin().post(ACCOUNT_API.resendVerification(2_000_000_000)).expect(404, { message: ACCOUNT_MESSAGES.userNotFound });
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('answers 503 when the mail cannot be sent, and the old link still works', async () => {
    const smtp = await startSmtpCapture();
    const other = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url } });
    try {
      const otherAdmin = await createUser(other.db.models, { role: 'admin' });
      const token = await issueToken(other.db.models, otherAdmin.id, 'admin');
      const member = await createUser(other.db.models, { isVerified: false });
      const oldToken = await renewVerification(member);
      smtp.refuseAll(true);
      const res = await request(other.app).post(ACCOUNT_API.resendVerification(member.id)).set(auth(token)).expect(503);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.mailUnavailable });
      expect(res.headers['retry-after']).toBe('60');
      expect(await other.db.models.AuditLog.count({ where: { entityId: member.id } })).toBe(0);
      await request(other.app).get(`/api/auth/verify-email?token=${oldToken}`).expect(302).expect('Location', '/auth?verified=1');
    } finally {
      await other.close();
      await smtp.close();
    }
  }, 90_000);
});

describe('PATCH /api/admin/users/{id}', () => {
  afterEach(onlySeededAdmin);

  it('makes a member an administrator, and audits the change', async () => {
    const member = await createUser(t.db.models);
    const res = await asAdmin().patch(ACCOUNT_API.user(member.id)).send({ role: 'admin' }).expect(200);
    expect(res.body).toMatchObject({ id: member.id, role: 'admin', erased: false });
    const [line] = await auditOf(member.id, 'user.role');
    expect(line?.changes).toEqual({ role: ['user', 'admin'] });
  });

  it('demotes another administrator and revokes their admin tokens (not their member tokens)', async () => {
    const other = await makeAdmin();
    const memberToken = await issueToken(t.db.models, other.user.id, 'member');
    await asAdmin(other.token).get(ACCOUNT_API.users).expect(200);
    const res = await asAdmin().patch(ACCOUNT_API.user(other.user.id)).send({ role: 'user' }).expect(200);
    expect(res.body).toMatchObject({ role: 'user' });
    const tokens = await t.db.models.AuthToken.findAll({ where: { userId: other.user.id } });
    expect(tokens.map((row) => [row.kind, row.revokedAt === null]).sort()).toEqual([
      ['admin', false],
      ['member', true],
    ]);
    await asAdmin(other.token).get(ACCOUNT_API.users).expect(401);
    await request(t.app).get('/api/auth/me').set(auth(memberToken)).expect(200);
    // Promoted again, the old admin token stays dead: a new sign-in is needed.
    await asAdmin().patch(ACCOUNT_API.user(other.user.id)).send({ role: 'admin' }).expect(200);
    await asAdmin(other.token).get(ACCOUNT_API.users).expect(401);
  });

  it('refuses to demote oneself (409), and the same role again writes nothing', async () => {
    await makeAdmin();
    await asAdmin().patch(ACCOUNT_API.user(admin.id)).send({ role: 'user' }).expect(409, { message: ACCOUNT_MESSAGES.cannotDemoteSelf });
    await asAdmin().patch(ACCOUNT_API.user(admin.id)).send({ role: 'admin' }).expect(200);
    const member = await createUser(t.db.models);
    await asAdmin().patch(ACCOUNT_API.user(member.id)).send({ role: 'user' }).expect(200);
    expect(await auditOf(member.id)).toEqual([]);
    expect(await auditOf(admin.id, 'user.role')).toEqual([]);
  });

  it('never leaves zero administrators when two demote each other at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [x, y] = await twoAdministratorsOnly();
      const [a, b] = await Promise.all([
        asAdmin(x.token).patch(ACCOUNT_API.user(y.user.id)).send({ role: 'user' }),
        asAdmin(y.token).patch(ACCOUNT_API.user(x.user.id)).send({ role: 'user' }),
      ]);
      const outcomes = [a, b].map((r) => [r.status, r.status === 200 ? 'ok' : r.body.message]);
      expect(outcomes.filter(([status]) => status === 200)).toHaveLength(1);
      const refused = outcomes.find(([status]) => status !== 200)!;
      // The loser is refused at whichever step the winner's commit reaches it: the last-administrator rule (409), its
      // role read again (403), or, when the winner's demotion has already revoked its admin tokens, its token (401).
      expect([
        [409, ACCOUNT_MESSAGES.lastAdministrator],
        [403, ADMIN_MESSAGES.adminRequired],
        [401, AUTH_MESSAGES.authenticationRequired],
      ]).toContainEqual(refused);
      expect(await adminCount()).toBe(1);
    }
  });

  it('validates the body and the id (400), and answers 404 for an unknown user', async () => {
    const member = await createUser(t.db.models);
    for (const [body, message] of [
      [{ role: 'owner' }, 'role must be user or admin'],
      [{}, 'role must be user or admin'],
      [{ role: 'admin', isVerified: true }, 'Unknown field: isVerified'],
    ] as const) {
      await asAdmin().patch(ACCOUNT_API.user(member.id)).send(body).expect(400, { message });
    }
    await asAdmin().patch(ACCOUNT_API.user('x1')).send({ role: 'admin' }).expect(400);
    await asAdmin().patch(ACCOUNT_API.user(2_000_000_000)).send({ role: 'admin' }).expect(404, { message: ACCOUNT_MESSAGES.userNotFound });
    await member.reload();
    expect(member.role).toBe('user');
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  afterEach(onlySeededAdmin);

  async function personWithHistory() {
    const member = await createUser(t.db.models, { firstName: 'Ingrid', username: `ingrid_${Date.now().toString(36)}` });
    await member.update({
      lastName: 'Privatsphäre',
      githubId: `gh-${member.id}`,
      lastLoginIp: '203.0.113.77',
      profileImage: '/uploads/ingrid.webp',
      ageGroup: '25-34',
      chessExperience: 'Club player',
      verificationToken: 'b'.repeat(64),
      tokenExpiry: new Date(Date.now() + 60_000),
      twoFactorEnabled: true,
      twoFactorSecret: 'v1.sealed-secret',
    });
    const own = await placeOrder({ userId: member.id, email: member.email });
    const guest = await placeOrder({ userId: null, email: member.email.toUpperCase() });
    const stranger = await placeOrder({ userId: null, email: 'stranger@example.test' });
    return { member, own, guest, stranger };
  }

  it('erases the person and keeps the records: the account, its orders (anonymised, with their amounts), the audit', async () => {
    const { member, own, guest, stranger } = await personWithHistory();
    const personal = [member.email, member.username, 'Ingrid', 'Privatsphäre', '203.0.113.77', '/uploads/ingrid.webp', `gh-${member.id}`];
    const memberToken = await issueToken(t.db.models, member.id, 'member');
    await t.db.models.MailQueue.create({
      recipient: member.email,
      subject: 'Your order',
      text: 'Dear Ingrid',
      html: '<p>Dear Ingrid</p>',
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      lastError: null,
      failedAt: null,
      createdAt: new Date(),
    });

    await asAdmin().delete(ACCOUNT_API.user(member.id)).expect(204);

    await member.reload();
    expect(member.get({ plain: true })).toMatchObject({
      firstName: null,
      lastName: null,
      username: erasedUsername(member.id),
      usernameKey: erasedUsername(member.id),
      email: erasedEmail(member.id),
      password: null,
      verificationToken: null,
      tokenExpiry: null,
      githubId: null,
      twoFactorEnabled: false,
      twoFactorSecret: null,
      lastLoginIp: null,
      profileImage: null,
      ageGroup: null,
      chessExperience: null,
      role: 'user',
    });
    expect(member.erasedAt).not.toBeNull();

    const detail = (await asAdmin().get(ACCOUNT_API.user(member.id)).expect(200)).body as AdminUserDetail;
    expect(detail).toMatchObject({ erased: true, email: erasedEmail(member.id), orderCount: 1, githubLinked: false });

    // Signed out everywhere, and no way back in: not by password, not by GitHub.
    await request(t.app).get('/api/auth/me').set(auth(memberToken)).expect(401);
    expect(await t.db.models.AuthToken.count({ where: { userId: member.id, revokedAt: null } })).toBe(0);
    await signIn(personal[0]!).expect(401);
    const github = await githubSignIn(
      t.deps,
      { id: `gh-${member.id}`, emails: [{ value: personal[0], verified: true, primary: true }] },
      '127.0.0.1',
    );
    expect('user' in github && github.user.id).not.toBe(member.id);

    // Orders: kept with lines and amounts, without the person.
    for (const order of [own, guest]) {
      await order.reload();
      expect(order.get({ plain: true })).toMatchObject({
        customerName: '',
        customerEmail: erasedEmail(member.id),
        customerAddress: '',
        subtotal: 2500,
        shipping: 500,
        totalAmount: 3000,
        status: 'pending',
        requestHash: null,
      });
      expect(await t.db.models.OrderLine.count({ where: { orderId: order.id } })).toBe(1);
    }
    await stranger.reload();
    expect(stranger.customerEmail).toBe('stranger@example.test');
    expect(await t.db.models.MailQueue.count({ where: { recipient: personal[0] } })).toBe(0);

    // The audit says what was erased, never what it was.
    const [line, ...more] = await auditOf(member.id, 'user.erase');
    expect(more).toEqual([]);
    expect(line!.changes).toMatchObject({
      firstName: [ERASED_MARK, ERASED_MARK],
      email: [ERASED_MARK, ERASED_MARK],
      password: [ERASED_MARK, ERASED_MARK],
      githubId: [ERASED_MARK, ERASED_MARK],
      twoFactorEnabled: [true, false],
      erasedAt: [null, expect.any(String)],
      anonymisedOrders: [null, 2],
    });
    const text = JSON.stringify(line);
    for (const value of personal) expect(text).not.toContain(value);
  });

  it('erases again with 204 and nothing written; every other action on an erased account is 409', async () => {
    const member = await createUser(t.db.models, { isVerified: false });
    await asAdmin().delete(ACCOUNT_API.user(member.id)).expect(204);
    await asAdmin().delete(ACCOUNT_API.user(member.id)).expect(204);
    expect(await auditOf(member.id, 'user.erase')).toHaveLength(1);
    const erased = { message: ACCOUNT_MESSAGES.accountErased };
    await asAdmin().post(ACCOUNT_API.unlock(member.id)).expect(409, erased);
    await asAdmin().post(ACCOUNT_API.resendVerification(member.id)).expect(409, erased);
    await asAdmin().patch(ACCOUNT_API.user(member.id)).send({ role: 'admin' }).expect(409, erased);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('erases another administrator (role gone, admin tokens dead), never oneself', async () => {
    const other = await makeAdmin();
    await asAdmin().delete(ACCOUNT_API.user(admin.id)).expect(409, { message: ACCOUNT_MESSAGES.cannotEraseSelf });
    await asAdmin().delete(ACCOUNT_API.user(other.user.id)).expect(204);
    await asAdmin(other.token).get(ACCOUNT_API.users).expect(401);
    const [line] = await auditOf(other.user.id, 'user.erase');
    expect(line?.changes.role).toEqual(['admin', 'user']);
    expect(await adminCount()).toBe(1);
  });

  it('never erases the last administrator, even when two erase each other at once', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [x, y] = await twoAdministratorsOnly();
      const [a, b] = await Promise.all([
        asAdmin(x.token).delete(ACCOUNT_API.user(y.user.id)),
        asAdmin(y.token).delete(ACCOUNT_API.user(x.user.id)),
      ]);
      expect([a, b].filter((r) => r.status === 204)).toHaveLength(1);
      const refused = [a, b].find((r) => r.status !== 204)!;
      // Refused inside the transaction (409), or already at the door: the erased administrator's token is dead (401).
      expect([
        [409, ACCOUNT_MESSAGES.lastAdministrator],
        [401, AUTH_MESSAGES.authenticationRequired],
      ]).toContainEqual([refused.status, refused.body.message]);
      expect(await adminCount()).toBe(1);
    }
  });

  it('gives the tombstone username a suffix when a living account already holds deleted-<id>', async () => {
    const member = await createUser(t.db.models);
    await createUser(t.db.models, { username: erasedUsername(member.id) });
    await asAdmin().delete(ACCOUNT_API.user(member.id)).expect(204);
    await member.reload();
    expect(member.username).toMatch(new RegExp(`^${erasedUsername(member.id)}-[0-9a-f]{6}$`));
    expect(member.email).toBe(erasedEmail(member.id));
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    await asAdmin().delete(ACCOUNT_API.user(2_000_000_000)).expect(404, { message: ACCOUNT_MESSAGES.userNotFound });
    await asAdmin().delete(ACCOUNT_API.user('-1')).expect(400);
  });
});

describe('every account-care route requires an administrator', () => {
  const calls: Array<[string, (id: number, token?: string) => request.Test]> = [
    [
      'GET /users/{id}',
      (id, token) =>
        request(t.app)
          .get(ACCOUNT_API.user(id))
          .set(token ? auth(token) : {}),
    ],
    [
      'PATCH /users/{id}',
      (id, token) =>
        request(t.app)
          .patch(ACCOUNT_API.user(id))
          .set(token ? auth(token) : {})
          .send({ role: 'admin' }),
    ],
    [
      'DELETE /users/{id}',
      (id, token) =>
        request(t.app)
          .delete(ACCOUNT_API.user(id))
          .set(token ? auth(token) : {}),
    ],
    [
      'POST /users/{id}/unlock',
      (id, token) =>
        request(t.app)
          .post(ACCOUNT_API.unlock(id))
          .set(token ? auth(token) : {}),
    ],
    [
      'POST /users/{id}/resend-verification',
      (id, token) =>
        request(t.app)
          .post(ACCOUNT_API.resendVerification(id))
          .set(token ? auth(token) : {}),
    ],
  ];

  it.each(calls)(
    '%s: 401 without a live admin token, 403 for a member or a demoted administrator, nothing written',
    async (_name, call) => {
      const target = await createUser(t.db.models, { isVerified: false });
      await target.update({ accountLocked: true, accountLockedUntil: new Date(Date.now() + 60_000) });
      const member = await createUser(t.db.models);
      const expired = await issueToken(t.db.models, admin.id, 'admin', -1000);
      expect((await call(target.id)).status).toBe(401);
      expect((await call(target.id, 'A'.repeat(43))).status).toBe(401);
      expect((await call(target.id, expired)).status).toBe(401);
      const forbidden = await call(target.id, await issueToken(t.db.models, member.id, 'member'));
      expect([forbidden.status, forbidden.body]).toEqual([403, { message: ADMIN_MESSAGES.adminRequired }]);
      expect((await call(target.id, await issueToken(t.db.models, admin.id, 'member'))).status).toBe(403);
      const demoted = await createUser(t.db.models, { role: 'admin' });
      const demotedToken = await issueToken(t.db.models, demoted.id, 'admin');
      await demoted.update({ role: 'user' });
      expect((await call(target.id, demotedToken)).status).toBe(403);
      await target.reload();
      expect([target.role, Boolean(target.accountLocked), target.erasedAt, target.verificationToken]).toEqual(['user', true, null, null]);
      expect(await auditOf(target.id)).toEqual([]);
    },
  );
});
