import { useEffect, useRef, type ReactNode } from 'react';
import { selectCartId, useAppSelector } from './store/store';
import { useCreateVisitorCart } from './store/visitorCart';

/**
 * For a remote running standalone (`npm run dev -w mfe-shop`): there is no shell to create the cart id,
 * so adding to the cart would always say "Cart not initialized". Makes one as the shell does on a first
 * visit (without the shell's recovery from a cart the server forgot).
 */
export function StandaloneCart({ children }: { children: ReactNode }) {
  const cartId = useAppSelector(selectCartId);
  const createVisitorCart = useCreateVisitorCart();
  const creating = useRef(false);
  useEffect(() => {
    if (cartId || creating.current) return;
    creating.current = true;
    void createVisitorCart().finally(() => {
      creating.current = false;
    });
  }, [cartId, createVisitorCart]);
  return children;
}
