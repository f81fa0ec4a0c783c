import type { QueryInterface, Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * An index for every order of every public list, with and without its filter (docs/spec.md §7.12,
 * docs/architecture.md §10.12): `archived` and the filter as its equality prefix, then the order's columns, then id,
 * the tie-break every order ends with (catalogue/listPages.ts's ORDERS). A page is then a walk along the index to
 * its offset, never a sort.
 *
 * Without them a page in a category or a descending price takes the (filter, archived) index and sorts every match in
 * a temporary B-tree, a cost that grows with the catalogue; 0008's single-column sort indexes serve an unfiltered
 * ascending order only, and test `archived` on each row they walk past.
 *
 * A descending order whose tie-break ascends ("-price": price DESC, id ASC) needs a descending column in the index
 * (SQLite, and MariaDB since 10.8); an order that descends whole ("newest") walks an ascending index backwards.
 * Names: SQLite compares bytes unless told, so its name columns are indexed COLLATE NOCASE, as the order compares
 * them; MariaDB's collation already folds case.
 */
interface ListOrders {
  table: string;
  filter: string;
  /** the list's own order by id: after its filter, migration 0009's (filter, archived) index already ends in id */
  byId: boolean;
  /** each order's columns before the id, as SQL index columns; `nocase` marks a name compared without case */
  orders: { name: string; columns: readonly { column: string; desc?: boolean; nocase?: boolean }[] }[];
}

const LISTS: readonly ListOrders[] = [
  {
    table: 'products',
    filter: 'category',
    byId: true,
    orders: [
      { name: 'price', columns: [{ column: 'price' }] },
      { name: 'price_desc', columns: [{ column: 'price', desc: true }] },
      { name: 'name', columns: [{ column: 'name', nocase: true }] },
      { name: 'created', columns: [{ column: 'createdAt' }] },
    ],
  },
  {
    table: 'lessons',
    filter: 'level',
    byId: true,
    orders: [
      { name: 'title', columns: [{ column: 'title', nocase: true }] },
      { name: 'created', columns: [{ column: 'createdAt' }] },
    ],
  },
  {
    table: 'blog_posts',
    filter: 'category',
    byId: false,
    orders: [
      { name: 'title', columns: [{ column: 'title', nocase: true }] },
      { name: 'published', columns: [{ column: 'publishedDate' }] },
    ],
  },
];

/** Every index: each order, alone (the whole list) and after the filter. */
function indexes(sqlite: boolean): { table: string; name: string; sql: string }[] {
  const found: { table: string; name: string; sql: string }[] = [];
  for (const { table, filter, byId, orders } of LISTS) {
    // Without statistics SQLite takes any index led by `archived = ?` as selective, so an unfiltered list in id order
    // would take one of the others and sort: (archived, id) is walked instead.
    if (byId)
      found.push({ table, name: `${table}_archived_id_list`, sql: `CREATE INDEX ${table}_archived_id_list ON ${table} (archived, id)` });
    for (const { name, columns } of orders) {
      const ordered = columns
        .map(({ column, desc, nocase }) => `${column}${nocase && sqlite ? ' COLLATE NOCASE' : ''}${desc ? ' DESC' : ''}`)
        .concat('id');
      for (const prefix of [['archived'], [filter, 'archived']]) {
        const indexName = `${table}_${prefix.join('_')}_${name}_list`;
        found.push({ table, name: indexName, sql: `CREATE INDEX ${indexName} ON ${table} (${[...prefix, ...ordered].join(', ')})` });
      }
    }
  }
  return found;
}

export async function up({ context: qi }: { context: QueryInterface }) {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    for (const index of indexes(sqlite)) await qi.sequelize.query(index.sql, { transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  await atomicallyWherePossible(qi, async (transaction: Transaction | undefined) => {
    for (const { table, name } of indexes(sqlite)) await qi.removeIndex(table, name, { transaction });
  });
}
