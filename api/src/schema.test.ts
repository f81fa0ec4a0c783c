import { createTestApp, type TestApp } from './testing/testApp';

/*
 * What the catalogue, cart and order endpoints rely on from the migrated schema, on SQLite and MariaDB:
 * the indexes their queries filter on, the unique constraints that make concurrent writes safe, and
 * columns that give back exactly what was stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(async () => t.close());

interface IndexInfo {
  name: string;
  unique: boolean;
  primary?: boolean;
  fields: { attribute: string }[];
}

async function indexes(table: string): Promise<{ fields: string[]; unique: boolean }[]> {
  const found = (await t.db.sequelize.getQueryInterface().showIndex(table)) as IndexInfo[];
  return found.map((index) => ({ fields: index.fields.map((field) => field.attribute), unique: Boolean(index.unique) }));
}

describe('the migrated schema', () => {
  it.each([
    ['lessons', ['level'], false],
    ['blog_posts', ['category'], false],
    ['products', ['category'], false],
    ['order_lines', ['orderId'], false],
    ['cart_items', ['cartId', 'productId'], true],
    ['orders', ['idempotencyKey'], true],
    ['audit_log', ['entity', 'entityId'], false],
    ['audit_log', ['at'], false],
    // The remote registry (migration 0010): a version name once per remote, one failure counter per minute.
    ['remote_versions', ['remote', 'version'], true],
    ['remote_activations', ['remote', 'id'], false],
    ['remote_failures', ['remote', 'version', 'minute'], true],
    // Payments (migration 0012): one payment per order, found by its Checkout Session or its payment intent.
    ['order_payments', ['orderId'], true],
    ['order_payments', ['sessionId'], true],
    ['order_payments', ['paymentIntentId'], false],
    // A member's address book (migration 0015), listed and counted per member.
    ['saved_addresses', ['userId', 'id'], false],
  ])('indexes %s on %p (unique: %p)', async (table, fields, unique) => {
    expect(await indexes(table)).toContainEqual({ fields, unique });
  });

  it('refuses a second line for the same product in one cart', async () => {
    const { Cart, CartItem, Product } = t.db.models;
    const product = await Product.create({
      name: 'Clock',
      description: 'A clock',
      imageUrl: '/images/c.svg',
      price: 4999,
      category: 'Chess Clocks',
    });
    await Cart.create({ id: '0b0e4f5e-2f4c-4a7e-9d1b-7c5d3e2f1a00' });
    await CartItem.create({ cartId: '0b0e4f5e-2f4c-4a7e-9d1b-7c5d3e2f1a00', productId: product.id, quantity: 1 });
    await expect(CartItem.create({ cartId: '0b0e4f5e-2f4c-4a7e-9d1b-7c5d3e2f1a00', productId: product.id, quantity: 1 })).rejects.toThrow();
    // Deleting a cart deletes its lines.
    await Cart.destroy({ where: { id: '0b0e4f5e-2f4c-4a7e-9d1b-7c5d3e2f1a00' } });
    expect(await CartItem.count({ where: { cartId: '0b0e4f5e-2f4c-4a7e-9d1b-7c5d3e2f1a00' } })).toBe(0);
  });

  it('gives back half-star ratings, dates, booleans, stock and cents as stored', async () => {
    const { Testimonial, BlogPost, Product } = t.db.models;
    const testimonial = await Testimonial.create({
      name: 'A',
      imageUrl: '/images/a.svg',
      rating: 4.5,
      testimonial: 'Good',
      playerLevel: 'Club',
    });
    expect(Number((await Testimonial.findByPk(testimonial.id))!.rating)).toBe(4.5);
    const post = await BlogPost.create({
      title: 'T',
      excerpt: 'E',
      content: 'C',
      imageUrl: '/images/b.svg',
      category: 'History',
      publishedDate: '2025-02-28',
    });
    expect(String((await BlogPost.findByPk(post.id))!.publishedDate)).toBe('2025-02-28');
    const product = await Product.create({
      name: 'P',
      description: 'D',
      imageUrl: '/images/p.svg',
      price: 2_000_000_00,
      stock: 1_000_000,
      archived: true,
      category: 'Books',
    });
    const stored = (await Product.findByPk(product.id))!;
    expect(Number(stored.price)).toBe(2_000_000_00);
    expect(Number(stored.stock)).toBe(1_000_000);
    expect([true, 1]).toContain(stored.archived as unknown);
    // A new record: no stock, live, version 1.
    const defaulted = await Product.create({ name: 'Q', description: 'D', imageUrl: '/images/q.svg', price: 1, category: 'Books' });
    const fresh = (await Product.findByPk(defaulted.id))!;
    expect([Number(fresh.stock), Number(fresh.version)]).toEqual([0, 1]);
    expect([false, 0]).toContain(fresh.archived as unknown);
  });
});
