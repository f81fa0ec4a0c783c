import type { Database } from '../db/database';
import { CatalogueCache, catalogueCache, invalidateCatalogue, onCatalogueInvalidated, toCachedJson } from './responseCache';

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
  it('runs one load for simultaneous misses and serves the stored bytes afterwards', async () => {
    const cache = new CatalogueCache();
    const load = jest.fn(async () => [{ id: 1 }]);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    const c = await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    expect(c).toBe(a);
    expect(a!.body.toString()).toBe('[{"id":1}]');
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
    expect((await cache.get('k', async () => ({ price: 3 })))!.body.toString()).toBe('{"price":2}');
    expect(fresh!.body.toString()).toBe('{"price":2}');
  });
});

describe('toCachedJson', () => {
  it('derives a weak ETag from the bytes and compresses only bodies worth it', () => {
    const small = toCachedJson({ a: 1 });
    expect(small.gzip).toBeNull();
    expect(small.etag).toMatch(/^W\/"[\w-]{32}"$/);
    expect(toCachedJson({ a: 1 }).etag).toBe(small.etag);
    expect(toCachedJson({ a: 2 }).etag).not.toBe(small.etag);
    const large = toCachedJson({ text: 'chess '.repeat(500) });
    expect(large.gzip!.length).toBeLessThan(large.body.length);
    expect(large.br!.length).toBeLessThan(large.body.length);
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
