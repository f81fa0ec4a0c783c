import type { Database } from '../db/database';
import { RecentIds } from './listPages';
import { invalidateCatalogue } from './responseCache';

/*
 * The id lists of sorts, filters and searches (catalogue/listPages.ts, docs/architecture.md §10.12): kept under keys a
 * visitor chooses, so bounded by how many and by how many ids in all, the most recently used kept.
 */

// Only the identity of the database matters here: the caches listen for its invalidations.
const fakeDb = () => ({}) as Database;
const ids = (length: number) => Int32Array.from({ length }, (_, i) => i + 1);

function counted() {
  const reads: string[] = [];
  const read = (key: string, length: number) => async () => {
    reads.push(key);
    return ids(length);
  };
  return { reads, read };
}

it('reads each key once, simultaneous first reads sharing one, and forgets the least recently used past its count', async () => {
  const cache = new RecentIds(fakeDb(), 2, 1000);
  const { reads, read } = counted();
  const [a, again] = await Promise.all([cache.get('a', read('a', 3)), cache.get('a', read('a', 3))]);
  expect(again).toBe(a);
  await cache.get('b', read('b', 3));
  await cache.get('a', read('a', 3)); // used again: b is now the oldest
  await cache.get('c', read('c', 3));
  await cache.get('a', read('a', 3));
  await cache.get('b', read('b', 3));
  expect(reads).toEqual(['a', 'b', 'c', 'b']);
});

it('keeps many short lists where few long ones fit, within its count of ids', async () => {
  const cache = new RecentIds(fakeDb(), 100, 10);
  const { reads, read } = counted();
  for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, read(key, 2));
  for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, read(key, 2));
  expect(reads).toEqual(['a', 'b', 'c', 'd', 'e']); // 10 ids: all kept
  await cache.get('long', read('long', 6)); // 16 ids: a, b and c go
  for (const key of ['e', 'd', 'long', 'c']) await cache.get(key, read(key, 2));
  expect(reads.slice(5)).toEqual(['long', 'c']);
  // A list longer than the whole bound is answered but not kept.
  const huge = await cache.get('huge', read('huge', 11));
  expect(huge).toHaveLength(11);
  await cache.get('huge', read('huge', 11));
  expect(reads.filter((key) => key === 'huge')).toHaveLength(2);
});

it('keeps no failed read, and nothing read before the catalogue changed', async () => {
  const db = fakeDb();
  const cache = new RecentIds(db, 10, 100);
  const { reads, read } = counted();
  await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  await cache.get('a', read('a', 1));
  await cache.get('b', read('b', 1));
  let finish!: (list: Int32Array) => void;
  const inFlight = cache.get('c', () => new Promise((resolve) => (finish = resolve)));
  invalidateCatalogue(db);
  finish(ids(1));
  await inFlight;
  for (const key of ['a', 'b', 'c']) await cache.get(key, read(key, 1));
  expect(reads).toEqual(['a', 'b', 'a', 'b', 'c']);
});
