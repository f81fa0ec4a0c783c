import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Database } from '../shared/db/database';
import type { ScrapedGauge } from '../shared/http/metrics';

/** A catalogue response serialised once: its JSON, its ETag, and its compressed forms once a caller asks for them. */
export interface CachedJson {
  body: Buffer;
  etag: string;
  /** a page's count of matches in all, sent as X-Total-Count (docs/spec.md §7.12) */
  total?: number;
  encoded: { gzip?: Buffer | null; br?: Buffer | null };
}

/** What a paged read loads: one page of a list and the number of matches in all. */
export class ListPage {
  constructor(
    readonly items: readonly unknown[],
    readonly total: number,
  ) {}
}

/** Below this, compression costs more than the bytes it saves (the compression middleware's own default). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * The body in `encoding`, made the first time a caller accepts it and kept with the entry; null when the body is too
 * small to be worth it. Brotli at quality 5: a fraction of quality 11's time for a slightly larger body. Why not the
 * compression middleware, which compresses everything else: it compresses every answer again, and on a catalogue read
 * that is most of the read's work, past the budget of docs/architecture.md §4 (why: docs/architecture.md §10.4; figures in bench/README.md).
 */
export function compressed(entry: CachedJson, encoding: 'gzip' | 'br'): Buffer | null {
  if (entry.body.length < COMPRESS_MIN_BYTES) return null;
  return (entry.encoded[encoding] ??=
    encoding === 'gzip'
      ? gzipSync(entry.body)
      : brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } }));
}

/** The most bytes of responses kept per database, their compressed forms counted at their bound (as large again). */
export const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** How many list counts are kept per database (X-Total-Count). */
const MAX_COUNTS = 10_000;

/** The most bytes of searches' matched ids kept per database (4 bytes an id: a search matching all of 10,000 products is 40 KB). */
const MAX_MATCHED_ID_BYTES = 16 * 1024 * 1024;

/** What a miss loads with: the read, and how the answer's ETag is made from its bytes. */
interface Load {
  load: () => Promise<unknown>;
  etagOf: (body: Buffer) => string;
}

/** The answer `value` serialised, with its ETag; undefined ("not found") is never kept. */
function serialised(value: unknown, etagOf: (body: Buffer) => string): CachedJson | undefined {
  if (value === null || value === undefined) return undefined;
  const page = value instanceof ListPage ? value : null;
  const body = Buffer.from(JSON.stringify(page ? page.items : value), 'utf8');
  // The count is part of a page's answer: a page whose rows stayed but whose total changed has another ETag.
  return { body, etag: etagOf(page ? Buffer.concat([body, Buffer.from(`;${page.total}`)]) : body), total: page?.total, encoded: {} };
}

const answers = (maxBytes: number) =>
  new LRUCache<string, CachedJson, Load>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => key.length + 2 * entry.body.length,
    fetchMethod: async (_key, _stale, { context }) => serialised(await context.load(), context.etagOf),
  });

const counts = () =>
  new LRUCache<string, number, () => Promise<number>>({ max: MAX_COUNTS, fetchMethod: (_key, _stale, { context }) => context() });

const matchedIds = () =>
  new LRUCache<string, Int32Array, () => Promise<Int32Array>>({
    maxSize: MAX_MATCHED_ID_BYTES,
    sizeCalculation: (ids, key) => key.length + ids.byteLength + 1,
    fetchMethod: (_key, _stale, { context }) => context(),
  });

/**
 * The in-process cache of serialised catalogue responses, an `lru-cache` bounded by bytes (the least recently used
 * dropped past MAX_CACHED_BYTES): keys are the visitor's to choose (any search, any offset). The catalogue changes
 * through the seed and the back office, which call `invalidateCatalogue(db)` on every api instance
 * (catalogue/invalidation.ts). Simultaneous misses share one load (lru-cache's `fetch()`). Clearing starts new caches:
 * a load under way meanwhile finishes into the old one, which nobody reads, so a slow read of the old data cannot undo
 * an invalidation. "Not found" is never kept: ids are unbounded, the catalogue is not. Beside the answers it keeps the
 * lists' counts and the searches' matched ids in each order (catalogue/listPages.ts), cleared with them.
 */
export class CatalogueCache {
  private ready: ReturnType<typeof answers>;
  /** How many items match a list's filter and search: the same for each of its sorts and pages (X-Total-Count). */
  private counts = counts();
  /** A search's matches' ids in one of its orders: each of its pages in that order is read by id (catalogue/listPages.ts). */
  private matchedIds = matchedIds();

  constructor(private readonly maxBytes = MAX_CACHED_BYTES) {
    this.ready = answers(maxBytes);
  }

  peek(key: string): CachedJson | undefined {
    return this.ready.get(key);
  }

  /** The entry for `key`, loaded by `load` unless kept; `etagOf` makes its ETag from its bytes. */
  async get(key: string, load: () => Promise<unknown>, etagOf: (body: Buffer) => string): Promise<CachedJson | null> {
    return (await this.ready.fetch(key, { context: { load, etagOf } })) ?? null;
  }

  /** The count under `key`, counted by `count` unless kept; like an answer, not stored when cleared meanwhile. */
  async count(key: string, count: () => Promise<number>): Promise<number> {
    return (await this.counts.fetch(key, { context: count }))!;
  }

  /** The ids under `key`, read by `read` unless kept; like an answer, not stored when cleared meanwhile. */
  async matches(key: string, read: () => Promise<Int32Array>): Promise<Int32Array> {
    return (await this.matchedIds.fetch(key, { context: read }))!;
  }

  get size(): number {
    return this.ready.size;
  }

  clear(): void {
    this.ready = answers(this.maxBytes);
    this.counts = counts();
    this.matchedIds = matchedIds();
  }
}

/** One cache per database, so apps over different databases in one process (the tests) never mix. */
const caches = new WeakMap<Database, CatalogueCache>();

export function catalogueCache(db: Database): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CatalogueCache()));
  return cache;
}

/** What else keeps data drawn from the catalogue (the server-rendered sections, the chapters), per database. */
const listeners = new WeakMap<Database, Set<() => void>>();

/** Calls `listener` after every invalidateCatalogue(db); returns the call that stops it. */
export function onCatalogueInvalidated(db: Database, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Call after any write to lessons, blog posts, products or testimonials. This clears THIS process only:
 * an admin write goes through catalogueChanged (catalogue/invalidation.ts), which also tells the other
 * api instances.
 */
export function invalidateCatalogue(db: Database): void {
  caches.get(db)?.clear();
  for (const listener of listeners.get(db) ?? []) listener();
}

/** The cache's size as a gauge of the api's metrics (docs/observability.md), read when scraped. */
export const catalogueCacheGauge = (db: Database): ScrapedGauge => ({
  name: 'kingside_catalogue_cache_entries',
  help: 'Responses kept in the catalogue response cache.',
  labelNames: [],
  read: (gauge) => gauge.set(catalogueCache(db).size),
});
