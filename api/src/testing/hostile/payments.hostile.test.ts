import { PAYMENT_API, PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import { API_MESSAGES } from '@kingside/contracts/api';
import Stripe from 'stripe';
import { startStripeStandIn, type StripeStandIn } from '../standIns/stripeStandIn';
import { changeCounts, changedTables } from './changeCounts';
import { caseFor, probeRoute, runsFor, startHarness, type Harness } from './harness';
import { coveredRoutes } from './routeCases';

/*
 * Hostile input against the payment routes (issue 33), with Stripe keys: the webhook refuses whatever lacks a
 * valid signature (400), a body that is not JSON (415) or too large (413), always with a JSON message and without
 * writing anything; the return page's read finds nothing by a guessed or malformed session id.
 */

const KEYS = { secretKey: 'sk_test_hostile', webhookSecret: 'whsec_hostile' };
let stripe: StripeStandIn;
let h: Harness;

beforeAll(async () => {
  stripe = await startStripeStandIn(KEYS);
  h = await startHarness(stripe.env);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await stripe?.close();
});

describe('payment routes refuse hostile input', () => {
  for (const route of coveredRoutes('/api/payments')) {
    it(route, () => probeRoute(h, caseFor(h, route), runsFor(caseFor(h, route))), 60_000);
  }
});

describe('the Stripe webhook', () => {
  const signer = new Stripe('sk_test_signer');
  const event = JSON.stringify({ id: 'evt_test_hostile', object: 'event', type: 'checkout.session.completed', data: { object: {} } });
  const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? KEYS.webhookSecret, timestamp: options.timestamp });

  it.each([
    ['no Content-Type', {}, event, 415, PAYMENT_MESSAGES.unsupportedMediaType],
    ['text/plain', { 'Content-Type': 'text/plain' }, event, 415, PAYMENT_MESSAGES.unsupportedMediaType],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'id=evt_1', 415, PAYMENT_MESSAGES.unsupportedMediaType],
    ['multipart', { 'Content-Type': 'multipart/form-data; boundary=x' }, '--x--', 415, PAYMENT_MESSAGES.unsupportedMediaType],
    ['no Stripe-Signature', { 'Content-Type': 'application/json' }, event, 400, PAYMENT_MESSAGES.missingSignature],
    [
      'an empty Stripe-Signature',
      { 'Content-Type': 'application/json', 'Stripe-Signature': '' },
      event,
      400,
      PAYMENT_MESSAGES.missingSignature,
    ],
    [
      'a garbled Stripe-Signature',
      { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=zz' },
      event,
      400,
      PAYMENT_MESSAGES.badSignature,
    ],
    [
      'another secret’s signature',
      { 'Content-Type': 'application/json', 'Stripe-Signature': signed(event, { secret: 'whsec_other' }) },
      event,
      400,
      PAYMENT_MESSAGES.badSignature,
    ],
    [
      'a signature an hour old (a replay)',
      { 'Content-Type': 'application/json', 'Stripe-Signature': signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }) },
      event,
      400,
      PAYMENT_MESSAGES.badSignature,
    ],
    [
      'the signature of another body',
      { 'Content-Type': 'application/json', 'Stripe-Signature': signed('{}') },
      event,
      400,
      PAYMENT_MESSAGES.badSignature,
    ],
    [
      '200 kB',
      { 'Content-Type': 'application/json', 'Stripe-Signature': signed('x') },
      `{"x":"${'x'.repeat(200 * 1024)}"}`,
      413,
      API_MESSAGES.bodyTooLarge,
    ],
  ] as const)('refuses %s: a JSON message, nothing written', async (_name, headers, body, status, message) => {
    const before = await changeCounts(h.t.db);
    const res = await h.client.send({ method: 'POST', path: PAYMENT_API.stripeWebhook, headers: { ...headers }, body });
    expect([res.status, res.json]).toEqual([status, { message }]);
    expect(changedTables(before, await changeCounts(h.t.db))).toEqual([]);
  });

  it('records a correctly signed event it has nothing to do with, once', async () => {
    const payload = JSON.stringify({ id: 'evt_test_unrelated', object: 'event', type: 'customer.created', data: { object: {} } });
    const send = () =>
      h.client.send({
        method: 'POST',
        path: PAYMENT_API.stripeWebhook,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed(payload) },
        body: payload,
      });
    expect((await send()).json).toEqual({ received: true, outcome: 'ignored' });
    expect((await send()).json).toEqual({ received: true, outcome: 'duplicate' });
  });
});
