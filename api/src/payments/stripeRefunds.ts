import { PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import type { AppDeps } from '../shared/deps';
import { HttpError } from '../shared/http/errors';
import { isStripeError, stripeFailed } from './stripeCheckout';
import { stripeClient } from './stripeClient';

/*
 * Cancelling an order paid through Stripe refunds it (issue 33): the refund is asked of Stripe before the change
 * of status is written, with an idempotency key of the order's own, so a retried or doubled cancel refunds once.
 * Refused by Stripe (or Stripe unreachable), nothing changes here: 502, and the order stays paid.
 */

export interface StripeRefund {
  id: string;
  amount: number;
}

/** The Stripe idempotency key of an order's refund. */
export const refundIdempotencyKey = (orderId: number) => `kingside-order-${orderId}-refund`;

/** The refund of `orderId` when it is paid and its payment went through Stripe; null when there is nothing to refund. */
export async function refundPaidStripeOrder(deps: AppDeps, orderId: number): Promise<StripeRefund | null> {
  const { OrderPayment, Order } = deps.db.models;
  const payment = await OrderPayment.findOne({ where: { orderId } });
  if (!payment || payment.status !== 'paid' || !payment.paymentIntentId) return null;
  const order = await Order.findByPk(orderId, { attributes: ['id', 'status'] });
  if (order?.status !== 'paid') return null;
  if (!deps.config.stripe) throw new HttpError(503, PAYMENT_MESSAGES.stripeNotConfigured);
  try {
    const refund = await stripeClient(deps.config.stripe).refunds.create(
      { payment_intent: payment.paymentIntentId, reason: 'requested_by_customer', metadata: { order_id: String(orderId) } },
      { idempotencyKey: refundIdempotencyKey(orderId) },
    );
    return { id: refund.id, amount: refund.amount };
  } catch (error) {
    if (!isStripeError(error)) throw error;
    deps.logger.error({ err: error, orderId }, 'Stripe refused or did not answer the refund');
    throw stripeFailed();
  }
}
