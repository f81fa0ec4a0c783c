import '../testing/jsdomPolyfills';
import { TOAST } from '@kingside/contracts';
import { AppProviders, makeStore } from '@kingside/ui';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi } from '../testing/fakeApi';
import { usePlaceOrder } from './usePlaceOrder';

describe('usePlaceOrder without a cart', () => {
  it('raises "Cart not initialized" and sends nothing (docs/spec.md §8)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({});
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
    const { result } = renderHook(() => usePlaceOrder(), { wrapper });
    let placed: unknown = 'not called';
    await act(async () => {
      placed = await result.current.placeOrder(null, {
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        customerAddress: '1 Road',
        totalAmount: 100,
        items: [{ productId: 1, quantity: 1, price: 100 }],
      });
    });
    expect(placed).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(store.getState().toasts.items.map((t) => [t.title, t.description, t.variant])).toEqual([
      [TOAST.error, TOAST.cartNotInitializedShort, 'destructive'],
    ]);
    expect(errors).toHaveBeenCalledWith(new Error(TOAST.cartNotInitializedShort));
    errors.mockRestore();
  });
});
