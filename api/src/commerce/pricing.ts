import {
  BACK_OFFICE_MESSAGES,
  discountedTotals,
  ORDER_MESSAGES,
  type DiscountedTotals,
  type DiscountTerms,
  type OrderLine,
  type OrderLineRequest,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { isInStock } from '@kingside/contracts/admin';
import { conflict } from '../shared/http/errors';

/** What pricing needs to know of a product, as the database has it now. */
export interface ProductForPricing {
  id: number;
  name: string;
  price: number;
  stock: number;
  archived: boolean;
}

export interface PricedOrder extends DiscountedTotals {
  lines: OrderLine[];
}

/** The lines at the database's prices, each judged on its own (the first refusal of priceOrder's list wins). */
export function priceLines(items: readonly OrderLineRequest[], products: readonly ProductForPricing[]): OrderLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return items.map((item): OrderLine => {
    const product = byId.get(item.productId);
    if (!product) throw conflict(API_MESSAGES.productNotFound);
    if (product.archived) throw conflict(BACK_OFFICE_MESSAGES.productUnavailable(product.name));
    if (!isInStock(product.stock)) throw conflict(API_MESSAGES.outOfStock);
    if (item.quantity > product.stock) throw conflict(ORDER_MESSAGES.onlyLeft(product.stock, product.name));
    return { productId: product.id, name: product.name, quantity: item.quantity, price: product.price };
  });
}

/**
 * Prices an order from the database, never from the browser (docs/architecture.md §3), and refuses it when the
 * browser's view differs: the customer must see what they pay before paying it. All refusals are 409,
 * the state of the catalogue conflicting with the cart the browser holds:
 *  - a product that no longer exists: "Product not found";
 *  - a product an administrator archived: "<name> is no longer available.";
 *  - a product out of stock: "This product is currently out of stock.";
 *  - a line asking for more than the product has left: "Only <left> left of <name>." (ORDER_MESSAGES.onlyLeft);
 *  - any unit price, or the total (shipping rule of docs/spec.md §9 included), different from what the browser
 *    showed: "Prices have changed. Please review your cart."
 * The lines are judged in order, each on its own first (the first refusal wins), then the prices. The stock
 * read here is the transaction's view: the decrement itself (commerce/stock.ts) is the rule under concurrency.
 * `discount`: the terms of the order's discount code (issue 44), already judged (promotions/codes.ts); the total the
 * browser showed must be the discounted one.
 */
export function priceOrder(
  items: readonly OrderLineRequest[],
  totalAmount: number,
  products: readonly ProductForPricing[],
  discount: Pick<DiscountTerms, 'kind' | 'value'> | null = null,
): PricedOrder {
  const lines = priceLines(items, products);
  if (lines.some((line, index) => line.price !== items[index]?.price)) throw conflict(API_MESSAGES.pricesChanged);
  const totals = discountedTotals(lines, discount);
  if (totals.total !== totalAmount) throw conflict(API_MESSAGES.pricesChanged);
  return { ...totals, lines };
}
