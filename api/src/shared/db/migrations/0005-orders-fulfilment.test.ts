import { QueryTypes } from 'sequelize';
import { toBoolean } from '../values';
import { connect, prepareConnection } from '../connect';
import { migrator } from '../migrate';
import { createTestDatabase } from '../../../testing/testApp';

/*
 * 0005-orders-fulfilment on a database that already has orders, on SQLite and MariaDB: existing orders get
 * their first history entry (pending, when they were placed), no member and stockTaken false (their units
 * were never taken, so a cancellation must not put any back); the new tables and indexes exist; rolling back
 * keeps every order and line.
 */

const BEFORE = '0004-back-office';

interface IndexInfo {
  name: string;
  unique: boolean;
  fields: { attribute: string }[];
}

it('backfills the history of existing orders, adds the new columns, tables and indexes, and rolls back keeping the orders', async () => {
  const database = await createTestDatabase();
  const sequelize = connect(database.url, 2);
  try {
    await prepareConnection(sequelize);
    await migrator(sequelize).up({ to: BEFORE });
    const qi = sequelize.getQueryInterface();
    const placed = [new Date('2026-01-05T10:00:00.000Z'), new Date('2026-02-07T16:30:00.000Z')];
    await qi.bulkInsert('products', [
      {
        id: 4,
        name: 'Old Board',
        description: 'D',
        imageUrl: '/images/p.svg',
        price: 2500,
        stock: 3,
        category: 'Chess Boards',
        archived: false,
        version: 1,
        createdAt: placed[0],
        updatedAt: placed[0],
      },
    ]);
    await qi.bulkInsert(
      'orders',
      placed.map((at, index) => ({
        id: index + 1,
        customerName: `Customer ${index + 1}`,
        customerEmail: `c${index + 1}@example.test`,
        customerAddress: 'Somewhere 1',
        subtotal: 2500,
        shipping: 999,
        totalAmount: 3499,
        status: 'pending',
        createdAt: at,
        updatedAt: at,
      })),
    );
    await qi.bulkInsert('order_lines', [
      { orderId: 1, productId: 4, name: 'Old Board', quantity: 1, price: 2500 },
      { orderId: 2, productId: 4, name: 'Old Board', quantity: 1, price: 2500 },
    ]);

    await migrator(sequelize).up();

    const orders = await sequelize.query<Record<string, unknown>>('SELECT * FROM orders ORDER BY id', { type: QueryTypes.SELECT });
    expect(orders.map((row) => [Number(row.id), row.userId, toBoolean(row.stockTaken)])).toEqual([
      [1, null, false],
      [2, null, false],
    ]);
    const history = await sequelize.query<Record<string, unknown>>('SELECT * FROM order_status_changes ORDER BY id', {
      type: QueryTypes.SELECT,
    });
    expect(
      history.map((row) => [Number(row.orderId), row.status, new Date(String(row.at)).getTime(), row.adminId, row.adminEmail, row.note]),
    ).toEqual(placed.map((at, index) => [index + 1, 'pending', at.getTime(), null, null, null]));
    expect(await sequelize.query('SELECT * FROM mail_queue', { type: QueryTypes.SELECT })).toEqual([]);

    const indexes = async (table: string) =>
      ((await qi.showIndex(table)) as IndexInfo[]).map((index) => index.fields.map((field) => field.attribute));
    expect(await indexes('orders')).toEqual(expect.arrayContaining([['userId', 'createdAt'], ['createdAt'], ['status', 'createdAt']]));
    expect(await indexes('order_status_changes')).toEqual(expect.arrayContaining([['orderId', 'at']]));
    expect(await indexes('mail_queue')).toEqual(expect.arrayContaining([['nextAttemptAt']]));

    // An order placed from now on takes stock unless told otherwise.
    await qi.bulkInsert('orders', [
      {
        id: 3,
        customerName: 'New',
        customerEmail: 'n@example.test',
        customerAddress: 'Somewhere 2',
        subtotal: 1,
        shipping: 0,
        totalAmount: 1,
        status: 'pending',
        createdAt: placed[1],
        updatedAt: placed[1],
      },
    ]);
    const [fresh] = await sequelize.query<Record<string, unknown>>('SELECT stockTaken FROM orders WHERE id = 3', {
      type: QueryTypes.SELECT,
    });
    expect(toBoolean(fresh!.stockTaken)).toBe(true);

    await migrator(sequelize).down({ to: '0005-orders-fulfilment' });
    const kept = await sequelize.query<Record<string, unknown>>('SELECT * FROM orders ORDER BY id', { type: QueryTypes.SELECT });
    expect(kept.map((row) => [Number(row.id), 'userId' in row, 'stockTaken' in row])).toEqual([
      [1, false, false],
      [2, false, false],
      [3, false, false],
    ]);
    const lines = await sequelize.query<{ n: number }>('SELECT COUNT(*) AS n FROM order_lines', { type: QueryTypes.SELECT });
    expect(Number(lines[0]!.n)).toBe(2);
    const tables = (await qi.showAllTables()).map(String);
    expect(tables).not.toContain('order_status_changes');
    expect(tables).not.toContain('mail_queue');
    // And up again.
    await migrator(sequelize).up();
    expect(await migrator(sequelize).pending()).toEqual([]);
  } finally {
    await sequelize.close();
    await database.drop();
  }
}, 30_000);
