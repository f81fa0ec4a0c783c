import { MARKETING_API, type BackInStockAnswer } from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS } from '@kingside/ui';

/**
 * "Notify me" on a sold-out product (docs/spec.md §7.20): a member's press sends their token and no address; a guest's
 * sends the address they typed, which gets a confirmation link.
 */
const notifyMeApi = api.injectEndpoints({
  endpoints: (build) => ({
    shopNotifyMe: build.mutation<BackInStockAnswer, { productId: number; token: string | null; email?: string }>({
      query: ({ productId, token, email }) => ({
        url: MARKETING_API.backInStock(productId),
        method: 'POST',
        headers: bearer(token),
        body: email === undefined ? {} : { email },
      }),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useShopNotifyMeMutation } = notifyMeApi;
