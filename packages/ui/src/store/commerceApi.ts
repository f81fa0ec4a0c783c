import {
  API,
  IDEMPOTENCY_HEADER,
  TOTAL_COUNT_HEADER,
  listApiPath,
  productsByIdsPath,
  queryOffset,
  toPage,
  type Page,
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
 * The argument of getProductsByIds for some product ids: each once, ascending, joined by commas ("1,5,12"), so that
 * a set of ids is one cache entry whatever the order of the cart's lines.
 */
export function productIdsArg(ids: Iterable<number>): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/**
 * Endpoints several apps need: the shell (cart id, badge), mfe-shop (products, add to cart) and
 * mfe-checkout (cart page, checkout). They live here once so no two remotes inject the same name.
 * Every cart change invalidates the cart, which reloads it (docs/spec.md §4) and updates the header badge.
 */
export const commerceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of /shop (or Home's first products): the argument is the api query (contracts' listApiQuery or
     * firstOfListQuery), the value the page's products and how many match (X-Total-Count).
     */
    getProductPage: build.query<Page<Product>, string>({
      query: (query) => listApiPath('products', query),
      transformResponse: (body: unknown, meta, query) => toPage<Product>(body, meta?.headers.get(TOTAL_COUNT_HEADER), queryOffset(query)),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
    /**
     * The products of these ids that are on sale (`?ids=`; productIdsArg): what the cart prices its lines with. One
     * missing from the answer is archived or gone.
     */
    getProductsByIds: build.query<Product[], string>({
      query: (ids) => productsByIdsPath(ids.split(',').map(Number)),
      providesTags: (_result, _error, ids) => [
        { type: 'Product', id: 'LIST' },
        ...ids.split(',').map((id) => ({ type: 'Product' as const, id: Number(id) })),
      ],
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
  useGetProductPageQuery,
  useGetProductsByIdsQuery,
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
