import { FREE_SHIPPING_THRESHOLD_CENTS, SHIPPING_FEE_CENTS, formatCents, formatCount, orderTotals, shippingFor } from './money';

describe('money', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(999)).toBe('$9.99');
    expect(formatCents(123456)).toBe('$1,234.56');
  });

  it("prints what Intl's en-US dollar formatter prints, for every size and sign", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const samples = [0, 1, 5, 10, 99, 100, 101, 999, 1000, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 123456789, 100000000000];
    for (const cents of [...samples, ...samples.filter((c) => c > 0).map((c) => -c)])
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
  });

  it("counts as Intl's en-US number formatter prints them", () => {
    const en = new Intl.NumberFormat('en-US');
    for (const count of [0, 7, 999, 1000, 10_000, 123_456, 9_999_999, 1_234_567_890]) expect(formatCount(count)).toBe(en.format(count));
  });

  it('ships free from $50, otherwise $9.99 (docs/spec.md §9)', () => {
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(5000);
    expect(SHIPPING_FEE_CENTS).toBe(999);
    expect(shippingFor(4999)).toBe(999);
    expect(shippingFor(5000)).toBe(0);
    expect(shippingFor(0)).toBe(0);
  });

  it('totals lines as subtotal + shipping', () => {
    expect(orderTotals([{ price: 2000, quantity: 2 }])).toEqual({ subtotal: 4000, shipping: 999, total: 4999 });
    expect(orderTotals([{ price: 2500, quantity: 2 }])).toEqual({ subtotal: 5000, shipping: 0, total: 5000 });
  });
});
