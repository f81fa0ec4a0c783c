import type { Cart } from './entities';

/*
 * Saved addresses and Order again (issue 44 point 4, docs/spec.md §7.4): a member keeps an address book of the
 * checkout's shipping fields (the name and the address; their rules are the checkout's, contracts' customerFields),
 * offered at checkout; an earlier order's lines go back into a cart at today's prices and stock.
 */

/** The most addresses one member keeps: a book, not a store (docs/spec.md §9). */
export const MAX_SAVED_ADDRESSES = 10;

/** Body of POST /api/me/addresses and PUT /api/me/addresses/{id}: the checkout's field names, so a saved address fills the form as it is. */
export interface SavedAddressInput {
  customerName: string;
  customerAddress: string;
}

/** One address of the book, with its version (its ETag: an edit or a delete names it in If-Match). */
export interface SavedAddress extends SavedAddressInput {
  id: number;
  version: number;
}

export const ADDRESS_API = {
  /** the signed-in member's addresses, oldest first (GET), or a new one (POST) */
  list: '/api/me/addresses',
  item: (id: number | string) => `/api/me/addresses/${id}`,
} as const;

export const ADDRESS_MESSAGES = {
  /** 404: no such address, or another member's */
  notFound: 'Address not found',
  /** 409 on POST /api/me/addresses */
  bookFull: `Your address book is full: it keeps at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`,
  /** 409 on POST and PUT: the same name and address are already in the book */
  alreadySaved: 'This address is already in your address book',
  /** 400 on POST /api/orders: `saveAddress` without a member token */
  membersOnly: 'Sign in to save an address',
} as const;

/** Body of POST /api/me/orders/{id}/order-again: the cart to fill (the browser's). */
export interface OrderAgainRequest {
  cartId: string;
}

/** A line of the order whose product is still sold: how many were ordered, added now, and in the cart after. */
export interface OrderAgainLine {
  productId: number;
  /** the product's name today */
  name: string;
  ordered: number;
  /** 0 when the cart already held all there is room for */
  added: number;
  /** the cart line's quantity afterwards */
  inCart: number;
  /** what held the line under ordered + what the cart had: the stock left, or the per-line limit (MAX_LINE_QUANTITY) */
  limitedBy: 'stock' | 'lineLimit' | null;
}

/** A line left out: its product was archived or removed (`unavailable`), or has no stock (`outOfStock`). */
export interface OrderAgainSkipped {
  productId: number;
  /** today's name, or the name as ordered when the product is gone */
  name: string;
  reason: 'unavailable' | 'outOfStock';
}

/** Answer of POST /api/me/orders/{id}/order-again. */
export interface OrderAgainResult {
  orderId: number;
  cart: Cart;
  lines: OrderAgainLine[];
  skipped: OrderAgainSkipped[];
}
