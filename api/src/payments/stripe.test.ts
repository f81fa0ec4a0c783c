import { once } from 'node:events';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  API,
  IDEMPOTENCY_HEADER,
  ORDER_API,
  ORDER_MAIL,
  type AdminOrder,
  type CheckoutPaymentState,
  type OrderResponse,
} from '@kingside/contracts';
import { PAYMENT_API, PAYMENT_MESSAGES, STRIPE_ACTOR } from '@kingside/contracts/payments';
import request from 'supertest';
import { createApp } from '../app';
import { loadConfig } from '../shared/config';
import { bearer, makeProduct, orderBody, signedInAdmin, stockOf, type TestProduct } from '../testing/fixtures/orders';
import type { Database } from '../shared/db/database';
import { openDatabase } from '../database';
import { settleMail } from '../shared/mail/mailQueue';
import type { OutboxEntry } from '../shared/mail/mailer';
import { createTestApp, type TestApp } from '../testing/testApp';
import { PAYMENT_MISMATCH_AUDIT_ACTION } from './orderPayments';
import { checkoutCancelToken, sessionIdempotencyKey } from './stripeCheckout';
import { startStripeStandIn, type StripeStandIn } from '../testing/standIns/stripeStandIn';

/*
 * Stripe payments (issue 33) on SQLite and MariaDB, against the Stripe stand-in: Pay opens a Checkout Session at
 * the server's prices; the order is paid only through a verified webhook, once, whoever delivers the event how
 * often; an expired session restocks; a wrong amount is not paid; cancelling a paid order refunds it.
 */

const KEYS = { secretKey: 'sk_test_kingside_standin', webhookSecret: 'whsec_kingside_standin' };
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-stripe-outbox-'));

let stripe: StripeStandIn;
let t: TestApp;
let server: Server;
let webhookUrl: string;
let board: TestProduct;
let adminAuth: Record<string, string>;
let keySequence = 0;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  t = await createTestApp({ env: { ...stripe.env, OUTBOX_DIR: outbox, PUBLIC_URL: 'http://shop.test' } });
  server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PAYMENT_API.stripeWebhook}`;
  stripe.setWebhookUrl(webhookUrl);
  board = await makeProduct(t.db, { stock: 50, price: 2500, name: 'Stripe Board' });
  adminAuth = bearer((await signedInAdmin(t.db, t.config.adminEmail)).token);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await settleMail(t.deps);
  await t.close();
  await stripe.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** Pay: the order as placed, and the Checkout Session the browser is sent to. */
async function pay(quantity = 1) {
  const key = `stripe-order-${++keySequence}-${Date.now()}`;
  const res = await request(server)
    .post(API.orders)
    .set(IDEMPOTENCY_HEADER, key)
    .send(orderBody([{ product: board, quantity }], { customerEmail: `payer${keySequence}@example.com` }))
    .expect(201);
  const order = res.body as OrderResponse;
  const sessionId = new URL(order.payment!.url).pathname.split('/').pop()!;
  return { order, key, sessionId, session: stripe.sessions.get(sessionId)! };
}

const readOrder = async (id: number) => (await request(server).get(ORDER_API.adminItem(id)).set(adminAuth).expect(200)).body as AdminOrder;
const paymentState = async (sessionId: string) =>
  (await request(server).get(PAYMENT_API.checkoutSession(sessionId)).expect(200)).body as CheckoutPaymentState;
const confirmations = (id: number) =>
  fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), 'utf8')) as OutboxEntry)
    .filter((entry) => entry.subject === ORDER_MAIL.confirmationSubject(id));

async function until(done: () => boolean, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Pay with Stripe keys', () => {
  it('places the order pending with its stock taken, and opens a Checkout Session at the server’s prices', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, key, session } = await pay(2);
    expect(order.status).toBe('pending');
    expect(order.payment).toEqual({ provider: 'stripe', url: `${stripe.url}/pay/${session.id}` });
    expect(await stockOf(t.db, board.id)).toBe(before - 2);
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'usd',
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id) },
      line_items: [{ name: 'Stripe Board', quantity: 2, unit_amount: 2500 }],
      shipping: order.shipping,
      amount_total: order.totalAmount,
      success_url: 'http://shop.test/checkout/complete?session_id={CHECKOUT_SESSION_ID}',
      // Cancel comes back through the api, which expires the session and releases the stock (unpaidOrders.test.ts).
      cancel_url: `http://shop.test/api/payments/stripe/cancel?order=${order.id}&token=${checkoutCancelToken(t.config.secretsKey, order.id)}`,
    });
    // A replay of the order's key answers the same order and the same session.
    const replay = await request(server)
      .post(API.orders)
      .set(IDEMPOTENCY_HEADER, key)
      .send(orderBody([{ product: board, quantity: 2 }], { customerEmail: `payer${keySequence}@example.com` }))
      .expect(200);
    expect(replay.body).toEqual(order);
    expect(stripe.sessions.size).toBeGreaterThan(0);
    expect(sessionIdempotencyKey(order.id, key)).toMatch(new RegExp(`^kingside-order-${order.id}-session-[0-9a-f]{40}$`));
    // No confirmation before the payment.
    await settleMail(t.deps);
    expect(confirmations(order.id)).toHaveLength(0);
    expect(await paymentState(session.id)).toEqual({
      orderId: order.id,
      status: 'pending',
      paymentStatus: 'open',
      totalAmount: order.totalAmount,
    });
  });

  it('sends the shopper back from the stand-in’s hosted page: Pay to the return page, Cancel to the api’s cancel link', async () => {
    const { order, session } = await pay();
    const page = await fetch(order.payment!.url);
    expect(await page.text()).toContain('<button type="submit">Pay</button>');
    const cancel = await fetch(`${order.payment!.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect([cancel.status, cancel.headers.get('location')]).toEqual([303, session.cancel_url]);
    const paid = await fetch(`${order.payment!.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `http://shop.test/checkout/complete?session_id=${session.id}`]);
    expect(await paymentState(session.id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  });

  it('says which checkout the site offers', async () => {
    await request(server).get(PAYMENT_API.provider).expect(200, { provider: 'stripe' });
  });

  it('never shows a payment by a guessed session id', async () => {
    await request(server).get(PAYMENT_API.checkoutSession('cs_test_guess')).expect(404, { message: PAYMENT_MESSAGES.notFound });
    await request(server).get(PAYMENT_API.checkoutSession('1')).expect(404);
  });
});

describe('the webhook', () => {
  it('marks the order paid by Stripe, once, with one confirmation e-mail; a replay changes nothing', async () => {
    const { order, sessionId } = await pay();
    const delivery = await stripe.pay(sessionId);
    expect([delivery.status, JSON.parse(delivery.body)]).toEqual([200, { received: true, outcome: 'applied' }]);
    const paid = await readOrder(order.id);
    expect(paid.status).toBe('paid');
    expect(paid.history.at(-1)).toMatchObject({ status: 'paid', adminId: null, adminEmail: STRIPE_ACTOR });
    expect(paid.history.at(-1)!.note).toContain('Payment confirmed by Stripe (pi_test_');
    expect(paid.payment).toMatchObject({
      provider: 'stripe',
      sessionId,
      amount: order.totalAmount,
      currency: 'usd',
      status: 'paid',
      mismatch: false,
      paymentIntentId: expect.stringMatching(/^pi_test_/),
    });
    expect(paid.payment!.dashboardUrl).toBe(`https://dashboard.stripe.com/test/payments/${paid.payment!.paymentIntentId}`);
    expect(await paymentState(sessionId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    const replay = await stripe.deliver(stripe.events.at(-1)!);
    expect([replay.status, JSON.parse(replay.body)]).toEqual([200, { received: true, outcome: 'duplicate' }]);
    const after = await readOrder(order.id);
    expect(after.history).toEqual(paid.history);
    await settleMail(t.deps);
    expect(confirmations(order.id)).toHaveLength(1);
  });

  it('cancels the order of an expired session and puts its stock back', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(3);
    expect(await stockOf(t.db, board.id)).toBe(before - 3);
    expect((await stripe.expire(sessionId)).status).toBe(200);
    const expired = await readOrder(order.id);
    expect(expired.status).toBe('cancelled');
    expect(expired.history.at(-1)).toMatchObject({ status: 'cancelled', adminEmail: STRIPE_ACTOR, note: PAYMENT_MESSAGES.expiredNote });
    expect(await stockOf(t.db, board.id)).toBe(before);
    expect(await paymentState(sessionId)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
  });

  it('refuses a forged or missing signature with 400 and changes nothing', async () => {
    const { order, sessionId } = await pay();
    const session = stripe.sessions.get(sessionId)!;
    const forged = stripe.event('checkout.session.completed', { ...session, payment_status: 'paid', status: 'complete' });
    const delivery = await stripe.deliver(forged, { secret: 'whsec_forged' });
    expect([delivery.status, JSON.parse(delivery.body)]).toEqual([400, { message: PAYMENT_MESSAGES.badSignature }]);
    await request(server)
      .post(PAYMENT_API.stripeWebhook)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(forged))
      .expect(400, { message: PAYMENT_MESSAGES.missingSignature });
    expect((await readOrder(order.id)).status).toBe('pending');
    expect(await t.db.models.PaymentEvent.count({ where: { id: forged.id } })).toBe(0);
  });

  it('does not mark paid an amount other than the order’s: flagged, audited, still pending', async () => {
    const { order, sessionId } = await pay();
    expect((await stripe.pay(sessionId, { amount_total: 1 })).status).toBe(200);
    const flagged = await readOrder(order.id);
    expect(flagged.status).toBe('pending');
    expect(flagged.payment).toMatchObject({ status: 'mismatch', mismatch: true });
    const audit = await t.db.models.AuditLog.findOne({
      where: { entity: 'order', entityId: order.id, action: PAYMENT_MISMATCH_AUDIT_ACTION },
    });
    expect(JSON.parse(audit!.changes)).toEqual({ amount: [order.totalAmount, 1], currency: ['usd', 'usd'] });
    await settleMail(t.deps);
    expect(confirmations(order.id)).toHaveLength(0);
  });

  it('applies an event once when two instances receive it at the same moment', async () => {
    const { order, sessionId } = await pay();
    const second: Database = await openDatabase(t.config.databaseUrl, { poolMax: 5 });
    const otherDeps = { ...t.deps, db: second };
    const other = createApp(otherDeps).listen(0, '127.0.0.1');
    await once(other, 'listening');
    try {
      const otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}${PAYMENT_API.stripeWebhook}`;
      const session = stripe.sessions.get(sessionId)!;
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_concurrent' });
      const event = stripe.event('checkout.session.completed', session);
      const outcomes = await Promise.all([stripe.deliver(event), stripe.deliver(event, { to: otherUrl })]);
      expect(outcomes.map((delivery) => delivery.status)).toEqual([200, 200]);
      expect(outcomes.map((delivery) => (JSON.parse(delivery.body) as { outcome: string }).outcome).sort()).toEqual([
        'applied',
        'duplicate',
      ]);
      const paid = await readOrder(order.id);
      expect(paid.status).toBe('paid');
      expect(paid.history.filter((change) => change.status === 'paid')).toHaveLength(1);
      await settleMail(t.deps);
      // Whichever instance applied the event sends the confirmation: both are waited for.
      await settleMail(otherDeps);
      expect(confirmations(order.id)).toHaveLength(1);
    } finally {
      await new Promise((resolve) => other.close(resolve));
      await second.close();
    }
  });
});

describe('cancelling a paid order in the back office', () => {
  it('refunds it through Stripe, records the refund in the history and puts the stock back', async () => {
    const before = await stockOf(t.db, board.id);
    const { order, sessionId } = await pay(2);
    await stripe.pay(sessionId);
    const res = await request(server).post(ORDER_API.adminStatus(order.id)).set(adminAuth).send({ status: 'cancelled' }).expect(200);
    const refunded = res.body as AdminOrder;
    expect(refunded.status).toBe('refunded');
    const refund = [...stripe.refunds.values()].at(-1)!;
    expect(refund).toMatchObject({ amount: order.totalAmount, payment_intent: refunded.payment!.paymentIntentId });
    expect(refunded.history.at(-1)).toMatchObject({ status: 'refunded', note: PAYMENT_MESSAGES.refundedNote(refund.id) });
    expect(refunded.payment).toMatchObject({ status: 'refunded', refundId: refund.id, amountRefunded: order.totalAmount });
    expect(await stockOf(t.db, board.id)).toBe(before);
    // Stripe's charge.refunded that follows is recorded, and changes nothing more.
    await until(() => stripe.deliveries.some((delivery) => delivery.type === 'charge.refunded' && delivery.status === 200));
    expect((await readOrder(order.id)).history).toEqual(refunded.history);
    // A second cancel is refused (refunded is final) and refunds nothing more.
    await request(server).post(ORDER_API.adminStatus(order.id)).set(adminAuth).send({ status: 'cancelled' }).expect(409);
    expect([...stripe.refunds.values()].filter((made) => made.payment_intent === refund.payment_intent)).toHaveLength(1);
  });

  it('records a refund made in Stripe’s dashboard (charge.refunded)', async () => {
    const { order, sessionId } = await pay();
    await stripe.pay(sessionId);
    const session = stripe.sessions.get(sessionId)!;
    const charge = {
      id: `ch_${sessionId}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      refunded: true,
      currency: 'usd',
      payment_intent: session.payment_intent,
      refunds: { object: 'list', data: [{ id: 're_test_dashboard', object: 'refund', amount: session.amount_total }] },
    };
    expect((await stripe.deliver(stripe.event('charge.refunded', charge))).status).toBe(200);
    const refunded = await readOrder(order.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.history.at(-1)).toMatchObject({
      status: 'refunded',
      adminEmail: STRIPE_ACTOR,
      note: PAYMENT_MESSAGES.refundedNote('re_test_dashboard'),
    });
  });
});

/** An order of one unit of a new product, placed on another app than the suite's. */
async function placeOn(app: TestApp, status: number, customerEmail = 'elsewhere@example.com') {
  const product = await makeProduct(app.db, { stock: 5, price: 1500 });
  return request(app.app)
    .post(API.orders)
    .send(orderBody([{ product, quantity: 1 }], { customerEmail }))
    .expect(status);
}

describe('when Stripe refuses', () => {
  it('answers 502 to Pay, the order placed and pending; Cancel of a paid Stripe order without keys is 503 and changes nothing', async () => {
    const refused = await createTestApp({ env: { ...stripe.env, STRIPE_SECRET_KEY: 'sk_test_not_the_stand_ins', OUTBOX_DIR: outbox } });
    const keyless = await createTestApp({ env: { OUTBOX_DIR: outbox } });
    try {
      const res = await placeOn(refused, 502);
      expect(res.body).toEqual({ message: PAYMENT_MESSAGES.stripeFailed });
      expect(await refused.db.models.Order.count({ where: { status: 'pending' } })).toBe(1);

      const placed = (await placeOn(keyless, 201)).body as OrderResponse;
      await keyless.db.models.Order.update({ status: 'paid' }, { where: { id: placed.id } });
      await keyless.db.models.OrderPayment.create({
        orderId: placed.id,
        provider: 'stripe',
        sessionId: 'cs_test_keyless',
        paymentIntentId: 'pi_test_keyless',
        amount: placed.totalAmount,
        currency: 'usd',
        status: 'paid',
      });
      const auth = bearer((await signedInAdmin(keyless.db, keyless.config.adminEmail)).token);
      await request(keyless.app)
        .post(ORDER_API.adminStatus(placed.id))
        .set(auth)
        .send({ status: 'cancelled' })
        .expect(503, { message: PAYMENT_MESSAGES.stripeNotConfigured });
      expect((await keyless.db.models.Order.findByPk(placed.id))!.status).toBe('paid');
    } finally {
      await settleMail(refused.deps);
      await settleMail(keyless.deps);
      await refused.close();
      await keyless.close();
    }
  });
});

describe('without Stripe keys', () => {
  it('keeps the simulated checkout: no payment, the confirmation with the order, no webhook', async () => {
    const plain = await createTestApp({ env: { OUTBOX_DIR: outbox } });
    try {
      const res = await placeOn(plain, 201, 'simulated@example.com');
      const order = res.body as OrderResponse;
      expect(order.payment).toBeUndefined();
      expect(Object.keys(order).sort()).toEqual(['createdAt', 'id', 'items', 'shipping', 'status', 'subtotal', 'totalAmount']);
      await request(plain.app).get(PAYMENT_API.provider).expect(200, { provider: 'simulated' });
      await request(plain.app).post(PAYMENT_API.stripeWebhook).set('Content-Type', 'application/json').send('{}').expect(404);
      expect(await plain.db.models.OrderPayment.count()).toBe(0);
      await settleMail(plain.deps);
      expect(confirmations(order.id).filter((mail) => mail.to === 'simulated@example.com')).toHaveLength(1);
    } finally {
      await settleMail(plain.deps);
      await plain.close();
    }
  });
});

describe('the Stripe configuration', () => {
  const base = { NODE_ENV: 'test', SECRETS_KEY: 'k' };
  it('takes both keys or neither, and points the SDK at STRIPE_API_URL', () => {
    expect(loadConfig(base).stripe).toBeUndefined();
    expect(loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: undefined,
    });
    expect(
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_URL: 'http://127.0.0.1:12111' })
        .stripe?.api,
    ).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together',
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(
      'must be a Stripe secret key',
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      'webhook signing secret',
    );
  });
});
