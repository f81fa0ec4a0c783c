import { hash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { MAX_LIST_LIMIT } from '@kingside/contracts';
import type { Database } from '../db/database';

/** A catalogue response serialised once: the JSON bytes, a validator, and their compressed forms once asked for. */
export interface CachedJson {
  /**
   * The body, in the chunks it is written in: one for a whole list or an item; for a page, its items' own kept bytes
   * with the brackets and commas between them, written as they are (see ListPage).
   */
  chunks: readonly Buffer[];
  /** the body's length in bytes */
  length: number;
  /** weak: the identity, gzip and br forms share it (they are the same representation) */
  etag: string;
  /** a paged read's count of matches in all, sent as X-Total-Count (docs/spec.md §7.12) */
  total?: number;
  /** how hard its compressed forms are made (see EFFORT) */
  effort: keyof typeof EFFORT;
  /** each compressed form, made the first time a caller accepts it (compressed(), below) */
  encoded: { gzip?: Buffer; br?: Buffer };
}

/**
 * One item of a list as it is sent: its JSON in UTF-8, encoded once; the same bytes after a comma (one buffer, two
 * views), so that a page is one chunk per item; and a digest of the JSON, made the first time a page needs it (the
 * first page after a change makes 10,000 items at once, on the event loop: digests of them all would add ~25 ms).
 * The digest is 60 bits of the JSON's SHA-256 kept as two small integers in the item itself: V8 holds those in the
 * object, where a string of it was one more object per item for a page to fetch from a 10 MB heap, and a page's 24
 * items are scattered over it (docs/architecture.md §10.12).
 */
export class JsonItem {
  readonly json: Buffer;
  readonly afterComma: Buffer;
  private digested = false;
  private high = 0;
  private low = 0;

  constructor(value: unknown) {
    this.afterComma = Buffer.from(`,${JSON.stringify(value)}`, 'utf8');
    this.json = this.afterComma.subarray(1);
  }

  /** Writes the digest at `into[at]` and `into[at + 1]`. */
  digestInto(into: Int32Array, at: number): void {
    if (!this.digested) {
      const bytes = hash('sha256', this.json, 'buffer');
      // 30 bits each, so V8 keeps them as small integers (a wider one would be a heap number: an object again).
      this.high = bytes.readInt32LE(0) >> 2;
      this.low = bytes.readInt32LE(4) >> 2;
      this.digested = true;
    }
    into[at] = this.high;
    into[at + 1] = this.low;
  }
}

/** One call, no Hash object: a page's ETag is one of these per uncached page (~1.4 µs against ~1.7-2.4 µs). */
const digestOf = (bytes: Buffer | string | Int32Array) => hash('sha256', bytes, 'base64url').slice(0, 32);

/** A page's items' digests and its count, as hashed for its ETag: room for the longest page the api serves, reused. */
const PAGE_DIGESTS = new Int32Array(2 * MAX_LIST_LIMIT + 1);

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/**
 * What a paged read loads: one page of a list, its items as kept by catalogue/listPages.ts, and the number of matches
 * in all. Its body is kept as the items' own bytes, never copied into a buffer of its own: at 10,000 products a page
 * is ~10 KB, and a new buffer per page was most of what a page cost beyond an empty one, in its tail above all
 * (docs/architecture.md §10.12); it is gathered into a reused one only to be written (bodyBuffers.ts). Its ETag is
 * made from the items' digests, as there are no body bytes to hash.
 */
export class ListPage {
  constructor(
    readonly items: readonly JsonItem[],
    readonly total: number,
  ) {}

  /** `[`, the first item, each other after its comma, `]`. */
  chunks(): Buffer[] {
    const chunks: Buffer[] = [OPEN];
    this.items.forEach((item, i) => chunks.push(i === 0 ? item.json : item.afterComma));
    chunks.push(CLOSE);
    return chunks;
  }

  /**
   * Derived from the items' bytes (through their digests) and the count, so the same page of the same data has the
   * same ETag on every instance and after every restart (the digests are hashed in the machine's byte order, the same
   * on x64 and arm64, where the api runs). The count is part of the answer: a page whose rows stayed but
   * whose total changed is a new representation.
   */
  etag(): string {
    const n = this.items.length;
    const digests = 2 * n + 1 <= PAGE_DIGESTS.length ? PAGE_DIGESTS : new Int32Array(2 * n + 1);
    this.items.forEach((item, i) => item.digestInto(digests, 2 * i));
    digests[2 * n] = this.total;
    return digestOf(digests.subarray(0, 2 * n + 1));
  }
}

/** Below this, compression costs more than the bytes it saves (the compression middleware's own default). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * How hard to compress. A whole list is compressed once per catalogue change and sent many times: the best
 * ratio pays. A page of a search may be asked once: brotli 11 would cost ~15 ms of the event loop per 20 KB
 * page on every miss, quality 5 costs under 1 ms for a slightly larger body.
 */
const EFFORT = { best: { gzip: 9, br: 11 }, quick: { gzip: 6, br: 5 } } as const;

export function toCachedJson(value: unknown, effort: keyof typeof EFFORT = 'best'): CachedJson {
  if (value instanceof ListPage) {
    const chunks = value.chunks();
    return {
      chunks,
      length: chunks.reduce((length, chunk) => length + chunk.length, 0),
      etag: `W/"${value.etag()}"`,
      total: value.total,
      effort,
      encoded: {},
    };
  }
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  // Derived from the bytes, so every api instance and every restart gives the same ETag for the same data.
  return { chunks: [body], length: body.length, etag: `W/"${digestOf(body)}"`, effort, encoded: {} };
}

/** The whole body in one buffer. */
export const bodyOf = (entry: CachedJson): Buffer =>
  entry.chunks.length === 1 ? entry.chunks[0]! : Buffer.concat(entry.chunks, entry.length);

/**
 * The body in `encoding`, compressed the first time a caller accepts that encoding and kept with the entry; null when
 * the body is too small to be worth it. Made on demand, not when the entry is stored: a page of a search is often
 * asked for once, by a browser that takes brotli only, and a client that asks for neither (a script, a load test)
 * never pays for either (two compressions were a fifth of an uncached page's time on the event loop).
 */
export function compressed(entry: CachedJson, encoding: 'gzip' | 'br'): Buffer | null {
  if (entry.length < COMPRESS_MIN_BYTES) return null;
  const known = entry.encoded[encoding];
  if (known) return known;
  const level = EFFORT[entry.effort];
  const body = bodyOf(entry);
  const made =
    encoding === 'gzip'
      ? gzipSync(body, { level: level.gzip })
      : brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: level.br, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
  entry.encoded[encoding] = made;
  return made;
}

/**
 * Paged reads are keyed by their query, which a visitor chooses (any search, any offset): those entries are
 * kept for the most recently used MAX_QUERY_ENTRIES only. A whole list or one item is bounded by the catalogue.
 */
export const MAX_QUERY_ENTRIES = 2000;

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

  /** The keys of paged reads, least recently used first (a Set keeps insertion order). */
  private readonly queries = new Set<string>();

  constructor(private readonly maxQueryEntries = MAX_QUERY_ENTRIES) {}

  /** The stored response for `key`, if its load has finished. */
  peek(key: string): CachedJson | undefined {
    const entry = this.ready.get(key);
    if (entry && this.queries.delete(key)) {
      // A paged read used again: to the end of the line.
      this.queries.add(key);
    }
    return entry;
  }

  /** `query`: the key is a read the visitor's query names (a page, a set of ids), kept among the most recently used only. */
  get(key: string, load: () => Promise<unknown>, { query = false } = {}): Promise<CachedJson | null> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = load().then((value) => (value === null || value === undefined ? null : toCachedJson(value, query ? 'quick' : 'best')));
    this.entries.set(key, pending);
    if (query) this.remember(key);
    const forget = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then((result) => {
      if (result === null) forget();
      else if (this.entries.get(key) === pending) this.ready.set(key, result);
    }, forget);
    return pending;
  }

  private remember(key: string): void {
    this.queries.delete(key);
    this.queries.add(key);
    for (const oldest of this.queries) {
      if (this.queries.size <= this.maxQueryEntries) break;
      this.queries.delete(oldest);
      this.entries.delete(oldest);
      this.ready.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.ready.clear();
    this.queries.clear();
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
