import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import type { Database } from '../db/database';

/** One digest per table of everything in it (every row, every column). */
export type Fingerprint = ReadonlyMap<string, string>;

/**
 * Reads a fingerprint of the whole database, cheaply enough to take one after every hostile request:
 * MariaDB computes a content checksum of all tables in one statement (CHECKSUM TABLE); SQLite runs in
 * the process, so reading the (small) tables and hashing them is as quick.
 */
export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const { sequelize } = db;
  const tables = await tableNames(db);
  const digests = new Map<string, string>();
  if (sequelize.getDialect() === 'mysql' || sequelize.getDialect() === 'mariadb') {
    const rows = await sequelize.query<{ Table: string; Checksum: string | number | null }>(
      `CHECKSUM TABLE ${tables.map((t) => `\`${t}\``).join(', ')}`,
      { type: QueryTypes.SELECT },
    );
    for (const row of rows) digests.set(row.Table.split('.').pop() as string, String(row.Checksum));
    return digests;
  }
  for (const table of tables) {
    const rows = await sequelize.query(`SELECT * FROM "${table}" ORDER BY rowid`, { type: QueryTypes.SELECT });
    digests.set(table, createHash('sha256').update(JSON.stringify(rows)).digest('hex'));
  }
  return digests;
}

const tableCache = new WeakMap<Database, Promise<string[]>>();

function tableNames(db: Database): Promise<string[]> {
  let names = tableCache.get(db);
  if (!names) {
    names = db.sequelize
      .getQueryInterface()
      .showAllTables()
      .then((tables) => tables.map((t) => (typeof t === 'string' ? t : (t as { tableName: string }).tableName)))
      .then(async (all) => {
        if (db.sequelize.getDialect() !== 'sqlite') return all.sort();
        // SQLite's full-text tables (and their shadow tables) hold nothing but an index of other tables' text,
        // which those tables' own digests cover (db/migrations/0008-catalogue-search.ts).
        const virtual = await db.sequelize.query<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE sql LIKE 'CREATE VIRTUAL TABLE%'",
          {
            type: QueryTypes.SELECT,
          },
        );
        const derived = virtual.map((row) => row.name);
        return all.filter((table) => !derived.some((name) => table === name || table.startsWith(`${name}_`))).sort();
      });
    tableCache.set(db, names);
  }
  return names;
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}
