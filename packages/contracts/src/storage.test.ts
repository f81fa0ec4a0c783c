import { keepsOfCookieHeader, keepsValue, parseKeeps } from './storage';

describe('what a browser keeps, as its cookie says it (KEEPS_COOKIE)', () => {
  it('writes the flags alone, and reads back what it wrote', () => {
    for (const keeps of [
      { cart: false, member: false },
      { cart: true, member: false },
      { cart: false, member: true },
      { cart: true, member: true },
    ])
      expect(parseKeeps(keepsValue(keeps))).toEqual(keeps);
    expect(keepsValue({ cart: true, member: true })).toBe('cart.member');
    expect(keepsValue({ cart: false, member: false })).toBe('');
  });

  it('reads a request without the cookie as a browser that keeps nothing', () => {
    expect(keepsOfCookieHeader(undefined)).toEqual({ cart: false, member: false });
    expect(keepsOfCookieHeader('kingside_browser=abc; other=1')).toEqual({ cart: false, member: false });
  });

  it('finds the cookie among others, and ignores what it does not know', () => {
    expect(keepsOfCookieHeader('a=1; kingside_keeps=cart; b=2')).toEqual({ cart: true, member: false });
    expect(keepsOfCookieHeader('kingside_keeps=member.admin')).toEqual({ cart: false, member: true });
    expect(keepsOfCookieHeader('not_kingside_keeps=cart.member')).toEqual({ cart: false, member: false });
  });
});
