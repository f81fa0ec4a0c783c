import { isInStock } from '@kingside/contracts/admin';
import { QueryTypes } from 'sequelize';
import { toBoolean } from './values';
import { connect, prepareConnection } from './connect';
import { migrate, migrator } from './migrate';
import { products as seedProducts } from '../../catalogue/seedContent/products';
import { createTestDatabase, dbKind } from '../../testing/testApp';

const TABLES = [
  'auth_tokens',
  'blog_posts',
  'cart_items',
  'carts',
  'lessons',
  'order_lines',
  'orders',
  'products',
  'testimonials',
  'users',
  'audit_log',
  'order_status_changes',
  'mail_queue',
];

describe('migrations', () => {
  // SQLite serves one api process per file; on MySQL/MariaDB several instances may start together.
  const instanceCount = dbKind() === 'mysql' ? 3 : 1;

  it(`create the whole schema, ${instanceCount} instance(s) migrating at once do it exactly once`, async () => {
    const database = await createTestDatabase();
    const instances = Array.from({ length: instanceCount }, () => connect(database.url, 3));
    try {
      await Promise.all(instances.map((sequelize) => migrate(sequelize)));
      const tables = (await instances[0]!.getQueryInterface().showAllTables()).map(String);
      expect(tables).toEqual(expect.arrayContaining(TABLES));
      const executed = await migrator(instances[0]!).executed();
      expect(executed.map((m) => m.name)).toEqual([...new Set(executed.map((m) => m.name))]);
      expect(await migrator(instances[instanceCount - 1]!).pending()).toEqual([]);
    } finally {
      await Promise.all(instances.map((sequelize) => sequelize.close()));
      await database.drop();
    }
  }, 30_000);

  it('can be rolled back completely', async () => {
    const database = await createTestDatabase();
    const sequelize = connect(database.url, 2);
    try {
      await migrate(sequelize);
      await migrator(sequelize).down({ to: 0 });
      const tables = (await sequelize.getQueryInterface().showAllTables()).map(String);
      expect(tables.filter((t) => TABLES.includes(t))).toEqual([]);
    } finally {
      await sequelize.close();
      await database.drop();
    }
  }, 30_000);
});

describe('0004-back-office on a database that has data', () => {
  const BEFORE = '0003-exact-identity-collation';
  const CART = '3f2b9c1e-8d4a-4b6f-9e2d-1a7c5b3d9e01';
  /** The stock the migration gives a product in stock (deterministic, 6 to 40). */
  const stockFor = (id: number) => 6 + ((id * 13) % 35);

  it('turns inStock into stock (ids kept, out of stock → 0), adds archived and version, keeps cart and order lines; rolls back', async () => {
    const database = await createTestDatabase();
    const sequelize = connect(database.url, 2);
    try {
      await prepareConnection(sequelize);
      await migrator(sequelize).up({ to: BEFORE });
      const qi = sequelize.getQueryInterface();
      const now = new Date();
      const product = (id: number, inStock: boolean) => ({
        id,
        name: `Product ${id}`,
        description: 'Old row',
        imageUrl: '/images/p.svg',
        price: 1000 + id,
        inStock,
        category: 'Books',
        createdAt: now,
        updatedAt: now,
      });
      await qi.bulkInsert('products', [product(3, true), product(7, false), product(12, true)]);
      await qi.bulkInsert('lessons', [
        {
          id: 5,
          title: 'Old lesson',
          description: 'D',
          imageUrl: '/images/l.svg',
          level: 'beginner',
          lessonCount: 2,
          content: 'C',
          category: 'Tactics',
          createdAt: now,
          updatedAt: now,
        },
      ]);
      await qi.bulkInsert('carts', [{ id: CART, createdAt: now, updatedAt: now }]);
      await qi.bulkInsert('cart_items', [{ cartId: CART, productId: 7, quantity: 2, createdAt: now, updatedAt: now }]);
      await qi.bulkInsert('orders', [
        {
          id: 1,
          customerName: 'A',
          customerEmail: 'a@example.test',
          customerAddress: 'Somewhere 1',
          subtotal: 1003,
          shipping: 999,
          totalAmount: 2002,
          status: 'pending',
          createdAt: now,
          updatedAt: now,
        },
      ]);
      await qi.bulkInsert('order_lines', [{ orderId: 1, productId: 3, name: 'Product 3', quantity: 1, price: 1003 }]);

      await migrate(sequelize);

      const rows = await sequelize.query<Record<string, unknown>>('SELECT * FROM products ORDER BY id', { type: QueryTypes.SELECT });
      expect(rows.map((row) => [Number(row.id), Number(row.stock), toBoolean(row.archived), Number(row.version)])).toEqual([
        [3, stockFor(3), false, 1],
        [7, 0, false, 1],
        [12, stockFor(12), false, 1],
      ]);
      expect(rows.every((row) => !('inStock' in row))).toBe(true);
      const [lesson] = await sequelize.query<Record<string, unknown>>('SELECT * FROM lessons', { type: QueryTypes.SELECT });
      expect([Number(lesson!.id), toBoolean(lesson!.archived), Number(lesson!.version)]).toEqual([5, false, 1]);
      const count = async (table: string) =>
        Number((await sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0]!.n);
      expect([await count('cart_items'), await count('order_lines'), await count('audit_log')]).toEqual([1, 1, 0]);
      if (sequelize.getDialect() === 'mysql') {
        // Room for 50,000 characters of up to four bytes each (TEXT holds 65,535 bytes).
        for (const table of ['lessons', 'blog_posts']) expect((await qi.describeTable(table)).content!.type).toBe('MEDIUMTEXT');
      }

      await migrator(sequelize).down({ to: '0004-back-office' });
      const restored = await sequelize.query<Record<string, unknown>>('SELECT * FROM products ORDER BY id', { type: QueryTypes.SELECT });
      expect(restored.map((row) => [Number(row.id), toBoolean(row.inStock), 'stock' in row, 'archived' in row])).toEqual([
        [3, true, false, false],
        [7, false, false, false],
        [12, true, false, false],
      ]);
      expect([await count('cart_items'), await count('order_lines')]).toEqual([1, 1]);
    } finally {
      await sequelize.close();
      await database.drop();
    }
  }, 30_000);

  it('gives an old catalogue the stock the seed gives a new one', () => {
    for (const [index, product] of seedProducts.entries()) {
      expect(product.stock).toBe(product.stock === 0 ? 0 : stockFor(index + 1));
    }
    expect(seedProducts.filter((product) => !isInStock(product.stock))).toHaveLength(1);
  });
});
