import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';
import { sqliteDriver } from './sqliteDriver';

/**
 * A Sequelize instance for DATABASE_URL: `sqlite:<path>` (embedded default, `sqlite::memory:` in unit
 * tests) or `mysql://user:pass@host:port/db` (MySQL/MariaDB through mysql2).
 */
/** The SQLite storage a `sqlite:` DATABASE_URL names (`:memory:` when none), else null. */
export function sqliteStorage(databaseUrl: string): string | null {
  return databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) || ':memory:' : null;
}

export function connect(databaseUrl: string, poolMax = 10): Sequelize {
  const common = { logging: false as const, define: { freezeTableName: true } };
  const storage = sqliteStorage(databaseUrl);
  if (storage !== null) {
    if (storage !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(storage)), { recursive: true });
    const sequelize = new Sequelize({ ...common, dialect: 'sqlite', dialectModule: sqliteDriver, storage, pool: { max: 1 } });
    return sequelize;
  }
  if (databaseUrl.startsWith('mysql:') || databaseUrl.startsWith('mariadb:')) {
    return new Sequelize(databaseUrl.replace(/^mariadb:/, 'mysql:'), {
      ...common,
      dialect: 'mysql',
      pool: { max: poolMax, min: 0, acquire: 5000, idle: 10000 },
      // Fail fast when the database is down, so requests get a 503 instead of hanging.
      dialectOptions: { connectTimeout: 3000, charset: 'utf8mb4' },
      timezone: '+00:00',
    });
  }
  throw new Error(`DATABASE_URL must start with sqlite: or mysql:, got "${databaseUrl.split(':')[0]}:"`);
}

/**
 * SQLite needs a few pragmas for sane concurrent use: WAL (readers never wait for the writer) and foreign keys. A locked
 * database is waited for by the driver (sqliteDriver.ts), not by SQLite's busy_timeout, which would wait on a thread.
 */
export async function prepareConnection(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() === 'sqlite') {
    await sequelize.query('PRAGMA journal_mode = WAL;');
    await sequelize.query('PRAGMA foreign_keys = ON;');
  }
}
