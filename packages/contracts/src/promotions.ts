import { formatCents, orderTotals, type OrderTotals, type PricedLine } from './money';

/*
 * Promotions (issue 44 point 1, docs/spec.md §7.17): discount codes entered in the cart and priced by the server, and
 * bundles, products that are a set of other products at a price of their own. The api, the cart, the checkout, the
 * order views, the e-mails and the back office read these; nothing restates them.
 */

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A code is 3 to 32 letters, digits, "-" or "_", compared without case (kept upper-cased). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
/** The most a percentage code takes off, and the largest fixed amount ($10,000). */
export const DISCOUNT_PERCENT_MAX = 100;
export const DISCOUNT_AMOUNT_MAX = 1_000_000;
/** The most parts a bundle holds, and the most of one part. */
export const BUNDLE_PARTS_MAX = 10;
export const BUNDLE_PART_QUANTITY_MAX = 10;

/** What a code takes off: `value` is a whole percentage (1-100) or cents. */
export interface DiscountTerms {
  code: string;
  kind: DiscountKind;
  value: number;
  /** the goods' subtotal (cents) the code needs, null: none */
  minSubtotal: number | null;
}

/** How a code entered by hand is compared: trimmed, upper-cased. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

/**
 * The cents a code takes off a subtotal of goods: a percentage rounded to the nearest cent (half up), a fixed amount at
 * most the subtotal. Shipping is never discounted, and is still decided by the goods' subtotal before the discount.
 */
export function discountAmount(terms: Pick<DiscountTerms, 'kind' | 'value'>, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (terms.kind === 'percent') return Math.min(subtotal, Math.floor((subtotal * terms.value + 50) / 100));
  return Math.min(subtotal, terms.value);
}

export interface DiscountedTotals extends OrderTotals {
  /** cents taken off the subtotal (0 without a code) */
  discount: number;
}

/** An order's totals with a code: subtotal − discount + shipping (shipping by the subtotal before the discount). */
export function discountedTotals(lines: readonly PricedLine[], terms: Pick<DiscountTerms, 'kind' | 'value'> | null): DiscountedTotals {
  const totals = orderTotals(lines);
  const discount = terms ? discountAmount(terms, totals.subtotal) : 0;
  return { ...totals, discount, total: totals.total - discount };
}

/** How a code's line reads in the cart, the checkout, the order pages and the e-mails: "Discount (SPRING10)". */
export const discountLabel = (code: string): string => `Discount (${code})`;

/** A discount applied to an order: the code and the cents it took off. */
export interface OrderDiscount {
  code: string;
  amount: number;
}

/** The cart's code (GET /api/cart/{id} carries it once one is applied). */
export type CartDiscount = DiscountTerms;

/** Body of PUT /api/cart/{cartId}/discount-code. */
export interface ApplyDiscountRequest {
  code: string;
}

/** A discount code as the back office edits it (POST, PUT /api/admin/discount-codes). Dates are ISO strings. */
export interface DiscountCodeInput {
  code: string;
  kind: DiscountKind;
  value: number;
  minSubtotal: number | null;
  startsAt: string | null;
  endsAt: string | null;
  /** the most orders that may use it, null: no limit */
  usageLimit: number | null;
  /** each member once (a guest must sign in to use it) */
  oncePerMember: boolean;
}

export interface AdminDiscountCode extends DiscountCodeInput {
  id: number;
  /** orders placed with it (a cancelled order gives its use back) */
  timesUsed: number;
  /** when an administrator ended it, null while it runs */
  endedAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface BundlePart {
  productId: number;
  quantity: number;
}

/** A bundle as the back office edits it: a product of its own (name, price, …) and its parts. */
export interface BundleInput {
  name: string;
  description: string;
  imageUrl: string;
  price: number;
  category: string;
  parts: BundlePart[];
}

export interface AdminBundle extends BundleInput {
  /** the bundle's product id (a bundle is a product) */
  id: number;
  parts: (BundlePart & { name: string; stock: number })[];
  /** what can be sold: the least, over its parts, of the part's stock divided by the units the bundle holds */
  stock: number;
  /** units sold in orders that were not cancelled */
  sold: number;
  archived: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A bundle's stock: the fewest whole bundles its parts can make (0 without parts). */
export function bundleStock(parts: readonly { quantity: number; stock: number }[]): number {
  if (parts.length === 0) return 0;
  return Math.max(0, Math.min(...parts.map((part) => Math.floor(part.stock / part.quantity))));
}

export const PROMOTION_API = {
  /** PUT `{code}` applies a code to the cart; DELETE removes it */
  cartCode: (cartId: string) => `/api/cart/${cartId}/discount-code`,
  adminCodes: '/api/admin/discount-codes',
  adminCode: (id: number | string) => `/api/admin/discount-codes/${id}`,
  endCode: (id: number | string) => `/api/admin/discount-codes/${id}/end`,
  adminBundles: '/api/admin/bundles',
  adminBundle: (id: number | string) => `/api/admin/bundles/${id}`,
  endBundle: (id: number | string) => `/api/admin/bundles/${id}/end`,
} as const;

/** The audit log's entities and actions of promotions (docs/spec.md §7.8). */
export const DISCOUNT_CODE_ENTITY = 'discount-code';
export const BUNDLE_ENTITY = 'bundle';
export const PROMOTION_AUDIT = {
  codeCreate: 'discount-code.create',
  codeUpdate: 'discount-code.update',
  codeEnd: 'discount-code.end',
  bundleCreate: 'bundle.create',
  bundleUpdate: 'bundle.update',
  bundleEnd: 'bundle.end',
} as const;

export const PROMOTION_MESSAGES = {
  /** unknown, ended by an administrator, or not started yet */
  notValid: 'This code is not valid',
  expired: 'This code has expired',
  limitReached: 'This code has reached its limit',
  minSubtotal: (cents: number) => `This code needs a subtotal of at least ${formatCents(cents)}`,
  alreadyUsed: 'You have already used this code',
  signIn: 'Sign in to use this code',
  /** 400: the code's form */
  codeFormat: 'Enter a code of 3 to 32 letters, digits, "-" or "_"',
  /** 409 on the back office's create and edit: codes are unique */
  codeExists: 'A discount code with this code already exists',
  notFound: 'Not found',
  percentRange: `A percentage must be a whole number from 1 to ${DISCOUNT_PERCENT_MAX}`,
  amountRange: 'An amount must be a whole number of cents, at least 1',
  endsBeforeStart: 'The end must come after the start',
  /** bundles */
  partsRequired: `A bundle holds 2 to ${BUNDLE_PARTS_MAX} different products`,
  partUnknown: (productId: number) => `Product ${productId} cannot be part of a bundle`,
  /** the cart: what the code takes off, and the line the summary shows */
  applied: (code: string) => `Code ${code} applied.`,
  removed: 'Code removed.',
  alreadyEnded: 'This was already ended.',
} as const;
