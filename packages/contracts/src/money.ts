/**
 * Money is integer US cents everywhere (spec §9): the browser formats it, the server computes with it.
 * The shipping rule lives here once so the checkout summary and the order endpoint cannot disagree.
 */
export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const SHIPPING_FEE_CENTS = 999;

// Built on first use: constructing an Intl formatter loads locale data, tens of milliseconds on a slow
// phone, and every page imports this module at start-up whether it shows a price or not.
let usd: Intl.NumberFormat | undefined;

/** 1234 -> "$12.34" */
export function formatCents(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents / 100);
}

/** Free when the subtotal is at least $50, otherwise $9.99. An empty order ships nothing. */
export function shippingFor(subtotalCents: number): number {
  if (subtotalCents <= 0) return 0;
  return subtotalCents >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS;
}

export interface PricedLine {
  quantity: number;
  /** unit price in cents */
  price: number;
}

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  total: number;
}

export function orderTotals(lines: readonly PricedLine[]): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const shipping = shippingFor(subtotal);
  return { subtotal, shipping, total: subtotal + shipping };
}
