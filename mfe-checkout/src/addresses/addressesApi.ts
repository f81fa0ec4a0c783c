import { ADDRESS_API, ORDER_API, type OrderAgainResult, type SavedAddress, type SavedAddressInput } from '@kingside/contracts';
import { api, bearer, commerceApi, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/**
 * The member's address book and Order again (issue 44; docs/spec.md §7.4), read and written with the member's token.
 * The book is read afresh on every visit to the checkout (keepUnusedDataFor 0: one member's addresses never stay in
 * memory after the page is left, and an address saved with an order shows at the next checkout); a 401 clears the
 * session, as on the member's orders. The account page edits and deletes addresses (AddressBook.tsx): each names the
 * version it was shown in If-Match, and whatever the answer, the book is read again.
 */
const BOOK = 'CheckoutAddressBook' as const;

/** The If-Match of an address as the page showed it: its version, as the api's ETag spells it. */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

export const addressesApi = api.enhanceEndpoints({ addTagTypes: [BOOK] }).injectEndpoints({
  endpoints: (build) => ({
    checkoutSavedAddresses: build.query<SavedAddress[], string>({
      query: (token) => ({ url: ADDRESS_API.list, headers: bearer(token) }),
      providesTags: [BOOK],
      keepUnusedDataFor: 0,
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** PUT the name and address (200, the next version); 412 when the address changed since it was read, 409 a duplicate. */
    checkoutEditAddress: build.mutation<SavedAddress, { token: string; address: SavedAddress; input: SavedAddressInput }>({
      query: ({ token, address, input }) => ({
        url: ADDRESS_API.item(address.id),
        method: 'PUT',
        headers: { ...bearer(token), ...ifMatch(address.version) },
        body: input,
      }),
      invalidatesTags: [BOOK],
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** DELETE (204); 412 when the address changed since it was read. */
    checkoutDeleteAddress: build.mutation<void, { token: string; address: SavedAddress }>({
      query: ({ token, address }) => ({
        url: ADDRESS_API.item(address.id),
        method: 'DELETE',
        headers: { ...bearer(token), ...ifMatch(address.version) },
      }),
      invalidatesTags: [BOOK],
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** The order's lines into the cart; the cart the api answers replaces the one in the cache (the header's badge follows). */
    checkoutOrderAgain: build.mutation<OrderAgainResult, { token: string; orderId: number; cartId: string }>({
      query: ({ token, orderId, cartId }) => ({
        url: ORDER_API.orderAgain(orderId),
        method: 'POST',
        headers: bearer(token),
        body: { cartId },
      }),
      async onQueryStarted({ token, cartId }, lifecycle) {
        void signOutWhenTokenRefused(token, lifecycle);
        const answer = await lifecycle.queryFulfilled.catch(() => null);
        if (answer) lifecycle.dispatch(commerceApi.util.upsertQueryData('getCart', cartId, answer.data.cart));
      },
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useCheckoutSavedAddressesQuery,
  useCheckoutOrderAgainMutation,
  useCheckoutEditAddressMutation,
  useCheckoutDeleteAddressMutation,
} = addressesApi;
