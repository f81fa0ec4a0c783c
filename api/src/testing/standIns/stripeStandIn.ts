import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Stripe from 'stripe';

/*
 * A Stripe stand-in on loopback (issue 33), for the api tests and the browser journey: the endpoints the product's
 * SDK calls (create, retrieve and expire Checkout Sessions; create refunds), with Stripe's form-encoded request
 * bodies, its idempotency keys and JSON answers shaped like Stripe's; a hosted page with Pay and Cancel; and
 * webhooks signed as Stripe signs them (the SDK's webhooks.generateTestHeaderString), posted to the site.
 * The product reaches it through STRIPE_API_URL (the SDK's host/port/protocol options).
 */

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number };
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  line_items: { name: string; quantity: number; unit_amount: number }[];
  shipping: number;
  mode: string;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
  url: string | null;
}

export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  data: { object: unknown };
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
}

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
  body: string;
}

export interface StripeStandInOptions {
  /** the secret key the product is configured with (a request with another gets 401) */
  secretKey: string;
  /** the webhook signing secret the product is configured with */
  webhookSecret: string;
  /** where events are posted: the site's /api/payments/stripe/webhook (settable later, once the site has a port) */
  webhookUrl?: string;
  port?: number;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const API_VERSION = '2025-01-27.acacia';

/** qs gives an array up to 20 entries and an object of indices beyond: the entries either way, in order. */
const entries = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? (value as Record<string, unknown>[])
    : value && typeof value === 'object'
      ? Object.entries(value as Record<string, Record<string, unknown>>)
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([, entry]) => entry)
      : [];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const stripeError = (res: express.Response, status: number, message: string, type = 'invalid_request_error') =>
  void res.status(status).json({ error: { type, message } });

export async function startStripeStandIn(options: StripeStandInOptions) {
  const signer = new Stripe('sk_test_stand_in_signer');
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, StandInSession>();
  const refunds = new Map<string, { id: string; amount: number; payment_intent: string; charge: string }>();
  const idempotent = new Map<string, unknown>();
  const events: StandInEvent[] = [];
  const deliveries: Delivery[] = [];
  const requests: string[] = [];
  let base = '';

  const app = express();
  app.use(express.urlencoded({ extended: true }));
  app.use((req, _res, next) => {
    requests.push(`${req.method} ${req.path}`);
    next();
  });
  const api = express.Router();
  api.use((req, res, next) => {
    if (req.get('authorization') !== `Bearer ${options.secretKey}`) return stripeError(res, 401, 'Invalid API Key provided');
    next();
  });
  /** Stripe's idempotency: the same key answers the first answer again. */
  const once = (req: express.Request, res: express.Response, make: () => unknown) => {
    const key = req.get('idempotency-key');
    const scoped = key ? `${req.baseUrl}${req.path}:${key}` : undefined;
    if (scoped && idempotent.has(scoped)) return void res.json(idempotent.get(scoped));
    const made = make();
    if (scoped) idempotent.set(scoped, made);
    res.json(made);
  };

  // Coupons (issue 44): an amount off, which a session's `discounts` takes off its total.
  const coupons = new Map<string, { id: string; object: 'coupon'; amount_off: number; currency: string; name: string | null }>();
  api.post('/coupons', (req, res) => {
    const body = req.body as Record<string, string>;
    once(req, res, () => {
      const coupon = {
        id: id('co'),
        object: 'coupon' as const,
        amount_off: Number(body.amount_off),
        currency: String(body.currency),
        name: body.name ?? null,
      };
      coupons.set(coupon.id, coupon);
      return coupon;
    });
  });

  api.post('/checkout/sessions', (req, res) => {
    const body = req.body as Record<string, unknown>;
    once(req, res, () => {
      const lines = entries(body.line_items).map((item) => {
        const price = (item.price_data ?? {}) as Record<string, unknown>;
        const product = (price.product_data ?? {}) as Record<string, unknown>;
        return { name: String(product.name ?? ''), quantity: Number(item.quantity), unit_amount: Number(price.unit_amount) };
      });
      const shipping = entries(body.shipping_options).reduce((sum, option) => {
        const rate = (option.shipping_rate_data ?? {}) as { fixed_amount?: { amount?: string } };
        return sum + Number(rate.fixed_amount?.amount ?? 0);
      }, 0);
      const subtotal = lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0);
      const discount = entries(body.discounts).reduce((sum, entry) => sum + (coupons.get(String(entry.coupon))?.amount_off ?? 0), 0);
      const sessionId = id('cs');
      const session: StandInSession = {
        id: sessionId,
        object: 'checkout.session',
        amount_subtotal: subtotal,
        amount_total: subtotal + shipping - Math.min(discount, subtotal),
        total_details: { amount_discount: Math.min(discount, subtotal), amount_shipping: shipping },
        currency: ((entries(body.line_items)[0]?.price_data ?? {}) as { currency?: string }).currency ?? 'usd',
        client_reference_id: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
        metadata: (body.metadata ?? {}) as Record<string, string>,
        customer_email: typeof body.customer_email === 'string' ? body.customer_email : null,
        line_items: lines,
        shipping,
        mode: String(body.mode),
        payment_status: 'unpaid',
        status: 'open',
        payment_intent: null,
        success_url: String(body.success_url),
        cancel_url: String(body.cancel_url),
        expires_at: Number(body.expires_at ?? now() + 24 * 3600),
        created: now(),
        livemode: false,
        url: `${base}/pay/${sessionId}`,
      };
      sessions.set(sessionId, session);
      return session;
    });
  });
  api.get('/checkout/sessions/:id', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${req.params.id}'`);
    res.json(session);
  });
  // As Stripe: only an open session can be expired (a complete one was paid, or its delayed payment is under way);
  // the answer first, then checkout.session.expired.
  api.post('/checkout/sessions/:id/expire', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) return stripeError(res, 404, `No such checkout.session: '${req.params.id}'`);
    if (session.status !== 'open') {
      return stripeError(
        res,
        400,
        `Only Checkout Sessions with a status of \`open\` can be expired. This session has a status of \`${session.status}\`.`,
      );
    }
    Object.assign(session, { status: 'expired', url: null });
    res.json(session);
    setTimeout(() => void send('checkout.session.expired', session), 20);
  });
  api.post('/refunds', (req, res) => {
    const body = req.body as Record<string, string>;
    const session = [...sessions.values()].find((candidate) => candidate.payment_intent === body.payment_intent);
    if (!session) return stripeError(res, 404, `No such payment_intent: '${body.payment_intent}'`);
    let fresh = false;
    once(req, res, () => {
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: Number(body.amount ?? session.amount_total),
        payment_intent: session.payment_intent!,
        charge: `ch_${session.id}`,
        status: 'succeeded',
        currency: session.currency,
      };
      refunds.set(refund.id, refund);
      fresh = true;
      return refund;
    });
    if (fresh) {
      const refund = [...refunds.values()].at(-1)!;
      const charge = {
        id: refund.charge,
        object: 'charge',
        amount: session.amount_total,
        amount_refunded: refund.amount,
        refunded: refund.amount >= session.amount_total,
        currency: session.currency,
        payment_intent: session.payment_intent,
        refunds: { object: 'list', data: [refund] },
      };
      // After the answer, as Stripe's webhooks follow its API's answers.
      setTimeout(() => void send('charge.refunded', charge), 20);
    }
  });
  // Stripe's API, behind its key; the hosted page and the test controls below are the browser's.
  app.use('/v1', api);

  // The hosted page: the order's lines and two buttons.
  app.get('/pay/:id', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session || session.status !== 'open') return void res.status(404).send('This payment page has expired.');
    const rows = session.line_items
      .map((line) => `<li>${line.quantity} × ${escapeHtml(line.name)}: ${(line.unit_amount * line.quantity) / 100}</li>`)
      .join('');
    res.type('html').send(`<!doctype html><html><head><title>Stripe stand-in checkout</title></head><body>
<h1>Pay Kingside Academy</h1><ul>${rows}</ul><p>Shipping: ${session.shipping / 100}</p>
<p data-testid="standin-total">Total: ${(session.amount_total / 100).toFixed(2)} ${escapeHtml(session.currency.toUpperCase())}</p>
<form method="post" action="/pay/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>
</body></html>`);
  });
  app.post('/pay/:id/pay', async (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session || session.status !== 'open') return void res.status(404).send('This payment page has expired.');
    await pay(session.id);
    res.redirect(303, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  });
  app.post('/pay/:id/cancel', (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) return void res.status(404).send('No such session.');
    res.redirect(303, session.cancel_url);
  });
  // For the browser tests: a session's time runs out now.
  app.post('/test/sessions/:id/expire', async (req, res) => {
    const session = sessions.get(req.params.id);
    if (!session) return void res.status(404).json({ message: 'No such session' });
    res.json({ delivery: await expire(session.id) });
  });
  app.get('/test/sessions', (_req, res) => void res.json([...sessions.values()]));

  function event(type: string, object: unknown): StandInEvent {
    const made: StandInEvent = {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      type,
      data: { object: structuredClone(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(made);
    return made;
  }

  /** Posts `made` to the site (or to `to`), signed as Stripe signs (a forged signature with another `secret`). */
  async function deliver(made: StandInEvent, { secret = options.webhookSecret, to = webhookUrl } = {}): Promise<Delivery> {
    if (!to) throw new Error('the Stripe stand-in has no webhook URL');
    const payload = JSON.stringify(made);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret });
    const response = await fetch(to, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    const delivery = { eventId: made.id, type: made.type, status: response.status, body: await response.text() };
    deliveries.push(delivery);
    return delivery;
  }

  const send = (type: string, object: unknown) => deliver(event(type, object));

  /** The shopper pays: the session completes (paid) and checkout.session.completed is delivered. */
  async function pay(sessionId: string, overrides: Partial<Pick<StandInSession, 'amount_total' | 'currency'>> = {}): Promise<Delivery> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi'), url: null });
    return send('checkout.session.completed', { ...session, ...overrides });
  }

  /**
   * A delayed payment (a bank debit): the session completes unpaid (checkout.session.completed with payment_status
   * "unpaid" is delivered), and its payment is then still to come.
   */
  async function completeUnpaid(sessionId: string): Promise<Delivery> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'unpaid', payment_intent: id('pi'), url: null });
    return send('checkout.session.completed', session);
  }

  /** The delayed payment fails: checkout.session.async_payment_failed is delivered. */
  async function failDelayedPayment(sessionId: string): Promise<Delivery> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return send('checkout.session.async_payment_failed', session);
  }

  /** The session's time runs out: checkout.session.expired is delivered. */
  async function expire(sessionId: string): Promise<Delivery> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'expired', url: null });
    return send('checkout.session.expired', session);
  }

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(options.port ?? 0, '127.0.0.1', () => resolve(listening));
  });
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    port,
    /** the product's environment for this stand-in */
    env: { STRIPE_SECRET_KEY: options.secretKey, STRIPE_WEBHOOK_SECRET: options.webhookSecret, STRIPE_API_URL: base },
    sessions,
    refunds,
    events,
    deliveries,
    requests,
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    pay,
    expire,
    completeUnpaid,
    failDelayedPayment,
    deliver,
    event,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
