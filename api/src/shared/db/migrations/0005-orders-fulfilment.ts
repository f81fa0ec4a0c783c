import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';

/*
 * Orders after they are placed (issue 17, docs/spec.md §7.4, §7.6):
 *  - orders.userId: the member who placed the order, null for a guest. No foreign key, on purpose: an order
 *    is a business record that outlives the account (accounts are erased by anonymising, never deleted, and
 *    the audit log names its administrators the same way); and on SQLite a column inside a foreign key can
 *    neither be added atomically with the rest nor dropped in place again (docs/architecture.md §5: the
 *    copy-and-drop fallback would cascade to order_lines). The api sets it only from a live member token.
 *    Indexed with createdAt: a member's orders, newest first, and counting a member's orders.
 *  - orders.stockTaken: whether placing the order took its units off the stock (every order from now on;
 *    not the orders placed before stock moved with orders), so cancelling one puts back only what it took.
 *  - orders(createdAt) and orders(status, createdAt): the back office's list (newest first, by status) and
 *    the dashboard's figures (orders today, revenue over 30 days).
 *  - order_status_changes: every change of an order's status, who made it (null for the customer placing
 *    it) and their note. Existing orders get their first entry, `pending` at the time they were placed.
 *  - mail_queue: e-mails waiting to be sent (order confirmations, shipping notices), written in the
 *    transaction of what they announce and removed once sent; a failed send is retried later.
 *
 * SQLite runs every step in one transaction (its DDL is transactional); MariaDB commits each DDL statement
 * on its own, nothing can make it atomic there.
 */

type Step = (transaction: Transaction | undefined) => Promise<void>;

const ORDER_INDEXES = [
  { name: 'orders_user_created', fields: ['userId', 'createdAt'] },
  { name: 'orders_created', fields: ['createdAt'] },
  { name: 'orders_status_created', fields: ['status', 'createdAt'] },
];

async function atomicallyWherePossible(qi: QueryInterface, step: Step): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') await qi.sequelize.transaction((transaction) => step(transaction));
  else await step(undefined);
}

export async function up({ context: qi }: { context: QueryInterface }) {
  const q = (name: string) => qi.quoteIdentifier(name);
  // A mail's HTML lists every line of an order: MEDIUMTEXT on MariaDB (TEXT holds 65,535 bytes); SQLite's TEXT has no such limit.
  const longText = qi.sequelize.getDialect() === 'mysql' ? DataTypes.TEXT('medium') : DataTypes.TEXT;
  await atomicallyWherePossible(qi, async (transaction) => {
    if (qi.sequelize.getDialect() === 'mysql') {
      // One statement: MariaDB rebuilds the table once, not once per column and index.
      await qi.sequelize.query(
        `ALTER TABLE ${q('orders')}
           ADD COLUMN ${q('userId')} INTEGER NULL,
           ADD COLUMN ${q('stockTaken')} TINYINT(1) NOT NULL DEFAULT 1,
           ${ORDER_INDEXES.map(({ name, fields }) => `ADD INDEX ${q(name)} (${fields.map(q).join(', ')})`).join(',\n           ')}`,
      );
    } else {
      await qi.addColumn('orders', 'userId', { type: DataTypes.INTEGER, allowNull: true }, { transaction });
      await qi.addColumn('orders', 'stockTaken', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true }, { transaction });
      for (const { name, fields } of ORDER_INDEXES) await qi.addIndex('orders', fields, { name, transaction });
    }
    await qi.sequelize.query(`UPDATE ${q('orders')} SET ${q('stockTaken')} = 0`, { transaction });

    await qi.createTable(
      'order_status_changes',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        orderId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
        status: { type: DataTypes.STRING(20), allowNull: false },
        at: { type: DataTypes.DATE, allowNull: false },
        // No foreign key: the history outlives the administrators it names (hence the e-mail beside the id).
        adminId: { type: DataTypes.INTEGER, allowNull: true },
        adminEmail: { type: DataTypes.STRING(254), allowNull: true },
        note: { type: DataTypes.STRING(500), allowNull: true },
      },
      { transaction },
    );
    await qi.addIndex('order_status_changes', ['orderId', 'at'], { name: 'order_status_changes_order', transaction });
    await qi.sequelize.query(
      `INSERT INTO ${q('order_status_changes')} (${q('orderId')}, ${q('status')}, ${q('at')}, ${q('adminId')}, ${q('adminEmail')}, ${q('note')})
       SELECT ${q('id')}, 'pending', ${q('createdAt')}, NULL, NULL, NULL FROM ${q('orders')} ORDER BY ${q('id')}`,
      { transaction },
    );

    await qi.createTable(
      'mail_queue',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        recipient: { type: DataTypes.STRING(254), allowNull: false },
        subject: { type: DataTypes.STRING(300), allowNull: false },
        text: { type: longText, allowNull: false },
        html: { type: longText, allowNull: false },
        /** sends tried so far */
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        /** due from then on; while a send is under way, the end of its lease */
        nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
        lastError: { type: DataTypes.STRING(500), allowNull: true },
        /** set when the last attempt failed too: the mail is kept for an operator, and no longer tried */
        failedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('mail_queue', ['nextAttemptAt'], { name: 'mail_queue_due', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction) => {
    await qi.dropTable('mail_queue', { transaction });
    await qi.dropTable('order_status_changes', { transaction });
    const q = (name: string) => qi.quoteIdentifier(name);
    if (qi.sequelize.getDialect() === 'mysql') {
      await qi.sequelize.query(
        `ALTER TABLE ${q('orders')} ${[...ORDER_INDEXES.map(({ name }) => `DROP INDEX ${q(name)}`), `DROP COLUMN ${q('stockTaken')}`, `DROP COLUMN ${q('userId')}`].join(', ')}`,
      );
      return;
    }
    for (const { name } of ORDER_INDEXES) await qi.removeIndex('orders', name, { transaction });
    // SQLite's own DROP COLUMN: Sequelize's removeColumn would copy and drop the table, and that drop
    // would cascade to every order line (docs/architecture.md §5).
    for (const column of ['stockTaken', 'userId']) {
      await qi.sequelize.query(`ALTER TABLE ${q('orders')} DROP COLUMN ${q(column)}`, { transaction });
    }
  });
}
