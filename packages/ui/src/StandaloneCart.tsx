import { useEffect, useRef, type ReactNode } from 'react';
import { useCreateCartMutation } from './store/commerceApi';
import { cartIdChanged } from './store/slices';
import { selectCartId, useAppDispatch, useAppSelector } from './store/store';

/**
 * For a remote running standalone (`npm run dev -w mfe-shop`): there is no shell to create the cart id,
 * so adding to the cart would always say "Cart not initialized". Makes one as the shell does on a first
 * visit (without the shell's recovery from a cart the server forgot).
 */
export function StandaloneCart({ children }: { children: ReactNode }) {
  const cartId = useAppSelector(selectCartId);
  const dispatch = useAppDispatch();
  const [createCart] = useCreateCartMutation();
  const creating = useRef(false);
  useEffect(() => {
    if (cartId || creating.current) return;
    creating.current = true;
    createCart()
      .unwrap()
      .then(({ id }) => dispatch(cartIdChanged(id)))
      .catch((failure: unknown) => console.error('Could not create a cart', failure))
      .finally(() => {
        creating.current = false;
      });
  }, [cartId, createCart, dispatch]);
  return children;
}
