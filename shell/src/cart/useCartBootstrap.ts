import { errorStatus, selectCartId, skipToken, useAppSelector, useCreateVisitorCart, useGetCartQuery } from '@kingside/ui';
import { useEffect, useRef } from 'react';

/**
 * The shell owns the cart id (docs/spec.md §3, §4): a cart is created on the first visit and its id kept in
 * localStorage; a stored id the server no longer knows is silently replaced by a new cart.
 */
export function useCartBootstrap() {
  const cartId = useAppSelector(selectCartId);
  const { error } = useGetCartQuery(cartId ?? skipToken);
  const createVisitorCart = useCreateVisitorCart();
  const creating = useRef(false);
  const status = errorStatus(error);
  const unknownCart = status === 404 || status === 400;
  useEffect(() => {
    if ((cartId && !unknownCart) || creating.current) return;
    creating.current = true;
    void createVisitorCart().finally(() => {
      creating.current = false;
    });
  }, [cartId, unknownCart, createVisitorCart]);
}
