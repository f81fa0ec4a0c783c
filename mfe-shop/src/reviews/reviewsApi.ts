import { REVIEW_API, type MyReview, type MyReviewState, type ProductReviewPage, type ReviewInput } from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/*
 * Verified reviews on the product page (issue 44, docs/spec.md §2.8, §7.16), prefixed `shop` in the one shared api.
 * A page of a product's reviews is public and drawn by the server (src/server.tsx reads it and hands it over under
 * `shopProductReviews`, its argument the read's path: contracts' reviewPageRead). The member's own state and review are
 * read with their token once the page is live, and dropped as soon as nothing shows them (keepUnusedDataFor 0), so one
 * member's review never stays in memory after the page is left. A review posted or edited reads the product's pages
 * of reviews again, as their average, count and first page change.
 */

const REVIEWS = 'ShopReviews' as const;
const MINE = 'ShopMyReview' as const;

export interface MyReviewArgs {
  token: string;
  productId: number;
}

const reviewsApi = api.enhanceEndpoints({ addTagTypes: [REVIEWS, MINE] }).injectEndpoints({
  endpoints: (build) => ({
    shopProductReviews: build.query<ProductReviewPage, string>({
      query: (path) => path,
      providesTags: (page) => (page ? [{ type: REVIEWS, id: page.productId }] : []),
    }),
    shopMyReview: build.query<MyReviewState, MyReviewArgs>({
      query: ({ token, productId }) => ({ url: REVIEW_API.mine(productId), headers: bearer(token) }),
      providesTags: (_state, _error, { productId }) => [{ type: MINE, id: productId }],
      keepUnusedDataFor: 0,
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** POST (no review yet) or PUT with the version the member edited (If-Match). */
    shopSaveReview: build.mutation<MyReview, MyReviewArgs & { input: ReviewInput; version: number | null }>({
      query: ({ token, productId, input, version }) => ({
        url: REVIEW_API.mine(productId),
        method: version === null ? 'POST' : 'PUT',
        headers: { ...bearer(token), ...(version === null ? {} : { 'If-Match': `"${version}"` }) },
        body: input,
      }),
      // Saved: the product's pages of reviews are read again (average, count, the first page). Refused: the member's
      // state is (a 403, 404, 409 or 412 means it is not what the page showed).
      invalidatesTags: (review, _error, { productId }) => (review ? [{ type: REVIEWS, id: productId }] : [{ type: MINE, id: productId }]),
      async onQueryStarted({ token, productId }, lifecycle) {
        void signOutWhenTokenRefused(token, lifecycle);
        const saved = await lifecycle.queryFulfilled.then(({ data }) => data).catch(() => null);
        // The review as saved, at once: the panel shows it, not the form again while its state is read.
        if (saved) {
          lifecycle.dispatch(
            reviewsApi.util.upsertQueryData('shopMyReview', { token, productId }, { productId, canReview: true, review: saved }),
          );
        }
      },
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useShopProductReviewsQuery, useShopMyReviewQuery, useShopSaveReviewMutation } = reviewsApi;
export const { shopProductReviews } = reviewsApi.endpoints;
