import { DataTypes, type QueryInterface } from 'sequelize';

/*
 * The whole schema of docs/spec.md §3 (plus what the issues add). Written with the QueryInterface so the same
 * migration runs on SQLite and MySQL/MariaDB. Money is integer cents; ids of carts are UUID strings.
 */

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
const timestamps = {
  createdAt: { type: DataTypes.DATE, allowNull: false },
  updatedAt: { type: DataTypes.DATE, allowNull: false },
};

export async function up({ context: qi }: { context: QueryInterface }) {
  await qi.createTable('lessons', {
    id,
    title: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    imageUrl: { type: DataTypes.STRING(300), allowNull: false },
    level: { type: DataTypes.STRING(20), allowNull: false },
    lessonCount: { type: DataTypes.INTEGER, allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    category: { type: DataTypes.STRING(50), allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('lessons', ['level'], { name: 'lessons_level' });

  await qi.createTable('blog_posts', {
    id,
    title: { type: DataTypes.STRING(200), allowNull: false },
    excerpt: { type: DataTypes.TEXT, allowNull: false },
    content: { type: DataTypes.TEXT, allowNull: false },
    imageUrl: { type: DataTypes.STRING(300), allowNull: false },
    category: { type: DataTypes.STRING(30), allowNull: false },
    publishedDate: { type: DataTypes.DATEONLY, allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('blog_posts', ['category'], { name: 'blog_posts_category' });

  await qi.createTable('products', {
    id,
    name: { type: DataTypes.STRING(200), allowNull: false },
    description: { type: DataTypes.TEXT, allowNull: false },
    imageUrl: { type: DataTypes.STRING(300), allowNull: false },
    price: { type: DataTypes.INTEGER, allowNull: false },
    inStock: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    category: { type: DataTypes.STRING(30), allowNull: false },
    ...timestamps,
  });
  await qi.addIndex('products', ['category'], { name: 'products_category' });

  await qi.createTable('testimonials', {
    id,
    name: { type: DataTypes.STRING(120), allowNull: false },
    imageUrl: { type: DataTypes.STRING(300), allowNull: false },
    rating: { type: DataTypes.DOUBLE, allowNull: false },
    testimonial: { type: DataTypes.TEXT, allowNull: false },
    playerLevel: { type: DataTypes.STRING(80), allowNull: false },
    ...timestamps,
  });

  await qi.createTable('carts', {
    id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
    ...timestamps,
  });

  await qi.createTable('cart_items', {
    id,
    cartId: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'carts', key: 'id' }, onDelete: 'CASCADE' },
    productId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'products', key: 'id' }, onDelete: 'CASCADE' },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    ...timestamps,
  });
  // One line per product per cart: concurrent adds of the same product meet on this constraint.
  await qi.addIndex('cart_items', ['cartId', 'productId'], { name: 'cart_items_cart_product', unique: true });

  await qi.createTable('orders', {
    id,
    customerName: { type: DataTypes.STRING(200), allowNull: false },
    customerEmail: { type: DataTypes.STRING(254), allowNull: false },
    customerAddress: { type: DataTypes.STRING(500), allowNull: false },
    subtotal: { type: DataTypes.INTEGER, allowNull: false },
    shipping: { type: DataTypes.INTEGER, allowNull: false },
    totalAmount: { type: DataTypes.INTEGER, allowNull: false },
    status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'pending' },
    idempotencyKey: { type: DataTypes.STRING(100), allowNull: true, unique: true },
    requestHash: { type: DataTypes.STRING(64), allowNull: true },
    ...timestamps,
  });

  await qi.createTable('order_lines', {
    id,
    orderId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'orders', key: 'id' }, onDelete: 'CASCADE' },
    productId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'products', key: 'id' } },
    name: { type: DataTypes.STRING(200), allowNull: false },
    quantity: { type: DataTypes.INTEGER, allowNull: false },
    price: { type: DataTypes.INTEGER, allowNull: false },
  });
  await qi.addIndex('order_lines', ['orderId'], { name: 'order_lines_order' });

  await qi.createTable('users', {
    id,
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
    ...timestamps,
  });
  await qi.addIndex('users', ['verificationToken'], { name: 'users_verification_token' });

  await qi.createTable('auth_tokens', {
    id,
    userId: { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
    tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    kind: { type: DataTypes.STRING(10), allowNull: false },
    expiresAt: { type: DataTypes.DATE, allowNull: false },
    revokedAt: { type: DataTypes.DATE, allowNull: true },
    createdAt: { type: DataTypes.DATE, allowNull: false },
  });
  await qi.addIndex('auth_tokens', ['userId'], { name: 'auth_tokens_user' });
}

export async function down({ context: qi }: { context: QueryInterface }) {
  for (const table of [
    'auth_tokens',
    'users',
    'order_lines',
    'orders',
    'cart_items',
    'carts',
    'testimonials',
    'products',
    'blog_posts',
    'lessons',
  ]) {
    await qi.dropTable(table);
  }
}
