import {
  API,
  IDEMPOTENCY_HEADER,
  type AddCartItemRequest,
  type Cart,
  type NewCartResponse,
  type OrderRequest,
  type OrderResponse,
  type Product,
} from '@kingside/contracts';
import { api } from './api';
import { bearer } from './baseQuery';

/**
 * Endpoints several apps need: the shell (cart id, badge), mfe-shop (products, add to cart) and
 * mfe-checkout (cart page, checkout). They live here once so no two remotes inject the same name.
 * Every cart change invalidates the cart, which reloads it (docs/spec.md §4) and updates the header badge.
 */
export const commerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      query: () => API.products,
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProductsByCategory: build.query<Product[], string>({
      query: (category) => API.productsByCategory(category),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    getProduct: build.query<Product, number>({
      query: (id) => API.product(id),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    getCart: build.query<Cart, string>({
      query: (cartId) => API.cart(cartId),
      providesTags: (_result, _error, cartId) => [{ type: 'Cart', id: cartId }],
    }),
    createCart: build.mutation<NewCartResponse, void>({
      query: () => ({ url: API.carts, method: 'POST' }),
      // The server has just created the cart empty (docs/spec.md §7): known without asking, so a first visit
      // makes one cart request, not two. Written at once (upsertQueryEntries, not the asynchronous
      // upsertQueryData), before the new id reaches a component that would ask.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data)
          dispatch(commerceApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: data.id, value: { id: data.id, items: [] } }]));
      },
    }),
    addCartItem: build.mutation<Cart, { cartId: string } & AddCartItemRequest>({
      query: ({ cartId, productId, quantity }) => ({ url: API.cartItems(cartId), method: 'POST', body: { productId, quantity } }),
      invalidatesTags: (_result, _error, { cartId }) => [{ type: 'Cart', id: cartId }],
    }),
    updateCartItem: build.mutation<Cart, { cartId: string; productId: number; quantity: number }>({
      query: ({ cartId, productId, quantity }) => ({ url: API.cartItem(cartId, productId), method: 'PUT', body: { quantity } }),
      invalidatesTags: (_result, _error, { cartId }) => [{ type: 'Cart', id: cartId }],
    }),
    removeCartItem: build.mutation<Cart, { cartId: string; productId: number }>({
      query: ({ cartId, productId }) => ({ url: API.cartItem(cartId, productId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { cartId }) => [{ type: 'Cart', id: cartId }],
    }),
    /**
     * One key per checkout attempt: a retried submission (lost response, double click) carries the same
     * key, so the server answers with the first order instead of creating a second one.
     * `memberToken` is the signed-in member's token (selectAuthToken), or null for a guest: a member's order
     * carries it, so the api links the order to them (ORDER_API.mine lists it); a guest's sends no
     * Authorization header at all. Required, so no caller can forget to decide.
     */
    placeOrder: build.mutation<OrderResponse, { order: OrderRequest; idempotencyKey: string; memberToken: string | null }>({
      query: ({ order, idempotencyKey, memberToken }) => ({
        url: API.orders,
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, ...bearer(memberToken) },
      }),
    }),
  }),
  overrideExisting: 'throw',
});

export const {
  useGetProductsQuery,
  useGetProductsByCategoryQuery,
  useGetProductQuery,
  useGetCartQuery,
  useCreateCartMutation,
  useAddCartItemMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
  usePlaceOrderMutation,
} = commerceApi;

/** Sum of quantities: what the header badge shows (docs/spec.md §2). */
export function cartItemCount(cart: Cart | undefined): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity, 0) ?? 0;
}
