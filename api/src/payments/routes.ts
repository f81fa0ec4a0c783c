import { ROUTES, type CheckoutPaymentState, type PaymentProviderInfo, type PaymentStatus } from '@kingside/contracts';
import { checkoutCancelQuerySchema } from '@kingside/contracts/schemas';
import { PAYMENT_API, PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import express, { Router, type RequestHandler } from 'express';
import { catalogueChanged } from '../catalogue';
import type { AppDeps } from '../shared/deps';
import { badRequest, HttpError, notFound } from '../shared/http/errors';
import { validated } from '../shared/http/validate';
import { sendQueuedMail } from '../shared/mail/mailQueue';
import { stripeClient, type Stripe } from './stripeClient';
import { isCheckoutCancelToken, successUrl } from './stripeCheckout';
import { stripeEvents } from './stripeEvents';
import { cancelCheckout } from './unpaidOrders';

/*
 * The payment endpoints (issue 33, docs/spec.md §7):
 *  - GET /api/payments/provider: which checkout the site offers, Stripe's or the simulated one.
 *  - GET /api/payments/stripe/sessions/{sessionId}: the return page's view of its order, found by the Checkout
 *    Session id Stripe appended to its URL (never by the order id alone: a guessed number reveals nothing).
 *  - POST /api/payments/stripe/webhook: Stripe's events, the raw body verified against the Stripe-Signature header
 *    with the webhook secret (stripe.webhooks.constructEvent) and applied once (payments/stripeEvents.ts).
 *    Mounted ahead of the JSON parser (app.ts): the signature is over the bytes as sent. Without Stripe keys it
 *    answers 404, as any unknown api path.
 *  - GET /api/payments/stripe/cancel?order&token: the Checkout Session's cancel URL (issue 44). Cancel on Stripe's
 *    page lands here: the session is expired at Stripe and the pending order cancelled, its stock back at once
 *    (payments/unpaidOrders.ts), then the browser goes on to the cart (303), whose lines are still there. A session
 *    Stripe already took payment for is not expired: the browser goes to the return page instead. 400 for a
 *    malformed link, 404 "We could not find this payment." for a token that is not the server's, an order without a
 *    Stripe payment, or an api without Stripe keys.
 */

/** The largest event body the webhook reads, the api's own limit (Stripe's events are a few kB: line items are not in them). */
export const WEBHOOK_BODY_LIMIT = '100kb';

const SESSION_ID = /^[A-Za-z0-9_]{1,255}$/;

export function stripeWebhookHandlers(deps: AppDeps): RequestHandler[] {
  const events = stripeEvents(deps);
  const handle: RequestHandler = async (req, res) => {
    const stripe = deps.config.stripe;
    if (!stripe) throw notFound();
    res.set('Cache-Control', 'no-store');
    if (!req.is('application/json')) throw new HttpError(415, PAYMENT_MESSAGES.unsupportedMediaType);
    const signature = req.get('stripe-signature');
    if (!signature) throw badRequest(PAYMENT_MESSAGES.missingSignature);
    if (!Buffer.isBuffer(req.body)) throw badRequest(PAYMENT_MESSAGES.badSignature);
    let event: Stripe.Event;
    try {
      event = stripeClient(stripe).webhooks.constructEvent(req.body, signature, stripe.webhookSecret);
    } catch {
      throw badRequest(PAYMENT_MESSAGES.badSignature);
    }
    const applied = await events.apply(event);
    sendQueuedMail(deps, applied.mailIds);
    if (applied.availabilityChanged) catalogueChanged(deps);
    req.log?.info({ eventId: event.id, type: event.type, outcome: applied.outcome }, 'Stripe event');
    res.json({ received: true, outcome: applied.outcome });
  };
  return [express.raw({ type: 'application/json', limit: WEBHOOK_BODY_LIMIT }), handle];
}

export function paymentRoutes(deps: AppDeps): Router {
  const router = Router();
  const { OrderPayment, Order } = deps.db.models;
  const prefix = '/api';

  router.get(PAYMENT_API.provider.slice(prefix.length), (_req, res) => {
    res.json({ provider: deps.config.stripe ? 'stripe' : 'simulated' } satisfies PaymentProviderInfo);
  });

  // The path with its parameter as is (checkoutSession encodes what it is given).
  router.get(`${PAYMENT_API.checkoutSession('').slice(prefix.length)}:sessionId`, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const sessionId = String(req.params.sessionId);
    if (!SESSION_ID.test(sessionId)) throw notFound(PAYMENT_MESSAGES.notFound);
    const payment = await OrderPayment.findOne({ where: { sessionId } });
    const order = payment ? await Order.findByPk(Number(payment.orderId), { attributes: ['id', 'status', 'totalAmount'] }) : null;
    if (!payment || !order) throw notFound(PAYMENT_MESSAGES.notFound);
    res.json({
      orderId: Number(order.id),
      status: order.status,
      paymentStatus: payment.status as PaymentStatus,
      totalAmount: Number(order.totalAmount),
    } satisfies CheckoutPaymentState);
  });

  router.get(PAYMENT_API.checkoutCancel.slice(prefix.length), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { config } = deps;
    if (!config.stripe) throw notFound(PAYMENT_MESSAGES.notFound);
    const { order, token } = validated<{ order: number; token: string }>(checkoutCancelQuerySchema, { ...req.query });
    if (!isCheckoutCancelToken(config.secretsKey, order, token)) throw notFound(PAYMENT_MESSAGES.notFound);
    const cart = `${config.publicUrl}${ROUTES.cart}`;
    // A HEAD (a link checker's) changes nothing.
    if (req.method === 'HEAD') return void res.redirect(303, cart);
    const outcome = await cancelCheckout(deps, order);
    if (outcome.kind === 'unknown') throw notFound(PAYMENT_MESSAGES.notFound);
    req.log?.info({ orderId: order, outcome: outcome.kind }, 'Stripe checkout cancelled by the shopper');
    res.redirect(303, outcome.kind === 'complete' ? successUrl(config.publicUrl, outcome.sessionId) : cart);
  });

  return router;
}
