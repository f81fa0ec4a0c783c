import { TOTAL_COUNT_HEADER, toPage, type Page } from '@kingside/contracts';
import { api, SECTION_ENDPOINTS } from '@kingside/ui';
import { viaAdminRequest, type ResponseMeta } from '../session/adminRequest';

/*
 * Every back-office list in the one shared RTK Query cache, through one endpoint: a page of any admin list
 * (its URL built by listRequestUrl) with the total X-Total-Count gives. Tags, by the list's endpoint path:
 * - a page provides its endpoint's tag (`/api/admin/orders`) and one per row it shows (`/api/admin/orders:7`);
 * - a write invalidates the row's tag (a save: exactly the pages that show the record) or the endpoint's
 *   (a record that may now belong on other pages: created, archived, restored, a status changed).
 */

export const ADMIN_LIST_TAG = 'AdminList' as const;

/** The tag of one row of a list (what a save of that record invalidates). */
export const rowTag = (endpoint: string, id: number) => ({ type: ADMIN_LIST_TAG, id: `${endpoint}:${id}` });
/** The tag of every page of a list. */
export const listTag = (endpoint: string) => ({ type: ADMIN_LIST_TAG, id: endpoint });

export type ListPageData<Row> = Page<Row>;

/** The page's rows and the total the X-Total-Count header gives (what came, when the header is missing). */
export function pageFromResponse<Row>(body: unknown, meta: ResponseMeta, offset = 0): ListPageData<Row> {
  return toPage<Row>(body, meta.headers.get(TOTAL_COUNT_HEADER), offset);
}

const offsetOf = (url: string) => Number(new URL(url, 'http://list').searchParams.get('offset') ?? 0);

export const listApi = api.enhanceEndpoints({ addTagTypes: [ADMIN_LIST_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    adminListPage: build.query<ListPageData<{ id: number }>, { endpoint: string; url: string }>({
      queryFn: viaAdminRequest(
        ({ url }) => ({ url }),
        (body, meta, { url }) => pageFromResponse<{ id: number }>(body, meta, offsetOf(url)),
      ),
      providesTags: (result, _error, { endpoint }) => [listTag(endpoint), ...(result?.items ?? []).map((row) => rowTag(endpoint, row.id))],
      // An admin list must be current when the admin opens it, not whatever was loaded an hour ago.
      keepUnusedDataFor: 0,
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useAdminListPageQuery } = listApi;
