import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type Attributes,
  type ModelStatic,
  type Sequelize,
  type Transaction,
  type UpdateOptions,
  type WhereOptions,
} from 'sequelize';
import { dropWordsOfDeleted, indexWords } from '../shared/db/catalogueWords';
import { timestamps, editable } from '../shared/db/columns';
import { SEARCHED } from '../shared/db/migrations/0008-catalogue-search';

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

  if (sequelize.getDialect() !== 'sqlite') {
    keepWordsIndexed(Lesson, SEARCHED.lessons);
    keepWordsIndexed(BlogPost, SEARCHED.blog);
    keepWordsIndexed(Product, SEARCHED.products);
  }
  return { Lesson, BlogPost, Product, Testimonial };
}

type Searched = (typeof SEARCHED)[keyof typeof SEARCHED];

/** The ids a write's `where` names, when it names them (`{ id }` or `{ id: [...] }`); undefined when it does not. */
function idsNamed(where: WhereOptions | undefined): number[] | undefined {
  const id = (where as Record<string, unknown> | undefined)?.id;
  if (typeof id === 'number') return [id];
  if (Array.isArray(id) && id.every((value) => typeof value === 'number')) return id as number[];
  return undefined;
}

/**
 * MariaDB's word index (shared/db/catalogueWords.ts) follows every write of a collection through its model, in the
 * write's transaction: an item created, a searched column or `archived` changed (by the item's save or an UPDATE of the
 * model, named by id or not), an item deleted. A write of other columns only (a stock change at checkout) leaves it be.
 */
function keepWordsIndexed<M extends Model>(model: ModelStatic<M>, searched: Searched) {
  const { sequelize } = model;
  const indexed: readonly string[] = [...searched.columns, 'archived'];
  const changesIndexed = (fields: readonly string[] | undefined) => (fields ?? []).some((field) => indexed.includes(field));
  const index = (ids: number[] | undefined, transaction: Transaction | null | undefined) =>
    indexWords(sequelize!, searched, ids, transaction);
  model.addHook('afterCreate', (item: M, options) => index([Number(item.get('id'))], options.transaction));
  model.addHook('afterBulkCreate', (items: M[], options) =>
    index(
      items.map((item) => Number(item.get('id'))),
      options.transaction,
    ),
  );
  model.addHook('afterUpdate', (item: M, options) =>
    changesIndexed(options.fields as string[] | undefined) ? index([Number(item.get('id'))], options.transaction) : undefined,
  );
  model.addHook('afterBulkUpdate', (options: UpdateOptions<Attributes<M>>) =>
    // Rows named otherwise than by id may no longer match their `where` (a version moved on): every item is indexed again.
    changesIndexed(options.fields as string[] | undefined) ? index(idsNamed(options.where), options.transaction) : undefined,
  );
  const dropDeleted = (options: { transaction?: Transaction | null }) => dropWordsOfDeleted(sequelize!, searched, options.transaction);
  model.addHook('afterDestroy', (_item: M, options) => dropDeleted(options));
  model.addHook('afterBulkDestroy', dropDeleted);
}
