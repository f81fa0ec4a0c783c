import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Sequelize,
} from 'sequelize';
import { timestamps, editable } from '../shared/db/columns';

/* The catalogue: courses, articles, products and Home's testimonials. */

export interface LessonModel extends Model<InferAttributes<LessonModel>, InferCreationAttributes<LessonModel>> {
  id: CreationOptional<number>;
  title: string;
  description: string;
  imageUrl: string;
  level: string;
  lessonCount: number;
  content: string;
  category: string;
  /** JSON array of product ids, "Practise at home" (migration 0007) */
  recommendedProductIds: CreationOptional<string>;
  archived: CreationOptional<boolean>;
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface BlogPostModel extends Model<InferAttributes<BlogPostModel>, InferCreationAttributes<BlogPostModel>> {
  id: CreationOptional<number>;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: string;
  publishedDate: string;
  archived: CreationOptional<boolean>;
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface ProductModel extends Model<InferAttributes<ProductModel>, InferCreationAttributes<ProductModel>> {
  id: CreationOptional<number>;
  name: string;
  description: string;
  imageUrl: string;
  /** integer cents */
  price: number;
  /** units on hand; the storefront's `inStock` is derived from it (contracts' isInStock) */
  stock: CreationOptional<number>;
  category: string;
  /** out of the storefront; kept for past orders, carts and the audit log */
  archived: CreationOptional<boolean>;
  /** +1 on every write: the optimistic lock behind the admin api's If-Match */
  version: CreationOptional<number>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface TestimonialModel extends Model<InferAttributes<TestimonialModel>, InferCreationAttributes<TestimonialModel>> {
  id: CreationOptional<number>;
  name: string;
  imageUrl: string;
  rating: number;
  testimonial: string;
  playerLevel: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export function defineCatalogueModels(sequelize: Sequelize) {
  const Lesson = sequelize.define<LessonModel>(
    'lessons',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      imageUrl: { type: DataTypes.STRING(300), allowNull: false },
      level: { type: DataTypes.STRING(20), allowNull: false },
      lessonCount: { type: DataTypes.INTEGER, allowNull: false },
      content: { type: DataTypes.TEXT('medium'), allowNull: false },
      category: { type: DataTypes.STRING(50), allowNull: false },
      recommendedProductIds: { type: DataTypes.STRING(200), allowNull: false, defaultValue: '[]' },
      ...editable,
      ...timestamps,
    },
    { tableName: 'lessons' },
  );

  const BlogPost = sequelize.define<BlogPostModel>(
    'blog_posts',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      title: { type: DataTypes.STRING(200), allowNull: false },
      excerpt: { type: DataTypes.TEXT, allowNull: false },
      content: { type: DataTypes.TEXT('medium'), allowNull: false },
      imageUrl: { type: DataTypes.STRING(300), allowNull: false },
      category: { type: DataTypes.STRING(30), allowNull: false },
      publishedDate: { type: DataTypes.DATEONLY, allowNull: false },
      ...editable,
      ...timestamps,
    },
    { tableName: 'blog_posts' },
  );

  const Product = sequelize.define<ProductModel>(
    'products',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      imageUrl: { type: DataTypes.STRING(300), allowNull: false },
      price: { type: DataTypes.INTEGER, allowNull: false },
      stock: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      category: { type: DataTypes.STRING(30), allowNull: false },
      ...editable,
      ...timestamps,
    },
    { tableName: 'products' },
  );

  const Testimonial = sequelize.define<TestimonialModel>(
    'testimonials',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      name: { type: DataTypes.STRING(120), allowNull: false },
      imageUrl: { type: DataTypes.STRING(300), allowNull: false },
      // DOUBLE, not DECIMAL: mysql2 returns DECIMAL as a string; 4.5 is exact in binary floating point.
      rating: { type: DataTypes.DOUBLE, allowNull: false },
      testimonial: { type: DataTypes.TEXT, allowNull: false },
      playerLevel: { type: DataTypes.STRING(80), allowNull: false },
      ...timestamps,
    },
    { tableName: 'testimonials' },
  );

  return { Lesson, BlogPost, Product, Testimonial };
}
