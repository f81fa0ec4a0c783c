import { cartCreationFailed, cartCreationStarted, cartIdChanged } from './slices';
import { makeStore } from './store';
import { CART_WAIT_MS, cartIdWhenReady } from './visitorCart';

describe("the visitor's cart id, when an Add to Cart needs it (cartIdWhenReady)", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('is there at once when the visitor has a cart', async () => {
    const store = makeStore();
    store.dispatch(cartIdChanged('cart-1'));
    await expect(cartIdWhenReady(store)).resolves.toBe('cart-1');
  });

  it('is null at once when there is none and none is being created', async () => {
    await expect(cartIdWhenReady(makeStore())).resolves.toBeNull();
  });

  it('waits for a cart being created, then is its id', async () => {
    const store = makeStore();
    store.dispatch(cartCreationStarted());
    const ready = cartIdWhenReady(store);
    store.dispatch(cartIdChanged('cart-2'));
    await expect(ready).resolves.toBe('cart-2');
  });

  it('is null when that creation fails', async () => {
    const store = makeStore();
    store.dispatch(cartCreationStarted());
    const ready = cartIdWhenReady(store);
    store.dispatch(cartCreationFailed());
    await expect(ready).resolves.toBeNull();
  });

  it('waits no longer than CART_WAIT_MS', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(cartCreationStarted());
    const ready = cartIdWhenReady(store);
    jest.advanceTimersByTime(CART_WAIT_MS);
    await expect(ready).resolves.toBeNull();
  });
});
