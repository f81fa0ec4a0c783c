import type { Server } from 'node:http';
import {
  API,
  AUTH_MESSAGES,
  ORDER_API,
  ORDER_MESSAGES,
  ORDER_NOTE_MAX_LENGTH,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  TOTAL_COUNT_HEADER,
  type AdminOrder,
  type AdminOrderRow,
  type AuditEntry,
  type OrderResponse,
  type OrderStatus,
} from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import request from 'supertest';
import {
  bearer,
  CUSTOMER,
  makeProduct,
  orderBody,
  signedInAdmin,
  signedInMember,
  stockOf,
  type TestProduct,
} from '../testing/fixtures/orders';
import type { UserModel } from '../accounts/models';
import { settleMail } from '../shared/mail/mailQueue';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * Fulfilment in the back office (issue 17) on SQLite and MariaDB: the orders list (filters, search, pages),
 * one order with its history, and changes of status: every allowed transition, refusals (409, nothing
 * written), stock put back on cancellation, history and audit line in the same transaction, and two
 * administrators changing one order at once.
 */

let t: TestApp;
let server: Server;
let admin: { user: UserModel; token: string };
let adminAuth: Record<string, string>;
let board: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  admin = await signedInAdmin(t.db, t.config.adminEmail);
  adminAuth = bearer(admin.token);
  board = await makeProduct(t.db, { stock: 10_000, price: 2500, name: 'Fulfilment Board' });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await settleMail(t.deps);
  await t.close();
});

const api = () => request(server);
const list = (query = '') => api().get(`${ORDER_API.adminList}${query}`).set(adminAuth);
const read = (id: number | string) => api().get(ORDER_API.adminItem(id)).set(adminAuth);
const change = (id: number | string, payload: object, auth = adminAuth) => api().post(ORDER_API.adminStatus(id)).set(auth).send(payload);

let customerSequence = 0;
/** A new order through the storefront: its id. */
async function placeOrder(options: { product?: TestProduct; quantity?: number; name?: string; email?: string } = {}): Promise<number> {
  customerSequence += 1;
  const payload = orderBody([{ product: options.product ?? board, quantity: options.quantity ?? 1 }], {
    customerName: options.name ?? `Customer ${customerSequence}`,
    customerEmail: options.email ?? `customer${customerSequence}@example.com`,
  });
  return ((await api().post(API.orders).send(payload).expect(201)).body as OrderResponse).id;
}

/** An order brought to `status` along the allowed transitions. */
async function orderIn(status: OrderStatus, options: Parameters<typeof placeOrder>[0] = {}): Promise<number> {
  const id = await placeOrder(options);
  const path: Record<OrderStatus, OrderStatus[]> = {
    pending: [],
    paid: ['paid'],
    shipped: ['paid', 'shipped'],
    delivered: ['paid', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
    refunded: ['paid', 'refunded'],
  };
  for (const next of path[status]) await change(id, { status: next }).expect(200);
  return id;
}

/** What a change of status writes, to show a refusal wrote none of it. */
async function footprint(id: number) {
  const { Order, OrderStatusChange, AuditLog } = t.db.models;
  const order = (await Order.findByPk(id))!;
  return {
    status: order.status,
    updatedAt: order.updatedAt.getTime(),
    history: await OrderStatusChange.count({ where: { orderId: id } }),
    audit: await AuditLog.count({ where: { entity: 'order', entityId: id } }),
    stock: await stockOf(t.db, board.id),
  };
}

describe('the fulfilment routes are for administrators only', () => {
  it('answer 401 without a token and 403 to a member, writing nothing', async () => {
    const id = await placeOrder();
    const member = await signedInMember(t.db);
    const calls = [
      () => api().get(ORDER_API.adminList),
      () => api().get(ORDER_API.adminItem(id)),
      () => api().post(ORDER_API.adminStatus(id)).send({ status: 'paid' }),
    ];
    const before = await footprint(id);
    for (const call of calls) {
      const anonymous = await call().expect(401);
      expect(anonymous.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      const forbidden = await call().set(bearer(member.token)).expect(403);
      expect(forbidden.body).toEqual({ message: ADMIN_MESSAGES.adminRequired });
      expect(forbidden.headers['cache-control']).toBe('no-store');
    }
    expect(await footprint(id)).toEqual(before);
  });
});

describe('GET /api/admin/orders', () => {
  it('answers rows newest first with the total in X-Total-Count', async () => {
    const older = await placeOrder({ quantity: 3 });
    const newer = await placeOrder({ quantity: 2 });
    const res = await list('?limit=2').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(await t.db.models.Order.count());
    const rows = res.body as AdminOrderRow[];
    expect(rows.map((row) => row.id)).toEqual([newer, older]);
    const stored = (await t.db.models.Order.findByPk(newer))!;
    expect(rows[0]).toEqual({
      id: newer,
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
      status: 'pending',
      customerName: stored.customerName,
      customerEmail: stored.customerEmail,
      totalAmount: 5000,
      itemCount: 2,
      userId: null,
    } satisfies AdminOrderRow);
    expect(rows[1]!.itemCount).toBe(3);
    const next = (await list('?limit=1&offset=1').expect(200)).body as AdminOrderRow[];
    expect(next.map((row) => row.id)).toEqual([older]);
  });

  it("shows the member who placed an order, null for a guest's", async () => {
    const member = await signedInMember(t.db);
    const payload = orderBody([{ product: board, quantity: 1 }]);
    const id = ((await api().post(API.orders).set(bearer(member.token)).send(payload).expect(201)).body as OrderResponse).id;
    expect(((await read(id).expect(200)).body as AdminOrder).userId).toBe(Number(member.user.id));
  });

  it('filters by status', async () => {
    const shipped = await orderIn('shipped');
    const rows = (await list('?status=shipped&limit=100').expect(200)).body as AdminOrderRow[];
    expect(rows.map((row) => row.id)).toContain(shipped);
    expect(rows.every((row) => row.status === 'shipped')).toBe(true);
  });

  it('finds an order by its number ("12" or "#12"), or by part of the name or e-mail, without regard to case', async () => {
    const marker = `Zz${Date.now().toString(36)}`;
    const byName = await placeOrder({ name: `Magnus ${marker}sen` });
    const byEmail = await placeOrder({ email: `${marker.toLowerCase()}@chess.example` });
    const ids = async (q: string) =>
      ((await list(`?q=${encodeURIComponent(q)}&limit=100`).expect(200)).body as AdminOrderRow[]).map((r) => r.id);
    expect(await ids(`magnus ${marker.toUpperCase()}`)).toEqual([byName]);
    expect(await ids(marker.toUpperCase())).toEqual([byEmail, byName]);
    expect(await ids(`${marker}@CHESS`)).toEqual([byEmail]);
    expect(await ids(`#${byName}`)).toEqual([byName]);
    expect(await ids(String(byEmail))).toContain(byEmail);
    // LIKE's wildcards are searched for as themselves.
    expect(await ids('%')).toEqual([]);
    expect(await ids('_')).toEqual([]);
    const res = await list(`?q=${encodeURIComponent(marker.toLowerCase())}`).expect(200);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
  });

  it.each([
    ['?status=lost', `status must be one of: ${ORDER_STATUSES.join(', ')}`],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number, 0 or more'],
    [`?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['?sort=id', 'Unknown field: sort'],
  ])('refuses the query %s with 400', async (query, message) => {
    expect((await list(query).expect(400)).body).toEqual({ message });
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('answers the order with its lines, customer and history, oldest change first', async () => {
    const clock = await makeProduct(t.db, { stock: 50, price: 1999, name: 'Blitz Clock' });
    const payload = orderBody([
      { product: clock, quantity: 2 },
      { product: board, quantity: 1 },
    ]);
    const placed = (await api().post(API.orders).send(payload).expect(201)).body as OrderResponse;
    await change(placed.id, { status: 'paid', note: '  Paid by bank transfer  ' }).expect(200);
    const order = (await read(placed.id).expect(200)).body as AdminOrder;
    const stored = (await t.db.models.Order.findByPk(placed.id))!;
    expect(order).toEqual({
      id: placed.id,
      createdAt: placed.createdAt,
      updatedAt: stored.updatedAt.toISOString(),
      status: 'paid',
      ...CUSTOMER,
      totalAmount: 2 * 1999 + 2500,
      itemCount: 3,
      userId: null,
      subtotal: 2 * 1999 + 2500,
      shipping: 0,
      lines: [
        { productId: clock.id, name: 'Blitz Clock', quantity: 2, price: 1999 },
        { productId: board.id, name: 'Fulfilment Board', quantity: 1, price: 2500 },
      ],
      history: [
        { status: 'pending', at: placed.createdAt, adminId: null, adminEmail: null, note: null },
        {
          status: 'paid',
          at: stored.updatedAt.toISOString(),
          adminId: Number(admin.user.id),
          adminEmail: t.config.adminEmail,
          note: 'Paid by bank transfer',
        },
      ],
    } satisfies AdminOrder);
  });

  it('answers 404 "Order not found" for an unknown order and 400 for an id that is none', async () => {
    expect((await read(987_654).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    expect((await read('12abc').expect(400)).body).toEqual({ message: 'The id must be a positive integer' });
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  const allowed = (Object.entries(ORDER_TRANSITIONS) as [OrderStatus, readonly OrderStatus[]][]).flatMap(([from, tos]) =>
    tos.map((to) => [from, to] as const),
  );

  it('allows exactly pending → paid → shipped → delivered, pending or paid → cancelled, and paid → refunded', () => {
    expect(allowed).toEqual([
      ['pending', 'paid'],
      ['pending', 'cancelled'],
      ['paid', 'shipped'],
      ['paid', 'cancelled'],
      ['paid', 'refunded'],
      ['shipped', 'delivered'],
    ]);
  });

  it.each(allowed)('changes %s → %s: 200 with the order, one history entry and one audit line, together', async (from, to) => {
    const id = await orderIn(from);
    const before = await footprint(id);
    const res = await change(id, { status: to, note: `${from} to ${to}` }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const order = res.body as AdminOrder;
    expect(order.status).toBe(to);
    expect(order.history.at(-1)).toEqual({
      status: to,
      at: order.updatedAt,
      adminId: Number(admin.user.id),
      adminEmail: t.config.adminEmail,
      note: `${from} to ${to}`,
    });
    expect(order).toEqual((await read(id).expect(200)).body);
    const after = await footprint(id);
    expect([after.history, after.audit]).toEqual([before.history + 1, before.audit + 1]);
    const [audit] = (await api().get(`/api/admin/audit?entity=order&entityId=${id}&limit=1`).set(adminAuth).expect(200))
      .body as AuditEntry[];
    expect(audit).toEqual({
      id: expect.any(Number),
      at: order.updatedAt,
      adminId: Number(admin.user.id),
      adminEmail: t.config.adminEmail,
      action: 'order.status',
      entity: 'order',
      entityId: id,
      changes: { status: [from, to] },
    });
  });

  it.each([
    ['delivered', 'cancelled'],
    ['shipped', 'cancelled'],
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['paid', 'delivered'],
    ['paid', 'pending'],
    ['paid', 'paid'],
    ['shipped', 'paid'],
    ['delivered', 'shipped'],
    ['cancelled', 'paid'],
    ['cancelled', 'pending'],
    ['cancelled', 'cancelled'],
    ['refunded', 'paid'],
    ['refunded', 'cancelled'],
    ['pending', 'refunded'],
  ] as const)('refuses %s → %s with 409 and writes nothing', async (from, to) => {
    const id = await orderIn(from);
    const before = await footprint(id);
    const res = await change(id, { status: to }).expect(409);
    expect(res.body).toEqual({ message: ORDER_MESSAGES.cannotChange(from, to) });
    expect(res.body).toEqual({ message: `Cannot change an order from ${from} to ${to}.` });
    expect(await footprint(id)).toEqual(before);
  });

  it.each([
    [{ status: 'lost' }, `status must be one of: ${ORDER_STATUSES.join(', ')}`],
    [{}, `status must be one of: ${ORDER_STATUSES.join(', ')}`],
    [{ status: 'paid', note: 'x'.repeat(ORDER_NOTE_MAX_LENGTH + 1) }, `note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`],
    [{ status: 'paid', note: 5 }, `note must be at most ${ORDER_NOTE_MAX_LENGTH} characters`],
    [{ status: 'paid', adminId: 1 }, 'Unknown field: adminId'],
  ])('refuses the body %j with 400 and writes nothing', async (payload, message) => {
    const id = await placeOrder();
    const before = await footprint(id);
    expect((await change(id, payload).expect(400)).body).toEqual({ message });
    expect(await footprint(id)).toEqual(before);
  });

  it('answers 404 for an unknown order and 400 for an id that is none', async () => {
    expect((await change(987_654, { status: 'paid' }).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    await change('0', { status: 'paid' }).expect(400);
  });

  it('keeps an empty note as none', async () => {
    const id = await placeOrder();
    const order = (await change(id, { status: 'paid', note: '   ' }).expect(200)).body as AdminOrder;
    expect(order.history.at(-1)!.note).toBeNull();
  });

  describe('cancelling', () => {
    it.each(['pending', 'paid'] as const)('a %s order puts its units back, in the same transaction', async (from) => {
      const product = await makeProduct(t.db, { stock: 5 });
      const id = await orderIn(from, { product, quantity: 3 });
      expect(await stockOf(t.db, product.id)).toBe(2);
      await change(id, { status: 'cancelled' }).expect(200);
      expect(await stockOf(t.db, product.id)).toBe(5);
    });

    it('puts back the units of a product sold out meanwhile, which the storefront then shows in stock again', async () => {
      const product = await makeProduct(t.db, { stock: 2 });
      const id = await placeOrder({ product, quantity: 2 });
      expect((await api().get(API.product(product.id)).expect(200)).body.inStock).toBe(false);
      await change(id, { status: 'cancelled' }).expect(200);
      expect((await api().get(API.product(product.id)).expect(200)).body.inStock).toBe(true);
    });

    it('puts nothing back for an order placed before orders took stock (migration 0005)', async () => {
      const product = await makeProduct(t.db, { stock: 4 });
      const id = await placeOrder({ product, quantity: 1 });
      await t.db.models.Order.update({ stockTaken: false }, { where: { id } });
      await change(id, { status: 'cancelled' }).expect(200);
      expect(await stockOf(t.db, product.id)).toBe(3);
    });

    it('writes nothing when a part of the change fails (the audit line here): no status, history or stock', async () => {
      const product = await makeProduct(t.db, { stock: 5 });
      const id = await placeOrder({ product, quantity: 2 });
      const before = { ...(await footprint(id)), product: await stockOf(t.db, product.id) };
      const spy = jest.spyOn(t.db.models.AuditLog, 'create').mockRejectedValueOnce(new Error('disk full'));
      try {
        await change(id, { status: 'cancelled' }).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect({ ...(await footprint(id)), product: await stockOf(t.db, product.id) }).toEqual(before);
    });
  });

  describe('two administrators at once', () => {
    it('of two different changes from the same state exactly one succeeds; the other is told the new state', async () => {
      const product = await makeProduct(t.db, { stock: 3 });
      const id = await orderIn('paid', { product, quantity: 1 });
      const other = await signedInAdmin(t.db, t.config.adminEmail);
      const [a, b] = await Promise.all([change(id, { status: 'shipped' }), change(id, { status: 'cancelled' }, bearer(other.token))]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = (a.status === 200 ? a : b).body as AdminOrder;
      const loser = (a.status === 200 ? b : a).body as { message: string };
      expect(loser.message).toBe(ORDER_MESSAGES.cannotChange(winner.status, winner.status === 'shipped' ? 'cancelled' : 'shipped'));
      const after = await footprint(id);
      expect([after.history, after.audit]).toEqual([3, 2]);
      expect(await stockOf(t.db, product.id)).toBe(winner.status === 'cancelled' ? 3 : 2);
    });

    it('of ten identical changes exactly one succeeds, with one history entry and one audit line', async () => {
      const id = await placeOrder();
      const results = await Promise.all(Array.from({ length: 10 }, () => change(id, { status: 'paid' })));
      expect(results.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(res.body).toEqual({ message: ORDER_MESSAGES.cannotChange('paid', 'paid') });
      }
      const after = await footprint(id);
      expect([after.status, after.history, after.audit]).toEqual(['paid', 2, 1]);
    });
  });
});
