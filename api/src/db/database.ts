import type { Sequelize } from 'sequelize';
import { settleWrites } from '../commerce/writeTransaction';
import { connect, prepareConnection } from './connect';
import { migrate } from './migrate';
import { defineModels, type Models } from './models';

export interface Database {
  sequelize: Sequelize;
  models: Models;
  /** Waits for the write transactions under way (writeTransaction), then closes the connections. */
  close(): Promise<void>;
}

/** Connects, migrates and defines the models for one DATABASE_URL. */
export async function openDatabase(databaseUrl: string, options: { poolMax?: number; migrate?: boolean } = {}): Promise<Database> {
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
