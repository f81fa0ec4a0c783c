import type { QueryInterface, Transaction } from 'sequelize';
import { atomicallyWherePossible } from './steps';

/*
 * Full-text search over the public catalogue (issue 19, docs/architecture.md §10.12), kept current by the
 * database itself, so every write (the back office, the seeds, a script) updates it without the api's help:
 *  - SQLite: an FTS5 table per collection over the searched columns ("external content": the words are
 *    indexed, the text stays in the collection's own table), with triggers on insert, delete and on updates
 *    of those columns only (a stock change at checkout does not touch the index). The unicode61 tokenizer
 *    with remove_diacritics 2 folds case and accents, so "echecs" finds "Échecs".
 *  - MariaDB: InnoDB FULLTEXT indexes, maintained by InnoDB on every write. One over the searched columns
 *    and one over the name alone, so a match in the name can weigh more (docs/architecture.md §10.12). The
 *    catalogue's utf8mb4_unicode_ci collation folds case and accents. Stopwords are switched off while
 *    the indexes are built, so "the" and "and" are indexed like any word.
 * Plus the indexes the sorted pages read in order (price, name, newest).
 */

/** The searched columns of each collection, the most telling first (their weights are in catalogue/search.ts). */
export const SEARCHED = {
  products: { table: 'products', name: 'name', columns: ['name', 'description', 'category'] },
  lessons: { table: 'lessons', name: 'title', columns: ['title', 'description', 'category'] },
  blog: { table: 'blog_posts', name: 'title', columns: ['title', 'excerpt', 'category'] },
} as const;

/** The FTS5 table over a collection (SQLite), and the FULLTEXT indexes (MariaDB). */
export const searchTable = (table: string) => `${table}_search`;
export const fullTextIndex = (table: string) => `${table}_fulltext`;
export const nameFullTextIndex = (table: string) => `${table}_name_fulltext`;

const SORT_INDEXES = [
  { table: 'products', fields: ['price'] },
  { table: 'products', fields: ['name'] },
  { table: 'products', fields: ['createdAt'] },
  { table: 'lessons', fields: ['title'] },
  { table: 'lessons', fields: ['createdAt'] },
  { table: 'blog_posts', fields: ['title'] },
  { table: 'blog_posts', fields: ['publishedDate'] },
];
const sortIndexName = ({ table, fields }: { table: string; fields: string[] }) => `${table}_${fields.join('_')}_order`;

async function sqliteUp(qi: QueryInterface, transaction: Transaction | undefined) {
  const run = (sql: string) => qi.sequelize.query(sql, { transaction });
  for (const { table, columns } of Object.values(SEARCHED)) {
    const fts = searchTable(table);
    const list = columns.join(', ');
    const newValues = columns.map((column) => `new.${column}`).join(', ');
    const oldValues = columns.map((column) => `old.${column}`).join(', ');
    await run(
      `CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
    );
    await run(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`);
    await run(`CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${newValues}); END`);
    await run(`CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues}); END`);
    await run(`CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
      INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});
      INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${newValues}); END`);
  }
}

async function sqliteDown(qi: QueryInterface, transaction: Transaction | undefined) {
  for (const { table } of Object.values(SEARCHED)) {
    const fts = searchTable(table);
    for (const trigger of ['insert', 'delete', 'update'])
      await qi.sequelize.query(`DROP TRIGGER IF EXISTS ${fts}_${trigger}`, { transaction });
    await qi.sequelize.query(`DROP TABLE IF EXISTS ${fts}`, { transaction });
  }
}

/** The FULLTEXT indexes (also what migration 0025 puts back when it is rolled back). */
export async function mariadbUp(qi: QueryInterface) {
  // The setting is the session's and read when an index is created, so every statement runs on one pinned
  // connection (a transaction's; each ALTER commits on its own, MariaDB's DDL is never atomic).
  await qi.sequelize.transaction(async (transaction) => {
    const run = (sql: string) => qi.sequelize.query(sql, { transaction });
    await run('SET SESSION innodb_ft_enable_stopword = 0');
    try {
      for (const { table, name, columns } of Object.values(SEARCHED)) {
        await run(`ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${fullTextIndex(table)}\` (${columns.map((c) => `\`${c}\``).join(', ')})`);
        await run(`ALTER TABLE \`${table}\` ADD FULLTEXT INDEX \`${nameFullTextIndex(table)}\` (\`${name}\`)`);
      }
    } finally {
      await run('SET SESSION innodb_ft_enable_stopword = 1');
    }
  });
}

async function mariadbDown(qi: QueryInterface) {
  for (const { table } of Object.values(SEARCHED)) {
    await qi.removeIndex(table, nameFullTextIndex(table));
    await qi.removeIndex(table, fullTextIndex(table));
  }
}

export async function up({ context: qi }: { context: QueryInterface }) {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  await atomicallyWherePossible(qi, async (transaction) => {
    if (sqlite) await sqliteUp(qi, transaction);
    else await mariadbUp(qi);
    for (const index of SORT_INDEXES) await qi.addIndex(index.table, index.fields, { name: sortIndexName(index), transaction });
  });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  const sqlite = qi.sequelize.getDialect() === 'sqlite';
  await atomicallyWherePossible(qi, async (transaction) => {
    for (const index of SORT_INDEXES) await qi.removeIndex(index.table, sortIndexName(index), { transaction });
    if (sqlite) await sqliteDown(qi, transaction);
    else await mariadbDown(qi);
  });
}
