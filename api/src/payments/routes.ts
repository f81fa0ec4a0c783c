import { type CheckoutPaymentState, type PaymentProviderInfo, type PaymentStatus } from '@kingside/contracts';
import { PAYMENT_API, PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import express, { Router, type RequestHandler } from 'express';
import { catalogueChanged } from '../catalogue';
import type { AppDeps } from '../shared/deps';
import { badRequest, HttpError, notFound } from '../shared/http/errors';
import { sendQueuedMail } from '../shared/mail/mailQueue';
import { stripeClient, type Stripe } from './stripeClient';
import { stripeEvents } from './stripeEvents';

/*
 * The payment endpoints (issue 33, docs/spec.md §7):
 *  - GET /api/payments/provider: which checkout the site offers, Stripe's or the simulated one.
 *  - GET /api/payments/stripe/sessions/{sessionId}: the return page's view of its order, found by the Checkout
 *    Session id Stripe appended to its URL (never by the order id alone: a guessed number reveals nothing).
 *  - POST /api/payments/stripe/webhook: Stripe's events, the raw body verified against the Stripe-Signature header
 *    with the webhook secret (stripe.webhooks.constructEvent) and applied once (payments/stripeEvents.ts).
 *    Mounted ahead of the JSON parser (app.ts): the signature is over the bytes as sent. Without Stripe keys it
 *    answers 404, as any unknown api path.
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

  return router;
}
