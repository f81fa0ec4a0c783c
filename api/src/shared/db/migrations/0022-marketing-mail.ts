import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible, dropColumn } from './steps';

/*
 * E-mails that bring people back (issue 44 point 3, docs/spec.md §7.20):
 *  - `back_in_stock_requests`: "Notify me" on a sold-out product, one row per product and address (unique; the address
 *    trimmed and lower-cased), `pending` until a guest confirms, `active` until the one e-mail goes (`notified`) or
 *    the address unsubscribes (`unsubscribed`). A member's rows carry their id and go with the member. (status,
 *    productId) finds the requests waiting for a product back in stock.
 *  - `member_marketing`: a member's opt-in to the abandoned-cart reminder (off by default), the cart their browser holds,
 *    and the state of that cart they were last reminded of (never twice for the same state).
 *  - `mail_queue.headers`: a queued mail's extra headers as JSON (List-Unsubscribe, List-Unsubscribe-Post).
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.createTable(
      'back_in_stock_requests',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        productId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'products', key: 'id' }, onDelete: 'CASCADE' },
        email: { type: DataTypes.STRING(254), allowNull: false },
        userId: { type: DataTypes.INTEGER, allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        status: { type: DataTypes.STRING(16), allowNull: false },
        confirmationSentAt: { type: DataTypes.DATE, allowNull: true },
        notifiedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('back_in_stock_requests', ['productId', 'email'], { name: 'back_in_stock_once', unique: true, transaction });
    await qi.addIndex('back_in_stock_requests', ['status', 'productId'], { name: 'back_in_stock_waiting', transaction });
    await qi.addIndex('back_in_stock_requests', ['email'], { name: 'back_in_stock_email', transaction });
    await qi.addIndex('back_in_stock_requests', ['userId'], { name: 'back_in_stock_user', transaction });

    await qi.createTable(
      'member_marketing',
      {
        userId: {
          type: DataTypes.INTEGER,
          primaryKey: true,
          references: { model: 'users', key: 'id' },
          onDelete: 'CASCADE',
        },
        cartReminders: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        cartId: { type: DataTypes.STRING(36), allowNull: true },
        remindedState: { type: DataTypes.STRING(64), allowNull: true },
        remindedAt: { type: DataTypes.DATE, allowNull: true },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('member_marketing', ['cartReminders', 'userId'], { name: 'member_marketing_reminders', transaction });

    await qi.addColumn('mail_queue', 'headers', { type: DataTypes.TEXT, allowNull: true }, { transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await dropColumn(qi, 'mail_queue', 'headers', transaction);
    await qi.dropTable('member_marketing', { transaction });
    await qi.dropTable('back_in_stock_requests', { transaction });
  });
}
