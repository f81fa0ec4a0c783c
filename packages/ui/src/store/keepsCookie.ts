import { KEEPS_COOKIE, keepsValue } from '@kingside/contracts';

/** A year, renewed at every start-up: the cookie lasts as long as what it speaks of is kept. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server what this browser keeps (contracts' KEEPS_COOKIE): the flags alone, removed when it keeps nothing,
 * so a guest sends no cookie at all. Outside a browser (the server's own render) there is no cookie to write.
 */
export function writeKeepsCookie(keeps: { cartId: string | null; authToken: string | null }): void {
  if (typeof document === 'undefined') return;
  const value = keepsValue({ cart: Boolean(keeps.cartId), member: Boolean(keeps.authToken) });
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${KEEPS_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${value ? MAX_AGE_S : 0}${secure}`;
}
