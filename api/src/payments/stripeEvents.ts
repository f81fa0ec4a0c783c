import { type OrderStatus } from '@kingside/contracts';
import { PAYMENT_MESSAGES, STRIPE_ACTOR } from '@kingside/contracts/payments';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { recordAudit } from '../shared/audit/recordAudit';
import { ORDER_ENTITY, linesOf, type OrderModel, orderConfirmationMail, orderDiscount } from '../commerce';
import { writeTransaction } from '../shared/db/writeTransaction';
import { storedNow } from '../shared/db/clock';
import type { AppDeps } from '../shared/deps';
import { queueMail } from '../shared/mail/mailQueue';
import { byStripe, moveOrderStatus, PAYMENT_MISMATCH_AUDIT_ACTION, STRIPE_AUDIT_ADMIN_ID } from './orderPayments';
import type { Stripe } from './stripeClient';

/*
 * Stripe's events, each applied once (issue 33): the event's id goes into payment_events (its primary key) in the
 * transaction of its effect. A second delivery, or the same event at another instance at the same moment, meets
 * the key: on MariaDB the second insert waits for the first transaction and then fails on the duplicate; on SQLite
 * write transactions queue. Either way the effect is applied once, and a failed effect leaves no id behind, so
 * Stripe's retry applies it.
 *
 *  - checkout.session.completed (and async_payment_succeeded) with payment_status "paid": the order is paid, by
 *    Stripe, and its confirmation e-mail is queued. Only when Stripe's amount and currency are the order's: else
 *    the payment is flagged (`mismatch`), the order stays pending, and the audit log records it.
 *  - checkout.session.expired: the order is cancelled and its stock put back.
 *  - checkout.session.async_payment_failed (a delayed payment, such as a bank debit, failed after the session
 *    completed unpaid; issue 44): the payment is `failed`, the pending order cancelled by Stripe and its stock put
 *    back. A second delivery meets the event's id; any later event about the order finds it no longer pending.
 *  - charge.refunded: the refund is recorded on the payment; a full refund of a paid order (made in Stripe's
 *    dashboard) refunds the order and puts its stock back.
 * Any other event, or one about a session this shop did not create, is recorded and changes nothing.
 */

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

interface Applied {
  outcome: EventOutcome;
  /** the order the event was about, when it was one of this shop's */
  orderId?: number;
  mailIds: number[];
  availabilityChanged: boolean;
}

class DuplicateEvent extends Error {}

const nothing = (outcome: EventOutcome): Applied => ({ outcome, mailIds: [], availabilityChanged: false });

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

export function stripeEvents(deps: AppDeps) {
  const { db, logger } = deps;
  const { Order, OrderPayment, PaymentEvent } = db.models;

  const lockedOrder = (id: number, transaction: Transaction) =>
    Order.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE }) as Promise<OrderModel | null>;

  async function sessionPaid(session: Stripe.Checkout.Session, transaction: Transaction): Promise<Applied> {
    if (session.payment_status !== 'paid') return nothing('ignored');
    const payment = await OrderPayment.findOne({ where: { sessionId: session.id }, transaction, lock: transaction.LOCK.UPDATE });
    if (!payment) return nothing('ignored');
    const orderId = Number(payment.orderId);
    const order = await lockedOrder(orderId, transaction);
    if (!order) return nothing('ignored');
    const paymentIntentId = idOf(session.payment_intent);
    const amount = session.amount_total;
    const currency = (session.currency ?? '').toLowerCase();
    if (amount !== Number(order.totalAmount) || currency !== payment.currency) {
      await payment.update({ status: 'mismatch', mismatch: true, paymentIntentId }, { transaction });
      await recordAudit(
        db,
        {
          adminId: STRIPE_AUDIT_ADMIN_ID,
          adminEmail: STRIPE_ACTOR,
          action: PAYMENT_MISMATCH_AUDIT_ACTION,
          entity: ORDER_ENTITY,
          entityId: Number(order.id),
          changes: { amount: [Number(order.totalAmount), amount], currency: [payment.currency, currency] },
        },
        transaction,
      );
      logger.warn({ orderId, sessionId: session.id, amount, currency }, 'Stripe reported another amount: order not paid');
      return { ...nothing('applied'), orderId };
    }
    await payment.update({ status: 'paid', paymentIntentId }, { transaction });
    if (order.status !== 'pending') {
      // Paid after it was cancelled (by an administrator): the money is there, the order is not; the admin page shows both.
      logger.warn({ orderId, status: order.status }, 'Stripe payment for an order that is no longer pending');
      return { ...nothing('applied'), orderId };
    }
    const moved = await moveOrderStatus(db, order, 'paid', byStripe(PAYMENT_MESSAGES.paidNote(paymentIntentId)), transaction);
    if (!moved.changed) return { ...nothing('applied'), orderId };
    const id = Number(order.id);
    const lines = (await linesOf(db, [id], transaction)).get(id) ?? [];
    const mailId = await queueMail(
      db,
      orderConfirmationMail({
        id,
        createdAt: new Date(order.createdAt),
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerAddress: order.customerAddress,
        subtotal: Number(order.subtotal),
        shipping: Number(order.shipping),
        totalAmount: Number(order.totalAmount),
        lines,
        ...orderDiscount(order),
      }),
      transaction,
    );
    return { outcome: 'applied', orderId, mailIds: [mailId], availabilityChanged: false };
  }

  async function sessionExpired(session: Stripe.Checkout.Session, transaction: Transaction): Promise<Applied> {
    const payment = await OrderPayment.findOne({ where: { sessionId: session.id }, transaction, lock: transaction.LOCK.UPDATE });
    if (!payment) return nothing('ignored');
    if (payment.status === 'open') await payment.update({ status: 'expired' }, { transaction });
    const orderId = Number(payment.orderId);
    const order = await lockedOrder(orderId, transaction);
    if (!order || order.status !== 'pending') return { ...nothing('applied'), orderId };
    const moved = await moveOrderStatus(db, order, 'cancelled', byStripe(PAYMENT_MESSAGES.expiredNote), transaction);
    return { outcome: 'applied', orderId, mailIds: [], availabilityChanged: moved.availabilityChanged };
  }

  async function asyncPaymentFailed(session: Stripe.Checkout.Session, transaction: Transaction): Promise<Applied> {
    const payment = await OrderPayment.findOne({ where: { sessionId: session.id }, transaction, lock: transaction.LOCK.UPDATE });
    if (!payment) return nothing('ignored');
    const orderId = Number(payment.orderId);
    // Money that did arrive (paid, refunded) or a flagged amount is not undone by this event.
    if (payment.status !== 'open' && payment.status !== 'failed') return { ...nothing('applied'), orderId };
    if (payment.status === 'open')
      await payment.update({ status: 'failed', paymentIntentId: idOf(session.payment_intent) ?? payment.paymentIntentId }, { transaction });
    const order = await lockedOrder(orderId, transaction);
    if (!order || order.status !== 'pending') return { ...nothing('applied'), orderId };
    const moved = await moveOrderStatus(db, order, 'cancelled', byStripe(PAYMENT_MESSAGES.failedNote), transaction);
    return { outcome: 'applied', orderId, mailIds: [], availabilityChanged: moved.availabilityChanged };
  }

  async function chargeRefunded(charge: Stripe.Charge, transaction: Transaction): Promise<Applied> {
    const paymentIntentId = idOf(charge.payment_intent);
    if (!paymentIntentId) return nothing('ignored');
    const payment = await OrderPayment.findOne({ where: { paymentIntentId }, transaction, lock: transaction.LOCK.UPDATE });
    if (!payment) return nothing('ignored');
    const full = charge.refunded || charge.amount_refunded >= Number(payment.amount);
    const refundId = payment.refundId ?? idOf(charge.refunds?.data?.[0]) ?? null;
    await payment.update({ amountRefunded: charge.amount_refunded, refundId, ...(full ? { status: 'refunded' } : {}) }, { transaction });
    const orderId = Number(payment.orderId);
    const order = await lockedOrder(orderId, transaction);
    if (!full || !order || (order.status as OrderStatus) !== 'paid') return { ...nothing('applied'), orderId };
    const moved = await moveOrderStatus(db, order, 'refunded', byStripe(PAYMENT_MESSAGES.refundedNote(refundId)), transaction);
    return { outcome: 'applied', orderId, mailIds: [], availabilityChanged: moved.availabilityChanged };
  }

  async function effect(event: Stripe.Event, transaction: Transaction): Promise<Applied> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return sessionPaid(event.data.object, transaction);
      case 'checkout.session.expired':
        return sessionExpired(event.data.object, transaction);
      case 'checkout.session.async_payment_failed':
        return asyncPaymentFailed(event.data.object, transaction);
      case 'charge.refunded':
        return chargeRefunded(event.data.object, transaction);
      default:
        return nothing('ignored');
    }
  }

  return {
    /** Applies a verified event once; 'duplicate' when it was applied before (here or at another instance). */
    async apply(event: Stripe.Event): Promise<Applied> {
      try {
        return await writeTransaction(db.sequelize, async (transaction) => {
          try {
            await PaymentEvent.create(
              { id: event.id, provider: 'stripe', type: event.type.slice(0, 100), orderId: null, receivedAt: storedNow() },
              { transaction },
            );
          } catch (error) {
            if (error instanceof UniqueConstraintError) throw new DuplicateEvent();
            throw error;
          }
          const applied = await effect(event, transaction);
          if (applied.orderId !== undefined)
            await PaymentEvent.update({ orderId: applied.orderId }, { where: { id: event.id }, transaction });
          return applied;
        });
      } catch (error) {
        if (error instanceof DuplicateEvent) return nothing('duplicate');
        throw error;
      }
    },
  };
}
