import type { Sequelize } from 'sequelize';
import { settleWrites } from './writeTransaction';
import { connect, prepareConnection } from './connect';
import { migrate } from './migrate';

/**
 * Every model, by name. Empty here: each domain's models file adds its own by declaration merging
 * (`declare module` of this file), so this floor names no domain, and the composition (api/src/database.ts) defines them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Models {}

export interface Database {
  sequelize: Sequelize;
  models: Models;
  /** Waits for the write transactions under way (writeTransaction), then closes the connections. */
  close(): Promise<void>;
}

export interface OpenOptions {
  poolMax?: number;
  /** false: the tables are there already (a template's copy) */
  migrate?: boolean;
}

/** Connects, migrates and defines the models (`defineModels`, the composition's) for one DATABASE_URL. */
export async function connectDatabase(
  databaseUrl: string,
  defineModels: (sequelize: Sequelize) => Models,
  options: OpenOptions = {},
): Promise<Database> {
  const sequelize = connect(databaseUrl, options.poolMax);
  await prepareConnection(sequelize);
  if (options.migrate !== false) await migrate(sequelize);
  const models = defineModels(sequelize);
  return {
    sequelize,
    models,
    close: async () => {
      await settleWrites(sequelize);
      await sequelize.close();
    },
  };
}
