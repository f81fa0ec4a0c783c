import {
  cartIdChanged,
  errorStatus,
  selectCartId,
  useAppDispatch,
  useAppSelector,
  useCreateCartMutation,
  useGetCartQuery,
  skipToken,
} from '@kingside/ui';
import { useEffect, useRef } from 'react';

/**
 * The shell owns the cart id (spec §3, §4): a cart is created on the first visit and its id kept in
 * localStorage; a stored id the server no longer knows is silently replaced by a new cart.
 */
export function useCartBootstrap() {
  const dispatch = useAppDispatch();
  const cartId = useAppSelector(selectCartId);
  const { error } = useGetCartQuery(cartId ?? skipToken);
  const [createCart] = useCreateCartMutation();
  const creating = useRef(false);
  const status = errorStatus(error);
  const unknownCart = status === 404 || status === 400;
  useEffect(() => {
    if ((cartId && !unknownCart) || creating.current) return;
    creating.current = true;
    createCart()
      .unwrap()
      .then(({ id }) => dispatch(cartIdChanged(id)))
      .catch((failure: unknown) => console.error('Could not create a cart', failure))
      .finally(() => {
        creating.current = false;
      });
  }, [cartId, unknownCart, createCart, dispatch]);
}
