import { BACK_OFFICE_MESSAGES, TOTAL_COUNT_HEADER, type AdminRecord, type CatalogueKind } from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { fakeApi, type FakeAnswer, type FakeCall } from './renderAdmin';

type AnyRecord = AdminRecord<CatalogueKind>;
export type CatalogueDb = Record<CatalogueKind, AnyRecord[]>;

const ITEM = /^\/api\/admin\/(products|lessons|blog-posts)(?:\/(\d+))?(?:\?(.*))?$/;

const titleOf = (record: AnyRecord) => ('name' in record ? record.name : record.title);
const header = (call: FakeCall, name: string) => Object.entries(call.headers).find(([key]) => key.toLowerCase() === name)?.[1];

/**
 * The admin catalogue api as its contract describes it (backOffice.ts), over records in memory: lists with
 * q/category/level/archived/limit/offset and X-Total-Count, records with ETag, POST, PATCH with If-Match
 * (428 without, 412 when stale), DELETE archiving. `before` answers first (uploads, failures); `db` can be
 * changed behind the screen's back ("someone else" saving).
 */
export function fakeCatalogue(records: Partial<CatalogueDb> = {}, before?: (call: FakeCall) => FakeAnswer | undefined) {
  const db: CatalogueDb = { products: [], lessons: [], 'blog-posts': [], ...records };
  const calls = fakeApi((call) => {
    const early = before?.(call);
    if (early) return early;
    const match = ITEM.exec(call.url);
    if (!match) return undefined;
    const kind = match[1] as CatalogueKind;
    const id = match[2] ? Number(match[2]) : undefined;
    const items = db[kind];
    if (id === undefined && call.method === 'GET') {
      const query = new URLSearchParams(match[3] ?? '');
      const q = query.get('q')?.toLowerCase();
      const archived = query.get('archived');
      const limit = Number(query.get('limit') ?? 25);
      const offset = Number(query.get('offset') ?? 0);
      const found = items.filter(
        (record) =>
          (!q || titleOf(record).toLowerCase().includes(q)) &&
          (!query.get('category') || record.category === query.get('category')) &&
          (!query.get('level') || ('level' in record && record.level === query.get('level'))) &&
          (archived === null || String(record.archived) === archived),
      );
      return { body: found.slice(offset, offset + limit), headers: { [TOTAL_COUNT_HEADER]: String(found.length) } };
    }
    if (id === undefined && call.method === 'POST') {
      const now = '2026-04-01T12:00:00.000Z';
      const created = {
        ...(call.body as object),
        id: Math.max(0, ...items.map((record) => record.id)) + 1,
        archived: false,
        version: 1,
        createdAt: now,
        updatedAt: now,
      } as AnyRecord;
      items.push(created);
      return { status: 201, body: created, headers: { ETag: versionEtag(1), Location: `/api/admin/${kind}/${created.id}` } };
    }
    const index = items.findIndex((record) => record.id === id);
    const record = items[index];
    if (!record) return { status: 404, body: { message: BACK_OFFICE_MESSAGES.notFound } };
    if (call.method === 'GET') return { body: record, headers: { ETag: versionEtag(record.version) } };
    const ifMatch = header(call, 'if-match');
    if (call.method === 'PATCH' && !ifMatch) return { status: 428, body: { message: BACK_OFFICE_MESSAGES.preconditionRequired } };
    if (ifMatch && ifMatch !== versionEtag(record.version)) return { status: 412, body: { message: BACK_OFFICE_MESSAGES.conflict } };
    const changes = call.method === 'DELETE' ? { archived: true } : (call.body as object);
    const next = { ...record, ...changes, version: record.version + 1, updatedAt: '2026-04-02T08:00:00.000Z' } as AnyRecord;
    items[index] = next;
    if (call.method === 'DELETE') return { status: 204 };
    return { body: next, headers: { ETag: versionEtag(next.version) } };
  });
  return { calls, db };
}
