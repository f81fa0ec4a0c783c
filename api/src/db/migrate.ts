import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as initial from './migrations/0001-initial';

/**
 * Migrations in order. Listed explicitly (not globbed) so they run the same from src (tsx, jest) and
 * from the compiled dist. Add a new file and append it here; never edit one that has shipped.
 */
const MIGRATIONS = [{ name: '0001-initial', module: initial }];

export function migrator(sequelize: Sequelize) {
  return new Umzug({
    migrations: MIGRATIONS.map(({ name, module }) => ({
      name,
      up: async () => module.up({ context: sequelize.getQueryInterface() }),
      down: async () => module.down({ context: sequelize.getQueryInterface() }),
    })),
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'migrations' }),
    logger: undefined,
  });
}

export async function migrate(sequelize: Sequelize): Promise<void> {
  await migrator(sequelize).up();
}
