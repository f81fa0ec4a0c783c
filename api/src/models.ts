import type { Sequelize } from 'sequelize';
import { defineAccountsModels } from './accounts/models';
import { defineAuditModels } from './shared/audit/models';
import { defineCatalogueModels } from './catalogue/models';
import { defineCommerceModels } from './commerce/models';
import { defineDeploymentsModels } from './deployments/models';
import { defineLessonsModels } from './lessons/models';
import { defineMailModels } from './shared/mail/models';
import { definePaymentsModels } from './payments/models';
import { defineReviewsModels } from './reviews/models';
import { defineMarketingModels } from './marketing/models';
import { definePromotionsModels } from './promotions/models';
import { defineTrainingModels } from './training/models';
import { defineOpeningsModels } from './training/openings/models';
import { defineGamesModels } from './training/games/models';

export type * from './accounts/models';
export type * from './shared/audit/models';
export type * from './catalogue/models';
export type * from './commerce/models';
export type * from './deployments/models';
export type * from './lessons/models';
export type * from './shared/mail/models';
export type * from './payments/models';
export type * from './reviews/models';
export type * from './marketing/models';
export type * from './promotions/models';
export type * from './training/models';
export type * from './training/openings/models';
export type * from './training/games/models';

/*
 * Models are defined per Sequelize instance (not as global classes), so a process can hold several
 * apps over different databases at once: the tests do, on SQLite and MariaDB side by side.
 * The tables themselves are created by the migrations (db/migrations); these definitions must match.
 * One file per domain; the associations that cross domains are made here.
 */
export function defineModels(sequelize: Sequelize) {
  const catalogue = defineCatalogueModels(sequelize);
  const lessons = defineLessonsModels(sequelize);
  const commerce = defineCommerceModels(sequelize);
  const mail = defineMailModels(sequelize);
  const accounts = defineAccountsModels(sequelize);
  const audit = defineAuditModels(sequelize);
  const deployments = defineDeploymentsModels(sequelize);
  const payments = definePaymentsModels(sequelize);
  const training = defineTrainingModels(sequelize);
  const reviews = defineReviewsModels(sequelize);
  const marketing = defineMarketingModels(sequelize);
  const promotions = definePromotionsModels(sequelize);
  const openings = defineOpeningsModels(sequelize);
  const games = defineGamesModels(sequelize);

  const { Product } = catalogue;
  const { Cart, CartItem, Order, OrderLine, OrderStatusChange } = commerce;
  const { User, AuthToken } = accounts;
  Cart.hasMany(CartItem, { as: 'items', foreignKey: 'cartId', onDelete: 'CASCADE' });
  CartItem.belongsTo(Cart, { foreignKey: 'cartId' });
  CartItem.belongsTo(Product, { foreignKey: 'productId' });
  Order.hasMany(OrderLine, { as: 'lines', foreignKey: 'orderId', onDelete: 'CASCADE' });
  OrderLine.belongsTo(Order, { foreignKey: 'orderId' });
  OrderLine.belongsTo(Product, { foreignKey: 'productId' });
  Order.hasMany(OrderStatusChange, { as: 'history', foreignKey: 'orderId', onDelete: 'CASCADE' });
  User.hasMany(AuthToken, { foreignKey: 'userId', onDelete: 'CASCADE' });
  AuthToken.belongsTo(User, { foreignKey: 'userId' });

  return {
    ...catalogue,
    ...lessons,
    ...commerce,
    ...mail,
    ...accounts,
    ...audit,
    ...deployments,
    ...payments,
    ...training,
    ...reviews,
    ...marketing,
    ...games,
    ...openings,
    ...promotions,
  };
}

type AllModels = ReturnType<typeof defineModels>;

// What `Database.models` holds (shared/db/database.ts names no domain).
declare module './shared/db/database' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Models extends AllModels {}
}
