import {
  DataTypes,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Model,
  type ModelStatic,
  type NonAttribute,
  type Sequelize,
} from 'sequelize';

/*
 * Models are defined per Sequelize instance (not as global classes), so a process can hold several
 * apps over different databases at once: the tests do, on SQLite and MariaDB side by side.
 * The tables themselves are created by the migrations (db/migrations); these definitions must match.
 */

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

export interface CartModel extends Model<InferAttributes<CartModel>, InferCreationAttributes<CartModel>> {
  /** random UUID v4: unguessable, never a sequence */
  id: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  items?: NonAttribute<CartItemModel[]>;
}

export interface CartItemModel extends Model<InferAttributes<CartItemModel>, InferCreationAttributes<CartItemModel>> {
  id: CreationOptional<number>;
  cartId: string;
  productId: number;
  quantity: number;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

export interface OrderModel extends Model<InferAttributes<OrderModel>, InferCreationAttributes<OrderModel>> {
  id: CreationOptional<number>;
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  subtotal: number;
  shipping: number;
  totalAmount: number;
  status: CreationOptional<string>;
  /** Idempotency-Key of the submission that created it (unique), so a retry finds it */
  idempotencyKey: string | null;
  /** sha256 of the request body, so a reused key with a different order is refused */
  requestHash: string | null;
  /** the member who placed it (from their bearer token), null for a guest order; no foreign key (migration 0005) */
  userId: CreationOptional<number | null>;
  /** placing it took its units off the stock (orders placed before migration 0005 did not): cancelling puts them back */
  stockTaken: CreationOptional<boolean>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
  lines?: NonAttribute<OrderLineModel[]>;
}

/** One change of an order's status (the first: placed, by the customer). Append-only. */
export interface OrderStatusChangeModel extends Model<
  InferAttributes<OrderStatusChangeModel>,
  InferCreationAttributes<OrderStatusChangeModel>
> {
  id: CreationOptional<number>;
  orderId: number;
  status: string;
  at: Date;
  /** null when the customer placed the order */
  adminId: number | null;
  adminEmail: string | null;
  note: string | null;
}

/** An e-mail waiting to be sent (mail/mailQueue.ts): removed once sent, retried with backoff when a send fails. */
export interface MailQueueModel extends Model<InferAttributes<MailQueueModel>, InferCreationAttributes<MailQueueModel>> {
  id: CreationOptional<number>;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  attempts: CreationOptional<number>;
  nextAttemptAt: Date;
  lastError: string | null;
  failedAt: Date | null;
  createdAt: Date;
}

export interface OrderLineModel extends Model<InferAttributes<OrderLineModel>, InferCreationAttributes<OrderLineModel>> {
  id: CreationOptional<number>;
  orderId: number;
  productId: number;
  /** the product's name when ordered */
  name: string;
  quantity: number;
  /** unit price in cents when ordered, from the database */
  price: number;
}

export interface UserModel extends Model<InferAttributes<UserModel>, InferCreationAttributes<UserModel>> {
  id: CreationOptional<number>;
  username: string;
  /** lower-cased username: uniqueness is case-insensitive on every database */
  usernameKey: string;
  /** stored lower-cased */
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** scrypt hash (see auth/passwords); null for accounts created through GitHub */
  password: string | null;
  isVerified: CreationOptional<boolean>;
  /** sha256 of the current e-mail verification token (the token itself is only in the e-mail) */
  verificationToken: string | null;
  tokenExpiry: Date | null;
  role: CreationOptional<string>;
  initiativeMember: CreationOptional<boolean>;
  ageGroup: string | null;
  chessExperience: string | null;
  twoFactorEnabled: CreationOptional<boolean>;
  /** encrypted at rest (see auth/secretBox) */
  twoFactorSecret: string | null;
  /** last accepted TOTP time step: a code at or before it is refused (no replay) */
  twoFactorLastStep: number | null;
  lastLoginIp: string | null;
  lastLoginDate: Date | null;
  failedLoginAttempts: CreationOptional<number>;
  accountLocked: CreationOptional<boolean>;
  accountLockedUntil: Date | null;
  profileImage: string | null;
  githubId: string | null;
  /** when an administrator erased the account (migration 0006): its personal fields are gone, it cannot sign in */
  erasedAt: CreationOptional<Date | null>;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A course's chapter (migration 0007); `text` and `exercise` are JSON text (db/chapters.ts reads them). */
export interface LessonChapterModel extends Model<InferAttributes<LessonChapterModel>, InferCreationAttributes<LessonChapterModel>> {
  id: CreationOptional<number>;
  lessonId: number;
  number: number;
  title: string;
  text: string;
  fen: string;
  orientation: string;
  exercise: string;
  createdAt: CreationOptional<Date>;
  updatedAt: CreationOptional<Date>;
}

/** A chapter a member has solved (migration 0007). */
export interface LessonProgressModel extends Model<InferAttributes<LessonProgressModel>, InferCreationAttributes<LessonProgressModel>> {
  id: CreationOptional<number>;
  userId: number;
  lessonId: number;
  chapterNumber: number;
  completedAt: Date;
}

/** One line of the append-only audit log of admin writes (admin/audit.ts). */
export interface AuditLogModel extends Model<InferAttributes<AuditLogModel>, InferCreationAttributes<AuditLogModel>> {
  id: CreationOptional<number>;
  at: Date;
  adminId: number;
  adminEmail: string;
  action: string;
  entity: string;
  entityId: number;
  /** JSON text: field -> [before, after] */
  changes: string;
}

/** A registered version of a remote (migration 0010, deployments/); `exposes` and `shared` are JSON text. */
export interface RemoteVersionModel extends Model<InferAttributes<RemoteVersionModel>, InferCreationAttributes<RemoteVersionModel>> {
  id: CreationOptional<number>;
  remote: string;
  version: string;
  url: string;
  manifestDigest: string;
  exposes: string;
  shared: string;
  local: boolean;
  publishedAt: Date;
  publishedBy: string;
}

/** One activation of a version (migration 0010): append-only, marked when rolled back. */
export interface RemoteActivationModel extends Model<
  InferAttributes<RemoteActivationModel>,
  InferCreationAttributes<RemoteActivationModel>
> {
  id: CreationOptional<number>;
  remote: string;
  version: string;
  activatedAt: Date;
  activatedBy: string;
  rolledBackAt: CreationOptional<Date | null>;
}

/** A remote's canary (migration 0010): at most one per remote. */
export interface RemoteCanaryModel extends Model<InferAttributes<RemoteCanaryModel>, InferCreationAttributes<RemoteCanaryModel>> {
  remote: string;
  version: string;
  percent: number;
  startedAt: Date;
  startedBy: string;
}

/** Failures browsers reported for a version in one minute (migration 0010; minutes since the epoch). */
export interface RemoteFailureModel extends Model<InferAttributes<RemoteFailureModel>, InferCreationAttributes<RemoteFailureModel>> {
  id: CreationOptional<number>;
  remote: string;
  version: string;
  minute: number;
  count: number;
}

/** A remote's revision (migration 0010): +1 on every change of what is live. */
export interface RemoteStateModel extends Model<InferAttributes<RemoteStateModel>, InferCreationAttributes<RemoteStateModel>> {
  remote: string;
  revision: number;
}

export interface AuthTokenModel extends Model<InferAttributes<AuthTokenModel>, InferCreationAttributes<AuthTokenModel>> {
  id: CreationOptional<number>;
  userId: number;
  /** sha256 of the bearer token; the token itself is never stored */
  tokenHash: string;
  /** 'member' or 'admin' */
  kind: string;
  expiresAt: Date;
  revokedAt: Date | null;
  /** the address the sign-in came from, when known (migration 0006) */
  ip: CreationOptional<string | null>;
  /** the sign-in's User-Agent, cut to USER_AGENT_MAX_LENGTH */
  userAgent: CreationOptional<string | null>;
  createdAt: CreationOptional<Date>;
}

const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};

/** What every record the back office edits carries (migration 0004). */
const editable = {
  archived: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
  version: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
};

export function defineModels(sequelize: Sequelize) {
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

  const LessonChapter = sequelize.define<LessonChapterModel>(
    'lesson_chapters',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      lessonId: { type: DataTypes.INTEGER, allowNull: false },
      number: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      text: { type: DataTypes.TEXT, allowNull: false },
      fen: { type: DataTypes.STRING(100), allowNull: false },
      orientation: { type: DataTypes.STRING(5), allowNull: false },
      exercise: { type: DataTypes.TEXT, allowNull: false },
      ...timestamps,
    },
    { tableName: 'lesson_chapters' },
  );

  const LessonProgress = sequelize.define<LessonProgressModel>(
    'lesson_progress',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      lessonId: { type: DataTypes.INTEGER, allowNull: false },
      chapterNumber: { type: DataTypes.INTEGER, allowNull: false },
      completedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'lesson_progress', timestamps: false },
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

  const Cart = sequelize.define<CartModel>(
    'carts',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      ...timestamps,
    },
    { tableName: 'carts' },
  );

  const CartItem = sequelize.define<CartItemModel>(
    'cart_items',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      cartId: { type: DataTypes.STRING(36), allowNull: false },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      ...timestamps,
    },
    { tableName: 'cart_items' },
  );

  const Order = sequelize.define<OrderModel>(
    'orders',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      customerName: { type: DataTypes.STRING(200), allowNull: false },
      customerEmail: { type: DataTypes.STRING(254), allowNull: false },
      customerAddress: { type: DataTypes.STRING(500), allowNull: false },
      subtotal: { type: DataTypes.INTEGER, allowNull: false },
      shipping: { type: DataTypes.INTEGER, allowNull: false },
      totalAmount: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'pending' },
      idempotencyKey: { type: DataTypes.STRING(100), allowNull: true, unique: true },
      requestHash: { type: DataTypes.STRING(64), allowNull: true },
      userId: { type: DataTypes.INTEGER, allowNull: true },
      stockTaken: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestamps,
    },
    { tableName: 'orders' },
  );

  const OrderStatusChange = sequelize.define<OrderStatusChangeModel>(
    'order_status_changes',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      at: { type: DataTypes.DATE, allowNull: false },
      adminId: { type: DataTypes.INTEGER, allowNull: true },
      adminEmail: { type: DataTypes.STRING(254), allowNull: true },
      note: { type: DataTypes.STRING(500), allowNull: true },
    },
    { tableName: 'order_status_changes', timestamps: false },
  );

  const MailQueue = sequelize.define<MailQueueModel>(
    'mail_queue',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      recipient: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(300), allowNull: false },
      text: { type: DataTypes.TEXT('medium'), allowNull: false },
      html: { type: DataTypes.TEXT('medium'), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      nextAttemptAt: { type: DataTypes.DATE, allowNull: false },
      lastError: { type: DataTypes.STRING(500), allowNull: true },
      failedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'mail_queue', timestamps: false },
  );

  const OrderLine = sequelize.define<OrderLineModel>(
    'order_lines',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      productId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(200), allowNull: false },
      quantity: { type: DataTypes.INTEGER, allowNull: false },
      price: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'order_lines', timestamps: false },
  );

  const User = sequelize.define<UserModel>(
    'users',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      username: { type: DataTypes.STRING(30), allowNull: false },
      usernameKey: { type: DataTypes.STRING(30), allowNull: false, unique: true },
      email: { type: DataTypes.STRING(254), allowNull: false, unique: true },
      firstName: { type: DataTypes.STRING(100), allowNull: true },
      lastName: { type: DataTypes.STRING(100), allowNull: true },
      password: { type: DataTypes.STRING(255), allowNull: true },
      isVerified: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      verificationToken: { type: DataTypes.STRING(64), allowNull: true },
      tokenExpiry: { type: DataTypes.DATE, allowNull: true },
      role: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'user' },
      initiativeMember: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      ageGroup: { type: DataTypes.STRING(40), allowNull: true },
      chessExperience: { type: DataTypes.STRING(40), allowNull: true },
      twoFactorEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      twoFactorSecret: { type: DataTypes.STRING(255), allowNull: true },
      twoFactorLastStep: { type: DataTypes.BIGINT, allowNull: true },
      lastLoginIp: { type: DataTypes.STRING(64), allowNull: true },
      lastLoginDate: { type: DataTypes.DATE, allowNull: true },
      failedLoginAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      accountLocked: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      accountLockedUntil: { type: DataTypes.DATE, allowNull: true },
      profileImage: { type: DataTypes.STRING(300), allowNull: true },
      githubId: { type: DataTypes.STRING(40), allowNull: true, unique: true },
      erasedAt: { type: DataTypes.DATE, allowNull: true },
      ...timestamps,
    },
    { tableName: 'users' },
  );

  const AuthToken = sequelize.define<AuthTokenModel>(
    'auth_tokens',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      kind: { type: DataTypes.STRING(10), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
      ip: { type: DataTypes.STRING(64), allowNull: true },
      userAgent: { type: DataTypes.STRING(255), allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
    },
    { tableName: 'auth_tokens', updatedAt: false },
  );

  const AuditLog = sequelize.define<AuditLogModel>(
    'audit_log',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      at: { type: DataTypes.DATE, allowNull: false },
      adminId: { type: DataTypes.INTEGER, allowNull: false },
      adminEmail: { type: DataTypes.STRING(254), allowNull: false },
      action: { type: DataTypes.STRING(40), allowNull: false },
      entity: { type: DataTypes.STRING(40), allowNull: false },
      entityId: { type: DataTypes.INTEGER, allowNull: false },
      changes: { type: DataTypes.TEXT, allowNull: false },
    },
    { tableName: 'audit_log', timestamps: false },
  );

  // Functions, not shared objects: Sequelize writes each attribute's column name into its definition.
  const remote = () => ({ type: DataTypes.STRING(20), allowNull: false });
  const version = () => ({ type: DataTypes.STRING(64), allowNull: false });
  const actor = () => ({ type: DataTypes.STRING(254), allowNull: false });
  const RemoteVersion = sequelize.define<RemoteVersionModel>(
    'remote_versions',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      remote: remote(),
      version: version(),
      url: { type: DataTypes.STRING(500), allowNull: false },
      manifestDigest: { type: DataTypes.STRING(64), allowNull: false },
      exposes: { type: DataTypes.TEXT, allowNull: false },
      shared: { type: DataTypes.TEXT, allowNull: false },
      local: { type: DataTypes.BOOLEAN, allowNull: false },
      publishedAt: { type: DataTypes.DATE, allowNull: false },
      publishedBy: actor(),
    },
    { tableName: 'remote_versions', timestamps: false },
  );
  const RemoteActivation = sequelize.define<RemoteActivationModel>(
    'remote_activations',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      remote: remote(),
      version: version(),
      activatedAt: { type: DataTypes.DATE, allowNull: false },
      activatedBy: actor(),
      rolledBackAt: { type: DataTypes.DATE, allowNull: true },
    },
    { tableName: 'remote_activations', timestamps: false },
  );
  const RemoteCanary = sequelize.define<RemoteCanaryModel>(
    'remote_canaries',
    {
      remote: { ...remote(), primaryKey: true },
      version: version(),
      percent: { type: DataTypes.INTEGER, allowNull: false },
      startedAt: { type: DataTypes.DATE, allowNull: false },
      startedBy: actor(),
    },
    { tableName: 'remote_canaries', timestamps: false },
  );
  const RemoteFailure = sequelize.define<RemoteFailureModel>(
    'remote_failures',
    {
      id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
      remote: remote(),
      version: version(),
      minute: { type: DataTypes.INTEGER, allowNull: false },
      count: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'remote_failures', timestamps: false },
  );
  const RemoteState = sequelize.define<RemoteStateModel>(
    'remote_state',
    {
      remote: { ...remote(), primaryKey: true },
      revision: { type: DataTypes.INTEGER, allowNull: false },
    },
    { tableName: 'remote_state', timestamps: false },
  );

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
    Lesson,
    LessonChapter,
    LessonProgress,
    BlogPost,
    Product,
    Testimonial,
    Cart,
    CartItem,
    Order,
    OrderLine,
    OrderStatusChange,
    MailQueue,
    User,
    AuthToken,
    AuditLog,
    RemoteVersion,
    RemoteActivation,
    RemoteCanary,
    RemoteFailure,
    RemoteState,
  };
}

export type Models = ReturnType<typeof defineModels>;
export type AnyModel = ModelStatic<Model>;
