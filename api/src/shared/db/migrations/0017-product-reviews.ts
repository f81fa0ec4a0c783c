import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Verified reviews (issue 44 point 2, docs/spec.md §7.16): one row per member and product (unique), the rating (1-5),
 * the trimmed text, `hidden` (set and cleared by administrators; a hidden review counts nowhere) and a version for the
 * member's optimistic edits (If-Match). Removed with the product or the member. (productId, hidden, createdAt, id)
 * reads a product's visible reviews newest first and counts and averages them from the index.
 */

export async function up({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.createTable(
      'product_reviews',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        productId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'products', key: 'id' }, onDelete: 'CASCADE' },
        userId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
        rating: { type: DataTypes.INTEGER, allowNull: false },
        text: { type: DataTypes.STRING(1000), allowNull: false },
        hidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('product_reviews', ['productId', 'userId'], { name: 'product_reviews_once', unique: true, transaction });
    await qi.addIndex('product_reviews', ['productId', 'hidden', 'createdAt', 'id', 'rating'], {
      name: 'product_reviews_page',
      transaction,
    });
    await qi.addIndex('product_reviews', ['userId'], { name: 'product_reviews_user', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    await qi.dropTable('product_reviews', { transaction });
  });
}
