import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useCreateCartMutation } from './commerceApi';
import { cartCreationFailed, cartCreationStarted, cartIdChanged } from './slices';
import { selectCartId, useAppDispatch, type AppStore, type RootState } from './store';

/**
 * The visitor's cart: created on a first visit (by the shell, or by a remote running standalone), its id
 * kept by the store. An Add to Cart pressed while that first cart is still being created (the page went
 * live a round trip before it exists) waits for it instead of saying it is not there.
 */

/** How long an Add to Cart waits for a cart being created before saying the cart is not initialized. */
export const CART_WAIT_MS = 5000;

/** Creates a cart and keeps its id; meanwhile the store knows one is coming. */
export function useCreateVisitorCart() {
  const dispatch = useAppDispatch();
  const [createCart] = useCreateCartMutation();
  return useCallback(async () => {
    dispatch(cartCreationStarted());
    try {
      const { id } = await createCart().unwrap();
      dispatch(cartIdChanged(id));
    } catch (failure) {
      dispatch(cartCreationFailed());
      console.error('Could not create a cart', failure);
    }
  }, [createCart, dispatch]);
}

const creatingCart = (state: RootState) => state.cart.creating;

/**
 * The cart id: at once when there is one; when a cart is being created, once it is (or null if that
 * fails); null when there is none and none coming, or after `timeoutMs`.
 */
export function cartIdWhenReady(store: AppStore, timeoutMs = CART_WAIT_MS): Promise<string | null> {
  /** The id, null when none is coming, undefined while one is being created. */
  const answer = (): string | null | undefined => {
    const state = store.getState();
    const cartId = selectCartId(state);
    return cartId || !creatingCart(state) ? cartId : undefined;
  };
  return new Promise((resolve) => {
    const known = answer();
    if (known !== undefined) return resolve(known);
    const finish = (cartId: string | null) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(cartId);
    };
    const unsubscribe = store.subscribe(() => {
      const cartId = answer();
      if (cartId !== undefined) finish(cartId);
    });
    const timer = setTimeout(() => finish(selectCartId(store.getState())), timeoutMs);
  });
}

/** cartIdWhenReady on the page's store. */
export function useCartIdWhenReady() {
  const store = useStore() as AppStore;
  return useCallback(() => cartIdWhenReady(store), [store]);
}
