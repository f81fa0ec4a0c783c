import { QueryTypes } from 'sequelize';
import type { Database } from '../../shared/db/database';

/** How many rows each table has had written (inserted, updated or deleted) since the counters were installed. */
export type ChangeCounts = ReadonlyMap<string, number>;

const COUNTERS = 'hostile_changes';

/**
 * The hostile suites' change signal: a trigger on every table counts the rows each statement writes into one small
 * table, so "did this request write anything, and where" is one read of a few dozen rows after every request,
 * instead of a checksum of every table. Installed once per test database (a copy of the run's template, which no
 * other suite sees). A write rolled back is uncounted, as it left nothing behind. One blind spot, documented in
 * docs/architecture.md §9: MariaDB fires no trigger for rows a foreign key's cascade deletes, so a cascade shows as
 * a change of the table the delete named.
 */
export async function changeCounts(db: Database): Promise<ChangeCounts> {
  await installed(db);
  const rows = await db.sequelize.query<{ tbl: string; n: number | string }>(`SELECT tbl, n FROM ${COUNTERS}`, {
    type: QueryTypes.SELECT,
  });
  return new Map(rows.map((row) => [row.tbl, Number(row.n)]));
}

/** The tables whose counts differ between two readings. */
export function changedTables(before: ChangeCounts, after: ChangeCounts): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

const installations = new WeakMap<Database, Promise<void>>();

function installed(db: Database): Promise<void> {
  let done = installations.get(db);
  if (!done) installations.set(db, (done = install(db)));
  return done;
}

async function install(db: Database): Promise<void> {
  const { sequelize } = db;
  const mysql = sequelize.getDialect() !== 'sqlite';
  const run = (sql: string) => sequelize.query(sql);
  const tables = await countedTables(db);
  await run(`CREATE TABLE ${COUNTERS} (tbl VARCHAR(64) NOT NULL PRIMARY KEY, n INTEGER NOT NULL)`);
  await run(`INSERT INTO ${COUNTERS} (tbl, n) VALUES ${tables.map((table) => `('${table}', 0)`).join(', ')}`);
  for (const table of tables) {
    for (const [event, suffix] of [
      ['INSERT', 'i'],
      ['UPDATE', 'u'],
      ['DELETE', 'd'],
    ] as const) {
      const count = `UPDATE ${COUNTERS} SET n = n + 1 WHERE tbl = '${table}'`;
      await run(
        mysql
          ? `CREATE TRIGGER \`hc_${table}_${suffix}\` AFTER ${event} ON \`${table}\` FOR EACH ROW ${count}`
          : `CREATE TRIGGER "hc_${table}_${suffix}" AFTER ${event} ON "${table}" BEGIN ${count}; END`,
      );
    }
  }
}

/** Every table of the database but SQLite's full-text tables (an index of other tables' text, counted there). */
async function countedTables(db: Database): Promise<string[]> {
  const all = (await db.sequelize.getQueryInterface().showAllTables()).map((t) =>
    typeof t === 'string' ? t : (t as { tableName: string }).tableName,
  );
  if (db.sequelize.getDialect() !== 'sqlite') return all.sort();
  // db/migrations/0008-catalogue-search.ts: the FTS5 tables and their shadow tables.
  const virtual = await db.sequelize.query<{ name: string }>("SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'", {
    type: QueryTypes.SELECT,
  });
  const derived = virtual.map((row) => row.name);
  return all.filter((table) => !derived.some((name) => table === name || table.startsWith(`${name}_`))).sort();
}
