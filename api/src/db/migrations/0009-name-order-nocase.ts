import type { QueryInterface } from 'sequelize';

/*
 * The public lists' "Name: A to Z" (docs/spec.md §7.12) compares names without regard to case. MariaDB's collation
 * already folds case, so migration 0008's name indexes serve that order there. SQLite compares bytes unless told, and
 * an index over the raw name cannot serve ORDER BY name COLLATE NOCASE: every such page sorted the whole table (13 ms
 * for a page of 10,000 products). These indexes carry the case-folded order, on SQLite only.
 */
const NAME_ORDERS = [
  { table: 'products', column: 'name' },
  { table: 'lessons', column: 'title' },
  { table: 'blog_posts', column: 'title' },
] as const;

const indexName = ({ table, column }: (typeof NAME_ORDERS)[number]) => `${table}_${column}_nocase_order`;

export async function up({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() !== 'sqlite') return;
  await qi.sequelize.transaction(async (transaction) => {
    for (const order of NAME_ORDERS) {
      await qi.sequelize.query(`CREATE INDEX ${indexName(order)} ON ${order.table} (${order.column} COLLATE NOCASE, id)`, { transaction });
    }
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  if (qi.sequelize.getDialect() !== 'sqlite') return;
  await qi.sequelize.transaction(async (transaction) => {
    for (const order of NAME_ORDERS) await qi.sequelize.query(`DROP INDEX IF EXISTS ${indexName(order)}`, { transaction });
  });
}
