import { orderTotals, type Cart, type OrderTotals, type Product } from '@kingside/contracts';

export interface PricedLine {
  product: Product;
  quantity: number;
  /** unit price × quantity, in cents */
  lineTotal: number;
}

export interface PricedCart {
  lines: PricedLine[];
  /** cart items whose product is no longer in the catalogue: shown as unavailable, never charged */
  unavailable: number[];
  totals: OrderTotals;
}

/**
 * The cart's lines priced from the product list (spec §2: the cart page loads all products to price the
 * lines), in the cart's order, with the totals of spec §9.
 */
export function priceCart(cart: Cart, products: readonly Product[]): PricedCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: PricedLine[] = [];
  const unavailable: number[] = [];
  for (const item of cart.items) {
    const product = byId.get(item.productId);
    if (product) lines.push({ product, quantity: item.quantity, lineTotal: product.price * item.quantity });
    else unavailable.push(item.productId);
  }
  return { lines, unavailable, totals: orderTotals(lines.map((line) => ({ price: line.product.price, quantity: line.quantity }))) };
}
