import { errorStatus, selectCartId, useAppSelector, useGetCartQuery, useGetProductsQuery, skipToken } from '@kingside/ui';
import { useMemo } from 'react';
import { priceCart, type PricedCart } from './pricedLines';

export type CartContents =
  | { status: 'loading' }
  | { status: 'error' }
  /** no cart id (yet), or a cart without items */
  | { status: 'empty' }
  | ({ status: 'ready'; cartId: string; refreshing: boolean } & PricedCart);

/**
 * The visitor's cart priced from the product list, as one state the cart and checkout pages switch on.
 * Both queries share the shell's cache: the header badge and these pages always agree.
 */
export function useCartContents(): CartContents {
  const cartId = useAppSelector(selectCartId);
  const cart = useGetCartQuery(cartId ?? skipToken);
  const products = useGetProductsQuery();
  // currentData, not data: after the cart id changes, data still holds the previous cart.
  const cartData = cart.currentData;
  const priced = useMemo(() => (cartData && products.data ? priceCart(cartData, products.data) : null), [cartData, products.data]);

  if (!cartId) return { status: 'empty' };
  // A cart the server no longer knows is empty to the visitor (the shell replaces it with a new one).
  if ([400, 404].includes(errorStatus(cart.error) ?? 0)) return { status: 'empty' };
  if (cart.isError || products.isError) return { status: 'error' };
  if (!cartData || !priced) return { status: 'loading' };
  if (cartData.items.length === 0) return { status: 'empty' };
  return { status: 'ready', cartId, refreshing: cart.isFetching || products.isFetching, ...priced };
}
