import { TOAST, type OrderRequest, type OrderResponse } from '@kingside/contracts';
import {
  api,
  cartIdChanged,
  errorStatus,
  serverMessage,
  useAppDispatch,
  useCreateCartMutation,
  usePlaceOrderMutation,
  useToast,
} from '@kingside/ui';
import { useCallback, useRef, useState } from 'react';
import { idempotencyKeys } from './idempotency';

/**
 * Places the order (docs/spec.md §4, §8). At most one request is in flight (a second press while pending does
 * nothing), and a retry of the same order carries the same Idempotency-Key. On success a fresh cart
 * replaces the stored cart id, which also clears the header badge; if that fails it is only logged.
 * A 409 means the server's prices or stock differ from what the visitor saw: its message is shown and
 * the cart and products are reloaded so the summary shows the truth.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [placeOrderMutation] = usePlaceOrderMutation();
  const [createCart] = useCreateCartMutation();
  const keys = useRef(idempotencyKeys());
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const startFreshCart = useCallback(() => {
    createCart()
      .unwrap()
      .then(({ id }) => dispatch(cartIdChanged(id)))
      .catch((failure: unknown) => console.error('Could not create a new cart after the order', failure));
  }, [createCart, dispatch]);

  const placeOrder = useCallback(
    async (cartId: string | null, order: OrderRequest): Promise<OrderResponse | null> => {
      if (inFlight.current) return null;
      if (!cartId) {
        console.error(new Error(TOAST.cartNotInitializedShort));
        toast.error(TOAST.error, TOAST.cartNotInitializedShort);
        return null;
      }
      inFlight.current = true;
      setPending(true);
      try {
        const placed = await placeOrderMutation({ order, idempotencyKey: keys.current.keyFor(order) }).unwrap();
        startFreshCart();
        return placed;
      } catch (failure) {
        console.error('Order placement failed', failure);
        if (errorStatus(failure) === 409) {
          toast.error(TOAST.error, serverMessage(failure, TOAST.orderFailed));
          dispatch(api.util.invalidateTags([{ type: 'Cart', id: cartId }, 'Product']));
        } else {
          toast.error(TOAST.error, TOAST.orderFailed);
        }
        return null;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [dispatch, placeOrderMutation, startFreshCart, toast],
  );

  return { placeOrder, pending };
}
