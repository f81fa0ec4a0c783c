import { TOAST, type Product } from '@kingside/contracts';
import { selectCartId, useAddCartItemMutation, useAppSelector, useToast } from '@kingside/ui';
import { useCallback } from 'react';

/**
 * Adds a quantity of a product to the visitor's cart with the toasts of spec §8. The mutation
 * invalidates the cart, so the header badge (which reads the same cache) updates without a reload.
 */
export function useAddToCart() {
  const cartId = useAppSelector(selectCartId);
  const [addCartItem, { isLoading }] = useAddCartItemMutation();
  const toast = useToast();
  const add = useCallback(
    async (product: Product, quantity: number) => {
      if (!cartId) {
        toast.error(TOAST.error, TOAST.cartNotInitialized);
        return;
      }
      try {
        await addCartItem({ cartId, productId: product.id, quantity }).unwrap();
        toast.success(TOAST.success, TOAST.addedToCart(product.name));
      } catch (failure) {
        console.error('Add to cart failed', failure);
        toast.error(TOAST.error, TOAST.addToCartFailed);
      }
    },
    [cartId, addCartItem, toast],
  );
  return { add, adding: isLoading };
}
