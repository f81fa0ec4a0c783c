import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps } from '../shared/db/columns';

/* Promotions (promotions/): discount codes, their uses, and bundles' parts. The tables are made by migration 0018. */

export interface DiscountCodeModel extends Model<InferAttributes<DiscountCodeModel>, InferCreationAttributes<DiscountCodeModel>> {
  id: CreationOptional<number>;
  /** upper-cased, unique */
  code: string;
  /** 'percent' or 'amount' */
  kind: string;
  /** a whole percentage, or cents */
  value: number;
  minSubtotal: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  /** orders placed with it, not cancelled */
  timesUsed: CreationOptional<number>;
  oncePerMember: boolean;
  endedAt: CreationOptional<Date | null>;
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** One order placed with a code (unique per order; unique per code and member). */
export interface DiscountCodeUseModel extends Model<InferAttributes<DiscountCodeUseModel>, InferCreationAttributes<DiscountCodeUseModel>> {
  id: CreationOptional<number>;
  codeId: number;
  orderId: number;
  userId: number | null;
  createdAt: Date;
}

/** One part of a bundle: the bundle's product, the part's product, and how many of it the bundle holds. */
export interface BundlePartModel extends Model<InferAttributes<BundlePartModel>, InferCreationAttributes<BundlePartModel>> {
  id: CreationOptional<number>;
  bundleId: number;
  productId: number;
  quantity: number;
}

export function definePromotionsModels(sequelize: Sequelize) {
  const DiscountCode = sequelize.define<DiscountCodeModel>(
    'discount_codes',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      code: { type: DataTypes.STRING(32), allowNull: false, unique: true },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      value: { type: DataTypes.INTEGER, allowNull: false },
      minSubtotal: { type: DataTypes.INTEGER, allowNull: true },
      startsAt: { type: DataTypes.DATE, allowNull: true },
      endsAt: { type: DataTypes.DATE, allowNull: true },
      usageLimit: { type: DataTypes.INTEGER, allowNull: true },
      timesUsed: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      oncePerMember: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      endedAt: { type: DataTypes.DATE, allowNull: true },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      ...timestamps,
    },
    { tableName: 'discount_codes' },
  );

  const DiscountCodeUse = sequelize.define<DiscountCodeUseModel>(
    'discount_code_uses',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      codeId: { type: DataTypes.INTEGER, allowNull: false },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'discount_code_uses', timestamps: false },
  );

  const BundlePart = sequelize.define<BundlePartModel>(
    'bundle_parts',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      bundleId: { type: DataTypes.INTEGER, allowNull: false },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'bundle_parts', timestamps: false },
  );

  return { DiscountCode, DiscountCodeUse, BundlePart };
}
