import { API, AUTH_MESSAGES, LOW_STOCK_THRESHOLD, ORDER_API, type OrderResponse } from '@kingside/contracts';
import {
  ACCOUNT_API,
  ADMIN_API,
  ADMIN_MESSAGES,
  type ActivityEvent,
  type AdminStats,
  BACK_OFFICE_API,
  versionEtag,
} from '@kingside/contracts/admin';
import request from 'supertest';
import { bearer, makeProduct, orderBody, signedInAdmin, signedInMember, type TestProduct } from '../testing/fixtures/orders';
import type { UserModel } from '../accounts/models';
import { settleMail } from '../shared/mail/mailQueue';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * The dashboard's figures (GET /api/admin/stats: orders today, revenue over 30 days, low stock, beside the
 * counts it had) and its Recent Activity (GET /api/admin/activity), on SQLite and MariaDB.
 */

let t: TestApp;
let admin: { user: UserModel; token: string };
let adminAuth: Record<string, string>;
let board: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t.db, t.config.adminEmail);
  adminAuth = bearer(admin.token);
  board = await makeProduct(t.db, { stock: 1000, price: 2500, name: 'Activity Board' });
}, 60_000);
afterAll(async () => {
  await settleMail(t.deps);
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;
const stats = async () => (await request(t.app).get(ADMIN_API.stats).set(adminAuth).expect(200)).body as AdminStats;
const activity = (query = '') => request(t.app).get(`${ACCOUNT_API.activity}${query}`).set(adminAuth);
const place = async (quantity = 1, customerName = 'Ada Lovelace') =>
  (
    await request(t.app)
      .post(API.orders)
      .send(orderBody([{ product: board, quantity }], { customerName }))
      .expect(201)
  ).body as OrderResponse;
const setStatus = (id: number, status: string) =>
  request(t.app).post(ORDER_API.adminStatus(id)).set(adminAuth).send({ status }).expect(200);

/** Moves an order (and its first history entry) to another time, as if it had been placed then. */
async function placedAt(id: number, at: Date) {
  await t.db.models.Order.update({ createdAt: at, updatedAt: at }, { where: { id }, silent: true });
  await t.db.models.OrderStatusChange.update({ at }, { where: { orderId: id, adminId: null } });
}

describe('GET /api/admin/stats', () => {
  it('keeps its counts, and adds orders today, revenue over 30 days and low stock', async () => {
    const { User, Lesson, Product } = t.db.models;
    expect(await stats()).toEqual({
      users: await User.count({ where: { erasedAt: null } }),
      initiativeMembers: await User.count({ where: { initiativeMember: true, erasedAt: null } }),
      lessons: await Lesson.count({ where: { archived: false } }),
      products: await Product.count({ where: { archived: false } }),
      ordersToday: 0,
      revenue30Days: 0,
      lowStockProducts: await Product.count({ where: { archived: false, stock: [0, 1, 2, 3] } }),
    } satisfies AdminStats);
  });

  it('counts an erased account as neither a user nor an initiative member', async () => {
    const before = await stats();
    const member = await signedInMember(t.db);
    await member.user.update({ initiativeMember: true });
    expect(await stats()).toMatchObject({ users: before.users + 1, initiativeMembers: before.initiativeMembers + 1 });
    await member.user.update({ erasedAt: new Date() });
    expect(await stats()).toMatchObject({ users: before.users, initiativeMembers: before.initiativeMembers });
  });

  it('counts the orders since midnight UTC (cancelled too) and the revenue of the last 30 days without the cancelled', async () => {
    const before = await stats();
    const now = new Date();
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const today = await place(2);
    const cancelled = await place(1);
    await setStatus(cancelled.id, 'cancelled');
    const yesterday = await place(3);
    await placedAt(yesterday.id, new Date(midnight.getTime() - 1000));
    const lastMonth = await place(4);
    await placedAt(lastMonth.id, new Date(now.getTime() - 30 * DAY - 60_000));
    const within = await place(1);
    await placedAt(within.id, new Date(now.getTime() - 29 * DAY));

    const after = await stats();
    expect(after.ordersToday - before.ordersToday).toBe(2);
    expect(after.revenue30Days - before.revenue30Days).toBe(today.totalAmount + yesterday.totalAmount + within.totalAmount);
    expect(after.revenue30Days - before.revenue30Days).toBe(5000 + 7500 + 2500 + 999);
  });

  it(`counts the live products with ${LOW_STOCK_THRESHOLD} units or fewer, sold-out ones included`, async () => {
    const before = (await stats()).lowStockProducts;
    await makeProduct(t.db, { stock: LOW_STOCK_THRESHOLD });
    await makeProduct(t.db, { stock: 0 });
    await makeProduct(t.db, { stock: LOW_STOCK_THRESHOLD + 1 });
    const archived = await makeProduct(t.db, { stock: 1 });
    await t.db.models.Product.update({ archived: true }, { where: { id: archived.id } });
    expect((await stats()).lowStockProducts).toBe(before + 2);
    // Selling down to the threshold makes a product low.
    const selling = await makeProduct(t.db, { stock: LOW_STOCK_THRESHOLD + 1, price: 1000 });
    await request(t.app)
      .post(API.orders)
      .send(orderBody([{ product: selling, quantity: 1 }]))
      .expect(201);
    expect((await stats()).lowStockProducts).toBe(before + 3);
  });
});

describe('GET /api/admin/activity', () => {
  it('merges orders placed, changes of status and catalogue edits, newest first, 3 by default', async () => {
    // An hour ahead: later than everything else this file did so far.
    const base = Date.now() + 60 * 60 * 1000;
    const at = (seconds: number) => new Date(Math.floor(base / 1000) * 1000 + seconds * 1000);
    const first = await place(1, 'Alice Placed');
    await placedAt(first.id, at(0));
    await setStatus(first.id, 'paid');
    await t.db.models.AuditLog.update({ at: at(10) }, { where: { entity: 'order', entityId: first.id } });
    const lesson = (await t.db.models.Lesson.findOne({ order: [['id', 'ASC']] }))!;
    await request(t.app)
      .patch(BACK_OFFICE_API.item('lessons', lesson.id))
      .set(adminAuth)
      .set('If-Match', versionEtag(Number(lesson.version)))
      .send({ lessonCount: Number(lesson.lessonCount) + 1 })
      .expect(200);
    await t.db.models.AuditLog.update({ at: at(20) }, { where: { entity: 'lesson', entityId: lesson.id } });
    const second = await place(2, 'Bob Placed');
    await placedAt(second.id, at(30));

    const events = (await activity('?limit=4').expect(200)).body as ActivityEvent[];
    expect(events).toEqual([
      {
        at: at(30).toISOString(),
        action: 'order.place',
        entity: 'order',
        entityId: second.id,
        subject: `Order #${second.id}`,
        actor: 'Bob Placed',
      },
      {
        at: at(20).toISOString(),
        action: 'lesson.update',
        entity: 'lesson',
        entityId: lesson.id,
        subject: lesson.title,
        actor: t.config.adminEmail,
      },
      {
        at: at(10).toISOString(),
        action: 'order.status',
        entity: 'order',
        entityId: first.id,
        subject: `Order #${first.id}`,
        actor: t.config.adminEmail,
        status: 'paid',
      },
      {
        at: at(0).toISOString(),
        action: 'order.place',
        entity: 'order',
        entityId: first.id,
        subject: `Order #${first.id}`,
        actor: 'Alice Placed',
      },
    ] satisfies ActivityEvent[]);
    const latest = await activity().expect(200);
    expect(latest.headers['cache-control']).toBe('no-store');
    expect(latest.body).toEqual(events.slice(0, 3));
  });

  it('names a product by its name, an account by its username, and anything else by what the line knows', async () => {
    const product = await makeProduct(t.db, { stock: 5, name: 'Named Board' });
    // Two hours ahead: later than the events of the test before.
    const future = (seconds: number) => new Date(Math.floor(Date.now() / 1000) * 1000 + 2 * 3600_000 + seconds * 1000);
    const line = (action: string, entity: string, entityId: number, seconds: number) =>
      t.db.models.AuditLog.create({
        at: future(seconds),
        adminId: Number(admin.user.id),
        adminEmail: t.config.adminEmail,
        action,
        entity,
        entityId,
        changes: '{}',
      });
    await line('product.update', 'product', product.id, 1);
    await line('user.twoFactor', 'user', Number(admin.user.id), 2);
    await line('widget.spin', 'widget', 7, 3);
    await line('product.update', 'product', 999_999, 4);
    // The remote registry's lines (issue 20): a published version by its section and name, the built-in one in words.
    const published = await t.db.models.RemoteVersion.create({
      remote: 'shop',
      version: '2.0.0',
      url: '/remotes/shop/2.0.0/',
      manifestDigest: 'a'.repeat(64),
      exposes: '[]',
      shared: '[]',
      local: true,
      publishedAt: new Date(),
      publishedBy: 'deploy token',
    });
    await line('remote.activate', 'remote', Number(published.id), 5);
    await line('remote.rollback', 'remote', 0, 6);
    const events = (await activity('?limit=6').expect(200)).body as ActivityEvent[];
    expect(events.map((event) => [event.action, event.subject])).toEqual([
      ['remote.rollback', 'The built-in version'],
      ['remote.activate', 'Shop 2.0.0'],
      ['product.update', 'Product #999999'],
      ['widget.spin', 'Widget #7'],
      ['user.twoFactor', admin.user.username],
      ['product.update', 'Named Board'],
    ]);
  });

  it('answers at most 20 events', async () => {
    for (let i = 0; i < 21; i++) await place(1, `Customer ${i}`);
    expect(((await activity('?limit=20').expect(200)).body as ActivityEvent[]).length).toBe(20);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 20'],
    ['?limit=21', 'limit must be a whole number from 1 to 20'],
    ['?limit=two', 'limit must be a whole number from 1 to 20'],
    ['?offset=1', 'Unknown field: offset'],
  ])('refuses the query %s with 400', async (query, message) => {
    expect((await activity(query).expect(400)).body).toEqual({ message });
  });

  it('answers 401 without a token and 403 to a member', async () => {
    const member = await signedInMember(t.db);
    expect((await request(t.app).get(ACCOUNT_API.activity).expect(401)).body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    expect((await request(t.app).get(ACCOUNT_API.activity).set(bearer(member.token)).expect(403)).body).toEqual({
      message: ADMIN_MESSAGES.adminRequired,
    });
  });
});
