import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, IDEMPOTENCY_HEADER, ORDER_API, type AdminOrder, type OrderResponse } from '@kingside/contracts';
import { PAYMENT_API, PAYMENT_MESSAGES, STRIPE_ACTOR, SYSTEM_ACTOR } from '@kingside/contracts/payments';
import request from 'supertest';
import Stripe from 'stripe';
import { createApp } from '../app';
import { ORDER_STATUS_AUDIT_ACTION } from '../commerce';
import { openDatabase } from '../database';
import type { Database } from '../shared/db/database';
import type { AppDeps } from '../shared/deps';
import { settleMail } from '../shared/mail/mailQueue';
import { bearer, makeProduct, orderBody, signedInAdmin, stockOf, type TestProduct } from '../testing/fixtures/orders';
import { startStripeStandIn, type StripeStandIn } from '../testing/standIns/stripeStandIn';
import { createTestApp, type TestApp } from '../testing/testApp';
import { CHECKOUT_SESSION_SECONDS, checkoutCancelToken } from './stripeCheckout';
import {
  cancelUnpaidOrder,
  endCheckoutSession,
  startUnpaidOrderSweep,
  sweepUnpaidOrders,
  SYSTEM_AUDIT_ADMIN_ID,
  UNPAID_ORDER_SWEEP,
} from './unpaidOrders';

/*
 * No order left hanging (issue 44 point 5), on SQLite and MariaDB, against the Stripe stand-in: a delayed payment that
 * fails cancels its order once; Cancel on Stripe's page expires the session and releases the stock at once; the sweep
 * cancels pending orders past their payment window, by the system, once however many instances sweep, and never an
 * order Stripe took payment for.
 */

const KEYS = { secretKey: 'sk_test_kingside_unpaid', webhookSecret: 'whsec_kingside_unpaid' };

let stripe: StripeStandIn;
let t: TestApp;
let server: Server;
let board: TestProduct;
let adminAuth: Record<string, string>;
let sequence = 0;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  t = await createTestApp({ env: { ...stripe.env, PUBLIC_URL: 'http://shop.test' } });
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  stripe.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}${PAYMENT_API.stripeWebhook}`);
  board = await makeProduct(t.db, { stock: 500, price: 2500, name: 'Unpaid Board' });
  adminAuth = bearer((await signedInAdmin(t.db, t.config.adminEmail)).token);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await settleMail(t.deps);
  await t.close();
  await stripe.close();
});

/** An order placed through Stripe: pending, its stock taken, and its Checkout Session. */
async function pay(quantity = 1, product = board) {
  const res = await request(server)
    .post(API.orders)
    .set(IDEMPOTENCY_HEADER, `unpaid-${++sequence}-${Date.now()}`)
    .send(orderBody([{ product, quantity }], { customerEmail: `unpaid${sequence}@example.com` }))
    .expect(201);
  const order = res.body as OrderResponse;
  const sessionId = new URL(order.payment!.url).pathname.split('/').pop()!;
  return { order, sessionId };
}

/** An app over the suite's database with another configuration (another instance, keys that Stripe refuses, none). */
const appWith = (config: Partial<TestApp['config']>) => createApp({ ...t.deps, config: { ...t.config, ...config } });

/** An order placed while Stripe refused the Checkout Session (502): pending, its stock taken, no session. */
async function sessionless(quantity = 1) {
  const refused = appWith({ stripe: { ...t.config.stripe!, secretKey: 'sk_test_not_the_stand_ins' } });
  const customerEmail = `sessionless${++sequence}@example.com`;
  await request(refused)
    .post(API.orders)
    .send(orderBody([{ product: board, quantity }], { customerEmail }))
    .expect(502);
  const order = await t.db.models.Order.findOne({ where: { customerEmail } });
  return Number(order!.id);
}

const readOrder = async (id: number) => (await request(server).get(ORDER_API.adminItem(id)).set(adminAuth).expect(200)).body as AdminOrder;
const cancelLink = (orderId: number) =>
  `${PAYMENT_API.checkoutCancel}?order=${orderId}&token=${checkoutCancelToken(t.config.secretsKey, orderId)}`;
const cancellations = (order: AdminOrder) => order.history.filter((change) => change.status === 'cancelled');
/** When every order placed so far is past its payment window and the sweep's grace. */
const afterTheWindow = () => new Date(Date.now() + CHECKOUT_SESSION_SECONDS * 1000 + UNPAID_ORDER_SWEEP.graceMs + 5000);

async function until(done: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
/** The stand-in's delivery of an event of `type` about session `sessionId`, once it has been answered. */
const deliveredFor = (type: string, sessionId: string) =>
  stripe.deliveries.find((delivery) => {
    const event = stripe.events.find((made) => made.id === delivery.eventId);
    return delivery.type === type && (event?.data.object as { id?: string } | undefined)?.id === sessionId;
  });

describe('a delayed payment that fails (checkout.session.async_payment_failed)', () => {
  it('cancels the order by Stripe and puts its stock back, once; a replay or a later event changes nothing', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(3);
    // The shopper chose a bank debit: the session completes unpaid, the order waits with its stock.
    expect(JSON.parse((await stripe.completeUnpaid(sessionId)).body)).toEqual({ received: true, outcome: 'ignored' });
    expect((await readOrder(order.id)).status).toBe('pending');
    expect(await stockOf(t.db, board.id)).toBe(before - 3);

    const failed = await stripe.failDelayedPayment(sessionId);
    expect([failed.status, JSON.parse(failed.body)]).toEqual([200, { received: true, outcome: 'applied' }]);
    const cancelled = await readOrder(order.id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'cancelled',
      adminId: null,
      adminEmail: STRIPE_ACTOR,
      note: PAYMENT_MESSAGES.failedNote,
    });
    expect(cancelled.payment).toMatchObject({ status: 'failed', paymentIntentId: expect.stringMatching(/^pi_test_/) });
    expect(await stockOf(t.db, board.id)).toBe(before);
    const recorded = await t.db.models.PaymentEvent.findByPk(failed.eventId);
    expect([recorded?.type, Number(recorded?.orderId)]).toEqual(['checkout.session.async_payment_failed', order.id]);

    // The same event again, the same failure as a new event, and the session's expiry: nothing more.
    const replay = await stripe.deliver(stripe.events.find((event) => event.id === failed.eventId)!);
    expect(JSON.parse(replay.body)).toEqual({ received: true, outcome: 'duplicate' });
    expect(JSON.parse((await stripe.failDelayedPayment(sessionId)).body)).toEqual({ received: true, outcome: 'applied' });
    const session = stripe.sessions.get(sessionId)!;
    expect(JSON.parse((await stripe.deliver(stripe.event('checkout.session.expired', session))).body)).toMatchObject({
      outcome: 'applied',
    });
    expect(await readOrder(order.id)).toEqual(cancelled);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });

  it('leaves a paid order paid', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(2);
    await stripe.pay(sessionId);
    const failed = await stripe.failDelayedPayment(sessionId);
    expect(JSON.parse(failed.body)).toEqual({ received: true, outcome: 'applied' });
    const paid = await readOrder(order.id);
    expect([paid.status, paid.payment?.status, cancellations(paid)]).toEqual(['paid', 'paid', []]);
    expect(await stockOf(t.db, board.id)).toBe(before - 2);
  });
});

describe('Cancel on Stripe’s page', () => {
  it('expires the session, cancels the order with its stock back at once, and sends the shopper on to the cart', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(2);
    expect(await stockOf(t.db, board.id)).toBe(before - 2);
    // The stand-in's Cancel sends the browser to the session's cancel URL, the api's cancel link.
    const back = await fetch(`${order.payment!.url}/cancel`, { method: 'POST', redirect: 'manual' });
    const link = new URL(back.headers.get('location')!);
    expect(`${link.origin}${link.pathname}${link.search}`).toBe(`http://shop.test${cancelLink(order.id)}`);

    const res = await request(server).get(`${link.pathname}${link.search}`).expect(303);
    expect(res.headers.location).toBe('http://shop.test/cart');
    expect(res.headers['cache-control']).toBe('no-store');
    // At once: before Stripe's checkout.session.expired arrives.
    expect(await stockOf(t.db, board.id)).toBe(before);
    expect(stripe.requests).toContain(`POST /v1/checkout/sessions/${sessionId}/expire`);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    const cancelled = await readOrder(order.id);
    expect(cancelled.status).toBe('cancelled');
    // By the customer, who cancelled; the note says what happened at Stripe.
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'cancelled',
      adminId: null,
      adminEmail: null,
      note: PAYMENT_MESSAGES.expiredNote,
    });
    expect(cancelled.payment?.status).toBe('expired');

    // Stripe's checkout.session.expired follows, and the link opened again: nothing more.
    await until(() => deliveredFor('checkout.session.expired', sessionId) !== undefined);
    expect(deliveredFor('checkout.session.expired', sessionId)!.status).toBe(200);
    await request(server).get(cancelLink(order.id)).expect(303).expect('Location', 'http://shop.test/cart');
    expect(await readOrder(order.id)).toEqual(cancelled);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });

  it('does not expire a session Stripe took payment for: the order stays paid, the shopper goes to the return page', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay();
    await stripe.pay(sessionId);
    const res = await request(server).get(cancelLink(order.id)).expect(303);
    expect(res.headers.location).toBe(`http://shop.test/checkout/complete?session_id=${sessionId}`);
    expect((await readOrder(order.id)).status).toBe('paid');
    expect(await stockOf(t.db, board.id)).toBe(before - 1);

    // A delayed payment under way (the session complete, unpaid): Stripe would refuse to expire it; the order waits.
    const delayed = await pay();
    await stripe.completeUnpaid(delayed.sessionId);
    const expiresBefore = stripe.requests.filter((line) => line.endsWith('/expire')).length;
    await request(server)
      .get(cancelLink(delayed.order.id))
      .expect(303)
      .expect('Location', `http://shop.test/checkout/complete?session_id=${delayed.sessionId}`);
    expect(stripe.requests.filter((line) => line.endsWith('/expire'))).toHaveLength(expiresBefore);
    expect((await readOrder(delayed.order.id)).status).toBe('pending');
    expect(await stockOf(t.db, board.id)).toBe(before - 2);
  });

  it('takes Stripe’s refusal to expire a session that completed meanwhile as complete', async () => {
    const refusal = new Stripe.errors.StripeInvalidRequestError({
      type: 'invalid_request_error',
      message: 'Only Checkout Sessions with a status of `open` can be expired.',
    });
    const statuses = ['open', 'complete'];
    const sdk = {
      checkout: {
        sessions: {
          retrieve: jest.fn(async () => ({ status: statuses.shift() })),
          expire: jest.fn(async () => Promise.reject(refusal)),
        },
      },
    } as unknown as Stripe;
    await expect(endCheckoutSession(sdk, 'cs_test_raced')).resolves.toBe('complete');
    // Refused while it is still open: Stripe's error, not a guess.
    const stillOpen = {
      checkout: { sessions: { retrieve: async () => ({ status: 'open' }), expire: async () => Promise.reject(refusal) } },
    };
    await expect(endCheckoutSession(stillOpen as unknown as Stripe, 'cs_test_open')).rejects.toBe(refusal);
  });

  it('keeps the order and its stock when Stripe cannot be asked, and still sends the shopper to the cart', async () => {
    const before = await stockOf(t.db, board.id);
    const { order } = await pay();
    const refused = appWith({ stripe: { ...t.config.stripe!, secretKey: 'sk_test_not_the_stand_ins' } });
    await request(refused).get(cancelLink(order.id)).expect(303).expect('Location', 'http://shop.test/cart');
    expect((await readOrder(order.id)).status).toBe('pending');
    expect(await stockOf(t.db, board.id)).toBe(before - 1);
    // Asked again through an instance Stripe answers, it is released.
    await request(server).get(cancelLink(order.id)).expect(303);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });

  it('refuses a malformed link with 400, and a token that is not the server’s with 404, changing nothing', async () => {
    const before = await stockOf(t.db, board.id);
    const { order } = await pay();
    const token = checkoutCancelToken(t.config.secretsKey, order.id);
    const path = PAYMENT_API.checkoutCancel;
    await request(server).get(`${path}?order=${order.id}`).expect(400, { message: PAYMENT_MESSAGES.cancelTokenInvalid });
    await request(server).get(`${path}?order=${order.id}&token=short`).expect(400, { message: PAYMENT_MESSAGES.cancelTokenInvalid });
    await request(server).get(`${path}?token=${token}`).expect(400, { message: PAYMENT_MESSAGES.cancelOrderInvalid });
    await request(server).get(`${path}?order=abc&token=${token}`).expect(400, { message: PAYMENT_MESSAGES.cancelOrderInvalid });
    await request(server).get(`${path}?order=0&token=${token}`).expect(400, { message: PAYMENT_MESSAGES.cancelOrderInvalid });
    await request(server).get(`${path}?order=${order.id}&token=${token}&next=/admin`).expect(400, { message: 'Unknown field: next' });
    // Well formed, but not the server's: another order's token, another key's.
    const other = checkoutCancelToken(t.config.secretsKey, order.id + 1);
    await request(server).get(`${path}?order=${order.id}&token=${other}`).expect(404, { message: PAYMENT_MESSAGES.notFound });
    const forged = checkoutCancelToken('another secret', order.id);
    await request(server).get(`${path}?order=${order.id}&token=${forged}`).expect(404, { message: PAYMENT_MESSAGES.notFound });
    // The server's token for an order without a Stripe payment.
    await request(server)
      .get(cancelLink(order.id + 100_000))
      .expect(404, { message: PAYMENT_MESSAGES.notFound });
    // A HEAD (a link checker) changes nothing either.
    await request(server).head(cancelLink(order.id)).expect(303);
    expect((await readOrder(order.id)).status).toBe('pending');
    expect(await stockOf(t.db, board.id)).toBe(before - 1);
    // Without Stripe keys there is no such link.
    await request(appWith({ stripe: undefined }))
      .get(cancelLink(order.id))
      .expect(404, { message: PAYMENT_MESSAGES.notFound });
  });
});

describe('an administrator’s Cancel order on a pending Stripe order', () => {
  const cancel = (app: Parameters<typeof request>[0], id: number, note?: string) =>
    request(app)
      .post(ORDER_API.adminStatus(id))
      .set(adminAuth)
      .send({ status: 'cancelled', ...(note === undefined ? {} : { note }) });
  const expiries = (sessionId: string) => stripe.requests.filter((line) => line === `POST /v1/checkout/sessions/${sessionId}/expire`);
  const auditOf = async (id: number) =>
    (await t.db.models.AuditLog.findAll({ where: { entity: 'order', entityId: id } })).map((line) => [
      line.adminEmail,
      line.action,
      JSON.parse(line.changes),
    ]);

  it('expires the session at Stripe before cancelling, so nobody can pay it; by the administrator, audited, the stock back', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(2);
    const res = await cancel(server, order.id, 'Customer phoned').expect(200);
    expect(expiries(sessionId)).toHaveLength(1);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    // The payment page is gone: the money cannot follow the cancelled order.
    expect((await fetch(order.payment!.url)).status).toBe(404);
    expect((await fetch(`${order.payment!.url}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
    const cancelled = res.body as AdminOrder;
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.history.at(-1)).toMatchObject({
      status: 'cancelled',
      adminEmail: t.config.adminEmail,
      note: `${PAYMENT_MESSAGES.expiredNote} · Customer phoned`,
    });
    expect(cancelled.payment?.status).toBe('expired');
    expect(await stockOf(t.db, board.id)).toBe(before);
    expect(await auditOf(order.id)).toEqual([[t.config.adminEmail, ORDER_STATUS_AUDIT_ACTION, { status: ['pending', 'cancelled'] }]]);

    // Stripe's checkout.session.expired that the expiry sends changes nothing more; a second cancel is refused.
    await until(() => deliveredFor('checkout.session.expired', sessionId) !== undefined);
    expect(deliveredFor('checkout.session.expired', sessionId)!.status).toBe(200);
    expect(await readOrder(order.id)).toEqual(cancelled);
    await cancel(server, order.id).expect(409);
    expect(expiries(sessionId)).toHaveLength(1);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });

  it('takes a session already expired at Stripe (its webhook lost) as expired, and keeps a long note whole', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(1);
    Object.assign(stripe.sessions.get(sessionId)!, { status: 'expired', url: null });
    const note = 'n'.repeat(500);
    const cancelled = (await cancel(server, order.id, note).expect(200)).body as AdminOrder;
    expect(expiries(sessionId)).toHaveLength(0);
    expect([cancelled.status, cancelled.payment?.status, cancelled.history.at(-1)?.note]).toEqual(['cancelled', 'expired', note]);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });

  it('refuses to cancel an order whose session Stripe took (paid, its webhook late; a delayed payment under way)', async () => {
    const before = await stockOf(t.db, board.id);
    const paid = await pay(1);
    Object.assign(stripe.sessions.get(paid.sessionId)!, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_test_admin_${paid.sessionId}`,
      url: null,
    });
    const delayed = await pay(2);
    await stripe.completeUnpaid(delayed.sessionId);
    for (const { order, sessionId } of [paid, delayed]) {
      await cancel(server, order.id).expect(409, { message: PAYMENT_MESSAGES.sessionComplete });
      expect(expiries(sessionId)).toHaveLength(0);
      const kept = await readOrder(order.id);
      expect([kept.status, kept.payment?.status, cancellations(kept)]).toEqual(['pending', 'open', []]);
      expect(await auditOf(order.id)).toEqual([]);
    }
    expect(await stockOf(t.db, board.id)).toBe(before - 3);
    // The late webhook then finds its order pending, and pays it.
    const session = stripe.sessions.get(paid.sessionId)!;
    await stripe.deliver(stripe.event('checkout.session.completed', session));
    expect((await readOrder(paid.order.id)).status).toBe('paid');
  });

  it('changes nothing when Stripe cannot be asked (502) or the api has no keys (503)', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(1);
    const refused = appWith({ stripe: { ...t.config.stripe!, secretKey: 'sk_test_not_the_stand_ins' } });
    await cancel(refused, order.id).expect(502, { message: PAYMENT_MESSAGES.stripeFailed });
    await cancel(appWith({ stripe: undefined }), order.id).expect(503, { message: PAYMENT_MESSAGES.stripeNotConfigured });
    const kept = await readOrder(order.id);
    expect([kept.status, kept.payment?.status, stripe.sessions.get(sessionId)!.status]).toEqual(['pending', 'open', 'open']);
    expect(await stockOf(t.db, board.id)).toBe(before - 1);
    expect(await auditOf(order.id)).toEqual([]);
    // Asked again where Stripe answers, it is cancelled.
    await cancel(server, order.id).expect(200);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });

  it('is done, not refused, when the expiry’s own checkout.session.expired cancels the order first', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(2);
    // An instance whose write transaction begins only once Stripe's event (sent 20 ms after the expiry) was applied.
    const real = t.db.sequelize;
    const gated = new Proxy(real, {
      get(target, property) {
        if (property === 'transaction') {
          return async (...args: Parameters<typeof real.transaction>) => {
            await until(() => deliveredFor('checkout.session.expired', sessionId)?.status === 200);
            return (target.transaction as (...given: unknown[]) => unknown)(...args);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...given: unknown[]) => unknown).bind(target) : value;
      },
    });
    const instance = createApp({ ...t.deps, db: { ...t.db, sequelize: gated } });
    const cancelled = (await cancel(instance, order.id, 'Out of stock elsewhere').expect(200)).body as AdminOrder;
    expect(expiries(sessionId)).toHaveLength(1);
    // Cancelled once, by Stripe's event; the administrator's cancel is in the audit log.
    expect(cancellations(cancelled)).toEqual([expect.objectContaining({ adminEmail: STRIPE_ACTOR, note: PAYMENT_MESSAGES.expiredNote })]);
    expect([cancelled.status, cancelled.payment?.status]).toEqual(['cancelled', 'expired']);
    expect(await auditOf(order.id)).toEqual([[t.config.adminEmail, ORDER_STATUS_AUDIT_ACTION, { status: ['pending', 'cancelled'] }]]);
    expect(await stockOf(t.db, board.id)).toBe(before);
  });
});

describe('the sweep of unpaid orders', () => {
  it('cancels pending orders past their payment window by the system, their stock back; leaves the rest', async () => {
    // The orders earlier tests left pending go first.
    await sweepUnpaidOrders(t.deps, { now: afterTheWindow() });
    const before = await stockOf(t.db, board.id);
    // Open at Stripe: the sweep expires the session. Expired at Stripe, its webhook lost. No session at all.
    const open = await pay(1);
    const lost = await pay(2);
    Object.assign(stripe.sessions.get(lost.sessionId)!, { status: 'expired', url: null });
    const noSession = await sessionless(3);
    // A delayed payment under way: Stripe's to settle. A simulated order: no payment window.
    const delayed = await pay(4);
    await stripe.completeUnpaid(delayed.sessionId);
    const simulated = (
      (
        await request(appWith({ stripe: undefined }))
          .post(API.orders)
          .send(orderBody([{ product: board, quantity: 5 }], { customerEmail: 'simulated-sweep@example.com' }))
          .expect(201)
      ).body as OrderResponse
    ).id;
    expect(await stockOf(t.db, board.id)).toBe(before - 15);
    const stored = await t.db.models.Order.findByPk(open.order.id);
    expect(new Date(stored!.paymentDueAt!).getTime()).toBe(new Date(open.order.createdAt).getTime() + CHECKOUT_SESSION_SECONDS * 1000);
    expect((await t.db.models.Order.findByPk(simulated))!.paymentDueAt).toBeNull();

    // Within the window and its grace: nothing.
    const early = new Date(Date.now() + CHECKOUT_SESSION_SECONDS * 1000 + UNPAID_ORDER_SWEEP.graceMs - 5 * 60_000);
    expect(await sweepUnpaidOrders(t.deps, { now: early })).toEqual({ cancelled: [], settledByStripe: [], retried: [] });

    const swept = await sweepUnpaidOrders(t.deps, { now: afterTheWindow() });
    expect(swept.cancelled).toEqual(expect.arrayContaining([open.order.id, lost.order.id, noSession]));
    expect(swept.settledByStripe).toContain(delayed.order.id);
    expect(await stockOf(t.db, board.id)).toBe(before - 4 - 5);
    expect(stripe.sessions.get(open.sessionId)!.status).toBe('expired');
    for (const id of [open.order.id, lost.order.id, noSession]) {
      const order = await readOrder(id);
      expect([order.status, cancellations(order)]).toEqual([
        'cancelled',
        [expect.objectContaining({ adminEmail: SYSTEM_ACTOR, note: PAYMENT_MESSAGES.windowPassedNote })],
      ]);
      const audit = await t.db.models.AuditLog.findAll({ where: { entity: 'order', entityId: id } });
      expect(audit.map((line) => [Number(line.adminId), line.adminEmail, line.action, JSON.parse(line.changes)])).toEqual([
        [SYSTEM_AUDIT_ADMIN_ID, SYSTEM_ACTOR, ORDER_STATUS_AUDIT_ACTION, { status: ['pending', 'cancelled'] }],
      ]);
    }
    expect((await readOrder(open.order.id)).payment?.status).toBe('expired');
    expect((await readOrder(delayed.order.id)).status).toBe('pending');
    expect((await t.db.models.Order.findByPk(delayed.order.id))!.paymentDueAt).toBeNull();
    expect((await readOrder(simulated)).status).toBe('pending');

    // Stripe's checkout.session.expired for the session the sweep expired, and a second sweep: nothing more.
    await until(() => deliveredFor('checkout.session.expired', open.sessionId) !== undefined);
    const again = await sweepUnpaidOrders(t.deps, { now: afterTheWindow() });
    expect(again.cancelled).toEqual([]);
    expect(cancellations(await readOrder(open.order.id))).toHaveLength(1);
    expect(await stockOf(t.db, board.id)).toBe(before - 4 - 5);
  });

  it('cancels each order once and puts its stock back once when two instances sweep at once', async () => {
    const second: Database = await openDatabase(t.config.databaseUrl, { poolMax: 5 });
    const otherDeps: AppDeps = { ...t.deps, db: second };
    try {
      for (let round = 0; round < 3; round++) {
        const before = await stockOf(t.db, board.id);
        const placed = [(await pay(1)).order.id, (await pay(2)).order.id, await sessionless(3), await sessionless(1)];
        const lost = await pay(2);
        Object.assign(stripe.sessions.get(lost.sessionId)!, { status: 'expired', url: null });
        placed.push(lost.order.id);
        expect(await stockOf(t.db, board.id)).toBe(before - 9);

        const now = afterTheWindow();
        const [one, other] = await Promise.all([sweepUnpaidOrders(t.deps, { now }), sweepUnpaidOrders(otherDeps, { now })]);
        // Never both; an order whose session the sweep expired may have been cancelled by Stripe's webhook instead.
        expect(one.cancelled.filter((id) => other.cancelled.includes(id))).toEqual([]);
        expect(await stockOf(t.db, board.id)).toBe(before);
        for (const id of placed) {
          const order = await readOrder(id);
          expect([id, order.status, cancellations(order).length]).toEqual([id, 'cancelled', 1]);
          expect(await t.db.models.AuditLog.count({ where: { entity: 'order', entityId: id } })).toBeLessThanOrEqual(1);
        }
        // Wait for the webhooks of the sessions expired this round, so the next round starts quiet.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(await stockOf(t.db, board.id)).toBe(before);
      }
    } finally {
      await second.close();
    }
  });

  it('never cancels an order Stripe took payment for, even when the payment’s webhook races the sweep', async () => {
    const before = await stockOf(t.db, board.id);
    const orders = await Promise.all([pay(1), pay(2), pay(3)]);
    // Paid on Stripe's page just before the window closed; their webhooks come late, after a sweep, then with another.
    const events = orders.map(({ sessionId }) => {
      const session = stripe.sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_test_late_${sessionId}`, url: null });
      return stripe.event('checkout.session.completed', session);
    });
    const ids = orders.map(({ order }) => order.id);
    const now = afterTheWindow();
    const swept = await sweepUnpaidOrders(t.deps, { now });
    expect([swept.cancelled.filter((id) => ids.includes(id)), swept.settledByStripe.filter((id) => ids.includes(id)).sort()]).toEqual([
      [],
      [...ids].sort(),
    ]);
    expect(await stockOf(t.db, board.id)).toBe(before - 6);
    await Promise.all([...events.map((event) => stripe.deliver(event)), sweepUnpaidOrders(t.deps, { now })]);
    for (const { order } of orders) {
      const read = await readOrder(order.id);
      expect([read.status, cancellations(read)]).toEqual(['paid', []]);
    }
    expect(await stockOf(t.db, board.id)).toBe(before - 6);

    // The database's own guard: a cancellation for want of payment finds a paid order and changes nothing.
    const system = { adminId: null, adminEmail: SYSTEM_ACTOR, note: PAYMENT_MESSAGES.windowPassedNote };
    expect(await cancelUnpaidOrder(t.deps, orders[0]!.order.id, system, true)).toEqual({ changed: false, availabilityChanged: false });
    // And raced by the payment itself, the order ends either paid or cancelled, its stock back only if cancelled.
    for (let round = 0; round < 5; round++) {
      const start = await stockOf(t.db, board.id);
      const { order, sessionId } = await pay(2);
      const session = stripe.sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_test_race_${sessionId}` });
      await Promise.all([
        stripe.deliver(stripe.event('checkout.session.completed', session)),
        cancelUnpaidOrder(t.deps, order.id, system, true),
      ]);
      const read = await readOrder(order.id);
      const statuses = read.history.map((change) => change.status);
      expect(statuses.filter((status) => status === 'paid' || status === 'cancelled')).toHaveLength(1);
      expect(await stockOf(t.db, board.id)).toBe(read.status === 'paid' ? start - 2 : start);
    }
  });

  it('runs on the server’s timer, which stops', async () => {
    const before = await stockOf(t.db, board.id);
    const id = await sessionless(2);
    await t.db.models.Order.update({ paymentDueAt: new Date(Date.now() - UNPAID_ORDER_SWEEP.graceMs - 60_000) }, { where: { id } });
    const sweep = startUnpaidOrderSweep(t.deps);
    try {
      const end = Date.now() + 5000;
      while ((await t.db.models.Order.findByPk(id))!.status !== 'cancelled') {
        if (Date.now() > end) throw new Error('the sweep did not run');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      sweep.stop();
    }
    expect(await stockOf(t.db, board.id)).toBe(before);
  });
});
