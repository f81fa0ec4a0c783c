import { PROMOTION_API, type AdminBundle, type AdminDiscountCode, type BundleInput, type DiscountCodeInput } from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { SECTION_ENDPOINTS } from '@kingside/ui';
import { listApi, listTag, rowTag } from '../kit/listApi';
import { viaAdminRequest, type ResponseMeta } from '../session/adminRequest';

/*
 * Discount codes and bundles in the back office (issue 44 point 1, docs/spec.md §7.17), prefixed `adminPromotion` in
 * the one shared api. The lists are the kit's (tagged by PROMOTION_API.adminCodes / adminBundles). As the catalogue's:
 * a create invalidates its lists, a save exactly the rows that show the record, an end its lists (its status moves);
 * a record's own entry is written from the answer. A bundle is a product: its writes also invalidate the shop's
 * products (this tab's storefront). The api writes the audit lines.
 */

/** An order placed with a code, as the code's page lists it (`GET /api/admin/discount-codes/{id}`'s `uses`). */
export interface CodeUse {
  orderId: number;
  createdAt: string;
  status: string;
  discount: number;
}

export type LoadedCode = { record: AdminDiscountCode & { uses?: CodeUse[] }; etag: string };
export type LoadedBundle = { record: AdminBundle; etag: string };

const ITEM = 'AdminPromotion' as const;
type Kind = 'code' | 'bundle';
const itemTag = (kind: Kind, id: number) => ({ type: ITEM, id: `${kind}:${id}` });
const LIST = { code: PROMOTION_API.adminCodes, bundle: PROMOTION_API.adminBundles } as const;
/** A bundle is a product of the shop: the storefront's lists and its page read again. */
const shopTags = (kind: Kind, id?: number) =>
  kind === 'bundle' ? [{ type: 'Product' as const, id: 'LIST' }, ...(id === undefined ? [] : [{ type: 'Product' as const, id }])] : [];

function loaded<R extends { version: number }>(body: unknown, meta: ResponseMeta): { record: R; etag: string } {
  const record = body as R;
  return { record, etag: meta.headers.get('ETag') ?? versionEtag(record.version) };
}

const promotionsApi = listApi.enhanceEndpoints({ addTagTypes: [ITEM] }).injectEndpoints({
  endpoints: (build) => ({
    adminPromotionCode: build.query<LoadedCode, number>({
      queryFn: viaAdminRequest(
        (id) => ({ url: PROMOTION_API.adminCode(id) }),
        (body, meta) => loaded<LoadedCode['record']>(body, meta),
      ),
      providesTags: (_result, _error, id) => [itemTag('code', id)],
      keepUnusedDataFor: 0,
    }),
    adminPromotionBundle: build.query<LoadedBundle, number>({
      queryFn: viaAdminRequest(
        (id) => ({ url: PROMOTION_API.adminBundle(id) }),
        (body, meta) => loaded<AdminBundle>(body, meta),
      ),
      providesTags: (_result, _error, id) => [itemTag('bundle', id)],
      keepUnusedDataFor: 0,
    }),
    adminPromotionCreateCode: build.mutation<LoadedCode, DiscountCodeInput>({
      queryFn: viaAdminRequest(
        (input) => ({ url: PROMOTION_API.adminCodes, method: 'POST', body: input }),
        (body, meta) => loaded<AdminDiscountCode>(body, meta),
      ),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(LIST.code)]),
    }),
    adminPromotionCreateBundle: build.mutation<LoadedBundle, BundleInput>({
      queryFn: viaAdminRequest(
        (input) => ({ url: PROMOTION_API.adminBundles, method: 'POST', body: input }),
        (body, meta) => loaded<AdminBundle>(body, meta),
      ),
      invalidatesTags: (_result, error) => (error ? [] : [listTag(LIST.bundle), ...shopTags('bundle')]),
    }),
    /** PUT with every field and the version edited from in If-Match (428 without, 412 when someone saved first). */
    adminPromotionSaveCode: build.mutation<LoadedCode, { id: number; etag: string; input: DiscountCodeInput }>({
      queryFn: viaAdminRequest(
        ({ id, etag, input }) => ({ url: PROMOTION_API.adminCode(id), method: 'PUT', body: input, headers: { 'If-Match': etag } }),
        (body, meta) => loaded<AdminDiscountCode>(body, meta),
      ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [rowTag(LIST.code, id)]),
    }),
    adminPromotionSaveBundle: build.mutation<LoadedBundle, { id: number; etag: string; input: BundleInput }>({
      queryFn: viaAdminRequest(
        ({ id, etag, input }) => ({ url: PROMOTION_API.adminBundle(id), method: 'PUT', body: input, headers: { 'If-Match': etag } }),
        (body, meta) => loaded<AdminBundle>(body, meta),
      ),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [rowTag(LIST.bundle, id), ...shopTags('bundle', id)]),
    }),
    /** Ends a code or a bundle (`{}`, with If-Match): the answer is the record as it now is. */
    adminPromotionEnd: build.mutation<{ record: { version: number }; etag: string }, { kind: Kind; id: number; etag: string }>({
      queryFn: viaAdminRequest(
        ({ kind, id, etag }) => ({
          url: kind === 'code' ? PROMOTION_API.endCode(id) : PROMOTION_API.endBundle(id),
          method: 'POST',
          body: {},
          headers: { 'If-Match': etag },
        }),
        (body, meta) => loaded<{ version: number }>(body, meta),
      ),
      invalidatesTags: (_result, error, { kind, id }) => (error ? [] : [listTag(LIST[kind]), itemTag(kind, id), ...shopTags(kind, id)]),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useAdminPromotionCodeQuery,
  useAdminPromotionBundleQuery,
  useAdminPromotionCreateCodeMutation,
  useAdminPromotionCreateBundleMutation,
  useAdminPromotionSaveCodeMutation,
  useAdminPromotionSaveBundleMutation,
  useAdminPromotionEndMutation,
} = promotionsApi;
