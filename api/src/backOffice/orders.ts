import {
  canChangeOrderStatus,
  LOW_STOCK_THRESHOLD,
  ORDER_API,
  ORDER_MESSAGES,
  ORDER_NOTE_MAX_LENGTH,
  TOTAL_COUNT_HEADER,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type OrderStatus,
  type OrderStatusRequest,
} from '@kingside/contracts';
import { PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import { adminOrdersQuerySchema, orderStatusSchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import { fn, col, Op, type Transaction, type WhereOptions } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { catalogueChanged, routeId } from '../catalogue';
import { toBoolean } from '../shared/db/values';
import {
  linesOf,
  orderDiscount,
  toAdminOrderRow,
  toStatusChange,
  releaseCode,
  restock,
  orderShippedMail,
  ORDER_ENTITY,
  ORDER_STATUS_AUDIT_ACTION,
} from '../commerce';
import { endSessionForAdminCancel, expiredSessionCancel, readOrderPayment, refundPaidStripeOrder } from '../payments';
import { writeTransaction } from '../shared/db/writeTransaction';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import { conflict, notFound } from '../shared/http/errors';
import { body, validated } from '../shared/http/validate';
import { queueMail, sendQueuedMail } from '../shared/mail/mailQueue';
import { recordAudit } from '../shared/audit/recordAudit';
import { currentAdmin } from '../accounts';

/*
 * Fulfilment in the back office (issue 17): the orders list, one order with its history, and changes of
 * status along ORDER_TRANSITIONS only. A change is one write transaction: the order's status (a
 * conditional UPDATE on the status it was read with, under the row's lock on MariaDB, so of two
 * administrators changing one order from the same state exactly one succeeds), its history entry, its
 * audit line, and, for a cancellation, the stock put back; for `shipped`, the shipping notice queued and
 * sent once committed. Cancelling (or refunding) an order paid through Stripe refunds it there first
 * (payments/stripeRefunds.ts) and makes it `refunded`, the refund in its history. Cancelling a pending order placed
 * through Stripe expires its Checkout Session there first (payments/unpaidOrders.ts, the rule the shopper's Cancel on
 * Stripe's page follows), so nobody pays an order cancelled here.
 */

const ADMIN_PREFIX = '/api/admin';
export const ORDER_PATHS = {
  list: ORDER_API.adminList.slice(ADMIN_PREFIX.length),
  item: ORDER_API.adminItem(':id').slice(ADMIN_PREFIX.length),
  status: ORDER_API.adminStatus(':id').slice(ADMIN_PREFIX.length),
} as const;

const MAX_ID = 2_147_483_647;
const DAY_MS = 24 * 60 * 60 * 1000;
const missing = () => notFound(ORDER_MESSAGES.orderNotFound);

/** `%` and `_` match anything in LIKE: a search for "100%" must find "100%", not every row. */
const likePattern = (q: string) => `%${q.replace(/[!%_]/g, '!$&')}%`;

/**
 * GET /api/admin/orders?status=&q=&limit=&offset=: one page, newest first, the total in X-Total-Count. `q`
 * matches the order number ("12" or "#12") and, without regard to case on both databases, any part of the
 * customer's name or e-mail.
 */
export function listOrdersHandler({ db }: AppDeps): RequestHandler {
  const { sequelize } = db;
  const { Order, OrderLine } = db.models;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  return async (req, res) => {
    const query = validated<AdminOrdersQuery & { limit: number; offset: number }>(
      adminOrdersQuerySchema,
      { ...req.query },
      { convert: true },
    );
    const conditions: WhereOptions[] = [];
    if (query.status) conditions.push({ status: query.status });
    if (query.q) {
      const pattern = sequelize.escape(likePattern(query.q));
      // LOWER on both sides: case-insensitive whatever the column's collation (SQLite folds ASCII only).
      const matches = ['customerName', 'customerEmail'].map((column) => `LOWER(${quote(column)}) LIKE LOWER(${pattern}) ESCAPE '!'`);
      const number = /^#?(\d{1,10})$/.exec(query.q)?.[1];
      if (number !== undefined && Number(number) <= MAX_ID) matches.push(`${quote('id')} = ${Number(number)}`);
      conditions.push(sequelize.literal(`(${matches.join(' OR ')})`) as unknown as WhereOptions);
    }
    const { rows, count } = await Order.findAndCountAll({
      where: { [Op.and]: conditions },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: query.limit,
      offset: query.offset,
    });
    const ids = rows.map((row) => Number(row.id));
    const units = new Map<number, number>();
    if (ids.length > 0) {
      const sums = (await OrderLine.findAll({
        attributes: ['orderId', [fn('SUM', col('quantity')), 'units']],
        where: { orderId: { [Op.in]: ids } },
        group: ['orderId'],
        raw: true,
      })) as unknown as { orderId: number | string; units: number | string }[];
      for (const sum of sums) units.set(Number(sum.orderId), Number(sum.units));
    }
    const page: AdminOrderRow[] = rows.map((row) => ({ ...toAdminOrderRow(row, []), itemCount: units.get(Number(row.id)) ?? 0 }));
    res.set(TOTAL_COUNT_HEADER, String(count)).json(page);
  };
}

/**
 * The dashboard's order figures (GET /api/admin/stats, AdminStats): orders placed since midnight UTC
 * (cancelled ones included), the totals in cents of the orders of the last 30 days (30 × 24 hours back from
 * now) that were not cancelled, and the live products with LOW_STOCK_THRESHOLD units or fewer (sold out
 * included).
 */
export async function orderFigures(
  db: Database,
  now: Date = new Date(),
): Promise<{ ordersToday: number; revenue30Days: number; lowStockProducts: number }> {
  const { Order, Product } = db.models;
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [ordersToday, revenue, lowStockProducts] = await Promise.all([
    Order.count({ where: { createdAt: { [Op.gte]: midnight } } }),
    Order.sum('totalAmount', {
      where: { createdAt: { [Op.gte]: new Date(now.getTime() - 30 * DAY_MS) }, status: { [Op.notIn]: ['cancelled', 'refunded'] } },
    }),
    Product.count({ where: { archived: false, stock: { [Op.lte]: LOW_STOCK_THRESHOLD } } }),
  ]);
  return { ordersToday, revenue30Days: Number(revenue ?? 0), lowStockProducts };
}

/** GET /api/admin/orders/{id}: the order with its lines, customer and history (oldest first). */
export function readOrderHandler({ db }: AppDeps): RequestHandler {
  return async (req, res) => {
    const order = await readAdminOrder(db, routeId(req.params.id));
    if (!order) throw missing();
    res.json(order);
  };
}

/**
 * POST /api/admin/orders/{id}/status {status, note?}: 200 with the updated order. 409 "Cannot change an
 * order from <a> to <b>." for anything ORDER_TRANSITIONS does not allow, including a change another
 * administrator made first. A note is kept with the history entry (internal: never in an e-mail).
 */
export function changeOrderStatusHandler(deps: AppDeps): RequestHandler {
  const { db } = deps;
  const { sequelize } = db;
  const { Order, OrderLine, OrderStatusChange } = db.models;
  return async (req, res) => {
    const id = routeId(req.params.id);
    const { status: requested, note: given } = body<OrderStatusRequest>(req, orderStatusSchema);
    const admin = currentAdmin(res);
    const refund = requested === 'cancelled' || requested === 'refunded' ? await refundPaidStripeOrder(deps, id) : null;
    // A pending order's Checkout Session ended at Stripe (or the cancel refused, nothing changed), as the shopper's Cancel does.
    const sessionEnded = requested === 'cancelled' && !refund ? await endSessionForAdminCancel(deps, id) : false;
    const to: OrderStatus = refund ? 'refunded' : requested;
    const noted = refund ? PAYMENT_MESSAGES.refundedNote(refund.id) : sessionEnded ? PAYMENT_MESSAGES.expiredNote : null;
    // What Stripe did comes first; the administrator's own note is kept whole when both would not fit the column.
    const joined = noted ? [noted, given].filter(Boolean).join(' · ') : given;
    const note = joined && joined.length > ORDER_NOTE_MAX_LENGTH ? given : joined;
    const outcome = await writeTransaction(sequelize, async (transaction) => {
      // Stripe's checkout.session.expired, sent by that expiry, may have cancelled the order first: then it is done.
      const doneByStripe = sessionEnded && (await expiredSessionCancel(db, id, transaction));
      // On MariaDB a locking read: the latest committed status, and a concurrent change waits for this one.
      const order = await Order.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
      if (!order) throw missing();
      const from = order.status as OrderStatus;
      const at = storedNow();
      const audit = (changes: { status: [OrderStatus, OrderStatus] }) =>
        recordAudit(
          db,
          {
            adminId: Number(admin.id),
            adminEmail: admin.email,
            action: ORDER_STATUS_AUDIT_ACTION,
            entity: ORDER_ENTITY,
            entityId: id,
            changes,
            at,
          },
          transaction,
        );
      if (doneByStripe) {
        await audit({ status: ['pending', 'cancelled'] });
        const current = await readAdminOrder(db, id, transaction);
        if (!current) throw new Error(`order ${id} vanished inside its own write transaction`);
        return { order: current, mailIds: [], availabilityChanged: false };
      }
      if (!canChangeOrderStatus(from, to)) throw conflict(ORDER_MESSAGES.cannotChange(from, to));
      // The check and the write in one statement, whatever the lock above does (SQLite has none; its
      // writes queue instead): a change committed first has moved the status on, and this matches nothing.
      const [changed] = await Order.update({ status: to, updatedAt: at }, { where: { id, status: from }, transaction, silent: true });
      if (changed !== 1) {
        const now = await Order.findByPk(id, { attributes: ['status'], transaction, lock: transaction.LOCK.UPDATE });
        throw conflict(ORDER_MESSAGES.cannotChange((now?.status ?? from) as OrderStatus, to));
      }
      await OrderStatusChange.create(
        { orderId: id, status: to, at, adminId: Number(admin.id), adminEmail: admin.email, note: note ? note : null },
        { transaction },
      );
      await audit({ status: [from, to] });
      let availabilityChanged = false;
      if (refund) {
        await db.models.OrderPayment.update(
          { status: 'refunded', refundId: refund.id, amountRefunded: refund.amount },
          { where: { orderId: id }, transaction },
        );
      }
      if ((to === 'cancelled' || to === 'refunded') && toBoolean(order.stockTaken)) {
        // Its discount code's use comes back first (issue 44): codes are locked before products, as placing an order does.
        await releaseCode(db, id, transaction);
        const lines = await OrderLine.findAll({ attributes: ['productId', 'quantity'], where: { orderId: id }, transaction });
        const returned = lines.map((line) => ({ productId: Number(line.productId), quantity: Number(line.quantity) }));
        availabilityChanged = (await restock(db, returned, transaction)).availabilityChanged;
      }
      const updated = await readAdminOrder(db, id, transaction);
      if (!updated) throw new Error(`order ${id} vanished inside its own write transaction`);
      const mailIds: number[] = [];
      if (to === 'shipped') {
        mailIds.push(await queueMail(db, orderShippedMail({ ...updated, createdAt: new Date(updated.createdAt) }), transaction));
      }
      return { order: updated, mailIds, availabilityChanged };
    });
    sendQueuedMail(deps, outcome.mailIds);
    if (outcome.availabilityChanged) catalogueChanged(deps);
    res.json(outcome.order satisfies AdminOrder);
  };
}

/** One order with its lines, customer and history (oldest change first), or null when there is none. */
export async function readAdminOrder(db: Database, id: number, transaction?: Transaction): Promise<AdminOrder | null> {
  const order = await db.models.Order.findByPk(id, { transaction });
  if (!order) return null;
  // One after the other: inside a transaction they share its one connection anyway.
  const lines = await linesOf(db, [id], transaction);
  const history = await db.models.OrderStatusChange.findAll({
    where: { orderId: id },
    order: [
      ['at', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  const orderLines = lines.get(id) ?? [];
  const payment = await readOrderPayment(db, id, transaction);
  return {
    ...toAdminOrderRow(order, orderLines),
    customerAddress: order.customerAddress,
    subtotal: Number(order.subtotal),
    shipping: Number(order.shipping),
    lines: orderLines,
    history: history.map(toStatusChange),
    ...(payment ? { payment } : {}),
    ...orderDiscount(order),
  };
}
