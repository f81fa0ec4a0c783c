import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/* The e-mails that bring people back (marketing/): the tables are made by migration 0022. */

/** `pending` until a guest confirms; `active` until its one e-mail goes (`notified`) or the address unsubscribes. */
export type BackInStockStatus = 'pending' | 'active' | 'notified' | 'unsubscribed';

/** "Notify me" on a sold-out product: one row per product and address (trimmed, lower-cased). */
export interface BackInStockRequestModel extends Model<
  InferAttributes<BackInStockRequestModel>,
  InferCreationAttributes<BackInStockRequestModel>
> {
  id: CreationOptional<number>;
  productId: number;
  email: string;
  /** the member who asked, or null for a guest */
  userId: number | null;
  status: BackInStockStatus;
  /** when the last confirmation e-mail was queued (a guest's request) */
  confirmationSentAt: Date | null;
  notifiedAt: Date | null;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A member's opt-in to the abandoned-cart reminder, their browser's cart, and the cart state last reminded of. */
export interface MemberMarketingModel extends Model<InferAttributes<MemberMarketingModel>, InferCreationAttributes<MemberMarketingModel>> {
  userId: number;
  cartReminders: boolean;
  cartId: string | null;
  /** sha256 of the cart id and its lines when the last reminder went: a cart in that state is never reminded again */
  remindedState: string | null;
  remindedAt: Date | null;
  updatedAt: Date;
}

export function defineMarketingModels(sequelize: Sequelize) {
  const BackInStockRequest = sequelize.define<BackInStockRequestModel>(
    'back_in_stock_request',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      status: { type: DataTypes.STRING(16), allowNull: false },
      confirmationSentAt: { type: DataTypes.DATE, allowNull: true },
      notifiedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'back_in_stock_requests' },
  );
  const MemberMarketing = sequelize.define<MemberMarketingModel>(
    'member_marketing',
    {
      userId: { type: DataTypes.INTEGER, primaryKey: true },
      cartReminders: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      cartId: { type: DataTypes.STRING(36), allowNull: true },
      remindedState: { type: DataTypes.STRING(64), allowNull: true },
      remindedAt: { type: DataTypes.DATE, allowNull: true },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'member_marketing', timestamps: false },
  );
  return { BackInStockRequest, MemberMarketing };
}
