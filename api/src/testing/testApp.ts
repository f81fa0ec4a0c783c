import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import mysql from 'mysql2/promise';
import { createApp } from '../app';
import type { AppDeps } from '../shared/deps';
import { loadConfig, type Config, type Env } from '../shared/config';
import type { Database } from '../shared/db/database';
import { openDatabase } from '../database';
import { seed } from '../seed';
import { createLogger } from '../shared/logger';
import { copyMysqlTemplate, copySqliteTemplate, type MysqlServer, type TemplateKind } from './templateDatabase';
// Every domain's models on Database.models (models.ts declares them into shared/db/database.ts's Models): the tests see the
// api through its declarations, where nothing else names models.ts.
import type {} from '../models';

export type DbKind = 'sqlite' | 'mysql';

/** Which database this jest project runs on (see jest.config.js). */
export function dbKind(): DbKind {
  return process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
}

const DEFAULT_MYSQL_URL = 'mysql://root@127.0.0.1:3306/test';

/**
 * A fresh database for one test suite: a SQLite file in the temp folder (a file, not :memory:, so concurrency tests
 * get real isolation), or a new schema on the MariaDB of TEST_MYSQL_URL. Empty, or a copy of the run's template of
 * `template` (templateDatabase.ts): migrated, and seeded when the template is. A MariaDB that does not answer fails
 * the suite with the fix, never a silent skip.
 */
export async function createTestDatabase(
  kind: DbKind = dbKind(),
  template?: TemplateKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `kingside_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (kind === 'sqlite') {
    const file = path.join(os.tmpdir(), `${name}.sqlite`);
    if (template) await copySqliteTemplate(template, file);
    return {
      url: `sqlite:${file}`,
      drop: async () => {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      },
    };
  }
  const serverUrl = new URL(process.env.TEST_MYSQL_URL || DEFAULT_MYSQL_URL);
  const server: MysqlServer = {
    connect: (options = {}) =>
      mysql.createConnection({
        host: serverUrl.hostname,
        port: Number(serverUrl.port || 3306),
        user: decodeURIComponent(serverUrl.username),
        password: decodeURIComponent(serverUrl.password),
        connectTimeout: 3000,
        ...options,
      }),
  };
  const urlOf = (schema: string) => {
    const url = new URL(serverUrl.toString());
    url.pathname = `/${schema}`;
    return url.toString();
  };
  let admin: mysql.Connection;
  try {
    admin = await server.connect();
  } catch (error) {
    throw new Error(
      `MariaDB/MySQL is not answering at ${serverUrl.host} (${(error as Error).message}). Start it: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd, or set TEST_MYSQL_URL.`,
      { cause: error },
    );
  }
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  if (template) await copyMysqlTemplate(server, template, name, urlOf);
  return {
    url: urlOf(name),
    drop: async () => {
      const conn = await server.connect();
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/**
 * A fresh database for the whole suite, migrated, without seed or app (call at the top of a describe): opened before
 * its tests, closed and dropped after them. The returned function gives the database once it is open.
 */
export function suiteDatabase(): () => Database {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(dbKind(), { seeded: false, env: {} });
    drop = database.drop;
    db = await openDatabase(database.url);
  });
  afterAll(async () => {
    await db?.close();
    await drop?.();
  });
  return () => db!;
}

export interface TestApp {
  app: Express;
  db: Database;
  config: Config;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The configuration every test app starts from (a suite's env adds to it or overrides it). */
const TEST_ENV: Env = {
  WEB_ROOT: 'none',
  SCRYPT_COST: '1024',
  AUTH_RATE_LIMIT: '10000',
  MOVES_RATE_LIMIT: '100000',
  REMOTE_FAILURES_RATE_LIMIT: '100000',
  BACK_IN_STOCK_RATE_LIMIT: '100000',
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: 'admin@test.example',
  ADMIN_PASSWORD: 'correct horse battery staple',
  SESSION_SECRET: 'test-session-secret',
  OUTBOX_DIR: path.join(os.tmpdir(), 'kingside-test-outbox'),
};

/**
 * An app over its own fresh database, migrated and (unless `seed: false`) seeded: a copy of the run's template
 * (templateDatabase.ts). Cheap scrypt cost and a generous rate limit unless a test sets them.
 */
export async function createTestApp(options: { env?: Env; seed?: boolean } = {}): Promise<TestApp> {
  const env: Env = { ...TEST_ENV, SECRETS_KEY: randomBytes(32).toString('hex'), ...options.env };
  const seeded = options.seed !== false;
  const database = await createTestDatabase(dbKind(), { seeded, env });
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, ...env });
  const db = await openDatabase(config.databaseUrl, { poolMax: 5 });
  const deps: AppDeps = { config, db, logger: createLogger('silent') };
  // A suite that names another database (two apps over one) seeds it as an app starting over it would.
  if (seeded && config.databaseUrl !== database.url) await seed(deps);
  const app = createApp(deps);
  return {
    app,
    db,
    config,
    deps,
    close: async () => {
      await db.close();
      await database.drop();
    },
  };
}
