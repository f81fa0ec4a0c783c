import {
  AUTH_MESSAGES,
  BACK_OFFICE_MESSAGES,
  REVIEW_API,
  REVIEW_AUDIT,
  REVIEW_MESSAGES,
  REVIEW_TEXT_MAX,
  type AdminReviewRow,
  type MyReview,
  type MyReviewState,
  type ProductReviewPage,
} from '@kingside/contracts';
import { ADMIN_MESSAGES, versionEtag } from '@kingside/contracts/admin';
import { API_MESSAGES } from '@kingside/contracts/api';
import request from 'supertest';
import { bearer, makeProduct, signedInAdmin, signedInMember, type TestProduct } from '../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * Verified reviews (issue 44 point 2, docs/spec.md §7.16): only a member who received the product (an order of theirs
 * with it, shipped or delivered) reviews it, once; edits name their version; a product's page of reviews is newest first
 * with the average and count; administrators hide and restore, audited, and a hidden review counts nowhere.
 */

let t: TestApp;
let admin: { token: string; id: number; email: string };

beforeAll(async () => {
  t = await createTestApp();
  const signed = await signedInAdmin(t.db, t.config.adminEmail);
  admin = { token: signed.token, id: Number(signed.user.id), email: signed.user.email };
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** An order of the member's holding the product, in this status, straight in the database. */
async function orderOf(userId: number, product: TestProduct, status: string) {
  const { Order, OrderLine } = t.db.models;
  const order = await Order.create({
    customerName: 'Ada Lovelace',
    customerEmail: `member-${userId}@example.com`,
    customerAddress: '12 Analytical Row, London',
    subtotal: product.price,
    shipping: 0,
    totalAmount: product.price,
    idempotencyKey: null,
    requestHash: null,
    userId,
    status,
  });
  await OrderLine.create({ orderId: order.id, productId: product.id, name: product.name, quantity: 1, price: product.price });
}

/** A member who received the product. */
async function buyer(product: TestProduct, firstName = 'Ada') {
  const member = await signedInMember(t.db, { firstName });
  await orderOf(Number(member.user.id), product, 'shipped');
  return member;
}

const post = (token: string | null, productId: number, review: object) => {
  const req = request(t.app).post(REVIEW_API.mine(productId));
  if (token) req.set(bearer(token));
  return req.send(review);
};
const put = (token: string, productId: number, review: object, ifMatch?: string) => {
  const req = request(t.app).put(REVIEW_API.mine(productId)).set(bearer(token));
  if (ifMatch !== undefined) req.set('If-Match', ifMatch);
  return req.send(review);
};
const pageOf = async (productId: number, query = '') =>
  (
    await request(t.app)
      .get(`${REVIEW_API.product(productId)}${query}`)
      .expect(200)
  ).body as ProductReviewPage;
const stateOf = async (token: string, productId: number) =>
  (await request(t.app).get(REVIEW_API.mine(productId)).set(bearer(token)).expect(200)).body as MyReviewState;

describe('writing a review', () => {
  it('needs a member token: 401 for a guest, on every member route', async () => {
    const product = await makeProduct(t.db, { stock: 5 });
    for (const res of [
      await post(null, product.id, { rating: 5, text: 'Lovely' }),
      await request(t.app).get(REVIEW_API.mine(product.id)),
      await request(t.app).put(REVIEW_API.mine(product.id)).set('If-Match', versionEtag(1)).send({ rating: 5, text: 'x' }),
      await post(admin.token, product.id, { rating: 5, text: 'An admin token is not a member token' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    }
  });

  it('is refused with 403 unless an order of the member with the product has shipped', async () => {
    const product = await makeProduct(t.db, { stock: 5 });
    const other = await makeProduct(t.db, { stock: 5 });
    for (const status of [null, 'pending', 'paid', 'cancelled', 'refunded']) {
      const member = await signedInMember(t.db);
      if (status) await orderOf(Number(member.user.id), product, status);
      // someone else's shipped order, and a shipped order of another product, do not count
      await orderOf(Number(member.user.id), other, 'shipped');
      expect(await stateOf(member.token, product.id)).toEqual({ productId: product.id, canReview: false, review: null });
      const res = await post(member.token, product.id, { rating: 4, text: 'Not received' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: REVIEW_MESSAGES.notReceived });
    }
    expect(await t.db.models.ProductReview.count({ where: { productId: product.id } })).toBe(0);
  });

  it('is taken once shipped or delivered, trimmed, with its ETag, and a second one is 409', async () => {
    const product = await makeProduct(t.db, { stock: 5 });
    const member = await signedInMember(t.db);
    await orderOf(Number(member.user.id), product, 'delivered');
    expect((await stateOf(member.token, product.id)).canReview).toBe(true);
    const res = await post(member.token, product.id, { rating: 5, text: '  Solid walnut, beautiful squares.\n' }).expect(201);
    expect(res.headers['etag']).toBe(versionEtag(1));
    const review = res.body as MyReview;
    expect(review).toMatchObject({ productId: product.id, rating: 5, text: 'Solid walnut, beautiful squares.', hidden: false, version: 1 });
    expect(await stateOf(member.token, product.id)).toEqual({ productId: product.id, canReview: true, review });
    const again = await post(member.token, product.id, { rating: 1, text: 'Changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: REVIEW_MESSAGES.alreadyReviewed });
  });

  it('gives two posts at once one review and one 409', async () => {
    const product = await makeProduct(t.db, { stock: 5 });
    const member = await buyer(product);
    const answers = await Promise.all([1, 2, 3].map((n) => post(member.token, product.id, { rating: n, text: `Tab ${n}` })));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await t.db.models.ProductReview.count({ where: { productId: product.id } })).toBe(1);
  });

  it.each([
    [{ rating: '5', text: 'A string rating' }, REVIEW_MESSAGES.rating],
    [{ rating: 0, text: 'Too low' }, REVIEW_MESSAGES.rating],
    [{ rating: 6, text: 'Too high' }, REVIEW_MESSAGES.rating],
    [{ rating: 4.5, text: 'Half a star' }, REVIEW_MESSAGES.rating],
    [{ text: 'No rating' }, REVIEW_MESSAGES.rating],
    [{ rating: 4, text: '   ' }, REVIEW_MESSAGES.text],
    [{ rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, REVIEW_MESSAGES.text],
    [{ rating: 4, text: 'Fine', hidden: false }, 'Unknown field: hidden'],
  ])('refuses %j with 400', async (review, message) => {
    const product = await makeProduct(t.db, { stock: 5 });
    const member = await buyer(product);
    const res = await post(member.token, product.id, review);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('answers 404 for an unknown or archived product and 400 for an id that is not one', async () => {
    const member = await signedInMember(t.db);
    const archived = await makeProduct(t.db, { stock: 5 });
    await t.db.models.Product.update({ archived: true }, { where: { id: archived.id } });
    for (const id of [2_000_000_000, archived.id]) {
      const res = await post(member.token, id, { rating: 5, text: 'Ghost' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: API_MESSAGES.productNotFound });
      expect((await request(t.app).get(REVIEW_API.product(id))).status).toBe(404);
    }
    expect((await request(t.app).get(REVIEW_API.product('012'))).status).toBe(400);
  });
});

describe('editing a review', () => {
  it('needs the version in If-Match: 428 without, 412 when stale, 200 and a new ETag when current', async () => {
    const product = await makeProduct(t.db, { stock: 5 });
    const member = await buyer(product);
    await post(member.token, product.id, { rating: 3, text: 'Good enough' }).expect(201);
    const missing = await put(member.token, product.id, { rating: 4, text: 'Better' });
    expect(missing.status).toBe(428);
    expect(missing.body).toEqual({ message: BACK_OFFICE_MESSAGES.preconditionRequired });
    const res = await put(member.token, product.id, { rating: 4, text: ' Better after a month ' }, versionEtag(1)).expect(200);
    expect(res.headers['etag']).toBe(versionEtag(2));
    expect(res.body).toMatchObject({ rating: 4, text: 'Better after a month', version: 2 });
    const stale = await put(member.token, product.id, { rating: 1, text: 'Older tab' }, versionEtag(1));
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({ message: BACK_OFFICE_MESSAGES.conflict });
    expect((await pageOf(product.id)).reviews.map(({ rating, text }) => ({ rating, text }))).toEqual([
      { rating: 4, text: 'Better after a month' },
    ]);
  });

  it('answers 404 when the member has not reviewed the product', async () => {
    const product = await makeProduct(t.db, { stock: 5 });
    const member = await buyer(product);
    const res = await put(member.token, product.id, { rating: 4, text: 'Nothing yet' }, versionEtag(1));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: REVIEW_MESSAGES.noReview });
  });
});

describe("a product's reviews and the back office", () => {
  let product: TestProduct;
  const ids: number[] = [];

  beforeAll(async () => {
    product = await makeProduct(t.db, { stock: 5 });
    // Four reviews, a second apart so that "newest first" is the order of writing on both databases.
    for (const [index, rating] of [5, 4, 2, 3].entries()) {
      const member = await buyer(product, `Reviewer${index}`);
      const res = await post(member.token, product.id, { rating, text: `Review ${index}` }).expect(201);
      const id = (res.body as MyReview).id;
      ids.push(id);
      await t.db.models.ProductReview.update({ createdAt: new Date(Date.UTC(2025, 0, 1 + index)) }, { where: { id }, silent: true });
    }
  });

  const hide = (token: string, id: number) => request(t.app).post(REVIEW_API.hide(id)).set(bearer(token)).send({});
  const restore = (token: string, id: number) => request(t.app).post(REVIEW_API.restore(id)).set(bearer(token)).send({});
  const auditLines = (id: number) => t.db.models.AuditLog.findAll({ where: { entity: 'review', entityId: id }, order: [['id', 'ASC']] });

  it('pages the visible reviews newest first, with the average and the count of all of them', async () => {
    const first = await pageOf(product.id, '?limit=3');
    expect(first).toMatchObject({ productId: product.id, average: 3.5, count: 4, limit: 3, offset: 0 });
    expect(first.reviews.map((review) => review.text)).toEqual(['Review 3', 'Review 2', 'Review 1']);
    expect(first.reviews[0]).toMatchObject({ rating: 3, author: 'Reviewer3 P.' });
    const second = await pageOf(product.id, '?limit=3&offset=3');
    expect(second.reviews.map((review) => review.text)).toEqual(['Review 0']);
    const none = await pageOf((await makeProduct(t.db, { stock: 1 })).id);
    expect(none).toMatchObject({ average: null, count: 0, reviews: [] });
    const bad = await request(t.app).get(`${REVIEW_API.product(product.id)}?limit=500`);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: REVIEW_MESSAGES.limit });
  });

  it('is for administrators only, their role read from the database at each request', async () => {
    const member = await signedInMember(t.db);
    expect((await request(t.app).get(REVIEW_API.admin)).status).toBe(401);
    const forbidden = await hide(member.token, ids[0]!);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: ADMIN_MESSAGES.adminRequired });
    const demoted = await signedInMember(t.db);
    await t.db.models.User.update({ role: 'admin' }, { where: { id: demoted.user.id } });
    const { token } = await signedInAdmin(t.db, demoted.user.email);
    await t.db.models.User.update({ role: 'user' }, { where: { id: demoted.user.id } });
    expect((await hide(token, ids[0]!)).status).toBe(403);
    expect(await auditLines(ids[0]!)).toEqual([]);
  });

  it('hides a review, audited once, and a hidden review counts nowhere until it is restored', async () => {
    const target = ids[0]!; // rating 5
    const res = await hide(admin.token, target).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ id: target, hidden: true, rating: 5, productId: product.id, productName: product.name });
    await hide(admin.token, target).expect(200);
    const lines = await auditLines(target);
    expect(lines.map((line) => [line.action, line.adminId, line.adminEmail, JSON.parse(line.changes)])).toEqual([
      [REVIEW_AUDIT.hide, admin.id, admin.email, { hidden: [false, true] }],
    ]);
    const page = await pageOf(product.id, '?limit=10');
    expect(page).toMatchObject({ average: 3, count: 3 });
    expect(page.reviews.map((review) => review.id)).not.toContain(target);

    const list = await request(t.app).get(`${REVIEW_API.admin}?hidden=true&productId=${product.id}`).set(bearer(admin.token)).expect(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect((list.body as AdminReviewRow[]).map((row) => row.id)).toEqual([target]);

    await restore(admin.token, target).expect(200);
    expect((await auditLines(target)).map((line) => line.action)).toEqual([REVIEW_AUDIT.hide, REVIEW_AUDIT.restore]);
    expect(await pageOf(product.id, '?limit=10')).toMatchObject({ average: 3.5, count: 4 });
  });

  it('keeps a review hidden when its author edits it, and tells them', async () => {
    const product2 = await makeProduct(t.db, { stock: 5 });
    const member = await buyer(product2);
    const review = (await post(member.token, product2.id, { rating: 1, text: 'Spam spam' }).expect(201)).body as MyReview;
    await hide(admin.token, review.id).expect(200);
    await put(member.token, product2.id, { rating: 2, text: 'Still spam' }, versionEtag(1)).expect(200);
    expect((await stateOf(member.token, product2.id)).review).toMatchObject({ hidden: true, text: 'Still spam' });
    expect(await pageOf(product2.id)).toMatchObject({ count: 0, average: null, reviews: [] });
  });

  it('searches the back office’s list by the review’s text or the product’s name, without regard to case, % and _ taken literally', async () => {
    const list = async (query: string) => {
      const res = await request(t.app).get(`${REVIEW_API.admin}?${query}`).set(bearer(admin.token)).expect(200);
      return { ids: (res.body as AdminReviewRow[]).map((row) => row.id), total: res.headers['x-total-count'] };
    };
    expect(await list(`q=${encodeURIComponent('REVIEW 2')}&productId=${product.id}`)).toEqual({ ids: [ids[2]], total: '1' });
    expect(await list(`q=${encodeURIComponent(product.name.toUpperCase())}`)).toEqual({ ids: [...ids].reverse(), total: '4' });
    expect(await list(`q=${encodeURIComponent('Review _')}&productId=${product.id}`)).toEqual({ ids: [], total: '0' });
    expect(await list(`q=%25&productId=${product.id}`)).toEqual({ ids: [], total: '0' });
    const tooLong = await request(t.app)
      .get(`${REVIEW_API.admin}?q=${'x'.repeat(101)}`)
      .set(bearer(admin.token));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'q must be at most 100 characters' });
  });

  it('answers 404 for an unknown review', async () => {
    const res = await hide(admin.token, 2_000_000_000);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: REVIEW_MESSAGES.notFound });
  });
});
