import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Database } from '../shared/db/database';
import { CatalogueCache, ListPage, catalogueCache, compressed, invalidateCatalogue, onCatalogueInvalidated } from './responseCache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const etagOf = (body: Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

describe('CatalogueCache', () => {
  it('stores a page as its items with its count, which its ETag covers', async () => {
    const cache = new CatalogueCache();
    const page = (await cache.get('a', async () => new ListPage([{ id: 1, name: 'Échiquier' }], 5), etagOf))!;
    expect(JSON.parse(page.body.toString())).toEqual([{ id: 1, name: 'Échiquier' }]);
    expect(page.total).toBe(5);
    const recounted = (await cache.get('b', async () => new ListPage([{ id: 1, name: 'Échiquier' }], 6), etagOf))!;
    expect(recounted.etag).not.toBe(page.etag);
    expect((await cache.get('c', async () => [{ id: 1 }], etagOf))!.total).toBeUndefined();
  });

  it('keeps the most recently used responses within its bytes', async () => {
    // Each entry weighs its key and twice its body (room for its compressed forms): 1 + 40 bytes, two in 100, not three.
    const cache = new CatalogueCache(100);
    const load = async () => ['x'.repeat(16)];
    for (const key of ['a', 'b']) await cache.get(key, load, etagOf);
    expect(cache.peek('a')).toBeDefined(); // used again: b is now the oldest
    await cache.get('c', load, etagOf);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')].map(Boolean)).toEqual([true, false, true]);
  });

  it('runs one load for simultaneous misses and serves the stored bytes afterwards', async () => {
    const cache = new CatalogueCache();
    const load = jest.fn(async () => [{ id: 1 }]);
    const [a, b] = await Promise.all([cache.get('k', load, etagOf), cache.get('k', load, etagOf)]);
    expect(await cache.get('k', load, etagOf)).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
    expect(b).toBe(a);
    expect(cache.peek('k')!.body.toString()).toBe('[{"id":1}]');
  });

  it('does not keep "not found" or a failed load', async () => {
    const cache = new CatalogueCache();
    expect(await cache.get('missing', async () => null, etagOf)).toBeNull();
    await expect(cache.get('broken', async () => Promise.reject(new Error('db down')), etagOf)).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
    expect(await cache.get('broken', async () => ({ ok: true }), etagOf)).not.toBeNull();
  });

  it('never stores a load that was in flight when it was cleared', async () => {
    const cache = new CatalogueCache();
    const old = deferred<unknown>();
    const stale = cache.get('k', () => old.promise, etagOf);
    cache.clear();
    const fresh = await cache.get('k', async () => ({ price: 2 }), etagOf);
    old.resolve({ price: 1 });
    await stale;
    expect(cache.peek('k')).toBe(fresh);
    expect(fresh!.body.toString()).toBe('{"price":2}');
    // A read that finds nothing across a clear is still "not found" to its caller.
    const gone = deferred<unknown>();
    const missing = cache.get('gone', () => gone.promise, etagOf);
    cache.clear();
    gone.resolve(null);
    expect(await missing).toBeNull();
  });

  it('keeps a count until cleared, and never one counted across a clear', async () => {
    const cache = new CatalogueCache();
    expect(await cache.count('n', async () => 3)).toBe(3);
    expect(await cache.count('n', async () => 4)).toBe(3);
    const old = deferred<number>();
    cache.clear();
    const stale = cache.count('n', () => old.promise);
    cache.clear();
    old.resolve(5);
    expect(await stale).toBe(5);
    expect(await cache.count('n', async () => 6)).toBe(6);
  });

  it('compresses only bodies worth it, each encoding when first asked for, once', async () => {
    const cache = new CatalogueCache();
    expect(compressed((await cache.get('small', async () => ({ a: 1 }), etagOf))!, 'gzip')).toBeNull();
    const large = (await cache.get('large', async () => ({ text: 'chess '.repeat(500) }), etagOf))!;
    const br = compressed(large, 'br')!;
    expect(brotliDecompressSync(br).equals(large.body)).toBe(true);
    expect(compressed(large, 'br')).toBe(br);
    expect(gunzipSync(compressed(large, 'gzip')!).equals(large.body)).toBe(true);
    expect(br.length).toBeLessThan(large.body.length);
  });
});

describe('invalidateCatalogue', () => {
  it('clears the cache of that database only, and tells its listeners (the server-rendered pages) until they stop listening', async () => {
    const [db, other] = [{} as Database, {} as Database];
    await catalogueCache(db).get('k', async () => [1], etagOf);
    await catalogueCache(other).get('k', async () => [2], etagOf);
    const listener = jest.fn();
    const stop = onCatalogueInvalidated(db, listener);
    invalidateCatalogue(db);
    expect([catalogueCache(db).size, catalogueCache(other).size, listener.mock.calls.length]).toEqual([0, 1, 1]);
    stop();
    invalidateCatalogue(db);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
