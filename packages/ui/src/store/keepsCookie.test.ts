import { STORAGE_KEYS, keepsOfCookieHeader } from '@kingside/contracts';
import { cartIdChanged, signedIn, signedOut } from './slices';
import { makeStore } from './store';

/** What the server would read from this browser's cookies. */
const serverReads = () => keepsOfCookieHeader(document.cookie);

describe('the cookie that tells the server what this browser keeps (keepsCookie.ts)', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'kingside_keeps=; Path=/; Max-Age=0';
  });

  it('is not sent by a guest without a cart', () => {
    makeStore();
    expect(document.cookie).not.toContain('kingside_keeps');
    expect(serverReads()).toEqual({ cart: false, member: false });
  });

  it('says what the browser kept from an earlier visit as soon as the store is created', () => {
    localStorage.setItem(STORAGE_KEYS.cartId, 'cart-1');
    localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
    makeStore();
    expect(serverReads()).toEqual({ cart: true, member: true });
  });

  it('follows the cart and the session as they change, and never holds the id or the token', () => {
    const store = makeStore();
    store.dispatch(cartIdChanged('cart-secret-id'));
    expect(serverReads()).toEqual({ cart: true, member: false });
    store.dispatch(signedIn('token-secret'));
    expect(serverReads()).toEqual({ cart: true, member: true });
    expect(document.cookie).not.toMatch(/secret/);
    store.dispatch(signedOut());
    expect(serverReads()).toEqual({ cart: true, member: false });
  });
});
