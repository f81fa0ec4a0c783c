import type { Server } from 'node:http';
import { API, IDEMPOTENCY_HEADER, ORDER_MESSAGES, type OrderResponse, type Product } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/testApp';
import { settleMail } from '../shared/mail/mailQueue';
import { makeProduct, orderBody, stockOf, type TestProduct } from '../testing/fixtures/orders';

/*
 * Stock at checkout (issue 17): POST /api/orders takes each line's units off the product's stock in the
 * order's own transaction; a line asking for more than is left refuses the whole order (409, "Only N left
 * of <name>.") with nothing written; simultaneous orders never sell a unit twice nor take stock below zero.
 * On SQLite and MariaDB (the api's jest projects).
 */

let t: TestApp;
/** A listening server, so simultaneous requests really run side by side. */
let server: Server;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await settleMail(t.deps);
  await t.close();
});

const post = (payload: object, key?: string) => {
  const req = request(server).post(API.orders);
  if (key !== undefined) req.set(IDEMPOTENCY_HEADER, key);
  return req.send(payload);
};

/** Everything a placed order writes, to show a refusal wrote none of it. */
async function footprint(products: readonly TestProduct[]) {
  const { Order, OrderLine, OrderStatusChange, MailQueue } = t.db.models;
  // Confirmations of earlier orders leave the queue as they are sent: let them.
  await settleMail(t.deps);
  return {
    orders: await Order.count(),
    lines: await OrderLine.count(),
    history: await OrderStatusChange.count(),
    mail: await MailQueue.count(),
    stock: await Promise.all(products.map((product) => stockOf(t.db, product.id))),
  };
}

describe('POST /api/orders and stock', () => {
  it("takes each line's units off its product, in the order's transaction", async () => {
    const board = await makeProduct(t.db, { stock: 10 });
    const clock = await makeProduct(t.db, { stock: 4, price: 4999 });
    const res = await post(
      orderBody([
        { product: board, quantity: 3 },
        { product: clock, quantity: 4 },
      ]),
    ).expect(201);
    expect((res.body as OrderResponse).items.map((item) => [item.productId, item.quantity])).toEqual([
      [board.id, 3],
      [clock.id, 4],
    ]);
    expect([await stockOf(t.db, board.id), await stockOf(t.db, clock.id)]).toEqual([7, 0]);
  });

  it('refuses a line asking for more than is left with 409 "Only N left of <name>." and writes nothing', async () => {
    const plenty = await makeProduct(t.db, { stock: 50 });
    const scarce = await makeProduct(t.db, { stock: 2, name: 'Tournament Clock' });
    const before = await footprint([plenty, scarce]);
    const res = await post(
      orderBody([
        { product: plenty, quantity: 5 },
        { product: scarce, quantity: 3 },
      ]),
      `only-left-${scarce.id}`,
    ).expect(409);
    expect(res.body).toEqual({ message: ORDER_MESSAGES.onlyLeft(2, 'Tournament Clock') });
    expect(res.body).toEqual({ message: 'Only 2 left of Tournament Clock.' });
    // The first line's units were not taken either, and the key was not used up.
    expect(await footprint([plenty, scarce])).toEqual(before);
    await post(orderBody([{ product: scarce, quantity: 2 }]), `only-left-${scarce.id}`).expect(201);
    expect(await stockOf(t.db, scarce.id)).toBe(0);
  });

  it('still refuses a sold-out product as out of stock, and a changed price before the quantity', async () => {
    const gone = await makeProduct(t.db, { stock: 0 });
    const res = await post(orderBody([{ product: gone, quantity: 1 }])).expect(409);
    expect(res.body).toEqual({ message: API_MESSAGES.outOfStock });
    const scarce = await makeProduct(t.db, { stock: 1 });
    const stale = orderBody([{ product: { ...scarce, price: scarce.price - 1 }, quantity: 1 }]);
    expect((await post(stale).expect(409)).body).toEqual({ message: API_MESSAGES.pricesChanged });
    expect(await stockOf(t.db, scarce.id)).toBe(1);
  });

  it('takes stock once for an order retried with its Idempotency-Key', async () => {
    const board = await makeProduct(t.db, { stock: 6 });
    const payload = orderBody([{ product: board, quantity: 2 }]);
    const first = await post(payload, `stock-retry-${board.id}`).expect(201);
    const retry = await post(payload, `stock-retry-${board.id}`).expect(200);
    expect(retry.body).toEqual(first.body);
    expect(await stockOf(t.db, board.id)).toBe(4);
  });

  it('moves the version of the product (an admin edit of the old stock gets 412), not its updatedAt', async () => {
    const board = await makeProduct(t.db, { stock: 6 });
    const before = (await t.db.models.Product.findByPk(board.id))!;
    await post(orderBody([{ product: board, quantity: 1 }])).expect(201);
    const after = (await t.db.models.Product.findByPk(board.id))!;
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it('shows a product that sold out as out of stock in the storefront at once (its cached answer is dropped)', async () => {
    const board = await makeProduct(t.db, { stock: 1 });
    expect(((await request(server).get(API.product(board.id)).expect(200)).body as Product).inStock).toBe(true);
    await post(orderBody([{ product: board, quantity: 1 }])).expect(201);
    expect(((await request(server).get(API.product(board.id)).expect(200)).body as Product).inStock).toBe(false);
  });
});

describe('simultaneous orders for the last units', () => {
  it('20 orders of one unit for the last 5: exactly 5 succeed, the others are out of stock, stock ends at 0', async () => {
    const board = await makeProduct(t.db, { stock: 5 });
    const ordersBefore = await t.db.models.Order.count();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(orderBody([{ product: board, quantity: 1 }]), `last-five-${board.id}-${i}`)),
    );
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(409)]);
    for (const res of results.filter((r) => r.status === 409)) expect(res.body).toEqual({ message: API_MESSAGES.outOfStock });
    expect(await stockOf(t.db, board.id)).toBe(0);
    expect(await t.db.models.Order.count()).toBe(ordersBefore + 5);
    const sold = await t.db.models.OrderLine.sum('quantity', { where: { productId: board.id } });
    expect(Number(sold)).toBe(5);
  });

  it('ten simultaneous submissions of one order (one Idempotency-Key) for the last unit all get that one order', async () => {
    const board = await makeProduct(t.db, { stock: 1 });
    const payload = orderBody([{ product: board, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(payload, `last-unit-${board.id}`)));
    expect(results.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(results.map((res) => (res.body as OrderResponse).id)).size).toBe(1);
    expect(await stockOf(t.db, board.id)).toBe(0);
  });

  it('orders of several units and several products never take stock below zero nor sell a unit twice', async () => {
    const a = await makeProduct(t.db, { stock: 7 });
    const b = await makeProduct(t.db, { stock: 4 });
    // Half the orders list the products one way round, half the other (no deadlock may lose an order).
    const payloads = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? orderBody([
            { product: a, quantity: 2 },
            { product: b, quantity: 1 },
          ])
        : orderBody([
            { product: b, quantity: 1 },
            { product: a, quantity: 1 },
          ]),
    );
    const results = await Promise.all(payloads.map((payload, i) => post(payload, `mixed-${a.id}-${i}`)));
    expect(results.every((res) => res.status === 201 || res.status === 409)).toBe(true);
    for (const res of results.filter((r) => r.status === 409)) {
      expect([API_MESSAGES.outOfStock, ORDER_MESSAGES.onlyLeft(1, a.name)]).toContain((res.body as { message: string }).message);
    }
    const soldA = Number(await t.db.models.OrderLine.sum('quantity', { where: { productId: a.id } }));
    const soldB = Number(await t.db.models.OrderLine.sum('quantity', { where: { productId: b.id } }));
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id)]).toEqual([7 - soldA, 4 - soldB]);
    expect(soldB).toBe(4);
    expect(await stockOf(t.db, a.id)).toBeGreaterThanOrEqual(0);
    expect(results.filter((res) => res.status === 201)).toHaveLength(4);
  });
});
