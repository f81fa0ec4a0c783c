import {
  errorStatus,
  productIdsArg,
  selectCartId,
  useAppSelector,
  useGetCartQuery,
  useGetProductsByIdsQuery,
  skipToken,
} from '@kingside/ui';
import type { Product } from '@kingside/contracts';
import { useMemo } from 'react';
import { priceCart, type PricedCart } from './pricedLines';

const NO_PRODUCTS: Product[] = [];

export type CartContents =
  | { status: 'loading' }
  | { status: 'error' }
  /** no cart id (yet), or a cart without items */
  | { status: 'empty' }
  | ({ status: 'ready'; cartId: string; refreshing: boolean } & PricedCart);

/**
 * The visitor's cart priced from its own products (`GET /api/products?ids=`, docs/spec.md §2.9), as one state the cart
 * and checkout pages switch on. Both queries share the shell's cache: the header badge and these pages always agree.
 */
export function useCartContents(): CartContents {
  const cartId = useAppSelector(selectCartId);
  const cart = useGetCartQuery(cartId ?? skipToken);
  // currentData, not data: after the cart id changes, data still holds the previous cart.
  const cartData = cart.currentData;
  // The cart's products only, one cache entry per set of ids; an empty cart asks for none.
  const ids = cartData ? productIdsArg(cartData.items.map((item) => item.productId)) : '';
  const products = useGetProductsByIdsQuery(ids || skipToken);
  const stale = products.data;
  // While another set is read (a line removed), the previous answer prices the lines it has them all: nothing
  // flickers. A line it lacks waits for the new answer, which alone can say it is no longer available.
  const productData = !ids
    ? NO_PRODUCTS
    : (products.currentData ??
      (stale && cartData?.items.every((item) => stale.some((product) => product.id === item.productId)) ? stale : undefined));
  const priced = useMemo(() => (cartData && productData ? priceCart(cartData, productData) : null), [cartData, productData]);

  if (!cartId) return { status: 'empty' };
  // A cart the server no longer knows is empty to the visitor (the shell replaces it with a new one).
  if ([400, 404].includes(errorStatus(cart.error) ?? 0)) return { status: 'empty' };
  if (cart.isError || (ids && products.isError)) return { status: 'error' };
  if (!cartData || !priced) return { status: 'loading' };
  if (cartData.items.length === 0) return { status: 'empty' };
  return { status: 'ready', cartId, refreshing: cart.isFetching || products.isFetching, ...priced };
}
