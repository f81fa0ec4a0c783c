import { TOAST, type Product } from '@kingside/contracts';
import { selectCartId, useAddCartItemMutation, useAppSelector, useCartIdWhenReady, useToast } from '@kingside/ui';
import { useCallback, useState } from 'react';

/**
 * Adds a quantity of a product to the visitor's cart with the toasts of docs/spec.md §8. The mutation
 * invalidates the cart, so the header badge (which reads the same cache) updates without a reload.
 * Pressed while the visitor's first cart is still being created, it waits for that cart (cartIdWhenReady)
 * and says "Cart not initialized" only when there is none.
 */
export function useAddToCart() {
  const cartId = useAppSelector(selectCartId);
  const cartIdWhenReady = useCartIdWhenReady();
  const [waitingForCart, setWaitingForCart] = useState(false);
  const [addCartItem, { isLoading }] = useAddCartItemMutation();
  const toast = useToast();
  const add = useCallback(
    async (product: Product, quantity: number) => {
      let id = cartId;
      if (!id) {
        setWaitingForCart(true);
        id = await cartIdWhenReady();
        setWaitingForCart(false);
      }
      if (!id) {
        toast.error(TOAST.error, TOAST.cartNotInitialized);
        return;
      }
      try {
        await addCartItem({ cartId: id, productId: product.id, quantity }).unwrap();
        toast.success(TOAST.success, TOAST.addedToCart(product.name));
      } catch (failure) {
        console.error('Add to cart failed', failure);
        toast.error(TOAST.error, TOAST.addToCartFailed);
      }
    },
    [cartId, cartIdWhenReady, addCartItem, toast],
  );
  return { add, adding: isLoading || waitingForCart };
}
