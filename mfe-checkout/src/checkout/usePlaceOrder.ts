import { TOAST, type OrderRequest, type OrderResponse } from '@kingside/contracts';
import {
  api,
  cartIdChanged,
  errorStatus,
  selectAuthToken,
  serverMessage,
  signedOut,
  useAppDispatch,
  useAppSelector,
  useCreateCartMutation,
  usePlaceOrderMutation,
  useToast,
} from '@kingside/ui';
import { useCallback, useRef, useState } from 'react';
import { SESSION_EXPIRED } from './copy';
import { idempotencyKeys } from './idempotency';

/**
 * Places the order (docs/spec.md §4, §8). At most one request is in flight (a second press while pending does
 * nothing), and a retry of the same order carries the same Idempotency-Key. On success a fresh cart
 * replaces the stored cart id, which also clears the header badge; if that fails it is only logged.
 * A 409 means the server's prices or stock differ from what the visitor saw: its message is shown and
 * the cart and products are reloaded so the summary shows the truth.
 *
 * A signed-in member's order carries their token (the api links it to them); a guest's carries none. A 401
 * can only answer an order that carried a token: the member's sign-in has ended (expired, revoked, signed
 * out elsewhere) and nothing was written. The session is cleared, as a 401 from /api/auth/me clears it
 * (docs/spec.md §4.9), and the member is told the order was not placed and offered both ways on: sign in
 * again, or press Place Order once more, which now orders as a guest with everything typed still there.
 * Never retried as a guest by itself: a member expects the order among their own, and one placed silently
 * as a guest would never appear there.
 *
 * With Stripe (the answer carries `payment`) the cart is kept: the return page replaces it once the payment is confirmed.
 */
export function usePlaceOrder() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const memberToken = useAppSelector(selectAuthToken);
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
        // "Save this address" is no part of what the order is (the api leaves it out of the key's fingerprint too): a member
        // signed out by a 401 orders again as a guest, without it, with the same key.
        const { saveAddress: _saveAddress, ...ordered } = order;
        const request = memberToken ? order : ordered;
        const placed = await placeOrderMutation({
          order: request,
          idempotencyKey: keys.current.keyFor(ordered),
          memberToken,
        }).unwrap();
        // Paid on Stripe's page (issue 33): the cart stays until the payment is confirmed, so Cancel there finds it intact.
        if (!placed.payment) startFreshCart();
        return placed;
      } catch (failure) {
        console.error('Order placement failed', failure);
        const status = errorStatus(failure);
        if (status === 401 && memberToken) {
          dispatch(signedOut());
          toast.error(SESSION_EXPIRED.title, SESSION_EXPIRED.description);
        } else if (status === 409) {
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
    [dispatch, memberToken, placeOrderMutation, startFreshCart, toast],
  );

  return { placeOrder, pending };
}
