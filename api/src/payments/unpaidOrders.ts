import { PAYMENT_MESSAGES, STRIPE_ACTOR, SYSTEM_ACTOR } from '@kingside/contracts/payments';
import { Op, type Transaction } from 'sequelize';
import { catalogueChanged } from '../catalogue';
import { ORDER_ENTITY, ORDER_STATUS_AUDIT_ACTION } from '../commerce';
import { recordAudit } from '../shared/audit/recordAudit';
import type { Database } from '../shared/db/database';
import type { AppDeps } from '../shared/deps';
import { writeTransaction } from '../shared/db/writeTransaction';
import { conflict, HttpError } from '../shared/http/errors';
import { moveOrderStatus, type StatusMove } from './orderPayments';
import { stripeClient, type Stripe } from './stripeClient';
import { isStripeError, stripeFailed } from './stripeCheckout';
import StripeSdk from 'stripe';

/*
 * No order left hanging (issue 44, docs/spec.md §4.6): an order placed for an online payment holds its stock until
 * it is paid, or until it is cancelled here.
 *
 *  - Cancel on Stripe's page (cancelCheckout): the shopper comes back through the session's cancel link; the session
 *    is expired at Stripe (checkout.sessions.expire: nobody can pay it any more) and the order cancelled at once, its
 *    stock back. A session Stripe reports complete (paid, or a delayed payment under way) is not expired: Stripe
 *    refuses to, and the order is Stripe's webhook's to settle.
 *  - An administrator's Cancel order on a pending order (backOffice/orders.ts, through endSessionForAdminCancel): the
 *    same rule (endOrderCheckoutSession, its one home) before the back office's own transaction; a session Stripe
 *    reports complete refuses the cancel (409), and Stripe unreachable refuses it too (502), nothing changed.
 *  - The sweep (sweepUnpaidOrders, on a timer in every instance: startUnpaidOrderSweep): pending orders whose
 *    payment window (orders.paymentDueAt, the session's expires_at) passed UNPAID_ORDER_SWEEP.graceMs ago are
 *    cancelled, their stock back, by the system (history and audit log). Stripe's checkout.session.expired usually
 *    did it first; the sweep catches a lost webhook, and an order whose session could not be created. An order with
 *    a session is cancelled only once Stripe says the session is expired (the sweep expires it when it is still
 *    open), so a payment that Stripe took is never cancelled, however late its webhook comes.
 *
 * Every cancellation is one write transaction (cancelUnpaidOrder): the payment's row, then the order's, read under
 * their locks (the order Stripe's webhook takes them in, payments/stripeEvents.ts), and the status moved by a
 * conditional UPDATE from pending (orderPayments.ts's moveOrderStatus). Two instances sweeping at once, or a sweep
 * and a late checkout.session.completed, serialise on those rows on MariaDB (SQLite runs one write transaction at a
 * time): whichever comes second finds the order no longer pending, or the payment paid, and changes nothing, so the
 * stock comes back once and a paid order stays paid.
 */

export const UNPAID_ORDER_SWEEP = {
  /** how often each instance sweeps */
  intervalMs: 5 * 60_000,
  /** how long after an order's payment window the sweep waits, so Stripe's own checkout.session.expired comes first */
  graceMs: 10 * 60_000,
  /** at most this many orders per sweep (the oldest first); the next sweep takes the rest */
  batch: 100,
} as const;

/** The audit log's actor id for what the api does by itself: no administrator (ids start at 1). */
export const SYSTEM_AUDIT_ADMIN_ID = 0;

/** A payment's statuses under which no money arrived: its order may be cancelled for want of payment. */
const UNPAID = new Set(['open', 'expired', 'failed']);

interface Who {
  adminId: number | null;
  adminEmail: string | null;
  note: string | null;
}

const unchanged: StatusMove = { changed: false, availabilityChanged: false };

/**
 * Cancels order `orderId` for want of payment, if it is still pending and its payment (when it has one) brought no
 * money; the stock back, the history entry by `who`, and with `audit` the audit line of the system. Safe to run
 * from any number of places at once: one of them changes the order, the others nothing.
 */
export async function cancelUnpaidOrder(deps: AppDeps, orderId: number, who: Who, audit = false): Promise<StatusMove> {
  const { db } = deps;
  const { Order, OrderPayment } = db.models;
  const moved = await writeTransaction(db.sequelize, async (transaction) => {
    const payment = await OrderPayment.findOne({ where: { orderId }, transaction, lock: transaction.LOCK.UPDATE });
    if (payment && !UNPAID.has(payment.status)) return unchanged;
    const order = await Order.findByPk(orderId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!order || order.status !== 'pending') return unchanged;
    const move = await moveOrderStatus(db, order, 'cancelled', who, transaction);
    if (!move.changed) return move;
    if (payment?.status === 'open') await payment.update({ status: 'expired' }, { transaction });
    if (audit) {
      await recordAudit(
        db,
        {
          adminId: SYSTEM_AUDIT_ADMIN_ID,
          adminEmail: SYSTEM_ACTOR,
          action: ORDER_STATUS_AUDIT_ACTION,
          entity: ORDER_ENTITY,
          entityId: orderId,
          changes: { status: ['pending', 'cancelled'] },
        },
        transaction,
      );
    }
    return move;
  });
  if (moved.availabilityChanged) catalogueChanged(deps);
  return moved;
}

/**
 * Ends a Checkout Session at Stripe: 'expired' once nobody can pay it (expired now, or before), 'complete' when Stripe
 * took it (paid, or a delayed payment under way), which Stripe refuses to expire. Throws when Stripe cannot tell.
 */
export async function endCheckoutSession(stripe: Stripe, sessionId: string): Promise<'expired' | 'complete'> {
  const settled = (session: Stripe.Checkout.Session) =>
    session.status === 'expired' ? 'expired' : session.status === 'complete' ? 'complete' : null;
  const before = settled(await stripe.checkout.sessions.retrieve(sessionId));
  if (before) return before;
  try {
    return settled(await stripe.checkout.sessions.expire(sessionId)) ?? 'expired';
  } catch (error) {
    // Refused: the session completed (or expired) between the two calls.
    if (!(error instanceof StripeSdk.errors.StripeInvalidRequestError)) throw error;
    const after = settled(await stripe.checkout.sessions.retrieve(sessionId));
    if (!after) throw error;
    return after;
  }
}

/**
 * What ending an unpaid order's Checkout Session came to (endOrderCheckoutSession):
 *  - none: the order has no Stripe payment (a simulated order): nothing at Stripe to end;
 *  - recorded: its payment's row says money came or was flagged (paid, refunded, mismatch): not this rule's to end;
 *  - ended: nobody can pay it any more (expired now, or before): it may be cancelled;
 *  - complete: Stripe took the session (paid, or a delayed payment under way), which Stripe refuses to expire: the
 *    order is Stripe's webhook's to settle, not cancelled;
 *  - unconfigured: the api has no Stripe keys to ask with;
 *  - unreachable: Stripe refused or did not answer (logged): the order keeps its stock.
 */
type SessionEnding = { kind: 'none' | 'unconfigured' | 'unreachable' | 'ended' } | { kind: 'recorded' | 'complete'; sessionId: string };

/**
 * The one rule before a person cancels an unpaid order placed through Stripe (the shopper's Cancel on Stripe's page,
 * an administrator's Cancel order): its Checkout Session is ended at Stripe first (endCheckoutSession), so nobody can
 * pay an order once it is cancelled. A session already expired (or complete) is taken as Stripe says it is.
 */
async function endOrderCheckoutSession(deps: AppDeps, orderId: number): Promise<SessionEnding> {
  const { config, db, logger } = deps;
  const payment = await db.models.OrderPayment.findOne({ where: { orderId } });
  if (!payment) return { kind: 'none' };
  if (!UNPAID.has(payment.status)) return { kind: 'recorded', sessionId: payment.sessionId };
  if (!config.stripe) return { kind: 'unconfigured' };
  try {
    const ended = await endCheckoutSession(stripeClient(config.stripe), payment.sessionId);
    return ended === 'complete' ? { kind: 'complete', sessionId: payment.sessionId } : { kind: 'ended' };
  } catch (error) {
    if (!isStripeError(error)) throw error;
    logger.warn({ err: error, orderId }, 'Stripe could not expire the Checkout Session: the order keeps its stock');
    return { kind: 'unreachable' };
  }
}

export type CheckoutCancelOutcome =
  /** the order was cancelled (now, or before) */
  | { kind: 'cancelled' }
  /** Stripe took the payment (or a delayed one is under way): the return page says how it goes */
  | { kind: 'complete'; sessionId: string }
  /** Stripe could not be asked: the order keeps its stock until its session expires */
  | { kind: 'kept' }
  /** no Stripe payment for this order */
  | { kind: 'unknown' };

/** The shopper pressed Cancel on Stripe's page for order `orderId` (its cancel link's token checked by the caller). */
export async function cancelCheckout(deps: AppDeps, orderId: number): Promise<CheckoutCancelOutcome> {
  if (!deps.config.stripe) return { kind: 'unknown' };
  const ending = await endOrderCheckoutSession(deps, orderId);
  switch (ending.kind) {
    case 'none':
    case 'unconfigured':
      return { kind: 'unknown' };
    case 'recorded':
    case 'complete':
      return { kind: 'complete', sessionId: ending.sessionId };
    case 'unreachable':
      return { kind: 'kept' };
    case 'ended':
      // By the customer, who cancelled; the note says what happened at Stripe.
      await cancelUnpaidOrder(deps, orderId, { adminId: null, adminEmail: null, note: PAYMENT_MESSAGES.expiredNote });
      return { kind: 'cancelled' };
  }
}

/**
 * An administrator's Cancel order (docs/spec.md §4.6, §7.6): before the back office's transaction, a pending order's
 * Checkout Session is ended by the rule above. True when the order has a session that is now ended (the transaction then
 * calls expiredSessionCancel); false when there is none to end (a simulated order, an order no longer pending, a
 * payment already recorded). Refused, nothing changed: 409 when Stripe took the session, 502 when Stripe cannot be asked,
 * 503 without Stripe keys.
 */
export async function endSessionForAdminCancel(deps: AppDeps, orderId: number): Promise<boolean> {
  const order = await deps.db.models.Order.findByPk(orderId, { attributes: ['id', 'status'] });
  if (order?.status !== 'pending') return false;
  const ending = await endOrderCheckoutSession(deps, orderId);
  switch (ending.kind) {
    case 'none':
    case 'recorded':
      return false;
    case 'ended':
      return true;
    case 'complete':
      throw conflict(PAYMENT_MESSAGES.sessionComplete);
    case 'unreachable':
      throw stripeFailed();
    case 'unconfigured':
      throw new HttpError(503, PAYMENT_MESSAGES.stripeNotConfigured);
  }
}

/**
 * Inside the administrator's cancel transaction, once endSessionForAdminCancel ended the session, before the order's
 * row is read: the payment's row first (open becomes expired), the order the webhook locks them in. Returns true when
 * Stripe's checkout.session.expired, which that expiry sends, cancelled the order first: the cancel the administrator
 * asked for is done (by Stripe), not refused.
 */
export async function expiredSessionCancel(db: Database, orderId: number, transaction: Transaction): Promise<boolean> {
  const { Order, OrderPayment, OrderStatusChange } = db.models;
  await OrderPayment.update({ status: 'expired' }, { where: { orderId, status: 'open' }, transaction });
  const order = await Order.findByPk(orderId, { attributes: ['id', 'status'], transaction, lock: transaction.LOCK.UPDATE });
  if (order?.status !== 'cancelled') return false;
  const last = await OrderStatusChange.findOne({
    where: { orderId },
    order: [
      ['at', 'DESC'],
      ['id', 'DESC'],
    ],
    transaction,
  });
  return last?.status === 'cancelled' && last.adminEmail === STRIPE_ACTOR && last.note === PAYMENT_MESSAGES.expiredNote;
}

export interface SweepResult {
  /** orders this sweep cancelled (another instance's cancellations are not counted) */
  cancelled: number[];
  /** orders left for Stripe's webhook: their session is complete, or their payment was flagged */
  settledByStripe: number[];
  /** orders left for the next sweep: Stripe could not be asked */
  retried: number[];
}

/**
 * One sweep: the pending orders whose payment window passed UNPAID_ORDER_SWEEP.graceMs before `now`, the oldest first,
 * at most `batch`. Callable directly (the tests, an operator's script); the server runs it on a timer.
 */
export async function sweepUnpaidOrders(
  deps: AppDeps,
  { now = new Date(), batch = UNPAID_ORDER_SWEEP.batch }: { now?: Date; batch?: number } = {},
): Promise<SweepResult> {
  const { config, db, logger } = deps;
  const { Order, OrderPayment } = db.models;
  const result: SweepResult = { cancelled: [], settledByStripe: [], retried: [] };
  const due = await Order.findAll({
    attributes: ['id'],
    where: { status: 'pending', paymentDueAt: { [Op.lte]: new Date(now.getTime() - UNPAID_ORDER_SWEEP.graceMs) } },
    order: [
      ['paymentDueAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: batch,
  });
  if (due.length === 0) return result;
  const ids = due.map((order) => Number(order.id));
  const payments = new Map(
    (await OrderPayment.findAll({ where: { orderId: { [Op.in]: ids } } })).map((payment) => [Number(payment.orderId), payment]),
  );
  // An order the sweep leaves to Stripe leaves the sweep too (its window cleared, while it is still pending), so
  // those never crowd out the orders behind them.
  const leaveToStripe = async (id: number) => {
    await writeTransaction(db.sequelize, (transaction) =>
      Order.update({ paymentDueAt: null }, { where: { id, status: 'pending' }, transaction, silent: true }),
    );
    result.settledByStripe.push(id);
  };
  for (const id of ids) {
    const payment = payments.get(id);
    if (payment && !UNPAID.has(payment.status)) {
      await leaveToStripe(id);
      continue;
    }
    if (payment?.status === 'open') {
      if (!config.stripe) {
        result.retried.push(id);
        continue;
      }
      try {
        if ((await endCheckoutSession(stripeClient(config.stripe), payment.sessionId)) === 'complete') {
          await leaveToStripe(id);
          continue;
        }
      } catch (error) {
        if (!isStripeError(error)) throw error;
        logger.warn({ err: error, orderId: id }, 'Stripe could not say whether the session expired: the sweep tries again later');
        result.retried.push(id);
        continue;
      }
    }
    const moved = await cancelUnpaidOrder(
      deps,
      id,
      { adminId: null, adminEmail: SYSTEM_ACTOR, note: PAYMENT_MESSAGES.windowPassedNote },
      true,
    );
    if (moved.changed) result.cancelled.push(id);
  }
  return result;
}

/** The server's timer for the sweep: now, then every UNPAID_ORDER_SWEEP.intervalMs after the previous sweep finished. */
export function startUnpaidOrderSweep(deps: AppDeps): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let running = true;
  const tick = async () => {
    try {
      const swept = await sweepUnpaidOrders(deps);
      if (swept.cancelled.length > 0 || swept.settledByStripe.length > 0 || swept.retried.length > 0) {
        deps.logger.info(swept, 'unpaid orders swept');
      }
    } catch (error) {
      deps.logger.error({ err: error }, 'sweeping unpaid orders failed; trying again later');
    }
    if (running) timer = setTimeout(() => void tick(), UNPAID_ORDER_SWEEP.intervalMs).unref();
  };
  void tick();
  return {
    stop() {
      running = false;
      clearTimeout(timer);
    },
  };
}
