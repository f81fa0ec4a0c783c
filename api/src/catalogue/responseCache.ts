import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Database } from '../db/database';

/** A catalogue response serialised once: the JSON bytes, their compressed forms and a validator. */
export interface CachedJson {
  body: Buffer;
  /** null when the body is too small to be worth compressing */
  gzip: Buffer | null;
  br: Buffer | null;
  /** weak: the identity, gzip and br forms share it (they are the same representation) */
  etag: string;
}

/** Below this, compression costs more than the bytes it saves (the compression middleware's own default). */
const COMPRESS_MIN_BYTES = 1024;

export function toCachedJson(value: unknown): CachedJson {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const compress = body.length >= COMPRESS_MIN_BYTES;
  return {
    body,
    gzip: compress ? gzipSync(body, { level: 9 }) : null,
    br: compress
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : null,
    // Derived from the bytes, so every api instance and every restart gives the same ETag for the same data.
    etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
  };
}

/**
 * The in-process cache of catalogue responses (docs/architecture.md §4, §5: a Sequelize list query reaches a
 * fraction of a bare Express handler's throughput, a cached body does not). The catalogue changes through
 * the seed and the back office's writes, which call `invalidateCatalogue(db)` on every api instance.
 *
 * Entries hold the promise of the load, so simultaneous misses share one query. An entry replaced or
 * cleared while its load is in flight is never written back, so an invalidation cannot be undone by a
 * slow read of the old data. "Not found" is never cached: ids are unbounded, the catalogue is not.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Promise<CachedJson | null>>();
  /** The settled entries, for the synchronous hot path (no promise, no microtask per request). */
  private readonly ready = new Map<string, CachedJson>();

  /** The stored response for `key`, if its load has finished. */
  peek(key: string): CachedJson | undefined {
    return this.ready.get(key);
  }

  get(key: string, load: () => Promise<unknown>): Promise<CachedJson | null> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = load().then((value) => (value === null || value === undefined ? null : toCachedJson(value)));
    this.entries.set(key, pending);
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then((result) => {
      if (result === null) forget();
      else if (this.entries.get(key) === pending) this.ready.set(key, result);
    }, forget);
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.ready.clear();
  }
}

/** One cache per database, so apps over different databases in one process (the tests) never mix. */
const caches = new WeakMap<Database, CatalogueCache>();

export function catalogueCache(db: Database): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new CatalogueCache();
    caches.set(db, cache);
  }
  return cache;
}

/** What else keeps pages drawn from the catalogue (the server-rendered sections), per database. */
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
