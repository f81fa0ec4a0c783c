import { QueryTypes, type Sequelize } from 'sequelize';
import { settleWrites } from '../commerce/writeTransaction';
import { connect, prepareConnection, sqliteStorage } from './connect';
import { migrate } from './migrate';
import { defineModels, type Models } from './models';
import { SqliteReaders } from './sqliteReaders';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  /**
   * The rows of a read-only SELECT, outside any transaction, its values named replacements (`:name`): on a SQLite file
   * through read connections of its own (db/sqliteReaders.ts), else through Sequelize. Rows as the driver gives them.
   */
  select<Row extends object>(sql: string, replacements: Record<string, unknown>): Promise<Row[]>;
  /** Waits for the write transactions under way (writeTransaction), then closes the connections. */
  close(): Promise<void>;
}

/** Connects, migrates and defines the models for one DATABASE_URL. */
export async function openDatabase(databaseUrl: string, options: { poolMax?: number; migrate?: boolean } = {}): Promise<Database> {
  const sequelize = connect(databaseUrl, options.poolMax);
  await prepareConnection(sequelize);
  if (options.migrate !== false) await migrate(sequelize);
  const models = defineModels(sequelize);
  const storage = sqliteStorage(databaseUrl);
  // Opened after the migrations, so the file exists and is in WAL mode; an in-memory database is Sequelize's alone.
  const readers = storage !== null && storage !== ':memory:' ? await SqliteReaders.open(storage) : null;
  return {
    sequelize,
    models,
    select: <Row extends object>(sql: string, replacements: Record<string, unknown>) =>
      readers ? readers.select<Row>(sql, replacements) : sequelize.query<Row>(sql, { replacements, type: QueryTypes.SELECT }),
    close: async () => {
      await settleWrites(sequelize);
      await readers?.close();
      await sequelize.close();
    },
  };
}
