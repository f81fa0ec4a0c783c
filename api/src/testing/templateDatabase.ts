import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Connection, RowDataPacket } from 'mysql2/promise';
import { openDatabase } from '../database';
import { seed } from '../seed';
import { loadConfig, type Env } from '../shared/config';
import { createLogger } from '../shared/logger';

/**
 * Test databases are copied, not rebuilt: the first suite of a run that needs one migrates (and seeds) a template,
 * and every suite after it, in any jest worker, gets a copy: a copied SQLite file, or on MariaDB a schema whose
 * tables are created from the template's own definitions and filled from it. Sixteen migrations and a seed of the
 * whole catalogue and puzzle set per suite became the suite's largest cost; a copy is milliseconds (SQLite) or one
 * round trip of DDL (MariaDB).
 *
 * Templates belong to one run (KINGSIDE_TEST_RUN, set by jest.config.js in the parent process, which the workers
 * inherit), so a change to the migrations or the seed is never hidden by a template from an earlier run;
 * jest.templates.js drops them when the run ends.
 */

/** What shapes a template: migrated only, or seeded with this administrator. */
export interface TemplateKind {
  seeded: boolean;
  /** the configuration the seed reads (the administrator it makes sure of) */
  env: Env;
}

/** The configuration keys the seed reads; any other key of a suite's env leaves the template as it is. */
export const SEED_ENV_KEYS = ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_PASSWORD_RESET', 'SCRYPT_COST'] as const;

const run = (): string => process.env.KINGSIDE_TEST_RUN || `p${process.ppid}`;

/** The prefix of every template of this run: a SQLite file name in the temp folder, or a MariaDB schema name. */
export const templatePrefix = (): string => `kingside_tpl_${run()}_`;

function templateName(kind: TemplateKind): string {
  const seedEnv = kind.seeded ? Object.fromEntries(SEED_ENV_KEYS.map((key) => [key, kind.env[key] ?? null])) : null;
  const digest = createHash('sha256').update(JSON.stringify(seedEnv)).digest('hex').slice(0, 10);
  return `${templatePrefix()}${kind.seeded ? 's' : 'm'}${digest}`;
}

/** Migrates a new database at `url` and, for a seeded kind, seeds it as an app with that env would. */
async function build(url: string, kind: TemplateKind): Promise<void> {
  const db = await openDatabase(url, { poolMax: 2 });
  try {
    if (kind.seeded) {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url, WEB_ROOT: 'none', LOG_LEVEL: 'silent', ...kind.env });
      await seed({ config, db, logger: createLogger('silent') });
    }
  } finally {
    await db.close();
  }
}

/* SQLite: a file in the temp folder, written under a name of its own and renamed into place when complete, so a
 * worker never copies half a template; two workers that build one at once write the same content. */

const sqliteBuilds = new Map<string, Promise<string>>();

function sqliteTemplate(kind: TemplateKind): Promise<string> {
  const file = path.join(os.tmpdir(), `${templateName(kind)}.sqlite`);
  let pending = sqliteBuilds.get(file);
  if (!pending) {
    pending = (async () => {
      if (fs.existsSync(file)) return file;
      const building = `${file}.${process.pid}.building`;
      await build(`sqlite:${building}`, kind);
      // Closing checkpointed the write-ahead log into the file: the file alone is the database.
      for (const suffix of ['-wal', '-shm']) fs.rmSync(`${building}${suffix}`, { force: true });
      fs.renameSync(building, file);
      return file;
    })();
    sqliteBuilds.set(file, pending);
  }
  return pending;
}

/** A copy of the template of `kind` at `file`. */
export async function copySqliteTemplate(kind: TemplateKind, file: string): Promise<void> {
  await fs.promises.copyFile(await sqliteTemplate(kind), file);
}

/* MariaDB: a schema built under a named lock (GET_LOCK), so one worker builds while the others wait; its comment
 * says it is complete, so a build cut short is dropped and made again, never copied. */

export interface MysqlServer {
  connect(options?: { multipleStatements?: boolean; database?: string }): Promise<Connection>;
}

const READY = 'kingside template: complete';

/** The CREATE TABLE statements of a template, in its own words (keys, full-text indexes, auto-increment values). */
const definitions = new Map<string, Promise<{ table: string; create: string }[]>>();

async function mysqlTemplate(server: MysqlServer, kind: TemplateKind, urlOf: (schema: string) => string): Promise<string> {
  const schema = templateName(kind);
  const conn = await server.connect();
  try {
    await conn.query('SELECT GET_LOCK(?, 300)', [schema]);
    const [rows] = await conn.query<RowDataPacket[]>(
      'SELECT SCHEMA_COMMENT AS comment FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?',
      [schema],
    );
    if (rows[0]?.comment !== READY) {
      await conn.query(`DROP DATABASE IF EXISTS \`${schema}\``);
      await conn.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await build(urlOf(schema), kind);
      await conn.query(`ALTER DATABASE \`${schema}\` COMMENT = ?`, [READY]);
    }
  } finally {
    await conn.query('SELECT RELEASE_LOCK(?)', [schema]).catch(() => undefined);
    await conn.end();
  }
  return schema;
}

function tableDefinitions(server: MysqlServer, schema: string): Promise<{ table: string; create: string }[]> {
  let known = definitions.get(schema);
  if (!known) {
    known = (async () => {
      const conn = await server.connect({ database: schema });
      try {
        const [tables] = await conn.query<RowDataPacket[]>(
          "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
          [schema],
        );
        const result: { table: string; create: string }[] = [];
        for (const { name } of tables) {
          const [[row]] = await conn.query<RowDataPacket[]>(`SHOW CREATE TABLE \`${name}\``);
          result.push({ table: name as string, create: row!['Create Table'] as string });
        }
        return result;
      } finally {
        await conn.end();
      }
    })();
    definitions.set(schema, known);
  }
  return known;
}

/**
 * Fills the empty schema `target` with a copy of the template of `kind`: each table created as the template's
 * SHOW CREATE TABLE says (foreign keys name tables of the current schema, so they point within the copy) and
 * filled with INSERT … SELECT, all in one round trip with foreign key checks off while the tables fill.
 */
export async function copyMysqlTemplate(
  server: MysqlServer,
  kind: TemplateKind,
  target: string,
  urlOf: (schema: string) => string,
): Promise<void> {
  const schema = await mysqlTemplate(server, kind, urlOf);
  const tables = await tableDefinitions(server, schema);
  const statements = [
    'SET FOREIGN_KEY_CHECKS = 0',
    ...tables.flatMap(({ table, create }) => [create, `INSERT INTO \`${table}\` SELECT * FROM \`${schema}\`.\`${table}\``]),
    'SET FOREIGN_KEY_CHECKS = 1',
  ];
  const conn = await server.connect({ database: target, multipleStatements: true });
  try {
    await conn.query(statements.join(';\n'));
  } finally {
    await conn.end();
  }
}
