import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';

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
 * small to be worth it. Brotli at quality 5: a fraction of quality 11's time for a slightly larger body.
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

/**
 * The in-process cache of serialised catalogue responses, the least recently used dropped past MAX_CACHED_BYTES: keys
 * are the visitor's to choose (any search, any offset). The catalogue changes through the seed and the back office,
 * which call `invalidateCatalogue(db)` on every api instance (catalogue/invalidation.ts). Simultaneous misses share
 * one load; a load under way when the cache is cleared is not stored, so a slow read of the old data cannot undo an
 * invalidation. "Not found" is never kept: ids are unbounded, the catalogue is not.
 */
export class CatalogueCache {
  private readonly ready: LRUCache<string, CachedJson>;
  private loading = new Map<string, Promise<CachedJson | null>>();
  /** How many items match a list's filter and search: the same for each of its sorts and pages (X-Total-Count). */
  private readonly counts = new LRUCache<string, number>({ max: 10_000 });

  constructor(maxBytes = MAX_CACHED_BYTES) {
    this.ready = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry, key) => key.length + 2 * entry.body.length });
  }

  peek(key: string): CachedJson | undefined {
    return this.ready.get(key);
  }

  /** The entry for `key`, loaded by `load` unless kept; `etagOf` makes its ETag from its bytes. */
  get(key: string, load: () => Promise<unknown>, etagOf: (body: Buffer) => string): Promise<CachedJson | null> {
    const loading = this.loading;
    const known = this.peek(key) ?? loading.get(key);
    if (known) return Promise.resolve(known);
    const pending = load().then((value): CachedJson | null => {
      if (value === null || value === undefined) return null;
      const page = value instanceof ListPage ? value : null;
      const body = Buffer.from(JSON.stringify(page ? page.items : value), 'utf8');
      // The count is part of a page's answer: a page whose rows stayed but whose total changed has another ETag.
      const entry = {
        body,
        etag: etagOf(page ? Buffer.concat([body, Buffer.from(`;${page.total}`)]) : body),
        total: page?.total,
        encoded: {},
      };
      if (this.loading === loading) this.ready.set(key, entry);
      return entry;
    });
    loading.set(key, pending);
    const forget = () => loading.get(key) === pending && loading.delete(key);
    pending.then(forget, forget);
    return pending;
  }

  /** The count under `key`, counted by `count` unless kept; like an answer, not stored when cleared meanwhile. */
  async count(key: string, count: () => Promise<number>): Promise<number> {
    const known = this.counts.get(key);
    if (known !== undefined) return known;
    const loading = this.loading;
    const counted = await count();
    if (this.loading === loading) this.counts.set(key, counted);
    return counted;
  }

  get size(): number {
    return this.ready.size;
  }

  clear(): void {
    this.ready.clear();
    this.counts.clear();
    this.loading = new Map();
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
