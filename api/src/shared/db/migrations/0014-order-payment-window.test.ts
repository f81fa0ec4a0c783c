import { QueryTypes } from 'sequelize';
import { connect, prepareConnection } from '../connect';
import { migrator } from '../migrate';
import { createTestDatabase } from '../../../testing/testApp';

/*
 * 0014-order-payment-window on a database that already has orders, on SQLite and MariaDB: a pending order with a
 * Stripe payment gets the hour its Checkout Session had as its payment window; a simulated order (no payment) and an
 * order no longer pending get none; the index exists; rolling back drops the column and keeps the orders.
 */

const BEFORE = '0013-training';

interface IndexInfo {
  fields: { attribute: string }[];
}

it('gives pending Stripe orders their session’s hour as their payment window, and rolls back keeping the orders', async () => {
  const database = await createTestDatabase();
  const sequelize = connect(database.url, 2);
  try {
    await prepareConnection(sequelize);
    await migrator(sequelize).up({ to: BEFORE });
    const qi = sequelize.getQueryInterface();
    const placed = new Date('2026-03-04T10:00:00.000Z');
    const order = (id: number, status: string) => ({
      id,
      customerName: `Customer ${id}`,
      customerEmail: `c${id}@example.test`,
      customerAddress: 'Somewhere 1',
      subtotal: 2500,
      shipping: 0,
      totalAmount: 2500,
      status,
      stockTaken: true,
      createdAt: placed,
      updatedAt: placed,
    });
    // 1: pending through Stripe; 2: paid through Stripe; 3: pending, simulated.
    await qi.bulkInsert('orders', [order(1, 'pending'), order(2, 'paid'), order(3, 'pending')]);
    const payment = (orderId: number, status: string) => ({
      orderId,
      provider: 'stripe',
      sessionId: `cs_test_${orderId}`,
      amount: 2500,
      currency: 'usd',
      status,
      createdAt: placed,
      updatedAt: placed,
    });
    await qi.bulkInsert('order_payments', [payment(1, 'open'), payment(2, 'paid')]);

    await migrator(sequelize).up();

    const rows = await sequelize.query<{ id: number; paymentDueAt: Date | string | null }>(
      'SELECT id, paymentDueAt FROM orders ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(rows.map((row) => [Number(row.id), row.paymentDueAt === null ? null : new Date(row.paymentDueAt).toISOString()])).toEqual([
      [1, '2026-03-04T11:00:00.000Z'],
      [2, null],
      [3, null],
    ]);
    const indexes = ((await qi.showIndex('orders')) as IndexInfo[]).map((index) => index.fields.map((field) => field.attribute));
    expect(indexes).toContainEqual(['status', 'paymentDueAt']);

    await migrator(sequelize).down({ to: '0014-order-payment-window' });
    const kept = await sequelize.query<Record<string, unknown>>('SELECT * FROM orders ORDER BY id', { type: QueryTypes.SELECT });
    expect(kept.map((row) => [Number(row.id), 'paymentDueAt' in row])).toEqual([
      [1, false],
      [2, false],
      [3, false],
    ]);
    await migrator(sequelize).up();
    expect(await migrator(sequelize).pending()).toEqual([]);
  } finally {
    await sequelize.close();
    await database.drop();
  }
}, 30_000);
