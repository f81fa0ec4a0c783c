import { type OrderPayment, type OrderStatus, type PaymentStatus } from '@kingside/contracts';
import { STRIPE_ACTOR, stripeDashboardUrl } from '@kingside/contracts/payments';
import type { Transaction } from 'sequelize';
import { toBoolean } from '../shared/db/values';
import { releaseCode, restock, type OrderModel } from '../commerce';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import type { OrderPaymentModel } from './models';

/*
 * What the payment module does to orders (issue 33), inside the caller's write transaction: a change of status
 * made by Stripe (history "by Stripe"), with the stock put back when the order is cancelled or refunded; and the
 * payment as the admin order page shows it.
 */

/** The audit log's action when Stripe reports an amount other than the order's (docs/spec.md §7.8's audit line). */
export const PAYMENT_MISMATCH_AUDIT_ACTION = 'order.paymentMismatch';
/** The audit log's actor id for what Stripe did: no administrator (ids start at 1). */
export const STRIPE_AUDIT_ADMIN_ID = 0;

export interface StatusMove {
  changed: boolean;
  availabilityChanged: boolean;
}

/**
 * Moves `order` from its status to `to` in one conditional UPDATE (a change committed first makes it match
 * nothing), with its history entry, and the stock back for a cancelled or refunded order that had taken it.
 */
export async function moveOrderStatus(
  db: Database,
  order: OrderModel,
  to: OrderStatus,
  who: { adminId: number | null; adminEmail: string | null; note: string | null },
  transaction: Transaction,
): Promise<StatusMove> {
  const { Order, OrderLine, OrderStatusChange } = db.models;
  const id = Number(order.id);
  const at = storedNow();
  const [changed] = await Order.update({ status: to, updatedAt: at }, { where: { id, status: order.status }, transaction, silent: true });
  if (changed !== 1) return { changed: false, availabilityChanged: false };
  await OrderStatusChange.create({ orderId: id, status: to, at, ...who }, { transaction });
  let availabilityChanged = false;
  if ((to === 'cancelled' || to === 'refunded') && toBoolean(order.stockTaken)) {
    // Its discount code's use comes back first (issue 44): codes are locked before products, as placing an order does.
    await releaseCode(db, id, transaction);
    const lines = await OrderLine.findAll({ attributes: ['productId', 'quantity'], where: { orderId: id }, transaction });
    const returned = lines.map((line) => ({ productId: Number(line.productId), quantity: Number(line.quantity) }));
    availabilityChanged = (await restock(db, returned, transaction)).availabilityChanged;
  }
  return { changed: true, availabilityChanged };
}

/** A change of status Stripe made: recorded as by Stripe, with its note. */
export const byStripe = (note: string) => ({ adminId: null, adminEmail: STRIPE_ACTOR, note });

export function toOrderPayment(payment: OrderPaymentModel): OrderPayment {
  return {
    provider: 'stripe',
    sessionId: payment.sessionId,
    paymentIntentId: payment.paymentIntentId,
    amount: Number(payment.amount),
    currency: payment.currency,
    status: payment.status as PaymentStatus,
    mismatch: toBoolean(payment.mismatch),
    amountRefunded: Number(payment.amountRefunded),
    refundId: payment.refundId ?? null,
    dashboardUrl: payment.paymentIntentId ? stripeDashboardUrl(payment.paymentIntentId, toBoolean(payment.livemode)) : null,
  };
}

/** The payment of an order, for the admin order page; undefined for a simulated order. */
export async function readOrderPayment(db: Database, orderId: number, transaction?: Transaction): Promise<OrderPayment | undefined> {
  const payment = await db.models.OrderPayment.findOne({ where: { orderId }, transaction });
  return payment ? toOrderPayment(payment) : undefined;
}
