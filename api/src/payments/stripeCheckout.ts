import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { discountLabel, type OrderPaymentRedirect, type OrderResponse } from '@kingside/contracts';
import {
  CHECKOUT_COMPLETE_PATH,
  CHECKOUT_SESSION_PARAM,
  PAYMENT_API,
  PAYMENT_CURRENCY,
  PAYMENT_MESSAGES,
} from '@kingside/contracts/payments';
import { UniqueConstraintError } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { HttpError } from '../shared/http/errors';
import Stripe from 'stripe';
import { stripeClient } from './stripeClient';

/*
 * Pay in Stripe mode (issue 33, docs/spec.md §2.10): once the order is placed (pending, its stock taken), a
 * Checkout Session for it at the server's prices, which the browser is sent to. One session per order: a replay
 * of the order's Idempotency-Key finds the stored one; a retry of the creation carries a Stripe idempotency key
 * derived from the order's, so Stripe answers the same session.
 */

/**
 * How long Stripe's page takes payment (Stripe allows 30 minutes to 24 hours): the order's stock is held that long, and
 * it is the order's payment window (orders.paymentDueAt), after which the sweep cancels it (payments/unpaidOrders.ts).
 */
export const CHECKOUT_SESSION_SECONDS = 60 * 60;

/** The Stripe idempotency key of an order's Checkout Session: from its Idempotency-Key, or its id when it had none. */
export function sessionIdempotencyKey(orderId: number, orderKey: string | null): string {
  const from = orderKey ? createHash('sha256').update(orderKey).digest('hex').slice(0, 40) : String(orderId);
  return `kingside-order-${orderId}-session-${from}`;
}

/**
 * The cancel link's token: the server's HMAC of the order id (with SECRETS_KEY, the same on every instance), so only
 * the shopper Stripe sends back can cancel the order, never someone counting order numbers. The same for every
 * session of an order: a retried creation sends the same parameters, as Stripe's idempotency requires.
 */
export function checkoutCancelToken(secretsKey: string, orderId: number): string {
  return createHmac('sha256', secretsKey).update(`kingside:checkout-cancel:${orderId}`).digest('base64url');
}

/** Whether `token` is the cancel link's token of `orderId` (compared in constant time). */
export function isCheckoutCancelToken(secretsKey: string, orderId: number, token: string): boolean {
  const expected = Buffer.from(checkoutCancelToken(secretsKey, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The return page of a session; without one, Stripe's template, which Stripe fills in with the session's id. */
export function successUrl(publicUrl: string, sessionId?: string): string {
  const id = sessionId === undefined ? '{CHECKOUT_SESSION_ID}' : encodeURIComponent(sessionId);
  return `${publicUrl}${CHECKOUT_COMPLETE_PATH}?${CHECKOUT_SESSION_PARAM}=${id}`;
}

/**
 * Where Stripe's page sends the shopper back: the return page with the session id; or, on Cancel, the api's cancel
 * link (payments/routes.ts), which expires the session, releases the order's stock and goes on to the cart.
 */
export function returnUrls(publicUrl: string, orderId: number, secretsKey: string) {
  const cancel = new URLSearchParams({ order: String(orderId), token: checkoutCancelToken(secretsKey, orderId) });
  return { success: successUrl(publicUrl), cancel: `${publicUrl}${PAYMENT_API.checkoutCancel}?${cancel.toString()}` };
}

/** Whether an error is the SDK's (Stripe refused, or could not be reached). */
export const isStripeError = (error: unknown): boolean => error instanceof Stripe.errors.StripeError;

export const stripeFailed = () => new HttpError(502, PAYMENT_MESSAGES.stripeFailed);

export function stripeCheckout(deps: AppDeps) {
  const { db, config } = deps;
  const { OrderPayment } = db.models;

  function sessionParams(order: OrderResponse, customerEmail: string, couponId: string | null): Stripe.Checkout.SessionCreateParams {
    const urls = returnUrls(config.publicUrl, order.id, config.secretsKey);
    return {
      mode: 'payment',
      // The order's discount code (issue 44): a coupon of its amount, so Stripe charges the order's total.
      ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
      line_items: order.items.map((line) => ({
        quantity: line.quantity,
        price_data: { currency: PAYMENT_CURRENCY, unit_amount: line.price, product_data: { name: line.name } },
      })),
      shipping_options: [
        {
          shipping_rate_data: {
            type: 'fixed_amount',
            display_name: order.shipping === 0 ? 'Free shipping' : 'Shipping',
            fixed_amount: { amount: order.shipping, currency: PAYMENT_CURRENCY },
          },
        },
      ],
      client_reference_id: String(order.id),
      metadata: { order_id: String(order.id) },
      customer_email: customerEmail,
      success_url: urls.success,
      cancel_url: urls.cancel,
      // From the order's own time: a retry sends the same parameters, as Stripe's idempotency requires.
      expires_at: Math.floor(new Date(order.createdAt).getTime() / 1000) + CHECKOUT_SESSION_SECONDS,
    };
  }

  return {
    paymentWindowSeconds: CHECKOUT_SESSION_SECONDS,
    /** The hosted page to pay `order` on: its stored session's, or a new session's. */
    async sessionFor(order: OrderResponse, customerEmail: string, orderKey: string | null): Promise<OrderPaymentRedirect> {
      if (!config.stripe) throw new Error('stripeCheckout without Stripe keys');
      const stripe = stripeClient(config.stripe);
      const complete = (sessionId: string) => successUrl(config.publicUrl, sessionId);
      try {
        const stored = await OrderPayment.findOne({ where: { orderId: order.id } });
        if (stored) {
          const session = await stripe.checkout.sessions.retrieve(stored.sessionId);
          // Paid or expired already: the return page says which.
          return { provider: 'stripe', url: session.url ?? complete(stored.sessionId) };
        }
        const key = sessionIdempotencyKey(order.id, orderKey);
        // A discount is one coupon of the cents it took off, for this session alone (a retry gets the same one).
        const coupon = order.discount
          ? await stripe.coupons.create(
              {
                amount_off: order.discount.amount,
                currency: PAYMENT_CURRENCY,
                duration: 'once',
                max_redemptions: 1,
                name: discountLabel(order.discount.code),
              },
              { idempotencyKey: `${key}-coupon` },
            )
          : null;
        const session = await stripe.checkout.sessions.create(sessionParams(order, customerEmail, coupon?.id ?? null), {
          idempotencyKey: key,
        });
        try {
          await OrderPayment.create({
            orderId: order.id,
            provider: 'stripe',
            sessionId: session.id,
            paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
            amount: order.totalAmount,
            currency: PAYMENT_CURRENCY,
            status: 'open',
            livemode: session.livemode,
          });
        } catch (error) {
          // A concurrent replay stored the same session (Stripe's idempotency gave both the same one).
          if (!(error instanceof UniqueConstraintError)) throw error;
        }
        return { provider: 'stripe', url: session.url ?? complete(session.id) };
      } catch (error) {
        if (isStripeError(error)) {
          deps.logger.error({ err: error, orderId: order.id }, 'Stripe refused or did not answer the Checkout Session');
          throw stripeFailed();
        }
        throw error;
      }
    },
  };
}
