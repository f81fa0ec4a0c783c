import {
  discountedTotals,
  orderTotals,
  type Cart,
  type CartDiscount,
  type CartItem,
  type OrderTotals,
  type Product,
} from '@kingside/contracts';

export interface PricedLine {
  product: Product;
  quantity: number;
  /** unit price × quantity, in cents */
  lineTotal: number;
}

/** The order's totals, and what a discount code takes off the subtotal when one applies (issue 44). */
export type CartTotals = OrderTotals & { discount?: number };

export interface PricedCart {
  /** the lines that can be ordered */
  lines: PricedLine[];
  /**
   * Cart items whose product the api no longer sells (missing from `GET /api/products?ids=`: archived by the back
   * office, or gone): shown as "No longer available" with Remove, and never counted, charged or ordered.
   */
  unavailable: CartItem[];
  /** units that can be ordered: the quantities of `lines` */
  itemCount: number;
  /** with the cart's discount code taken off when it applies (`discount`: the cents it takes off; absent otherwise) */
  totals: CartTotals;
  /**
   * The cart's discount code (issue 44, docs/spec.md §7.17), absent without one. `applies` is false while the goods'
   * subtotal is under the code's minimum: the totals leave it out, and the order is placed without it.
   */
  discount?: { terms: CartDiscount; applies: boolean };
}

/** Nothing to ship: no shipping fee either (orderTotals would charge it below the free-shipping threshold). */
const NOTHING: OrderTotals = { subtotal: 0, shipping: 0, total: 0 };

/**
 * The cart's lines priced from its products (docs/spec.md §2.9: the cart page reads the products of its lines by id),
 * in the cart's order, with the totals of docs/spec.md §9. The api answers only products on sale, so a product the
 * back office archived is simply not in the answer: its line is set apart as unavailable instead of priced.
 */
export function priceCart(cart: Cart, products: readonly Product[]): PricedCart {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: PricedLine[] = [];
  const unavailable: CartItem[] = [];
  for (const item of cart.items) {
    const product = byId.get(item.productId);
    if (product) lines.push({ product, quantity: item.quantity, lineTotal: product.price * item.quantity });
    else unavailable.push({ productId: item.productId, quantity: item.quantity });
  }
  const priced = lines.map((line) => ({ price: line.product.price, quantity: line.quantity }));
  const subtotal = priced.reduce((sum, line) => sum + line.price * line.quantity, 0);
  // The server judges the code again when the order is placed; here only its minimum can change with the lines.
  const terms = cart.discount;
  const applies = !!terms && lines.length > 0 && (terms.minSubtotal === null || subtotal >= terms.minSubtotal);
  return {
    lines,
    unavailable,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: lines.length === 0 ? NOTHING : applies && terms ? discountedTotals(priced, terms) : orderTotals(priced),
    ...(terms ? { discount: { terms, applies } } : {}),
  };
}
