import { connect } from './connect';
import { migrate, migrator } from './migrate';
import { createTestDatabase, dbKind } from '../testing/testApp';

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
  });

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
  });
});
