import {
  ADDRESS_API,
  ADDRESS_MESSAGES,
  API,
  AUTH_MESSAGES,
  BACK_OFFICE_MESSAGES,
  MAX_SAVED_ADDRESSES,
  VALIDATION,
  type SavedAddress,
} from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import request from 'supertest';
import { bearer, makeProduct, orderBody, signedInAdmin, signedInMember, type TestProduct } from '../testing/fixtures/orders';
import { settleMail } from '../shared/mail/mailQueue';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * A member's address book (issue 44 point 4, docs/spec.md §7.4): their own addresses only (404 for another's), the
 * checkout's rules on every field, no field the member does not own, at most MAX_SAVED_ADDRESSES, each once, edits and
 * deletes that name the version they started from (If-Match), and checkout's "Save this address" with the order.
 */

let t: TestApp;
let board: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  board = await makeProduct(t.db, { stock: 1000, price: 2500, name: 'Address Book Board' });
}, 60_000);
afterAll(async () => {
  await settleMail(t.deps);
  await t.close();
});

const HOME = { customerName: 'Ada Lovelace', customerAddress: '12 Analytical Row, London' };
const nth = (n: number) => ({ customerName: 'Ada Lovelace', customerAddress: `${n} Difference Engine Street, London` });

const list = (token: string) => request(t.app).get(ADDRESS_API.list).set(bearer(token));
const add = (token: string, address: object) => request(t.app).post(ADDRESS_API.list).set(bearer(token)).send(address);
const edit = (token: string, id: number, address: object, ifMatch?: string) => {
  const req = request(t.app).put(ADDRESS_API.item(id)).set(bearer(token));
  if (ifMatch !== undefined) req.set('If-Match', ifMatch);
  return req.send(address);
};
const remove = (token: string, id: number, ifMatch?: string) => {
  const req = request(t.app).delete(ADDRESS_API.item(id)).set(bearer(token));
  if (ifMatch !== undefined) req.set('If-Match', ifMatch);
  return req;
};
const bookOf = async (token: string) => (await list(token).expect(200)).body as SavedAddress[];
const rowsOf = (userId: number) => t.db.models.SavedAddress.count({ where: { userId } });

describe('the address book', () => {
  it('is empty at first, needs a member token, and keeps what the member adds, trimmed, with its ETag', async () => {
    const { token } = await signedInMember(t.db);
    expect(await bookOf(token)).toEqual([]);
    for (const res of [await request(t.app).get(ADDRESS_API.list), await request(t.app).post(ADDRESS_API.list).send(HOME)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    }
    const res = await add(token, { customerName: `  ${HOME.customerName} `, customerAddress: `${HOME.customerAddress}\n` }).expect(201);
    expect(res.headers['etag']).toBe(versionEtag(1));
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = res.body as SavedAddress;
    expect(saved).toEqual({ id: expect.any(Number), ...HOME, version: 1 });
    expect(await bookOf(token)).toEqual([saved]);
  });

  it("never shows or changes another member's address: 404, as for one that does not exist", async () => {
    const owner = await signedInMember(t.db);
    const other = await signedInMember(t.db);
    const saved = (await add(owner.token, HOME).expect(201)).body as SavedAddress;
    expect(await bookOf(other.token)).toEqual([]);
    for (const res of [
      await edit(other.token, saved.id, nth(1), versionEtag(1)),
      await remove(other.token, saved.id, versionEtag(1)),
      await edit(owner.token, 2_000_000_000, nth(1), versionEtag(1)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: ADDRESS_MESSAGES.notFound });
    }
    expect(await bookOf(owner.token)).toEqual([saved]);
  });

  it("checks every field with the checkout's rules and messages, and refuses fields the member does not own", async () => {
    const { user, token } = await signedInMember(t.db);
    const refusals: [object, string][] = [
      [{ customerAddress: HOME.customerAddress }, VALIDATION.nameRequired],
      [{ ...HOME, customerName: ' A ' }, VALIDATION.nameRequired],
      [{ ...HOME, customerName: 'x'.repeat(201) }, VALIDATION.nameRequired],
      [{ ...HOME, customerAddress: '1 a' }, VALIDATION.addressRequired],
      [{ ...HOME, customerAddress: 42 }, VALIDATION.addressRequired],
      [{ ...HOME, userId: 1 }, 'Unknown field: userId'],
      [{ ...HOME, version: 7 }, 'Unknown field: version'],
      [{ ...HOME, id: 3 }, 'Unknown field: id'],
      [{ ...HOME, customerEmail: 'ada@example.com' }, 'Unknown field: customerEmail'],
    ];
    for (const [body, message] of refusals) {
      const res = await add(token, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status: 400, message });
    }
    expect(await rowsOf(Number(user.id))).toBe(0);
    const saved = (await add(token, HOME).expect(201)).body as SavedAddress;
    const res = await edit(token, saved.id, { ...HOME, version: 9 }, versionEtag(1)).expect(400);
    expect(res.body).toEqual({ message: 'Unknown field: version' });
    expect((await edit(token, 0, HOME, versionEtag(1)).expect(400)).body.message).toEqual(expect.any(String));
  });

  it(`keeps each address once and at most ${MAX_SAVED_ADDRESSES}`, async () => {
    const { user, token } = await signedInMember(t.db);
    await add(token, HOME).expect(201);
    expect((await add(token, HOME).expect(409)).body).toEqual({ message: ADDRESS_MESSAGES.alreadySaved });
    for (let n = 2; n <= MAX_SAVED_ADDRESSES; n++) await add(token, nth(n)).expect(201);
    expect((await add(token, nth(99)).expect(409)).body).toEqual({ message: ADDRESS_MESSAGES.bookFull });
    expect(await rowsOf(Number(user.id))).toBe(MAX_SAVED_ADDRESSES);
  });

  it('never passes the cap when several tabs add at once', async () => {
    const { user, token } = await signedInMember(t.db);
    for (let n = 1; n <= MAX_SAVED_ADDRESSES - 2; n++) await add(token, nth(n)).expect(201);
    const statuses = (await Promise.all([20, 21, 22, 23, 24, 25].map((n) => add(token, nth(n))))).map((res) => res.status);
    expect(statuses.sort()).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await rowsOf(Number(user.id))).toBe(MAX_SAVED_ADDRESSES);
  });
});

describe('editing and deleting an address (If-Match)', () => {
  it('needs the version the member started from: 428 without one, 412 for a stale one, nothing changed', async () => {
    const { token } = await signedInMember(t.db);
    const saved = (await add(token, HOME).expect(201)).body as SavedAddress;
    for (const ifMatch of [undefined, '*']) {
      expect((await edit(token, saved.id, nth(1), ifMatch).expect(428)).body).toEqual({
        message: BACK_OFFICE_MESSAGES.preconditionRequired,
      });
      expect((await remove(token, saved.id, ifMatch).expect(428)).body).toEqual({ message: BACK_OFFICE_MESSAGES.preconditionRequired });
    }
    expect((await edit(token, saved.id, nth(1), versionEtag(2)).expect(412)).body).toEqual({ message: BACK_OFFICE_MESSAGES.conflict });
    expect((await remove(token, saved.id, versionEtag(2)).expect(412)).body).toEqual({ message: BACK_OFFICE_MESSAGES.conflict });
    expect((await edit(token, saved.id, nth(1), 'version 1').expect(400)).body).toEqual({ message: BACK_OFFICE_MESSAGES.invalidIfMatch });
    expect(await bookOf(token)).toEqual([saved]);
  });

  it('saves an edit as a new version; the second tab that edited version 1 gets 412 and loses nothing of the first', async () => {
    const { token } = await signedInMember(t.db);
    const saved = (await add(token, HOME).expect(201)).body as SavedAddress;
    const first = await edit(token, saved.id, nth(1), versionEtag(1)).expect(200);
    expect(first.headers['etag']).toBe(versionEtag(2));
    expect(first.body).toEqual({ id: saved.id, ...nth(1), version: 2 });
    await edit(token, saved.id, nth(2), versionEtag(1)).expect(412);
    await remove(token, saved.id, versionEtag(1)).expect(412);
    expect(await bookOf(token)).toEqual([{ id: saved.id, ...nth(1), version: 2 }]);
    // The same values again change nothing: no new version.
    expect((await edit(token, saved.id, nth(1), versionEtag(2)).expect(200)).body).toEqual({ id: saved.id, ...nth(1), version: 2 });
  });

  it('lets exactly one of two simultaneous edits of one version through', async () => {
    const { token } = await signedInMember(t.db);
    const saved = (await add(token, HOME).expect(201)).body as SavedAddress;
    const answers = await Promise.all([edit(token, saved.id, nth(1), versionEtag(1)), edit(token, saved.id, nth(2), versionEtag(1))]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 412]);
    const winner = answers.find((res) => res.status === 200)!.body as SavedAddress;
    expect(await bookOf(token)).toEqual([winner]);
    expect(winner.version).toBe(2);
  });

  it('refuses an edit into an address already in the book', async () => {
    const { token } = await signedInMember(t.db);
    await add(token, HOME).expect(201);
    const other = (await add(token, nth(1)).expect(201)).body as SavedAddress;
    expect((await edit(token, other.id, HOME, versionEtag(1)).expect(409)).body).toEqual({ message: ADDRESS_MESSAGES.alreadySaved });
  });

  it('deletes the version named, then the address is gone (404)', async () => {
    const { token } = await signedInMember(t.db);
    const saved = (await add(token, HOME).expect(201)).body as SavedAddress;
    await remove(token, saved.id, versionEtag(1)).expect(204);
    expect(await bookOf(token)).toEqual([]);
    await remove(token, saved.id, versionEtag(1)).expect(404);
  });
});

describe('"Save this address" with an order (POST /api/orders, saveAddress)', () => {
  const order = (extra: object = {}) => orderBody([{ product: board, quantity: 1 }], { ...HOME, ...extra });

  it("puts the order's name and address in the member's book, once", async () => {
    const { token } = await signedInMember(t.db);
    await request(t.app)
      .post(API.orders)
      .set(bearer(token))
      .send(order({ saveAddress: true }))
      .expect(201);
    await request(t.app)
      .post(API.orders)
      .set(bearer(token))
      .send(order({ saveAddress: true }))
      .expect(201);
    await request(t.app)
      .post(API.orders)
      .set(bearer(token))
      .send(order({ customerAddress: nth(1).customerAddress }))
      .expect(201);
    expect(await bookOf(token)).toEqual([{ id: expect.any(Number), ...HOME, version: 1 }]);
  });

  it('saves nothing when the order is refused, and never fails an order over a full book', async () => {
    const { user, token } = await signedInMember(t.db);
    await request(t.app)
      .post(API.orders)
      .set(bearer(token))
      .send(order({ saveAddress: true, totalAmount: 1 }))
      .expect(409);
    expect(await rowsOf(Number(user.id))).toBe(0);
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n++) await add(token, nth(n)).expect(201);
    await request(t.app)
      .post(API.orders)
      .set(bearer(token))
      .send(order({ saveAddress: true }))
      .expect(201);
    expect(await rowsOf(Number(user.id))).toBe(MAX_SAVED_ADDRESSES);
  });

  it("refuses a guest's order that asks to save its address, writing nothing", async () => {
    const orders = await t.db.models.Order.count();
    const res = await request(t.app)
      .post(API.orders)
      .send(order({ saveAddress: true }))
      .expect(400);
    expect(res.body).toEqual({ message: ADDRESS_MESSAGES.membersOnly });
    expect(await t.db.models.Order.count()).toBe(orders);
    expect(
      (
        await request(t.app)
          .post(API.orders)
          .send(order({ saveAddress: 'yes' }))
          .expect(400)
      ).body,
    ).toEqual({
      message: 'saveAddress must be true or false',
    });
  });
});

it("goes with the member when an administrator erases the account (docs/spec.md §7.9's erasure)", async () => {
  const { user, token } = await signedInMember(t.db);
  await add(token, HOME).expect(201);
  const admin = await signedInAdmin(t.db, t.config.adminEmail);
  await request(t.app).delete(`/api/admin/users/${user.id}`).set(bearer(admin.token)).expect(204);
  expect(await rowsOf(Number(user.id))).toBe(0);
});
