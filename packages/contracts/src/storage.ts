import { cookieValue } from './cookies';

/** Client storage keys of docs/spec.md §3 (localStorage). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  cartId: 'cartId',
} as const;

/**
 * What a browser keeps in localStorage that changes how a page looks: a cart, a member's session. The browser says it in
 * a cookie (KEEPS_COOKIE, the flags alone, never the id or the token), so that the server can draw a page as this
 * visitor sees it where it does not need their data: a browser that keeps neither is a guest with an empty cart
 * (docs/architecture.md §10.3).
 */
export interface BrowserKeeps {
  cart: boolean;
  member: boolean;
}

export const KEEPS_COOKIE = 'kingside_keeps';

/** The cookie's value, and the server-drawn page's `data-keeps`: `cart.member`, `cart`, `member` or empty. */
export const keepsValue = (keeps: BrowserKeeps): string =>
  [keeps.cart ? 'cart' : '', keeps.member ? 'member' : ''].filter(Boolean).join('.');

/** The flags in a value keepsValue wrote; anything else in it is ignored. */
export function parseKeeps(value: string): BrowserKeeps {
  const flags = value.split('.');
  return { cart: flags.includes('cart'), member: flags.includes('member') };
}

/** What a request's Cookie header says the browser keeps: without the cookie, nothing. */
export function keepsOfCookieHeader(header: string | undefined): BrowserKeeps {
  return parseKeeps(cookieValue(header, KEEPS_COOKIE) ?? '');
}
