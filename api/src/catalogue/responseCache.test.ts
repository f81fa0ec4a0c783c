import { MAX_LIST_LIMIT } from '@kingside/contracts';
import type { Database } from '../db/database';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  CatalogueCache,
  JsonItem,
  ListPage,
  bodyOf,
  catalogueCache,
  compressed,
  invalidateCatalogue,
  onCatalogueInvalidated,
  toCachedJson,
} from './responseCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('CatalogueCache', () => {
  it('keeps only the most recently used paged reads, and every whole list', async () => {
    const cache = new CatalogueCache(2);
    const load = async () => new ListPage([new JsonItem({ id: 1 })], 7);
    await cache.get('products', async () => [{ id: 1 }]);
    await cache.get('products?a', load, { query: true });
    await cache.get('products?b', load, { query: true });
    expect(cache.peek('products?a')).toBeDefined(); // used again: b is now the oldest
    await cache.get('products?c', load, { query: true });
    expect(cache.peek('products?b')).toBeUndefined();
    expect(cache.peek('products?a')?.total).toBe(7);
    expect(cache.peek('products?c')).toBeDefined();
    expect(cache.peek('products')).toBeDefined();
    expect(cache.size).toBe(3);
  });

  it("stores a page as its items' own bytes, with the count in the entry and in the ETag", () => {
    const items = [new JsonItem({ id: 1, name: 'Échiquier' }), new JsonItem({ id: 2 }), new JsonItem({ id: 3 })];
    const page = toCachedJson(new ListPage(items, 5));
    // One chunk per item, each the item's kept buffer: nothing copied per page.
    expect(page.chunks.map(String)).toEqual(['[', '{"id":1,"name":"Échiquier"}', ',{"id":2}', ',{"id":3}', ']']);
    expect(page.chunks[1]!.buffer).toBe(items[0]!.json.buffer);
    expect(JSON.parse(bodyOf(page).toString())).toEqual([{ id: 1, name: 'Échiquier' }, { id: 2 }, { id: 3 }]);
    expect(page.length).toBe(bodyOf(page).length);
    expect(bodyOf(toCachedJson(new ListPage([], 0))).toString()).toBe('[]');
    expect(page.total).toBe(5);
    // The same items and count give the same ETag; another count, another item or another order does not.
    expect(toCachedJson(new ListPage([...items], 5)).etag).toBe(page.etag);
    expect(toCachedJson(new ListPage(items, 6)).etag).not.toBe(page.etag);
    expect(toCachedJson(new ListPage([items[0]!, items[1]!, new JsonItem({ id: 3, name: 'x' })], 5)).etag).not.toBe(page.etag);
    expect(toCachedJson(new ListPage([items[1]!, items[0]!, items[2]!], 5)).etag).not.toBe(page.etag);
    expect(toCachedJson([{ id: 1 }]).total).toBeUndefined();
    // A page longer than the api serves (MAX_LIST_LIMIT) still gets its own.
    const length = MAX_LIST_LIMIT + 50;
    const many = Array.from({ length }, (_, i) => new JsonItem({ id: i }));
    const long = toCachedJson(new ListPage(many, length)).etag;
    expect(long).toMatch(/^W\/"[\w-]{32}"$/);
    expect(toCachedJson(new ListPage(many.slice(0, -1), length)).etag).not.toBe(long);
    expect(toCachedJson(new ListPage([...many], length)).etag).toBe(long);
  });

  it('runs one load for simultaneous misses and serves the stored bytes afterwards', async () => {
    const cache = new CatalogueCache();
    const load = jest.fn(async () => [{ id: 1 }]);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    const c = await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(bodyOf(a!).toString()).toBe('[{"id":1}]');
  });

  it('does not keep "not found" or a failed load', async () => {
    const cache = new CatalogueCache();
    expect(await cache.get('missing', async () => null)).toBeNull();
    await expect(cache.get('broken', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect(await cache.get('broken', async () => ({ ok: true }))).not.toBeNull();
  });

  it('never writes back a load that was in flight when it was cleared', async () => {
    const cache = new CatalogueCache();
    const old = deferred<unknown>();
    const stale = cache.get('k', () => old.promise);
    cache.clear();
    const fresh = await cache.get('k', async () => ({ price: 2 }));
    old.resolve({ price: 1 });
    await stale;
    expect(bodyOf((await cache.get('k', async () => ({ price: 3 })))!).toString()).toBe('{"price":2}');
    expect(bodyOf(fresh!).toString()).toBe('{"price":2}');
  });
});

describe('toCachedJson', () => {
  it('derives a weak ETag from the bytes and compresses only bodies worth it, each encoding when first asked for, once', () => {
    const small = toCachedJson({ a: 1 });
    expect(compressed(small, 'gzip')).toBeNull();
    expect(small.chunks).toHaveLength(1);
    expect(small.etag).toMatch(/^W\/"[\w-]{32}"$/);
    expect(toCachedJson({ a: 1 }).etag).toBe(small.etag);
    expect(toCachedJson({ a: 2 }).etag).not.toBe(small.etag);
    const large = toCachedJson({ text: 'chess '.repeat(500) });
    expect(large.encoded).toEqual({});
    const br = compressed(large, 'br')!;
    expect(large.encoded).toEqual({ br });
    expect(brotliDecompressSync(br).equals(bodyOf(large))).toBe(true);
    expect(compressed(large, 'br')).toBe(br);
    const gzip = compressed(large, 'gzip')!;
    expect(gunzipSync(gzip).equals(bodyOf(large))).toBe(true);
    expect(br.length).toBeLessThan(bodyOf(large).length);
    expect(gzip.length).toBeLessThan(bodyOf(large).length);
  });
});

describe('invalidateCatalogue', () => {
  it('clears the cache of that database only, and tells its listeners (the server-rendered pages) until they stop listening', async () => {
    const [db, other] = [{} as Database, {} as Database];
    await catalogueCache(db).get('k', async () => [1]);
    await catalogueCache(other).get('k', async () => [2]);
    const listener = jest.fn();
    const stop = onCatalogueInvalidated(db, listener);
    invalidateCatalogue(db);
    expect([catalogueCache(db).size, catalogueCache(other).size, listener.mock.calls.length]).toEqual([0, 1, 1]);
    stop();
    invalidateCatalogue(db);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
