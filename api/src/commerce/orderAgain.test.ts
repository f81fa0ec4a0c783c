import {
  API,
  AUTH_MESSAGES,
  MAX_LINE_QUANTITY,
  ORDER_API,
  ORDER_MESSAGES,
  type Cart,
  type OrderAgainResult,
  type OrderResponse,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import request from 'supertest';
import { bearer, makeProduct, orderBody, signedInMember, type TestProduct } from '../testing/fixtures/orders';
import { settleMail } from '../shared/mail/mailQueue';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * Order again (issue 44 point 4, docs/spec.md §7.4): one of the member's own orders back into their cart at today's
 * prices and stock. What the products are now comes from the database, never from the old order: archived or gone
 * and out-of-stock products are skipped and named, quantities are capped by the stock left and the per-line limit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await settleMail(t.deps);
  await t.close();
});

const newCart = async () => ((await request(t.app).post(API.carts).expect(201)).body as { id: string }).id;
const cartOf = async (cartId: string) => ((await request(t.app).get(API.cart(cartId)).expect(200)).body as Cart).items;
const again = (token: string | null, orderId: number, body: object) => {
  const req = request(t.app).post(ORDER_API.orderAgain(orderId));
  if (token) req.set(bearer(token));
  return req.send(body);
};
async function placed(token: string, lines: { product: TestProduct; quantity: number }[]): Promise<number> {
  return ((await request(t.app).post(API.orders).set(bearer(token)).send(orderBody(lines)).expect(201)).body as OrderResponse).id;
}
const setProduct = (product: TestProduct, fields: { stock?: number; price?: number; archived?: boolean; name?: string }) =>
  t.db.models.Product.update(fields, { where: { id: product.id } });

describe('POST /api/me/orders/{id}/order-again', () => {
  it("fills the cart with the order's lines at today's stock, skipping and naming what cannot be had", async () => {
    const { token } = await signedInMember(t.db);
    const board = await makeProduct(t.db, { stock: 50, price: 2500 });
    const clock = await makeProduct(t.db, { stock: 50, price: 6000 });
    const pieces = await makeProduct(t.db, { stock: 50, price: 1500 });
    const book = await makeProduct(t.db, { stock: 50, price: 1200 });
    const orderId = await placed(token, [
      { product: board, quantity: 2 },
      { product: clock, quantity: 1 },
      { product: pieces, quantity: 5 },
      { product: book, quantity: 1 },
    ]);
    // Since then: the board's price went up, the clock was archived, three sets of pieces are left, the book sold out.
    await setProduct(board, { price: 2999, name: 'Walnut Board (2026)' });
    await setProduct(clock, { archived: true });
    await setProduct(pieces, { stock: 3 });
    await setProduct(book, { stock: 0 });

    const cartId = await newCart();
    const res = await again(token, orderId, { cartId }).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const result = res.body as OrderAgainResult;
    expect(result.lines).toEqual([
      { productId: board.id, name: 'Walnut Board (2026)', ordered: 2, added: 2, inCart: 2, limitedBy: null },
      { productId: pieces.id, name: pieces.name, ordered: 5, added: 3, inCart: 3, limitedBy: 'stock' },
    ]);
    expect(result.skipped).toEqual([
      { productId: clock.id, name: clock.name, reason: 'unavailable' },
      { productId: book.id, name: book.name, reason: 'outOfStock' },
    ]);
    const expected = [
      { productId: board.id, quantity: 2 },
      { productId: pieces.id, quantity: 3 },
    ];
    expect(result.cart).toEqual({ id: cartId, items: expected });
    expect(await cartOf(cartId)).toEqual(expected);
    // The cart carries no price: ordering it is priced from the database, today's board price, never the old order's.
    const today = orderBody([
      { product: { ...board, price: 2999 }, quantity: 2 },
      { product: pieces, quantity: 3 },
    ]);
    await request(t.app).post(API.orders).set(bearer(token)).send(today).expect(201);
  });

  it('adds to what the cart holds, up to the per-line limit', async () => {
    const { token } = await signedInMember(t.db);
    const board = await makeProduct(t.db, { stock: 500 });
    const orderId = await placed(token, [{ product: board, quantity: 3 }]);
    const cartId = await newCart();
    await request(t.app)
      .post(API.cartItems(cartId))
      .send({ productId: board.id, quantity: MAX_LINE_QUANTITY - 1 })
      .expect(200);
    const first = (await again(token, orderId, { cartId }).expect(200)).body as OrderAgainResult;
    expect(first.lines).toEqual([
      { productId: board.id, name: board.name, ordered: 3, added: 1, inCart: MAX_LINE_QUANTITY, limitedBy: 'lineLimit' },
    ]);
    const second = (await again(token, orderId, { cartId }).expect(200)).body as OrderAgainResult;
    expect(second.lines[0]).toMatchObject({ added: 0, inCart: MAX_LINE_QUANTITY, limitedBy: 'lineLimit' });
    expect(await cartOf(cartId)).toEqual([{ productId: board.id, quantity: MAX_LINE_QUANTITY }]);
  });

  it('counts a simultaneous add to the same line: nothing lost, never past the limit', async () => {
    const { token } = await signedInMember(t.db);
    const board = await makeProduct(t.db, { stock: 500 });
    const orderId = await placed(token, [{ product: board, quantity: 4 }]);
    const cartId = await newCart();
    const [reordered, added] = await Promise.all([
      again(token, orderId, { cartId }),
      request(t.app).post(API.cartItems(cartId)).send({ productId: board.id, quantity: 5 }),
    ]);
    expect([reordered.status, added.status]).toEqual([200, 200]);
    expect(await cartOf(cartId)).toEqual([{ productId: board.id, quantity: 9 }]);
  });

  it("answers 404 for another member's order, an unknown order or cart, writing nothing", async () => {
    const owner = await signedInMember(t.db);
    const other = await signedInMember(t.db);
    const board = await makeProduct(t.db, { stock: 50 });
    const orderId = await placed(owner.token, [{ product: board, quantity: 1 }]);
    const cartId = await newCart();
    expect((await again(other.token, orderId, { cartId }).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    expect((await again(owner.token, 2_000_000_000, { cartId }).expect(404)).body).toEqual({ message: ORDER_MESSAGES.orderNotFound });
    const unknownCart = '2b1c7f8e-0c2d-4d7a-9b1e-5f3a2c1d0e9f';
    expect((await again(owner.token, orderId, { cartId: unknownCart }).expect(404)).body).toEqual({ message: API_MESSAGES.cartNotFound });
    expect(await cartOf(cartId)).toEqual([]);
  });

  it('needs a member token and a valid body', async () => {
    const { token } = await signedInMember(t.db);
    const board = await makeProduct(t.db, { stock: 50 });
    const orderId = await placed(token, [{ product: board, quantity: 1 }]);
    const cartId = await newCart();
    expect((await again(null, orderId, { cartId }).expect(401)).body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    expect((await again(token, orderId, {}).expect(400)).body).toEqual({ message: 'cartId must be the id of a cart' });
    expect((await again(token, orderId, { cartId: 'not-a-cart' }).expect(400)).body).toEqual({
      message: 'cartId must be the id of a cart',
    });
    expect((await again(token, orderId, { cartId, quantity: 5 }).expect(400)).body).toEqual({ message: 'Unknown field: quantity' });
    expect((await again(token, orderId, { cartId, price: 1 }).expect(400)).body).toEqual({ message: 'Unknown field: price' });
    expect(await cartOf(cartId)).toEqual([]);
  });
});
