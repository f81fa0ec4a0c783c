import { cookieValue } from './cookies';

describe('a cookie’s value in a Cookie header (cookieValue)', () => {
  it('finds the cookie by its whole name among others', () => {
    expect(cookieValue('a=1; kingside_keeps=cart; b=2', 'kingside_keeps')).toBe('cart');
    expect(cookieValue('not_kingside_keeps=cart', 'kingside_keeps')).toBeNull();
    expect(cookieValue('kingside_keeps=', 'kingside_keeps')).toBe('');
  });

  it('is null without the header or the cookie', () => {
    expect(cookieValue(undefined, 'ks_canary')).toBeNull();
    expect(cookieValue('other=1', 'ks_canary')).toBeNull();
  });
});
