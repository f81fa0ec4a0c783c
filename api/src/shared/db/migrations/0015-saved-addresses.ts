import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Saved addresses (issue 44 point 4, docs/spec.md §7.4): a member's address book. Each row holds the checkout's
 * shipping fields (customerName, customerAddress, the lengths of orders' columns), the member it belongs to (removed
 * with the member), and a version for optimistic edits (If-Match). (userId, id) lists a member's book in order and
 * counts it against MAX_SAVED_ADDRESSES.
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.createTable(
      'saved_addresses',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        userId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        customerName: { type: DataTypes.STRING(200), allowNull: false },
        customerAddress: { type: DataTypes.STRING(500), allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('saved_addresses', ['userId', 'id'], { name: 'saved_addresses_user', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('saved_addresses', { transaction });
  });
}
