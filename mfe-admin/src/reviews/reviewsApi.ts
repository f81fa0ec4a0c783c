import { REVIEW_API, type AdminReviewRow } from '@kingside/contracts';
import { SECTION_ENDPOINTS } from '@kingside/ui';
import { listApi, listTag } from '../kit/listApi';
import { viaAdminRequest } from '../session/adminRequest';

/*
 * Reviews in the back office, prefixed `adminReview` in the one shared api. The list is the kit's (tagged by
 * REVIEW_API.admin); hiding or restoring moves a review between the Status filter's pages, so every reviews list is
 * read again. The api writes the audit line (docs/spec.md §7.16).
 */
const reviewsApi = listApi.injectEndpoints({
  endpoints: (build) => ({
    adminReviewSetHidden: build.mutation<AdminReviewRow, { id: number; hidden: boolean }>({
      queryFn: viaAdminRequest(
        ({ id, hidden }) => ({ url: hidden ? REVIEW_API.hide(id) : REVIEW_API.restore(id), method: 'POST', body: {} }),
        (body) => body as AdminReviewRow,
      ),
      invalidatesTags: (_row, error) => (error ? [] : [listTag(REVIEW_API.admin)]),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useAdminReviewSetHiddenMutation } = reviewsApi;
