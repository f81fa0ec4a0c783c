import { ORDER_API, type AdminOrder, type OrderStatusRequest } from '@kingside/contracts';
import { SECTION_ENDPOINTS } from '@kingside/ui';
import { listApi, listTag } from '../kit/listApi';
import { viaAdminRequest } from '../session/adminRequest';

/*
 * An order in the back office, prefixed `adminOrder` in the one shared api. Its lists are the kit's (tagged by
 * ORDER_API.adminList); a change of status answers the order as it is now, which replaces the cached one,
 * and moves it between the status filters' pages, so every orders list is fetched again.
 */

const ORDER = 'AdminOrder' as const;

export const ordersApi = listApi.enhanceEndpoints({ addTagTypes: [ORDER] }).injectEndpoints({
  endpoints: (build) => ({
    adminOrderGet: build.query<AdminOrder, number>({
      queryFn: viaAdminRequest(
        (id) => ({ url: ORDER_API.adminItem(id) }),
        (body) => body as AdminOrder,
      ),
      providesTags: (_result, _error, id) => [{ type: ORDER, id }],
      keepUnusedDataFor: 0,
    }),
    adminOrderSetStatus: build.mutation<AdminOrder, { id: number } & OrderStatusRequest>({
      queryFn: viaAdminRequest(
        ({ id, ...body }) => ({ url: ORDER_API.adminStatus(id), method: 'POST', body }),
        (body) => body as AdminOrder,
      ),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(ORDER_API.adminList)]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const order = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (order) dispatch(ordersApi.util.upsertQueryData('adminOrderGet', id, order));
      },
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useAdminOrderGetQuery, useAdminOrderSetStatusMutation } = ordersApi;
