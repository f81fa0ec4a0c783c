import type { Server } from 'node:http';
import request from 'supertest';
import {
  FREE_SHIPPING_THRESHOLD_CENTS,
  IDEMPOTENCY_HEADER,
  MAX_ORDER_LINES,
  SHIPPING_FEE_CENTS,
  VALIDATION,
  orderTotals,
  type OrderRequest,
  type OrderResponse,
  type Product,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
let server: Server;
let inStock: Product[];
let outOfStock: Product;
/** In-stock products under $50 each, to build orders below the free-shipping threshold. */
let cheap: Product;
let expensive: Product;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  const products = (await request(server).get('/api/products').expect(200)).body as Product[];
  inStock = products.filter((product) => product.inStock);
  outOfStock = products.find((product) => !product.inStock)!;
  cheap = inStock.filter((product) => product.price < FREE_SHIPPING_THRESHOLD_CENTS).sort((a, b) => a.price - b.price)[0]!;
  expensive = inStock.find((product) => product.price >= FREE_SHIPPING_THRESHOLD_CENTS)!;
  // Every order takes its units (commerce/stock.test.ts): enough of them for every order of this file.
  await t.db.models.Product.update({ stock: 100_000 }, { where: { id: inStock.map((product) => product.id) } });
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const customer = { customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', customerAddress: '12 Analytical Row, London' };

/** A correct order for these lines, priced as the browser would price it. */
function orderFor(lines: { product: Product; quantity: number }[], extra: Partial<OrderRequest> = {}): OrderRequest {
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, price: product.price }));
  return { ...customer, items, totalAmount: orderTotals(items).total, status: 'pending', ...extra };
}

const post = (payload: unknown, key?: string) => {
  const req = request(server).post('/api/orders');
  if (key !== undefined) req.set(IDEMPOTENCY_HEADER, key);
  return req.send(payload as object);
};

const orderCount = () => t.db.models.Order.count();
const lineCount = () => t.db.models.OrderLine.count();

async function expectNothingWritten(run: () => Promise<unknown>) {
  const [orders, lines] = [await orderCount(), await lineCount()];
  await run();
  expect(await orderCount()).toBe(orders);
  expect(await lineCount()).toBe(lines);
}

describe('POST /api/orders', () => {
  it('creates a pending order at the database prices, with free shipping from $50', async () => {
    const payload = orderFor([
      { product: expensive, quantity: 1 },
      { product: cheap, quantity: 2 },
    ]);
    const res = await post(payload).expect(201);
    const order = res.body as OrderResponse;
    const subtotal = expensive.price + 2 * cheap.price;
    expect(order).toEqual({
      id: expect.any(Number),
      status: 'pending',
      subtotal,
      shipping: 0,
      totalAmount: subtotal,
      items: [
        { productId: expensive.id, name: expensive.name, quantity: 1, price: expensive.price },
        { productId: cheap.id, name: cheap.name, quantity: 2, price: cheap.price },
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(res.headers['cache-control']).toBe('no-store');

    const stored = await t.db.models.Order.findByPk(order.id);
    expect(stored).toMatchObject({ ...customer, status: 'pending', subtotal, shipping: 0, totalAmount: subtotal, idempotencyKey: null });
    const lines = await t.db.models.OrderLine.findAll({ where: { orderId: order.id }, order: [['id', 'ASC']] });
    expect(lines.map((line) => [line.productId, line.name, line.quantity, line.price])).toEqual([
      [expensive.id, expensive.name, 1, expensive.price],
      [cheap.id, cheap.name, 2, cheap.price],
    ]);
  });

  it(`charges ${SHIPPING_FEE_CENTS} cents of shipping below $50, and takes the order without a status`, async () => {
    const { status: _status, ...payload } = orderFor([{ product: cheap, quantity: 1 }]);
    expect(cheap.price).toBeLessThan(FREE_SHIPPING_THRESHOLD_CENTS);
    const order = (await post(payload).expect(201)).body as OrderResponse;
    expect(order).toMatchObject({
      subtotal: cheap.price,
      shipping: SHIPPING_FEE_CENTS,
      totalAmount: cheap.price + SHIPPING_FEE_CENTS,
      status: 'pending',
    });
  });

  it('stores text that looks like SQL as the text it is', async () => {
    const name = "Robert'); DROP TABLE orders;--";
    const order = (await post(orderFor([{ product: cheap, quantity: 1 }], { customerName: name })).expect(201)).body as OrderResponse;
    expect((await t.db.models.Order.findByPk(order.id))!.customerName).toBe(name);
    expect(await orderCount()).toBeGreaterThan(0);
  });

  describe('refuses with 409 and writes nothing when the browser saw another catalogue', () => {
    it('a unit price that differs from the database', async () => {
      const payload = orderFor([{ product: expensive, quantity: 1 }]);
      payload.items[0]!.price -= 1;
      payload.totalAmount -= 1;
      await expectNothingWritten(async () =>
        expect((await post(payload).expect(409)).body).toEqual({ message: API_MESSAGES.pricesChanged }),
      );
    });

    it('a total that differs (shipping left out)', async () => {
      const payload = orderFor([{ product: cheap, quantity: 1 }], { totalAmount: cheap.price });
      await expectNothingWritten(async () =>
        expect((await post(payload).expect(409)).body).toEqual({ message: API_MESSAGES.pricesChanged }),
      );
    });

    it('a total of zero for a real order', async () => {
      const payload = orderFor([{ product: cheap, quantity: 1 }], { totalAmount: 0 });
      await expectNothingWritten(async () =>
        expect((await post(payload).expect(409)).body).toEqual({ message: API_MESSAGES.pricesChanged }),
      );
    });

    it('an out-of-stock product', async () => {
      const payload = orderFor([
        { product: cheap, quantity: 1 },
        { product: outOfStock, quantity: 1 },
      ]);
      await expectNothingWritten(async () => expect((await post(payload).expect(409)).body).toEqual({ message: API_MESSAGES.outOfStock }));
    });

    it('a product that does not exist', async () => {
      const ghost = { ...cheap, id: 777_777 };
      const payload = orderFor([{ product: ghost, quantity: 1 }]);
      await expectNothingWritten(async () =>
        expect((await post(payload).expect(409)).body).toEqual({ message: API_MESSAGES.productNotFound }),
      );
    });
  });

  describe('validates every field with the messages of docs/spec.md §5, and writes nothing on a 400', () => {
    const valid = () => orderFor([{ product: cheap, quantity: 1 }]) as unknown as Record<string, unknown>;
    const withItem = (item: Record<string, unknown>) => ({
      ...valid(),
      items: [{ productId: cheap.id, quantity: 1, price: cheap.price, ...item }],
    });
    const cases: [string, () => unknown, string][] = [
      ['a short name', () => ({ ...valid(), customerName: 'Al' }), VALIDATION.nameRequired],
      ['a name of spaces', () => ({ ...valid(), customerName: '     ' }), VALIDATION.nameRequired],
      ['no name', () => ({ ...valid(), customerName: undefined }), VALIDATION.nameRequired],
      ['a name that is a number', () => ({ ...valid(), customerName: 12345 }), VALIDATION.nameRequired],
      ['an invalid email', () => ({ ...valid(), customerEmail: 'ada@' }), VALIDATION.invalidEmail],
      ['SQL as email', () => ({ ...valid(), customerEmail: "' OR 1=1 --" }), VALIDATION.invalidEmail],
      ['no email', () => ({ ...valid(), customerEmail: undefined }), VALIDATION.invalidEmail],
      ['a short address', () => ({ ...valid(), customerAddress: 'Rd 1' }), VALIDATION.addressRequired],
      ['a huge address', () => ({ ...valid(), customerAddress: 'x'.repeat(501) }), VALIDATION.addressRequired],
      ['a total as a string', () => ({ ...valid(), totalAmount: '1000' }), 'totalAmount must be a whole number of cents'],
      ['a negative total', () => ({ ...valid(), totalAmount: -1 }), 'totalAmount must be a whole number of cents'],
      ['a fractional total', () => ({ ...valid(), totalAmount: 10.5 }), 'totalAmount must be a whole number of cents'],
      ['a huge total', () => ({ ...valid(), totalAmount: 1e15 }), 'totalAmount must be a whole number of cents'],
      ['no total', () => ({ ...valid(), totalAmount: undefined }), 'totalAmount must be a whole number of cents'],
      ['no items', () => ({ ...valid(), items: [] }), 'The order has no items'],
      ['items that are not a list', () => ({ ...valid(), items: { productId: 1 } }), 'items must be a list'],
      ['missing items', () => ({ ...valid(), items: undefined }), 'items must be a list'],
      ['a quantity of 0', () => withItem({ quantity: 0 }), 'Quantity must be a positive whole number'],
      ['a quantity as a string', () => withItem({ quantity: '1' }), 'Quantity must be a positive whole number'],
      ['a huge quantity', () => withItem({ quantity: 1e9 }), 'Quantity must be at most 99'],
      ['a negative price', () => withItem({ price: -100 }), 'price must be a whole number of cents'],
      ['a price in dollars', () => withItem({ price: 19.99 }), 'price must be a whole number of cents'],
      ['a productId as SQL', () => withItem({ productId: '1; DROP TABLE products' }), 'productId must be a positive integer'],
      ['an unknown field in a line', () => withItem({ discount: 50 }), 'Unknown field: discount'],
      ['an unknown field', () => ({ ...valid(), id: 1 }), 'Unknown field: id'],
      ['a status other than pending', () => ({ ...valid(), status: 'paid' }), 'status must be "pending"'],
      [
        'the same product twice',
        () => ({ ...valid(), items: [...(valid().items as object[]), ...(valid().items as object[])] }),
        'Each product may appear only once in an order',
      ],
      [
        'too many lines',
        () => ({
          ...valid(),
          items: Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({ productId: i + 1, quantity: 1, price: 100 })),
        }),
        `An order holds at most ${MAX_ORDER_LINES} different products`,
      ],
      ['a list instead of an object', () => [valid()], 'Expected a JSON object'],
    ];
    it.each(cases)('%s', async (_label, payload, message) => {
      await expectNothingWritten(async () => expect((await post(payload()).expect(400)).body).toEqual({ message }));
    });

    it('malformed JSON (400) and an oversized body (413)', async () => {
      await expectNothingWritten(async () => {
        const malformed = await request(server).post('/api/orders').set('Content-Type', 'application/json').send('{"customerName": "Ada"');
        expect(malformed.status).toBe(400);
        expect(malformed.body).toEqual({ message: API_MESSAGES.malformedJson });
        const big = await request(server)
          .post('/api/orders')
          .set('Content-Type', 'application/json')
          .send(JSON.stringify({ ...valid(), customerAddress: 'x'.repeat(150 * 1024) }));
        expect(big.status).toBe(413);
        expect(big.body).toEqual({ message: API_MESSAGES.bodyTooLarge });
      });
    });
  });

  it('writes the order and its lines together or not at all', async () => {
    const spy = jest.spyOn(t.db.models.OrderLine, 'bulkCreate').mockRejectedValueOnce(new Error('disk full'));
    try {
      await expectNothingWritten(async () => {
        const res = await post(orderFor([{ product: cheap, quantity: 1 }]), 'atomic-1');
        expect(res.status).toBe(500);
      });
      expect(await t.db.models.Order.count({ where: { idempotencyKey: 'atomic-1' } })).toBe(0);
    } finally {
      spy.mockRestore();
    }
    // The key was not used up by the failure: a retry places the order.
    await post(orderFor([{ product: cheap, quantity: 1 }]), 'atomic-1').expect(201);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first order to a retry with the same key and body (200, same id), creating one order', async () => {
    const payload = orderFor([{ product: expensive, quantity: 2 }]);
    const first = await post(payload, 'retry-key-1').expect(201);
    const before = await orderCount();
    const retry = await post(payload, 'retry-key-1').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(await orderCount()).toBe(before);
    expect(await t.db.models.Order.count({ where: { idempotencyKey: 'retry-key-1' } })).toBe(1);
  });

  it('treats a retry that lists the lines in another order, or leaves out status, as the same order', async () => {
    const payload = orderFor([
      { product: cheap, quantity: 1 },
      { product: expensive, quantity: 1 },
    ]);
    const first = (await post(payload, 'retry-key-2').expect(201)).body as OrderResponse;
    const { status: _status, ...reordered } = { ...payload, items: [...payload.items].reverse() };
    expect(((await post(reordered, 'retry-key-2').expect(200)).body as OrderResponse).id).toBe(first.id);
  });

  it('refuses the same key with a different order with 422, writing nothing', async () => {
    await post(orderFor([{ product: cheap, quantity: 1 }]), 'retry-key-3').expect(201);
    await expectNothingWritten(async () => {
      const res = await post(orderFor([{ product: cheap, quantity: 2 }]), 'retry-key-3').expect(422);
      expect(res.body).toEqual({ message: API_MESSAGES.idempotencyKeyReused });
    });
  });

  it('creates a new order for every submission without a key', async () => {
    const payload = orderFor([{ product: cheap, quantity: 1 }]);
    const a = (await post(payload).expect(201)).body as OrderResponse;
    const b = (await post(payload).expect(201)).body as OrderResponse;
    expect(a.id).not.toBe(b.id);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(101)],
    ['with spaces', 'my key'],
    ['with SQL', "k' OR '1'='1"],
    ['with a slash', 'a/b'],
  ])('refuses a key that is %s with 400', async (_label, key) => {
    await expectNothingWritten(async () => {
      const res = await post(orderFor([{ product: cheap, quantity: 1 }]), key).expect(400);
      expect(res.body).toEqual({ message: API_MESSAGES.invalidIdempotencyKey });
    });
  });

  it('accepts a 100-character key and a UUID', async () => {
    await post(orderFor([{ product: cheap, quantity: 1 }]), 'k'.repeat(100)).expect(201);
    await post(orderFor([{ product: cheap, quantity: 1 }]), crypto.randomUUID()).expect(201);
  });
});

describe('concurrent submissions', () => {
  it('twenty parallel orders with distinct keys make twenty complete orders with the right totals', async () => {
    const before = await orderCount();
    const payloads = Array.from({ length: 20 }, (_, i) =>
      orderFor([
        { product: inStock[i % inStock.length]!, quantity: (i % 3) + 1 },
        { product: inStock[(i + 5) % inStock.length]!, quantity: 1 },
      ]),
    );
    const results = await Promise.all(payloads.map((payload, i) => post(payload, `parallel-${i}`)));
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(201));
    expect(new Set(results.map((res) => (res.body as OrderResponse).id)).size).toBe(20);
    expect(await orderCount()).toBe(before + 20);

    for (const [i, payload] of payloads.entries()) {
      const stored = await t.db.models.Order.findOne({ where: { idempotencyKey: `parallel-${i}` } });
      const lines = await t.db.models.OrderLine.findAll({ where: { orderId: stored!.id }, order: [['id', 'ASC']] });
      const expected = orderTotals(payload.items);
      expect([stored!.subtotal, stored!.shipping, stored!.totalAmount]).toEqual([expected.subtotal, expected.shipping, expected.total]);
      expect(lines.map((line) => [line.productId, line.quantity, line.price])).toEqual(
        payload.items.map((item) => [item.productId, item.quantity, item.price]),
      );
    }
    // No line without its order, no order without lines.
    const [orphans] = await t.db.sequelize.query('SELECT COUNT(*) AS n FROM order_lines WHERE orderId NOT IN (SELECT id FROM orders)');
    expect(Number((orphans as { n: number }[])[0]!.n)).toBe(0);
    const [empty] = await t.db.sequelize.query('SELECT COUNT(*) AS n FROM orders WHERE id NOT IN (SELECT orderId FROM order_lines)');
    expect(Number((empty as { n: number }[])[0]!.n)).toBe(0);
  });

  it('ten parallel submissions with one key make one order, and all of them answer it', async () => {
    const payload = orderFor([{ product: expensive, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(payload, 'same-key-in-parallel')));
    expect(results.filter((res) => res.status === 201)).toHaveLength(1);
    expect(results.filter((res) => res.status === 200)).toHaveLength(9);
    expect(new Set(results.map((res) => (res.body as OrderResponse).id)).size).toBe(1);
    expect(await t.db.models.Order.count({ where: { idempotencyKey: 'same-key-in-parallel' } })).toBe(1);
  });
});
