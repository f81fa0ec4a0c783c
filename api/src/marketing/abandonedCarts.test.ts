import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, MARKETING_API, MARKETING_MAIL, MARKETING_MESSAGES, ONE_CLICK_UNSUBSCRIBE, ROUTES } from '@kingside/contracts';
import request from 'supertest';
import { openDatabase } from '../database';
import type { Database } from '../shared/db/database';
import type { AppDeps } from '../shared/deps';
import { settleMail } from '../shared/mail/mailQueue';
import type { OutboxEntry } from '../shared/mail/mailer';
import { bearer, makeProduct, orderBody, signedInMember, type TestProduct } from '../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../testing/testApp';
import { ABANDONED_CARTS, remindAbandonedCarts } from './abandonedCarts';

/*
 * Abandoned carts (issue 44 point 3), on SQLite and MariaDB: a member who opted in (off by default) gets one reminder
 * listing their cart's lines once it has been untouched for a day, never twice for the same cart state, once however
 * many instances sweep at once; not without the opt-in, nor after an order; its unsubscribe turns the opt-in off
 * without signing in.
 */

const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-carts-'));
let t: TestApp;
let board: TestProduct;
let clock: TestProduct;

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_DIR: outbox, PUBLIC_URL: 'http://shop.test' } });
  board = await makeProduct(t.db, { stock: 500, price: 2500, name: 'Reminder Board' });
  clock = await makeProduct(t.db, { stock: 500, price: 3999, name: 'Reminder <Clock>' });
}, 60_000);
afterAll(async () => {
  await settleMail(t.deps);
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

async function mailTo(to: string): Promise<OutboxEntry[]> {
  await settleMail(t.deps);
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxEntry)
    .filter((entry) => entry.to === to);
}

/** A day and a bit from now: every cart changed before is abandoned. */
const tomorrow = () => new Date(Date.now() + ABANDONED_CARTS.afterMs + 60_000);

/** A member with a cart in their browser holding these lines, linked to them; opted in unless told otherwise. */
async function memberWithCart(lines: [TestProduct, number][], optIn = true) {
  const member = await signedInMember(t.db);
  const auth = bearer(member.token);
  const cartId = ((await request(t.app).post(API.carts).expect(201)).body as { id: string }).id;
  for (const [product, quantity] of lines) {
    await request(t.app).post(API.cartItems(cartId)).send({ productId: product.id, quantity }).expect(200);
  }
  await request(t.app).put(MARKETING_API.memberCart).set(auth).send({ cartId }).expect(204);
  if (optIn)
    await request(t.app).put(MARKETING_API.preferences).set(auth).send({ cartReminders: true }).expect(200, { cartReminders: true });
  return { ...member, auth, cartId };
}

describe('e-mail preferences', () => {
  it('are off until the member opts in, and refuse what is not a choice', async () => {
    const { token } = await signedInMember(t.db);
    const auth = bearer(token);
    await request(t.app).get(MARKETING_API.preferences).set(auth).expect(200, { cartReminders: false });
    await request(t.app).put(MARKETING_API.preferences).set(auth).send({ cartReminders: 'yes' }).expect(400, {
      message: MARKETING_MESSAGES.cartReminders,
    });
    await request(t.app).put(MARKETING_API.preferences).set(auth).send({ cartReminders: true, extra: 1 }).expect(400);
    await request(t.app).put(MARKETING_API.preferences).set(auth).send({ cartReminders: true }).expect(200, { cartReminders: true });
    await request(t.app).get(MARKETING_API.preferences).set(auth).expect(200, { cartReminders: true });
    await request(t.app).get(MARKETING_API.preferences).expect(401);
    await request(t.app)
      .put(MARKETING_API.memberCart)
      .set(auth)
      .send({ cartId: 'nope' })
      .expect(400, { message: MARKETING_MESSAGES.cartId });
    await request(t.app)
      .put(MARKETING_API.memberCart)
      .set(auth)
      .send({ cartId: '0b6f1c7e-7a52-4f0e-9a8e-2d3c4b5a6f70' })
      .expect(404, { message: 'Cart not found' });
  });
});

describe('the abandoned-cart reminder', () => {
  it('goes once, a day after the cart was last touched, with its lines; again only for a new state of the cart', async () => {
    const member = await memberWithCart([
      [board, 2],
      [clock, 1],
    ]);
    // Not yet a day.
    expect(await remindAbandonedCarts(t.deps)).toBe(0);
    expect(await remindAbandonedCarts(t.deps, { now: tomorrow() })).toBe(1);
    expect(await remindAbandonedCarts(t.deps, { now: tomorrow() })).toBe(0);
    const [reminder, ...others] = await mailTo(member.user.email);
    expect(others).toEqual([]);
    expect(reminder!.subject).toBe(MARKETING_MAIL.cartSubject);
    expect(reminder!.text).toContain('2 × Reminder Board at $25.00');
    expect(reminder!.text).toContain('1 × Reminder <Clock> at $39.99');
    expect(reminder!.text).toContain('Subtotal: $89.99');
    expect(reminder!.text).toContain(`http://shop.test${ROUTES.cart}`);
    expect(reminder!.headers!['List-Unsubscribe-Post']).toBe(ONE_CLICK_UNSUBSCRIBE);
    expect(reminder!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/shop\.test\/api\/unsubscribe\?token=cart\.\d+\.\d+\.[\w-]{43}>$/);
    const html = fs.readFileSync(
      path.join(
        outbox,
        fs
          .readdirSync(outbox)
          .find((file) => file.endsWith('.eml') && fs.readFileSync(path.join(outbox, file), 'utf8').includes(member.user.email))!,
      ),
      'utf8',
    );
    expect(html).toContain('Reminder &lt;Clock&gt;');
    expect(html).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);

    // The cart changes: a new state, reminded a day later; back to a state already reminded of: never again.
    await request(t.app).post(API.cartItems(member.cartId)).send({ productId: board.id, quantity: 1 }).expect(200);
    expect(await remindAbandonedCarts(t.deps, { now: tomorrow() })).toBe(1);
    await request(t.app).put(API.cartItem(member.cartId, board.id)).send({ quantity: 3 }).expect(200);
    expect(await remindAbandonedCarts(t.deps, { now: tomorrow() })).toBe(0);
    expect(await mailTo(member.user.email)).toHaveLength(2);
  });

  it('is sent to nobody who did not opt in, for an empty cart, or after an order', async () => {
    const notOptedIn = await memberWithCart([[board, 1]], false);
    const empty = await memberWithCart([]);
    const ordered = await memberWithCart([[board, 1]]);
    await request(t.app)
      .post(API.orders)
      .set(ordered.auth)
      .send(orderBody([{ product: board, quantity: 1 }], { customerEmail: ordered.user.email }))
      .expect(201);
    await remindAbandonedCarts(t.deps, { now: tomorrow() });
    for (const member of [notOptedIn, empty]) expect(await mailTo(member.user.email)).toEqual([]);
    expect((await mailTo(ordered.user.email)).filter((mail) => mail.subject === MARKETING_MAIL.cartSubject)).toEqual([]);
  });

  it('goes once when two instances sweep at once', async () => {
    const second: Database = await openDatabase(t.config.databaseUrl, { poolMax: 5 });
    const other: AppDeps = { ...t.deps, db: second };
    try {
      const members = await Promise.all([1, 2, 3].map(() => memberWithCart([[clock, 2]])));
      const now = tomorrow();
      await Promise.all([remindAbandonedCarts(t.deps, { now }), remindAbandonedCarts(other, { now })]);
      await settleMail(other);
      for (const member of members) expect(await mailTo(member.user.email)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('is a cart of one member at a time: another member signing in with the same cart takes it over', async () => {
    const first = await memberWithCart([[board, 1]]);
    const second = await signedInMember(t.db);
    await request(t.app).put(MARKETING_API.memberCart).set(bearer(second.token)).send({ cartId: first.cartId }).expect(204);
    await request(t.app).put(MARKETING_API.preferences).set(bearer(second.token)).send({ cartReminders: true }).expect(200);
    await remindAbandonedCarts(t.deps, { now: tomorrow() });
    expect(await mailTo(first.user.email)).toEqual([]);
    expect(await mailTo(second.user.email)).toHaveLength(1);
  });

  it('stops by its unsubscribe link without signing in: the page, then the one-click POST', async () => {
    const member = await memberWithCart([[board, 4]]);
    await remindAbandonedCarts(t.deps, { now: tomorrow() });
    const [reminder] = await mailTo(member.user.email);
    const link = /http:\/\/shop\.test(\/api\/unsubscribe\?token=\S+)/.exec(reminder!.text)![1]!;
    const page = await request(t.app).get(link).set('Sec-Fetch-Mode', 'navigate').expect(200);
    expect(page.text).toContain(MARKETING_MESSAGES.unsubscribePrompt.cart);
    await request(t.app).get(MARKETING_API.preferences).set(member.auth).expect(200, { cartReminders: true });
    await request(t.app).post(link).type('form').send(ONE_CLICK_UNSUBSCRIBE).expect(200, { message: MARKETING_MESSAGES.unsubscribed.cart });
    await request(t.app).get(MARKETING_API.preferences).set(member.auth).expect(200, { cartReminders: false });
    await request(t.app).post(API.cartItems(member.cartId)).send({ productId: clock.id, quantity: 1 }).expect(200);
    expect(await remindAbandonedCarts(t.deps, { now: tomorrow() })).toBe(0);
  });
});
