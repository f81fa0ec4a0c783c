import type { Server } from 'node:http';
import request from 'supertest';
import { DatabaseError } from 'sequelize';
import { MAX_LINE_QUANTITY, type Product } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
/** One listening server, so parallel requests really run side by side. */
let server: Server;
let inStock: Product[];
let outOfStock: Product;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  const products = (await request(server).get('/api/products').expect(200)).body as Product[];
  inStock = products.filter((product) => product.inStock);
  outOfStock = products.find((product) => !product.inStock)!;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function newCart(): Promise<string> {
  const res = await request(server).post('/api/cart').expect(201);
  return (res.body as { id: string }).id;
}

const add = (cartId: string, payload: unknown) =>
  request(server)
    .post(`/api/cart/${cartId}/items`)
    .send(payload as object);
const put = (cartId: string, productId: number | string, payload: unknown) =>
  request(server)
    .put(`/api/cart/${cartId}/items/${productId}`)
    .send(payload as object);

async function storedQuantity(cartId: string, productId: number): Promise<number | undefined> {
  const line = await t.db.models.CartItem.findOne({ where: { cartId, productId } });
  return line ? Number(line.quantity) : undefined;
}

describe('POST /api/cart', () => {
  it('creates an empty cart under a random UUID v4, never a sequence', async () => {
    const res = await request(server).post('/api/cart').expect(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(res.body)).toEqual(['id']);
    const ids = [(res.body as { id: string }).id, await newCart(), await newCart()];
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(3);
    expect(await t.db.models.Cart.count({ where: { id: ids } })).toBe(3);
  });

  it('refuses a payload it does not take', async () => {
    const res = await request(server).post('/api/cart').send({ id: 'mine', items: [] }).expect(400);
    expect(res.body).toEqual({ message: 'Unknown field: id' });
  });
});

describe('GET /api/cart/:cartId', () => {
  it('answers an empty cart with no items', async () => {
    const id = await newCart();
    const res = await request(server).get(`/api/cart/${id}`).expect(200);
    expect(res.body).toEqual({ id, items: [] });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['an unknown UUID', '6f1c2f0e-8d4b-4c1a-9f3e-2b7d5a9c0e11'],
    ['a malformed id', 'not-a-cart'],
    ['a sequence number', '1'],
    ['SQL', "x' OR '1'='1"],
    ['a UUID of another version', '6f1c2f0e-8d4b-1c1a-9f3e-2b7d5a9c0e11'],
  ])('answers %s with 404 Cart not found', async (_label, id) => {
    const res = await request(server)
      .get(`/api/cart/${encodeURIComponent(id)}`)
      .expect(404);
    expect(res.body).toEqual({ message: API_MESSAGES.cartNotFound });
  });

  it('finds a cart whatever the case of its id (MariaDB and SQLite alike)', async () => {
    const id = await newCart();
    const res = await request(server).get(`/api/cart/${id.toUpperCase()}`).expect(200);
    expect(res.body).toEqual({ id, items: [] });
  });
});

describe('POST /api/cart/:cartId/items', () => {
  it('adds lines in the order they were added and sums the quantity of a product added again', async () => {
    const id = await newCart();
    const [first, second] = [inStock[1]!, inStock[0]!];
    expect((await add(id, { productId: first.id, quantity: 2 }).expect(200)).body).toEqual({
      id,
      items: [{ productId: first.id, quantity: 2 }],
    });
    await add(id, { productId: second.id, quantity: 1 }).expect(200);
    const res = await add(id, { productId: first.id, quantity: 3 }).expect(200);
    expect(res.body).toEqual({
      id,
      items: [
        { productId: first.id, quantity: 5 },
        { productId: second.id, quantity: 1 },
      ],
    });
    expect((await request(server).get(`/api/cart/${id}`).expect(200)).body).toEqual(res.body);
  });

  it('marks the cart as used', async () => {
    const id = await newCart();
    const old = new Date('2020-01-01T00:00:00Z');
    await t.db.models.Cart.update({ createdAt: old }, { where: { id } });
    await t.db.sequelize.getQueryInterface().bulkUpdate('carts', { updatedAt: old }, { id });
    await add(id, { productId: inStock[0]!.id, quantity: 1 }).expect(200);
    const cart = await t.db.models.Cart.findByPk(id);
    expect(cart!.updatedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('answers an unknown product with 404 and an out-of-stock one with 409, adding nothing', async () => {
    const id = await newCart();
    expect((await add(id, { productId: 987654, quantity: 1 }).expect(404)).body).toEqual({ message: API_MESSAGES.productNotFound });
    expect((await add(id, { productId: outOfStock.id, quantity: 1 }).expect(409)).body).toEqual({ message: API_MESSAGES.outOfStock });
    expect((await request(server).get(`/api/cart/${id}`).expect(200)).body).toEqual({ id, items: [] });
  });

  it(`caps a line at ${MAX_LINE_QUANTITY}: a sum above it is refused and the line is left as it was`, async () => {
    const id = await newCart();
    const productId = inStock[0]!.id;
    await add(id, { productId, quantity: MAX_LINE_QUANTITY - 1 }).expect(200);
    await add(id, { productId, quantity: 1 }).expect(200);
    expect(await storedQuantity(id, productId)).toBe(MAX_LINE_QUANTITY);
    const res = await add(id, { productId, quantity: 1 }).expect(400);
    expect(res.body).toEqual({ message: API_MESSAGES.lineQuantityExceeded });
    expect(await storedQuantity(id, productId)).toBe(MAX_LINE_QUANTITY);
  });

  it('answers an unknown or malformed cart with 404', async () => {
    const payload = { productId: inStock[0]!.id, quantity: 1 };
    expect((await add('6f1c2f0e-8d4b-4c1a-9f3e-2b7d5a9c0e11', payload).expect(404)).body).toEqual({ message: API_MESSAGES.cartNotFound });
    expect((await add('42', payload).expect(404)).body).toEqual({ message: API_MESSAGES.cartNotFound });
  });

  const quantityMessage = 'Quantity must be a positive whole number';
  const productIdMessage = 'productId must be a positive integer';
  it.each([
    ['quantity 0', { productId: 1, quantity: 0 }, quantityMessage],
    ['a negative quantity', { productId: 1, quantity: -3 }, quantityMessage],
    ['a fractional quantity', { productId: 1, quantity: 1.5 }, quantityMessage],
    ['a quantity as a string', { productId: 1, quantity: '2' }, quantityMessage],
    ['a quantity above the cap', { productId: 1, quantity: MAX_LINE_QUANTITY + 1 }, `Quantity must be at most ${MAX_LINE_QUANTITY}`],
    ['a huge quantity', { productId: 1, quantity: 1e12 }, `Quantity must be at most ${MAX_LINE_QUANTITY}`],
    ['a null quantity', { productId: 1, quantity: null }, quantityMessage],
    ['no quantity', { productId: 1 }, quantityMessage],
    ['no productId', { quantity: 1 }, productIdMessage],
    ['a productId as a string', { productId: '1', quantity: 1 }, productIdMessage],
    ['SQL as productId', { productId: '1 OR 1=1', quantity: 1 }, productIdMessage],
    ['a negative productId', { productId: -1, quantity: 1 }, productIdMessage],
    ['a huge productId', { productId: 2 ** 53, quantity: 1 }, productIdMessage],
    ['an unknown field', { productId: 1, quantity: 1, price: 1 }, 'Unknown field: price'],
    ['an array', [{ productId: 1, quantity: 1 }], 'Expected a JSON object'],
  ])('refuses %s with 400', async (_label, payload, message) => {
    const id = await newCart();
    const res = await add(id, payload).expect(400);
    expect(res.body).toEqual({ message });
    expect(await t.db.models.CartItem.count({ where: { cartId: id } })).toBe(0);
  });

  it('refuses malformed JSON with 400 and an oversized body with 413', async () => {
    const id = await newCart();
    const malformed = await request(server).post(`/api/cart/${id}/items`).set('Content-Type', 'application/json').send('{"productId": 1,');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: API_MESSAGES.malformedJson });
    const big = await request(server)
      .post(`/api/cart/${id}/items`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ productId: 1, quantity: 1, pad: 'x'.repeat(200 * 1024) }));
    expect(big.status).toBe(413);
  });

  it('counts both of two simultaneous adds of the same product', async () => {
    const id = await newCart();
    const productId = inStock[2]!.id;
    const results = await Promise.all([add(id, { productId, quantity: 2 }), add(id, { productId, quantity: 3 })]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    expect(await storedQuantity(id, productId)).toBe(5);
    expect(await t.db.models.CartItem.count({ where: { cartId: id } })).toBe(1);
  });

  it('counts every one of many simultaneous adds, and refuses only what the cap does not allow', async () => {
    const id = await newCart();
    const productId = inStock[3]!.id;
    const results = await Promise.all(Array.from({ length: 12 }, () => add(id, { productId, quantity: 9 })));
    // 11 × 9 = 99 fit; the twelfth would make 108.
    expect(results.filter((res) => res.status === 200)).toHaveLength(11);
    expect(results.filter((res) => res.status === 400).map((res) => res.body)).toEqual([{ message: API_MESSAGES.lineQuantityExceeded }]);
    expect(await storedQuantity(id, productId)).toBe(99);
  });

  /** What mysql2 and Sequelize throw when MariaDB rolls a statement back as a deadlock victim. */
  const deadlock = () =>
    new DatabaseError(
      Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { code: 'ER_LOCK_DEADLOCK', sql: '' }),
    );

  it('adds once when MariaDB rolled the insert or the mark of use back over a lock conflict', async () => {
    const id = await newCart();
    const productId = inStock[4]!.id;
    const insert = jest.spyOn(t.db.models.CartItem, 'create').mockRejectedValueOnce(deadlock());
    // The cart's mark of use is a bulk update of carts (the line's increment is one of cart_items).
    const queries = t.db.sequelize.getQueryInterface();
    const bulkUpdate = queries.bulkUpdate.bind(queries);
    const marks: string[] = [];
    const mark = jest.spyOn(queries, 'bulkUpdate').mockImplementation((table, ...rest) => {
      if (table !== t.db.models.Cart.getTableName()) return bulkUpdate(table, ...rest);
      marks.push(marks.length === 0 ? 'rolled back' : 'done');
      return marks.length === 1 ? Promise.reject(deadlock()) : bulkUpdate(table, ...rest);
    });
    try {
      const res = await add(id, { productId, quantity: 2 }).expect(200);
      expect(res.body).toEqual({ id, items: [{ productId, quantity: 2 }] });
      expect(insert).toHaveBeenCalledTimes(2);
      expect(marks).toEqual(['rolled back', 'done']);
    } finally {
      insert.mockRestore();
      mark.mockRestore();
    }
    expect(await storedQuantity(id, productId)).toBe(2);
  });
});

describe('PUT /api/cart/:cartId/items/:productId', () => {
  it('sets the quantity of a line, also to the value it already has', async () => {
    const id = await newCart();
    const productId = inStock[0]!.id;
    await add(id, { productId, quantity: 1 }).expect(200);
    expect((await put(id, productId, { quantity: 7 }).expect(200)).body).toEqual({ id, items: [{ productId, quantity: 7 }] });
    expect((await put(id, productId, { quantity: 7 }).expect(200)).body).toEqual({ id, items: [{ productId, quantity: 7 }] });
    expect((await put(id, productId, { quantity: 2 }).expect(200)).body).toEqual({ id, items: [{ productId, quantity: 2 }] });
  });

  it('answers a product that is not in the cart with 404, and an unknown cart with 404', async () => {
    const id = await newCart();
    expect((await put(id, inStock[0]!.id, { quantity: 2 }).expect(404)).body).toEqual({ message: API_MESSAGES.itemNotInCart });
    expect((await put('6f1c2f0e-8d4b-4c1a-9f3e-2b7d5a9c0e11', 1, { quantity: 2 }).expect(404)).body).toEqual({
      message: API_MESSAGES.cartNotFound,
    });
  });

  it('lets a product that went out of stock be lowered but not raised', async () => {
    const id = await newCart();
    const productId = inStock[4]!.id;
    await add(id, { productId, quantity: 3 }).expect(200);
    const { stock } = (await t.db.models.Product.findByPk(productId))!;
    await t.db.models.Product.update({ stock: 0 }, { where: { id: productId } });
    try {
      expect((await put(id, productId, { quantity: 4 }).expect(409)).body).toEqual({ message: API_MESSAGES.outOfStock });
      await put(id, productId, { quantity: 1 }).expect(200);
      expect(await storedQuantity(id, productId)).toBe(1);
    } finally {
      await t.db.models.Product.update({ stock }, { where: { id: productId } });
    }
  });

  it.each([
    ['quantity 0', 1, { quantity: 0 }, 'Quantity must be a positive whole number'],
    ['a string quantity', 1, { quantity: 'ten' }, 'Quantity must be a positive whole number'],
    ['a huge quantity', 1, { quantity: Number.MAX_SAFE_INTEGER }, `Quantity must be at most ${MAX_LINE_QUANTITY}`],
    ['an unknown field', 1, { quantity: 2, productId: 3 }, 'Unknown field: productId'],
    ['an empty body', 1, {}, 'Quantity must be a positive whole number'],
    ['a product id that is not a number', 'abc', { quantity: 2 }, API_MESSAGES.invalidId],
    ['a product id of 0', '0', { quantity: 2 }, API_MESSAGES.invalidId],
    ['SQL as product id', encodeURIComponent('1 OR 1=1'), { quantity: 2 }, API_MESSAGES.invalidId],
  ])('refuses %s with 400', async (_label, productId, payload, message) => {
    const id = await newCart();
    await add(id, { productId: 1, quantity: 1 }).expect(200);
    expect((await put(id, productId, payload).expect(400)).body).toEqual({ message });
    expect(await storedQuantity(id, 1)).toBe(1);
  });
});

describe('DELETE /api/cart/:cartId/items/:productId', () => {
  it('removes the line and answers the rest of the cart; a second removal is a 404', async () => {
    const id = await newCart();
    const [a, b] = [inStock[0]!.id, inStock[1]!.id];
    await add(id, { productId: a, quantity: 1 }).expect(200);
    await add(id, { productId: b, quantity: 2 }).expect(200);
    expect((await request(server).delete(`/api/cart/${id}/items/${a}`).expect(200)).body).toEqual({
      id,
      items: [{ productId: b, quantity: 2 }],
    });
    expect((await request(server).delete(`/api/cart/${id}/items/${a}`).expect(404)).body).toEqual({ message: API_MESSAGES.itemNotInCart });
  });

  it('answers an unknown cart with 404 and a bad product id with 400', async () => {
    const id = await newCart();
    expect((await request(server).delete('/api/cart/nope/items/1').expect(404)).body).toEqual({ message: API_MESSAGES.cartNotFound });
    expect((await request(server).delete(`/api/cart/${id}/items/1.5`).expect(400)).body).toEqual({ message: API_MESSAGES.invalidId });
  });
});
