import { ROUTES, TOAST, type OrderAgainResult } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import {
  cartIdChanged,
  errorStatus,
  serverMessage,
  useAppDispatch,
  useCartIdWhenReady,
  useCreateCartMutation,
  useNavigate,
  useToast,
} from '@kingside/ui';
import { useCallback, useRef, useState } from 'react';
import { useCheckoutOrderAgainMutation } from '../addresses/addressesApi';
import { ORDERS_COPY } from './copy';

/** The state /cart is opened with after Order again: the api's answer, which the cart page reports. */
export interface OrderAgainState {
  orderAgain: OrderAgainResult;
}

/**
 * Order again (issue 44, docs/spec.md §2.25): one of the member's orders into their cart (the api reads today's
 * prices and stock), then to /cart, which says what was left out. An order none of whose products can be had stays
 * here with its answer (`nothingAdded`). Without a cart yet, or with one the api no longer knows, a new one is made
 * first. One at a time; a failure says so in a toast; a 401 has cleared the session, and the page goes to /auth.
 */
export function useOrderAgain(token: string) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const cartIdWhenReady = useCartIdWhenReady();
  const [createCart] = useCreateCartMutation();
  const [orderAgainMutation] = useCheckoutOrderAgainMutation();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [nothingAdded, setNothingAdded] = useState<OrderAgainResult | null>(null);
  const busy = useRef(false);

  const newCart = useCallback(async () => {
    const { id } = await createCart().unwrap();
    dispatch(cartIdChanged(id));
    return id;
  }, [createCart, dispatch]);

  const orderAgain = useCallback(
    async (orderId: number) => {
      if (busy.current) return;
      busy.current = true;
      setPendingId(orderId);
      setNothingAdded(null);
      try {
        const fill = (cartId: string) => orderAgainMutation({ token, orderId, cartId }).unwrap();
        let result: OrderAgainResult;
        try {
          result = await fill((await cartIdWhenReady()) ?? (await newCart()));
        } catch (failure) {
          if (errorStatus(failure) !== 404 || serverMessage(failure, '') !== API_MESSAGES.cartNotFound) throw failure;
          result = await fill(await newCart());
        }
        if (result.lines.length === 0) setNothingAdded(result);
        else void navigate(ROUTES.cart, { state: { orderAgain: result } satisfies OrderAgainState });
      } catch (failure) {
        if (errorStatus(failure) !== 401) {
          console.error('Order again failed', failure);
          toast.error(TOAST.error, ORDERS_COPY.orderAgainFailed);
        }
      } finally {
        busy.current = false;
        setPendingId(null);
      }
    },
    [cartIdWhenReady, navigate, newCart, orderAgainMutation, toast, token],
  );

  return { orderAgain, pendingId, nothingAdded };
}
