import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';

/* Verified reviews (reviews/): one per member and product. The table is made by migration 0017. */

export interface ProductReviewModel extends Model<InferAttributes<ProductReviewModel>, InferCreationAttributes<ProductReviewModel>> {
  id: CreationOptional<number>;
  productId: number;
  userId: number;
  rating: number;
  text: string;
  hidden: CreationOptional<boolean>;
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineReviewsModels(sequelize: Sequelize) {
  const ProductReview = sequelize.define<ProductReviewModel>(
    'product_review',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      rating: { type: DataTypes.INTEGER, allowNull: false },
      text: { type: DataTypes.STRING(1000), allowNull: false },
      hidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'product_reviews' },
  );
  return { ProductReview };
}
