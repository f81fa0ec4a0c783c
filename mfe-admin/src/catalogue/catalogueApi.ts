import {
  BACK_OFFICE_API,
  TOTAL_COUNT_HEADER,
  versionEtag,
  type AdminListQuery,
  type AdminRecord,
  type CatalogueInputs,
  type CatalogueKind,
  type UploadedImage,
} from '@kingside/contracts';
import { api, SECTION_ENDPOINTS } from '@kingside/ui';
import { viaAdminRequest, type ResponseMeta } from '../session/adminRequest';

/*
 * The back office's catalogue endpoints (products, lessons, blog posts), prefixed `adminCatalogue` in the one
 * shared api. Tags:
 * - a list provides its kind's tag (`products`) and one per row it shows (`products:7`);
 * - a create invalidates its kind's lists (the new record may belong on any of them);
 * - a save invalidates exactly the lists that show the record (`products:7`);
 * - an archive or a restore also moves the record between the live and the archived lists: its kind's lists.
 * A record's own entry is written from the save's answer, not fetched again.
 */

export type AnyAdminRecord = AdminRecord<CatalogueKind>;

export interface CataloguePage {
  items: AnyAdminRecord[];
  /** from X-Total-Count */
  total: number;
}

/** A record and the ETag to send back in If-Match when editing it. */
export interface LoadedRecord {
  record: AnyAdminRecord;
  etag: string;
}

const LIST = 'AdminCatalogueList' as const;
const ITEM = 'AdminCatalogueItem' as const;
const rowTag = (kind: CatalogueKind, id: number) => `${kind}:${id}`;

export function listUrl(kind: CatalogueKind, query: AdminListQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.level) params.set('level', query.level);
  if (query.archived !== undefined) params.set('archived', String(query.archived));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  const text = params.toString();
  return text ? `${BACK_OFFICE_API.list(kind)}?${text}` : BACK_OFFICE_API.list(kind);
}

/** The page's records and the total the X-Total-Count header gives (what came, when the header is missing). */
export function pageFromResponse(body: unknown, meta: ResponseMeta, offset = 0): CataloguePage {
  const items = Array.isArray(body) ? (body as AnyAdminRecord[]) : [];
  const header = meta.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : offset + items.length };
}

/** The record and its ETag (the header, or the version it names when a proxy dropped the header). */
export function recordFromResponse(body: unknown, meta: ResponseMeta): LoadedRecord {
  const record = body as AnyAdminRecord;
  return { record, etag: meta.headers.get('ETag') ?? versionEtag(record.version) };
}

export const catalogueApi = api.enhanceEndpoints({ addTagTypes: [LIST, ITEM] }).injectEndpoints({
  endpoints: (build) => ({
    adminCatalogueList: build.query<CataloguePage, { kind: CatalogueKind; query: AdminListQuery }>({
      queryFn: viaAdminRequest(
        ({ kind, query }) => ({ url: listUrl(kind, query) }),
        (body, meta, { query }) => pageFromResponse(body, meta, query.offset),
      ),
      providesTags: (result, _error, { kind }) => [
        { type: LIST, id: kind },
        ...(result?.items ?? []).map((record) => ({ type: LIST, id: rowTag(kind, record.id) })),
      ],
      // An admin list must be current when the admin opens it, not whatever was loaded an hour ago.
      keepUnusedDataFor: 0,
    }),
    adminCatalogueGet: build.query<LoadedRecord, { kind: CatalogueKind; id: number }>({
      queryFn: viaAdminRequest(({ kind, id }) => ({ url: BACK_OFFICE_API.item(kind, id) }), recordFromResponse),
      providesTags: (_result, _error, { kind, id }) => [{ type: ITEM, id: rowTag(kind, id) }],
      // An edit starts from the record's current version, or its first save meets a 412.
      keepUnusedDataFor: 0,
    }),
    adminCatalogueCreate: build.mutation<LoadedRecord, { kind: CatalogueKind; input: CatalogueInputs[CatalogueKind] }>({
      queryFn: viaAdminRequest(({ kind, input }) => ({ url: BACK_OFFICE_API.list(kind), method: 'POST', body: input }), recordFromResponse),
      invalidatesTags: (_result, error, { kind }) => (error ? [] : [{ type: LIST, id: kind }]),
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
        error ? [] : [{ type: LIST, id: rowTag(kind, id) }, ...('archived' in patch ? [{ type: LIST, id: kind }] : [])],
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
        error
          ? []
          : [
              { type: LIST, id: rowTag(kind, id) },
              { type: LIST, id: kind },
              { type: ITEM, id: rowTag(kind, id) },
            ],
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
  useAdminCatalogueListQuery,
  useAdminCatalogueGetQuery,
  useAdminCatalogueCreateMutation,
  useAdminCatalogueUpdateMutation,
  useAdminCatalogueArchiveMutation,
  useAdminCatalogueUploadMutation,
} = catalogueApi;
