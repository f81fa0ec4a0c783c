import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import * as initial from './migrations/0001-initial';
import * as sessions from './migrations/0002-sessions';
import * as exactIdentity from './migrations/0003-exact-identity-collation';
import * as backOffice from './migrations/0004-back-office';
import * as ordersFulfilment from './migrations/0005-orders-fulfilment';
import * as accountCare from './migrations/0006-account-care';
import * as lessonChapters from './migrations/0007-lesson-chapters';
import * as catalogueSearch from './migrations/0008-catalogue-search';
import * as listIndexes from './migrations/0009-list-indexes';
import * as remoteRegistry from './migrations/0010-remote-registry';
import * as listOrderIndexes from './migrations/0011-list-order-indexes';
import * as stripePayments from './migrations/0012-stripe-payments';
import * as training from './migrations/0013-training';
import * as orderPaymentWindow from './migrations/0014-order-payment-window';
import * as savedAddresses from './migrations/0015-saved-addresses';
import * as puzzleThemes from './migrations/0016-puzzle-themes';
import * as productReviews from './migrations/0017-product-reviews';
import * as promotions from './migrations/0018-promotions';
import * as games from './migrations/0020-games';
import * as marketingMail from './migrations/0022-marketing-mail';
import * as repertoire from './migrations/0024-repertoire';
import * as catalogueWords from './migrations/0025-catalogue-words';

/**
 * Migrations in order. Listed explicitly (not globbed) so they run the same from src (tsx, jest) and
 * from the compiled dist. Add a new file and append it here; never edit one that has shipped.
 */
const MIGRATIONS = [
  { name: '0001-initial', module: initial },
  { name: '0002-sessions', module: sessions },
  { name: '0003-exact-identity-collation', module: exactIdentity },
  { name: '0004-back-office', module: backOffice },
  { name: '0005-orders-fulfilment', module: ordersFulfilment },
  { name: '0006-account-care', module: accountCare },
  { name: '0007-lesson-chapters', module: lessonChapters },
  { name: '0008-catalogue-search', module: catalogueSearch },
  { name: '0009-list-indexes', module: listIndexes },
  { name: '0010-remote-registry', module: remoteRegistry },
  { name: '0011-list-order-indexes', module: listOrderIndexes },
  { name: '0012-stripe-payments', module: stripePayments },
  { name: '0013-training', module: training },
  { name: '0014-order-payment-window', module: orderPaymentWindow },
  { name: '0015-saved-addresses', module: savedAddresses },
  { name: '0016-puzzle-themes', module: puzzleThemes },
  { name: '0017-product-reviews', module: productReviews },
  { name: '0018-promotions', module: promotions },
  { name: '0020-games', module: games },
  { name: '0022-marketing-mail', module: marketingMail },
  { name: '0024-repertoire', module: repertoire },
  { name: '0025-catalogue-words', module: catalogueWords },
];

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

const LOCK_NAME = 'kingside_migrations';
const LOCK_TIMEOUT_S = 60;

/**
 * Runs pending migrations. On MySQL/MariaDB several api instances may start at once: a named lock, held
 * on one pinned connection for the duration, lets one migrate while the others wait and then find nothing
 * left to do. (SQLite is one file for one server.)
 */
export async function migrate(sequelize: Sequelize): Promise<void> {
  if (sequelize.getDialect() !== 'mysql') {
    await migrator(sequelize).up();
    return;
  }
  await sequelize.transaction(async (transaction) => {
    const [rows] = await sequelize.query(`SELECT GET_LOCK('${LOCK_NAME}', ${LOCK_TIMEOUT_S}) AS acquired`, { transaction });
    if ((rows as { acquired: number | null }[])[0]?.acquired !== 1) {
      throw new Error(`Could not take the migration lock within ${LOCK_TIMEOUT_S} s`);
    }
    try {
      await migrator(sequelize).up();
    } finally {
      await sequelize.query(`SELECT RELEASE_LOCK('${LOCK_NAME}')`, { transaction });
    }
  });
}
