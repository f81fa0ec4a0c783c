import { DataTypes, type QueryInterface, type Transaction } from 'sequelize';

/*
 * Back office I (docs/spec.md §7.8): what administrators edit and how their edits are kept apart and traced.
 *  - products.stock replaces products.inStock: the storefront's `inStock` is derived (`stock > 0`,
 *    contracts' isInStock), so the rule has one home and cannot disagree with a stored flag. Existing rows
 *    keep their ids; an out-of-stock product gets 0, the others a deterministic stock between 6 and 40.
 *  - products, lessons and blog_posts gain `archived` (an archived item leaves the storefront but stays for
 *    past orders, carts and the audit log) and `version` (+1 on every write: the optimistic lock behind
 *    If-Match).
 *  - audit_log: one append-only line per admin write.
 *  - On MariaDB, lesson and article bodies become MEDIUMTEXT: TEXT holds 65,535 BYTES, and the 50,000
 *    characters an administrator may now write (TEXT_LIMITS.content) can take up to four bytes each.
 *
 * SQLite runs every step in one transaction (its DDL is transactional), so a failure leaves the database as
 * it was; MariaDB commits each DDL statement on its own, nothing can make it atomic there.
 */

const EDITABLE_TABLES = ['products', 'lessons', 'blog_posts'];
const LONG_BODIES = ['lessons', 'blog_posts'];

type Step = (transaction: Transaction | undefined) => Promise<void>;

async function atomicallyWherePossible(qi: QueryInterface, step: Step): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') await qi.sequelize.transaction((transaction) => step(transaction));
  else await step(undefined);
}

/**
 * Sequelize's removeColumn on SQLite copies the table into a new one and DROPs the old: with foreign keys on,
 * that drop would cascade to every cart line of every product (and be refused for ordered ones). SQLite's own
 * DROP COLUMN (3.35+) changes the table in place.
 */
async function dropColumn(qi: QueryInterface, table: string, column: string, transaction: Transaction | undefined): Promise<void> {
  if (qi.sequelize.getDialect() === 'sqlite') {
    await qi.sequelize.query(`ALTER TABLE ${qi.quoteIdentifier(table)} DROP COLUMN ${qi.quoteIdentifier(column)}`, { transaction });
  } else {
    await qi.removeColumn(table, column, { transaction });
  }
}

export async function up({ context: qi }: { context: QueryInterface }) {
  const q = (name: string) => qi.quoteIdentifier(name);
  await atomicallyWherePossible(qi, async (transaction) => {
    await qi.addColumn('products', 'stock', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 }, { transaction });
    await qi.sequelize.query(
      `UPDATE ${q('products')} SET ${q('stock')} = CASE WHEN ${q('inStock')} <> 0 THEN 6 + ((${q('id')} * 13) % 35) ELSE 0 END`,
      { transaction },
    );
    await dropColumn(qi, 'products', 'inStock', transaction);

    for (const table of EDITABLE_TABLES) {
      await qi.addColumn(table, 'archived', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false }, { transaction });
      await qi.addColumn(table, 'version', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 }, { transaction });
    }

    if (qi.sequelize.getDialect() === 'mysql') {
      for (const table of LONG_BODIES) await qi.changeColumn(table, 'content', { type: DataTypes.TEXT('medium'), allowNull: false });
    }

    await qi.createTable(
      'audit_log',
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
        at: { type: DataTypes.DATE, allowNull: false },
        // No foreign key: the log outlives the accounts it names (hence the e-mail beside the id).
        adminId: { type: DataTypes.INTEGER, allowNull: false },
        adminEmail: { type: DataTypes.STRING(254), allowNull: false },
        action: { type: DataTypes.STRING(40), allowNull: false },
        entity: { type: DataTypes.STRING(40), allowNull: false },
        entityId: { type: DataTypes.INTEGER, allowNull: false },
        /** JSON: field -> [before, after] */
        changes: { type: DataTypes.TEXT, allowNull: false },
      },
      { transaction },
    );
    await qi.addIndex('audit_log', ['entity', 'entityId'], { name: 'audit_log_entity', transaction });
    await qi.addIndex('audit_log', ['at'], { name: 'audit_log_at', transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  const q = (name: string) => qi.quoteIdentifier(name);
  await atomicallyWherePossible(qi, async (transaction) => {
    await qi.dropTable('audit_log', { transaction });
    if (qi.sequelize.getDialect() === 'mysql') {
      for (const table of LONG_BODIES) await qi.changeColumn(table, 'content', { type: DataTypes.TEXT, allowNull: false });
    }
    for (const table of EDITABLE_TABLES) {
      await dropColumn(qi, table, 'version', transaction);
      await dropColumn(qi, table, 'archived', transaction);
    }
    await qi.addColumn('products', 'inStock', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true }, { transaction });
    await qi.sequelize.query(`UPDATE ${q('products')} SET ${q('inStock')} = CASE WHEN ${q('stock')} > 0 THEN 1 ELSE 0 END`, {
      transaction,
    });
    await dropColumn(qi, 'products', 'stock', transaction);
  });
}
