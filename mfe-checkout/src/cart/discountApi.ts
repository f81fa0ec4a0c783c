import { PROMOTION_API, type ApplyDiscountRequest, type Cart } from '@kingside/contracts';
import { api, bearer, commerceApi, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/**
 * The cart's discount code (issue 44, docs/spec.md §7.17), beside the cart's other endpoints: applied with
 * `PUT /api/cart/{id}/discount-code` (a signed-in member's token sent, for a code once per member; a 401 clears the
 * session), removed with DELETE. Both answer the cart, written into getCart's entry.
 */
const discountApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutApplyDiscountCode: build.mutation<Cart, { cartId: string; memberToken: string | null } & ApplyDiscountRequest>({
      query: ({ cartId, code, memberToken }) => ({
        url: PROMOTION_API.cartCode(encodeURIComponent(cartId)),
        method: 'PUT',
        headers: bearer(memberToken),
        body: { code },
      }),
      async onQueryStarted({ cartId, memberToken }, lifecycle) {
        if (memberToken) void signOutWhenTokenRefused(memberToken, lifecycle);
        const answer = await lifecycle.queryFulfilled.catch(() => null);
        if (answer) lifecycle.dispatch(commerceApi.util.upsertQueryData('getCart', cartId, answer.data));
      },
    }),
    checkoutRemoveDiscountCode: build.mutation<Cart, { cartId: string }>({
      query: ({ cartId }) => ({ url: PROMOTION_API.cartCode(encodeURIComponent(cartId)), method: 'DELETE' }),
      async onQueryStarted({ cartId }, lifecycle) {
        const answer = await lifecycle.queryFulfilled.catch(() => null);
        if (answer) lifecycle.dispatch(commerceApi.util.upsertQueryData('getCart', cartId, answer.data));
      },
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useCheckoutApplyDiscountCodeMutation, useCheckoutRemoveDiscountCodeMutation } = discountApi;
