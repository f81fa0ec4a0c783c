import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Payments through Stripe (issue 33, docs/spec.md §4.6, §7):
 *  - order_payments: an order's payment at its provider, one per order (orderId unique): the Checkout Session
 *    (unique: the return page and the webhook find the order through it, never through the order id alone), the
 *    payment intent, the amount and currency Stripe was asked for, the payment's status, whether Stripe reported
 *    another amount (`mismatch`: the order is then not paid), and the refund. A table of its own, not columns on
 *    orders: a simulated order has none, and the orders table (read by every list) keeps its shape.
 *  - payment_events: every Stripe event applied, by its id (the primary key). The id is inserted in the
 *    transaction of the event's effect, so a repeated delivery, or the same event reaching two instances at once,
 *    meets the key and changes nothing.
 * The `refunded` order status needs no DDL: orders.status is a string of the contracts' ORDER_STATUSES.
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.createTable(
      'order_payments',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        orderId: {
          type: DataTypes.INTEGER,
          allowNull: false,
          unique: true,
          references: { model: 'orders', key: 'id' },
          onDelete: 'CASCADE',
        },
        provider: { type: DataTypes.STRING(20), allowNull: false },
        sessionId: { type: DataTypes.STRING(255), allowNull: false, unique: true },
        paymentIntentId: { type: DataTypes.STRING(255), allowNull: true },
        amount: { type: DataTypes.INTEGER, allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        mismatch: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        livemode: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        amountRefunded: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        refundId: { type: DataTypes.STRING(255), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('order_payments', ['paymentIntentId'], { name: 'order_payments_intent', transaction });
    await qi.createTable(
      'payment_events',
      {
        id: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
        provider: { type: DataTypes.STRING(20), allowNull: false },
        type: { type: DataTypes.STRING(100), allowNull: false },
        orderId: { type: DataTypes.INTEGER, allowNull: true },
        receivedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('payment_events', { transaction });
    await qi.dropTable('order_payments', { transaction });
  });
}
