import { SHIPPING_FEE_CENTS, type Product } from '@kingside/contracts';
import { priceCart } from './pricedLines';

const product = (id: number, price: number): Product => ({
  id,
  name: `Product ${id}`,
  description: '',
  imageUrl: `/images/products/${id}.svg`,
  price,
  inStock: true,
  category: 'Books',
});

describe('priceCart', () => {
  const products = [product(1, 1999), product(2, 2500), product(3, 4995)];

  it('prices each line from the product list, in the cart order', () => {
    const priced = priceCart(
      {
        id: 'c',
        items: [
          { productId: 2, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      },
      products,
    );
    expect(priced.lines.map((l) => [l.product.id, l.quantity, l.lineTotal])).toEqual([
      [2, 1, 2500],
      [1, 2, 3998],
    ]);
    expect(priced.totals).toEqual({ subtotal: 6498, shipping: 0, total: 6498 });
  });

  it('charges shipping below $50 and not from $50 up', () => {
    expect(priceCart({ id: 'c', items: [{ productId: 3, quantity: 1 }] }, products).totals).toEqual({
      subtotal: 4995,
      shipping: SHIPPING_FEE_CENTS,
      total: 4995 + SHIPPING_FEE_CENTS,
    });
    const atThreshold = priceCart({ id: 'c', items: [{ productId: 2, quantity: 2 }] }, products).totals;
    expect(atThreshold).toEqual({ subtotal: 5000, shipping: 0, total: 5000 });
  });

  it('keeps products missing from the catalogue out of the lines and the totals', () => {
    const priced = priceCart(
      {
        id: 'c',
        items: [
          { productId: 9, quantity: 1 },
          { productId: 1, quantity: 1 },
        ],
      },
      products,
    );
    expect(priced.lines).toHaveLength(1);
    expect(priced.unavailable).toEqual([{ productId: 9, quantity: 1 }]);
    expect(priced.totals.subtotal).toBe(1999);
  });

  it('leaves products that are no longer in the list out of the item count and the totals, keeping their quantities apart', () => {
    const priced = priceCart(
      {
        id: 'c',
        items: [
          { productId: 1, quantity: 1 },
          { productId: 7, quantity: 3 },
          { productId: 2, quantity: 1 },
          { productId: 8, quantity: 5 },
        ],
      },
      products,
    );
    expect(priced.lines.map((l) => l.product.id)).toEqual([1, 2]);
    expect(priced.unavailable).toEqual([
      { productId: 7, quantity: 3 },
      { productId: 8, quantity: 5 },
    ]);
    expect(priced.itemCount).toBe(2);
    expect(priced.totals).toEqual({ subtotal: 4499, shipping: SHIPPING_FEE_CENTS, total: 4499 + SHIPPING_FEE_CENTS });
  });

  it('charges nothing, not even shipping, when no item can be ordered any more', () => {
    const priced = priceCart({ id: 'c', items: [{ productId: 9, quantity: 2 }] }, products);
    expect(priced).toEqual({
      lines: [],
      unavailable: [{ productId: 9, quantity: 2 }],
      itemCount: 0,
      totals: { subtotal: 0, shipping: 0, total: 0 },
    });
  });
});
