import { type CheckoutPaymentState, type PaymentProvider, type PaymentProviderInfo } from '@kingside/contracts';
import { PAYMENT_API } from '@kingside/contracts/payments';
import { api, SECTION_ENDPOINTS } from '@kingside/ui';

/*
 * The payment reads of the checkout (issue 33, docs/spec.md §7.14): which checkout the site offers, and the return
 * page's view of its order through the Checkout Session id Stripe appended to the URL.
 */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutPaymentProvider: build.query<PaymentProvider, void>({
      query: () => PAYMENT_API.provider,
      transformResponse: (body: PaymentProviderInfo) => body.provider,
    }),
    checkoutPaymentState: build.query<CheckoutPaymentState, string>({
      query: (sessionId) => PAYMENT_API.checkoutSession(sessionId),
      // Read afresh on every visit: the status changes while the page waits.
      keepUnusedDataFor: 0,
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useCheckoutPaymentProviderQuery, useCheckoutPaymentStateQuery } = paymentsApi;

/** Which checkout to draw: Stripe's only when the api says so (an api that does not answer leaves the simulated form). */
export function usePaymentProvider(): { provider: PaymentProvider; loading: boolean } {
  const { data, isLoading } = useCheckoutPaymentProviderQuery();
  return { provider: data ?? 'simulated', loading: isLoading };
}
