import type { Sequelize } from 'sequelize';
import { defineAccountsModels } from './accounts';
import { defineAuditModels } from './audit';
import { defineCatalogueModels } from './catalogue';
import { defineCommerceModels } from './commerce';
import { defineDeploymentsModels } from './deployments';
import { defineLessonsModels } from './lessons';
import { defineMailModels } from './mail';
import { definePaymentsModels } from './payments';
import { defineTrainingModels } from './training';

export type * from './accounts';
export type * from './audit';
export type * from './catalogue';
export type * from './commerce';
export type * from './deployments';
export type * from './lessons';
export type * from './mail';
export type * from './payments';
export type * from './training';

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

  return { ...catalogue, ...lessons, ...commerce, ...mail, ...accounts, ...audit, ...deployments, ...payments, ...training };
}

export type Models = ReturnType<typeof defineModels>;
