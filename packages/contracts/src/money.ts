/**
 * Money is integer US cents everywhere (docs/spec.md §9): the browser formats it, the server computes with it.
 * The shipping rule lives here once so the checkout summary and the order endpoint cannot disagree.
 */
/** The currency every price is in (ISO 4217), as schema.org's priceCurrency says it. */
export const CURRENCY = 'USD';

/** 8999 -> "89.99": a price in cents as a decimal number of CURRENCY, as schema.org's Offer.price wants it. */
export function decimalPrice(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  return `${cents < 0 && whole > 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

export const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
export const SHIPPING_FEE_CENTS = 999;

/**
 * 1234 -> "$12.34", 123456 -> "$1,234.56", -999 -> "-$9.99": what Intl.NumberFormat('en-US', USD) prints
 * (money.test.ts holds the two equal). By hand, because that formatter's first construction loads currency
 * data, a long task in the middle of the first render of every page that shows a price (on a phone most of all).
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = formatCount(Math.floor(whole / 100));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A whole number 0 or more with en-US thousands separators, 10000 -> "10,000": by hand, for the reason above (a
 * formatter made when a module loads costs every page its construction, needed or not).
 */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
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
