import {
  API,
  AUTH_MESSAGES,
  IDEMPOTENCY_HEADER,
  ORDER_API,
  ORDERS_DEFAULT_LIMIT,
  TOTAL_COUNT_HEADER,
  type MemberOrder,
  type OrderResponse,
} from '@kingside/contracts';
import request from 'supertest';
import { issueToken, revokeToken } from './tokens';
import { bearer, makeProduct, orderBody, signedInAdmin, signedInMember, stockOf, type TestProduct } from '../testing/fixtures/orders';
import { settleMail } from '../shared/mail/mailQueue';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * Orders belong to members (issue 17): a live member token on POST /api/orders links the order to its
 * member; no Authorization header places a guest order; a header without a live member token is refused
 * with 401 (a member whose session ended is never silently turned into a guest). GET /api/me/orders answers
 * the member's own orders, newest first, as they were ordered, and never anyone else's.
 */

let t: TestApp;
let board: TestProduct;
let clock: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  board = await makeProduct(t.db, { stock: 500, price: 2500, name: 'Walnut Board' });
  clock = await makeProduct(t.db, { stock: 500, price: 6000, name: 'Club Clock' });
}, 60_000);
afterAll(async () => {
  await settleMail(t.deps);
  await t.close();
});

const place = (headers: Record<string, string>, payload: object = orderBody([{ product: board, quantity: 1 }]), key?: string) => {
  const req = request(t.app).post(API.orders).set(headers);
  if (key !== undefined) req.set(IDEMPOTENCY_HEADER, key);
  return req.send(payload);
};
const mine = (headers: Record<string, string>, query = '') => request(t.app).get(`${ORDER_API.mine}${query}`).set(headers);
const userIdOf = async (orderId: number) => {
  const order = await t.db.models.Order.findByPk(orderId);
  return order?.userId === null ? null : Number(order?.userId);
};

describe('POST /api/orders and who placed it', () => {
  it('links an order placed with a member token to that member', async () => {
    const { user, token } = await signedInMember(t.db);
    const order = (await place(bearer(token)).expect(201)).body as OrderResponse;
    expect(await userIdOf(order.id)).toBe(Number(user.id));
  });

  it('places a guest order without an Authorization header', async () => {
    const order = (await place({}).expect(201)).body as OrderResponse;
    expect(await userIdOf(order.id)).toBeNull();
  });

  it('refuses with 401 an Authorization header without a live member token, writing nothing and taking no stock', async () => {
    const { user } = await signedInMember(t.db);
    const expired = await issueToken(t.db.models, user.id, 'member', -1000);
    const revoked = await issueToken(t.db.models, user.id, 'member');
    await revokeToken(t.db.models, revoked);
    const admin = await signedInAdmin(t.db, t.config.adminEmail);
    const headers = [
      bearer(expired),
      bearer(revoked),
      bearer('A'.repeat(43)),
      bearer(admin.token),
      { Authorization: 'Bearer not-a-token' },
      { Authorization: 'Basic YWRtaW46YWRtaW4=' },
      { Authorization: '' },
    ];
    const [orders, stock] = [await t.db.models.Order.count(), await stockOf(t.db, board.id)];
    for (const header of headers) {
      const res = await place(header).expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect([await t.db.models.Order.count(), await stockOf(t.db, board.id)]).toEqual([orders, stock]);
  });

  it("answers a member's retry with their order, and refuses the key from another account or a guest (422)", async () => {
    const ada = await signedInMember(t.db);
    const bob = await signedInMember(t.db);
    const payload = orderBody([{ product: clock, quantity: 1 }]);
    const first = await place(bearer(ada.token), payload, `member-key-${ada.user.id}`).expect(201);
    expect((await place(bearer(ada.token), payload, `member-key-${ada.user.id}`).expect(200)).body).toEqual(first.body);
    await place(bearer(bob.token), payload, `member-key-${ada.user.id}`).expect(422);
    await place({}, payload, `member-key-${ada.user.id}`).expect(422);
  });
});

describe('GET /api/me/orders', () => {
  it("answers the member's orders newest first, as ordered (names and unit prices then), never another's", async () => {
    const ada = await signedInMember(t.db);
    const bob = await signedInMember(t.db);
    const first = (await place(bearer(ada.token), orderBody([{ product: board, quantity: 2 }])).expect(201)).body as OrderResponse;
    await place(bearer(bob.token)).expect(201);
    await place({}).expect(201);
    const second = (
      await place(
        bearer(ada.token),
        orderBody([
          { product: clock, quantity: 1 },
          { product: board, quantity: 1 },
        ]),
      ).expect(201)
    ).body as OrderResponse;
    // The catalogue changes afterwards: the orders keep what was ordered.
    await t.db.models.Product.update({ name: 'Renamed Board', price: 9999 }, { where: { id: board.id } });
    try {
      const res = await mine(bearer(ada.token)).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
      expect(res.body).toEqual([
        {
          id: second.id,
          createdAt: second.createdAt,
          status: 'pending',
          subtotal: second.subtotal,
          shipping: second.shipping,
          totalAmount: second.totalAmount,
          lines: [
            { productId: clock.id, name: 'Club Clock', quantity: 1, price: 6000 },
            { productId: board.id, name: 'Walnut Board', quantity: 1, price: 2500 },
          ],
        },
        {
          id: first.id,
          createdAt: first.createdAt,
          status: 'pending',
          subtotal: 5000,
          shipping: 0,
          totalAmount: 5000,
          lines: [{ productId: board.id, name: 'Walnut Board', quantity: 2, price: 2500 }],
        },
      ] satisfies MemberOrder[]);
      const bobs = (await mine(bearer(bob.token)).expect(200)).body as MemberOrder[];
      expect(bobs).toHaveLength(1);
      expect(bobs.map((order) => order.id)).not.toContain(first.id);
      // A member with no orders yet.
      const carol = await signedInMember(t.db);
      const none = await mine(bearer(carol.token)).expect(200);
      expect([none.body, none.headers[TOTAL_COUNT_HEADER.toLowerCase()]]).toEqual([[], '0']);
    } finally {
      await t.db.models.Product.update({ name: 'Walnut Board', price: 2500 }, { where: { id: board.id } });
    }
  });

  it(`pages with limit (default ${ORDERS_DEFAULT_LIMIT}, at most 100) and offset, the total in X-Total-Count`, async () => {
    const ada = await signedInMember(t.db);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(((await place(bearer(ada.token)).expect(201)).body as OrderResponse).id);
    const newestFirst = [...ids].reverse();
    const page = await mine(bearer(ada.token), '?limit=2&offset=1').expect(200);
    expect((page.body as MemberOrder[]).map((order) => order.id)).toEqual(newestFirst.slice(1, 3));
    expect(page.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4');
    expect(((await mine(bearer(ada.token), '?limit=100').expect(200)).body as MemberOrder[]).map((o) => o.id)).toEqual(newestFirst);
  });

  it.each([
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?limit=abc', 'limit must be a whole number from 1 to 100'],
    ['?offset=-1', 'offset must be a whole number, 0 or more'],
    ['?status=pending', 'Unknown field: status'],
  ])('refuses the query %s with 400', async (query, message) => {
    const ada = await signedInMember(t.db);
    expect((await mine(bearer(ada.token), query).expect(400)).body).toEqual({ message });
  });

  it("answers 401 without a member's live token (none, unknown, expired, an administrator's)", async () => {
    const { user } = await signedInMember(t.db);
    const admin = await signedInAdmin(t.db, t.config.adminEmail);
    for (const headers of [
      {},
      bearer('A'.repeat(43)),
      bearer(await issueToken(t.db.models, user.id, 'member', -1000)),
      bearer(admin.token),
    ]) {
      const res = await mine(headers).expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });
});
