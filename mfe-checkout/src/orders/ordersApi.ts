import { ORDER_API, ORDERS_DEFAULT_LIMIT, TOTAL_COUNT_HEADER, type MemberOrder } from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused, type ResponseMeta } from '@kingside/ui';

/** One page of the member's orders, and how many they have in all (X-Total-Count; undefined when not sent). */
export interface MemberOrdersPage {
  orders: MemberOrder[];
  total: number | undefined;
}

/** The page's orders and the total X-Total-Count gives (GET /api/me/orders answers a JSON array). */
export function ordersPageFrom(body: unknown, meta: ResponseMeta | undefined): MemberOrdersPage {
  const orders = Array.isArray(body) ? (body as MemberOrder[]) : [];
  const header = meta?.headers.get(TOTAL_COUNT_HEADER)?.trim();
  const total = header ? Number(header) : Number.NaN;
  return { orders, total: Number.isInteger(total) && total >= 0 ? total : undefined };
}

/**
 * Where the page after one starting at `offset` starts, or undefined when there is none: the total says so,
 * or, when the api sent no total, a full page means there may be more.
 */
export function nextOffset(page: MemberOrdersPage, offset: number): number | undefined {
  const next = offset + page.orders.length;
  if (page.orders.length === 0) return undefined;
  if (page.total === undefined) return page.orders.length >= ORDERS_DEFAULT_LIMIT ? next : undefined;
  return next < page.total ? next : undefined;
}

/**
 * The signed-in member's orders, newest first, a page of ORDERS_DEFAULT_LIMIT at a time ("Load more"). The
 * argument is the member's token, sent as the bearer: a different member (or none) is a different cache
 * entry, and an entry nobody shows is dropped at once (keepUnusedDataFor 0), so one member's orders never
 * stay in memory after the page is left and every visit reads them afresh (their status changes). A 401
 * means the token is dead: the session is cleared, as a 401 from /api/auth/me clears it (docs/spec.md §4.9),
 * unless another member has signed in meanwhile.
 */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutMyOrders: build.infiniteQuery<MemberOrdersPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _allPages, lastOffset) => nextOffset(lastPage, lastOffset),
      },
      query: ({ queryArg: token, pageParam: offset }) => ({
        url: `${ORDER_API.mine}?limit=${ORDERS_DEFAULT_LIMIT}&offset=${offset}`,
        headers: bearer(token),
      }),
      transformResponse: (body: unknown, meta) => ordersPageFrom(body, meta),
      keepUnusedDataFor: 0,
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useCheckoutMyOrdersInfiniteQuery } = ordersApi;
