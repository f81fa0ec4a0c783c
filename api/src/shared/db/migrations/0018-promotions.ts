import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible, dropColumn } from './steps';

/*
 * Promotions (issue 44 point 1, docs/spec.md §7.17).
 *
 * discount_codes: a code (unique, upper-cased), a percentage or an amount in cents, an optional minimum subtotal, an
 * optional start and end, an optional total usage limit, once per member or not; `timesUsed` counts the orders placed
 * with it, raised by one conditional UPDATE (… WHERE timesUsed < usageLimit) in the order's transaction, so a race for
 * the last uses never passes the limit; `endedAt` once an administrator ends it; `version` for If-Match.
 * discount_code_uses: one row per order placed with a code (unique per order), and unique per (code, member): a member
 * uses a code once, however many tabs race (guests' rows have no member, and NULLs never clash).
 * orders.discountCode / orders.discount: the code an order was placed with and the cents it took off.
 * carts.discountCode: the code applied in the cart, read back by the cart and the checkout.
 * bundle_parts: a bundle is a product whose parts are other products (unique per bundle and part); its stock is the
 * parts' (the least of each part's stock divided by the units the bundle holds), taken from each part at order time.
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.createTable(
      'discount_codes',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        code: { type: DataTypes.STRING(32), allowNull: false },
        kind: { type: DataTypes.STRING(10), allowNull: false },
        value: { type: DataTypes.INTEGER, allowNull: false },
        minSubtotal: { type: DataTypes.INTEGER, allowNull: true },
        startsAt: { type: DataTypes.DATE, allowNull: true },
        endsAt: { type: DataTypes.DATE, allowNull: true },
        usageLimit: { type: DataTypes.INTEGER, allowNull: true },
        timesUsed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        oncePerMember: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
        endedAt: { type: DataTypes.DATE, allowNull: true },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('discount_codes', ['code'], { name: 'discount_codes_code', unique: true, transaction });
    await qi.createTable(
      'discount_code_uses',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        codeId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'discount_codes', key: 'id' }, onDelete: 'CASCADE' },
        orderId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
        userId: { type: DataTypes.INTEGER, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('discount_code_uses', ['orderId'], { name: 'discount_code_uses_order', unique: true, transaction });
    await qi.addIndex('discount_code_uses', ['codeId', 'userId'], { name: 'discount_code_uses_member', unique: true, transaction });
    await qi.addColumn('orders', 'discountCode', { type: DataTypes.STRING(32), allowNull: true }, { transaction });
    await qi.addColumn('orders', 'discount', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 }, { transaction });
    await qi.addColumn('carts', 'discountCode', { type: DataTypes.STRING(32), allowNull: true }, { transaction });
    await qi.createTable(
      'bundle_parts',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        bundleId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'products', key: 'id' }, onDelete: 'CASCADE' },
        productId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'products', key: 'id' }, onDelete: 'CASCADE' },
        quantity: { type: DataTypes.INTEGER, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('bundle_parts', ['bundleId', 'productId'], { name: 'bundle_parts_once', unique: true, transaction });
    await qi.addIndex('bundle_parts', ['productId'], { name: 'bundle_parts_part', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('bundle_parts', { transaction });
    await dropColumn(qi, 'carts', 'discountCode', transaction);
    await dropColumn(qi, 'orders', 'discount', transaction);
    await dropColumn(qi, 'orders', 'discountCode', transaction);
    await qi.dropTable('discount_code_uses', { transaction });
    await qi.dropTable('discount_codes', { transaction });
  });
}
