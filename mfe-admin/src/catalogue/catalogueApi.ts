import { type AdminRecord, type CatalogueInputs, type CatalogueKind, type UploadedImage } from '@kingside/contracts';
import { BACK_OFFICE_API, versionEtag } from '@kingside/contracts/admin';
import { SECTION_ENDPOINTS } from '@kingside/ui';
import { listApi, listTag, rowTag } from '../kit/listApi';
import { viaAdminRequest, type ResponseMeta } from '../session/adminRequest';

/*
 * The back office's catalogue records (products, lessons, blog posts), prefixed `adminCatalogue` in the one
 * shared api; their lists are the kit's (listApi.ts), tagged by the kind's endpoint. A write invalidates:
 * - a create: its kind's lists (the new record may belong on any page);
 * - a save: exactly the pages that show the record (its row's tag);
 * - an archive or a restore: its kind's lists too (the record moves between the live and archived lists).
 * A record's own entry is written from the save's answer, not fetched again.
 */

export type AnyAdminRecord = AdminRecord<CatalogueKind>;

/** A record and the ETag to send back in If-Match when editing it. */
export interface LoadedRecord {
  record: AnyAdminRecord;
  etag: string;
}

const ITEM = 'AdminCatalogueItem' as const;
const itemTag = (kind: CatalogueKind, id: number) => ({ type: ITEM, id: `${kind}:${id}` });
const endpointOf = (kind: CatalogueKind) => BACK_OFFICE_API.list(kind);

/** The storefront's tags for each kind (packages/ui's commerceApi, mfe-learn's and mfe-blog's slices). */
const STOREFRONT = { products: 'Product', lessons: 'Lesson', 'blog-posts': 'BlogPost' } as const;

/**
 * What the storefront must read again after a write, in this tab (the store is shared by every section):
 * the kind's lists and the record's page, and, for a product, the carts that show its price and name.
 * Other tabs and visitors get the new data from the api, whose caches the write cleared.
 */
function storefrontTags(kind: CatalogueKind, id?: number) {
  const type = STOREFRONT[kind];
  return [{ type, id: 'LIST' }, ...(id === undefined ? [] : [{ type, id }]), ...(kind === 'products' ? [{ type: 'Cart' as const }] : [])];
}

/** The record and its ETag (the header, or the version it names when a proxy dropped the header). */
export function recordFromResponse(body: unknown, meta: ResponseMeta): LoadedRecord {
  const record = body as AnyAdminRecord;
  return { record, etag: meta.headers.get('ETag') ?? versionEtag(record.version) };
}

// Built on the kit's list api, so its writes can name the lists' tags.
export const catalogueApi = listApi.enhanceEndpoints({ addTagTypes: [ITEM] }).injectEndpoints({
  endpoints: (build) => ({
    adminCatalogueGet: build.query<LoadedRecord, { kind: CatalogueKind; id: number }>({
      queryFn: viaAdminRequest(({ kind, id }) => ({ url: BACK_OFFICE_API.item(kind, id) }), recordFromResponse),
      providesTags: (_result, _error, { kind, id }) => [itemTag(kind, id)],
      // An edit starts from the record's current version, or its first save meets a 412.
      keepUnusedDataFor: 0,
    }),
    adminCatalogueCreate: build.mutation<LoadedRecord, { kind: CatalogueKind; input: CatalogueInputs[CatalogueKind] }>({
      queryFn: viaAdminRequest(({ kind, input }) => ({ url: BACK_OFFICE_API.list(kind), method: 'POST', body: input }), recordFromResponse),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : [listTag(endpointOf(kind)), ...storefrontTags(kind)]),
    }),
    adminCatalogueUpdate: build.mutation<
      LoadedRecord,
      /** patch: a CataloguePatch of the record's kind (only the changed fields, or `{archived: false}`) */
      { kind: CatalogueKind; id: number; etag: string; patch: Record<string, unknown> }
    >({
      queryFn: viaAdminRequest(
        ({ kind, id, etag, patch }) => ({
          url: BACK_OFFICE_API.item(kind, id),
          method: 'PATCH',
          body: patch,
          headers: { 'If-Match': etag },
        }),
        recordFromResponse,
      ),
      invalidatesTags: (_result, error, { kind, id, patch }) =>
        error
          ? []
          : [rowTag(endpointOf(kind), id), ...('archived' in patch ? [listTag(endpointOf(kind))] : []), ...storefrontTags(kind, id)],
      async onQueryStarted({ kind, id }, { dispatch, queryFulfilled }) {
        const saved = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (saved) dispatch(catalogueApi.util.upsertQueryEntries([{ endpointName: 'adminCatalogueGet', arg: { kind, id }, value: saved }]));
      },
    }),
    /** Archives (the api keeps the record; PATCH `{archived: false}` restores it). */
    adminCatalogueArchive: build.mutation<null, { kind: CatalogueKind; id: number; etag: string }>({
      queryFn: viaAdminRequest(
        ({ kind, id, etag }) => ({ url: BACK_OFFICE_API.item(kind, id), method: 'DELETE', headers: { 'If-Match': etag } }),
        () => null,
      ),
      invalidatesTags: (_result, error, { kind, id }) =>
        error ? [] : [rowTag(endpointOf(kind), id), listTag(endpointOf(kind)), itemTag(kind, id), ...storefrontTags(kind, id)],
    }),
    adminCatalogueUpload: build.mutation<UploadedImage, File>({
      queryFn: viaAdminRequest(
        (file) => {
          const body = new FormData();
          body.append('image', file);
          return { url: BACK_OFFICE_API.uploads, method: 'POST', body };
        },
        (body) => body as UploadedImage,
      ),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useAdminCatalogueGetQuery,
  useAdminCatalogueCreateMutation,
  useAdminCatalogueUpdateMutation,
  useAdminCatalogueArchiveMutation,
  useAdminCatalogueUploadMutation,
} = catalogueApi;
