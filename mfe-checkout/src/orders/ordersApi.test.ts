import { ORDERS_DEFAULT_LIMIT, TOTAL_COUNT_HEADER, type MemberOrder } from '@kingside/contracts';
import { nextOffset, ordersPageFrom } from './ordersApi';

const order = (id: number): MemberOrder => ({
  id,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'pending',
  subtotal: 100,
  shipping: 999,
  totalAmount: 1099,
  lines: [],
});
const orders = (count: number) => Array.from({ length: count }, (_, i) => order(count - i));
const meta = (headers: Record<string, string> = {}) => ({ status: 200, headers: new Headers(headers) });

describe("a page of the member's orders", () => {
  it('reads the total from X-Total-Count, and nothing from a missing or unreadable one', () => {
    expect(ordersPageFrom(orders(2), meta({ [TOTAL_COUNT_HEADER]: '30' })).total).toBe(30);
    expect(ordersPageFrom(orders(2), meta()).total).toBeUndefined();
    expect(ordersPageFrom(orders(2), meta({ [TOTAL_COUNT_HEADER]: 'many' })).total).toBeUndefined();
    expect(ordersPageFrom(orders(2), undefined).total).toBeUndefined();
    expect(ordersPageFrom({ message: 'not a list' }, meta()).orders).toEqual([]);
  });

  it('has a next page while the total says there are more', () => {
    expect(nextOffset({ orders: orders(ORDERS_DEFAULT_LIMIT), total: 30 }, 0)).toBe(ORDERS_DEFAULT_LIMIT);
    expect(nextOffset({ orders: orders(5), total: 30 }, ORDERS_DEFAULT_LIMIT)).toBeUndefined();
    expect(nextOffset({ orders: orders(ORDERS_DEFAULT_LIMIT), total: ORDERS_DEFAULT_LIMIT }, 0)).toBeUndefined();
    expect(nextOffset({ orders: [], total: 30 }, 30)).toBeUndefined();
  });

  it('without a total, a full page may have more behind it', () => {
    expect(nextOffset({ orders: orders(ORDERS_DEFAULT_LIMIT), total: undefined }, 0)).toBe(ORDERS_DEFAULT_LIMIT);
    expect(nextOffset({ orders: orders(3), total: undefined }, 0)).toBeUndefined();
  });
});
