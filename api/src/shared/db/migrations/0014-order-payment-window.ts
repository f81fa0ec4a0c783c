import { DataTypes, QueryTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible, dropColumn } from './steps';

/*
 * No order left hanging (issue 44, docs/spec.md §4.6): orders.paymentDueAt, the end of an order's payment window.
 * Set when the order waits for an online payment (Stripe's Checkout Session expires then); null for an order of the
 * simulated checkout, which an administrator marks paid, and which no sweep touches. The sweep of unpaid orders
 * (payments/unpaidOrders.ts) walks the index (status, paymentDueAt): the pending orders whose window has passed.
 *
 * Orders placed through Stripe before this migration have a Checkout Session (order_payments) that expired an hour
 * after the order (payments/stripeCheckout.ts at the time): those still pending get that hour as their window, so
 * the sweep finds them too. One placed through Stripe whose session was never created cannot be told from a
 * simulated order and is left as it is.
 */

/** The Checkout Session's lifetime when these orders were placed (stripeCheckout.ts's CHECKOUT_SESSION_SECONDS then). */
const EARLIER_WINDOW_MS = 60 * 60 * 1000;

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.addColumn('orders', 'paymentDueAt', { type: DataTypes.DATE, allowNull: true }, { transaction });
    await qi.addIndex('orders', ['status', 'paymentDueAt'], { name: 'orders_status_payment_due', transaction });
    const q = (name: string) => qi.quoteIdentifier(name);
    const pending = (await qi.sequelize.query(
      `SELECT o.${q('id')} AS id, o.${q('createdAt')} AS createdAt FROM ${q('orders')} o ` +
        `JOIN ${q('order_payments')} p ON p.${q('orderId')} = o.${q('id')} WHERE o.${q('status')} = 'pending'`,
      { type: QueryTypes.SELECT, transaction },
    )) as { id: number; createdAt: Date | string }[];
    for (const order of pending) {
      const due = new Date(new Date(order.createdAt).getTime() + EARLIER_WINDOW_MS);
      // A plain UPDATE: the query interface's bulkUpdate, with no model to type the column, writes a Date as text on SQLite.
      await qi.sequelize.query(`UPDATE ${q('orders')} SET ${q('paymentDueAt')} = ? WHERE ${q('id')} = ?`, {
        replacements: [due, Number(order.id)],
        transaction,
      });
    }
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.removeIndex('orders', 'orders_status_payment_due', { transaction });
    await dropColumn(qi, 'orders', 'paymentDueAt', transaction);
  });
}
