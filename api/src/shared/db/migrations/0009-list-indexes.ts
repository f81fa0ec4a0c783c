import type { QueryInterface, Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Indexes for the public lists at 10,000 items (docs/spec.md §7.12, docs/architecture.md §10.12).
 *
 * - Counting a list's matches (X-Total-Count) otherwise reads every row of the table to test `archived` (and the
 *   filter). An index over (filter, archived) answers the count from the index alone.
 * - "Name: A to Z" compares names without regard to case. MariaDB's collation already folds case, so migration
 *   0008's name indexes serve that order there. SQLite compares bytes unless told, and an index over the raw name
 *   cannot serve ORDER BY name COLLATE NOCASE: every such page would sort the whole table.
 *   The case-folded indexes are SQLite's only.
 */
const FILTERED = [
  { table: 'products', filter: 'category' },
  { table: 'lessons', filter: 'level' },
  { table: 'blog_posts', filter: 'category' },
] as const;

const NAME_ORDERS = [
  { table: 'products', column: 'name' },
  { table: 'lessons', column: 'title' },
  { table: 'blog_posts', column: 'title' },
] as const;

const countIndex = ({ table, filter }: (typeof FILTERED)[number]) => `${table}_${filter}_archived`;
const nameIndex = ({ table, column }: (typeof NAME_ORDERS)[number]) => `${table}_${column}_nocase_order`;

export async function up({ context: qi }: { context: QueryInterface }) {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    // The filter first: led by `archived`, SQLite's planner took the index for every list (it guesses an equality
    // selective) and sorted the whole table instead of walking the sort's index. Counting without a filter still
    // reads this index alone, whole (a covering scan).
    for (const list of FILTERED) await qi.addIndex(list.table, [list.filter, 'archived'], { name: countIndex(list), transaction });
    if (!sqlite) return;
    for (const order of NAME_ORDERS) {
      await qi.sequelize.query(`CREATE INDEX ${nameIndex(order)} ON ${order.table} (${order.column} COLLATE NOCASE, id)`, { transaction });
    }
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    if (sqlite) for (const order of NAME_ORDERS) await qi.sequelize.query(`DROP INDEX IF EXISTS ${nameIndex(order)}`, { transaction });
    for (const list of FILTERED) await qi.removeIndex(list.table, countIndex(list), { transaction });
  });
}
