import { createTestApp, type TestApp } from '../testApp';
import { changeCounts, changedTables } from './changeCounts';

/* The hostile suites' change signal (changeCounts.ts): it must see every committed write, where it landed, and
 * nothing else, on both databases. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

it('sees an insert, an update and a delete, each in its own table', async () => {
  const { Testimonial, Product } = t.db.models;
  const before = await changeCounts(t.db);
  const product = await Product.findOne({ order: [['id', 'ASC']] });
  await product!.update({ stock: Number(product!.stock) + 1 });
  expect(changedTables(before, await changeCounts(t.db))).toEqual(['products']);

  const middle = await changeCounts(t.db);
  const testimonial = await Testimonial.findOne();
  await testimonial!.destroy();
  expect(changedTables(middle, await changeCounts(t.db))).toEqual(['testimonials']);
});

it('sees nothing after reads, or after a write rolled back', async () => {
  const { Product } = t.db.models;
  const before = await changeCounts(t.db);
  await Product.findAll();
  await t.db.sequelize
    .transaction(async (transaction) => {
      await Product.update({ stock: 0 }, { where: {}, transaction });
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect(changedTables(before, await changeCounts(t.db))).toEqual([]);
});
