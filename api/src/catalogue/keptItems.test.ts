import type { Database } from '../db/database';
import { KeptItems } from './listPages';
import { invalidateCatalogue } from './responseCache';

/*
 * The items of pages kept as JSON (catalogue/listPages.ts, docs/architecture.md §10.12): the whole live list read once,
 * page by page when the list is too long to keep whole, and nothing kept across a catalogue change.
 */

// Only the identity of the database matters here: the caches listen for its invalidations.
const fakeDb = () => ({}) as Database;
const json = (id: number, version = 1) => JSON.stringify({ id, version });

function source(ids: number[]) {
  let version = 1;
  const calls = { all: 0, byIds: [] as number[][] };
  return {
    calls,
    bump: () => version++,
    read: {
      all: async (limit: number) => {
        calls.all++;
        return new Map(ids.slice(0, limit).map((id) => [id, json(id, version)]));
      },
      byIds: async (wanted: number[]) => {
        calls.byIds.push(wanted);
        return new Map(wanted.filter((id) => ids.includes(id)).map((id) => [id, json(id, version)]));
      },
    },
  };
}

it('reads the whole list once, serves every page from it, and reads again after a catalogue change', async () => {
  const db = fakeDb();
  const data = source([1, 2, 3, 4, 5]);
  const kept = new KeptItems(db, data.read, 10);
  const [a, b] = await Promise.all([kept.of([3, 1]), kept.of([5])]);
  expect(a).toEqual([json(3), json(1)]);
  expect(b).toEqual([json(5)]);
  expect(await kept.of([2, 4])).toEqual([json(2), json(4)]);
  expect(data.calls).toEqual({ all: 1, byIds: [] });
  data.bump();
  invalidateCatalogue(db);
  expect(await kept.of([1])).toEqual([json(1, 2)]);
  expect(data.calls.all).toBe(2);
});

it('leaves out an item that is gone, after looking for it by id', async () => {
  const data = source([1, 2]);
  const kept = new KeptItems(fakeDb(), data.read, 10);
  expect(await kept.of([1, 9, 2])).toEqual([json(1), json(2)]);
  expect(data.calls.byIds).toEqual([[9]]);
});

it('keeps a list too long to keep whole page by page, the most recently read', async () => {
  const db = fakeDb();
  const data = source([1, 2, 3, 4, 5]);
  const kept = new KeptItems(db, data.read, 3);
  expect(await kept.of([1, 2])).toEqual([json(1), json(2)]);
  expect(await kept.of([2, 3])).toEqual([json(2), json(3)]);
  expect(data.calls.byIds).toEqual([[1, 2], [3]]);
  // A fourth item goes over the bound of 3: the oldest (1) is forgotten, and read again when asked for.
  expect(await kept.of([4, 1])).toEqual([json(4), json(1)]);
  expect(data.calls.byIds).toEqual([[1, 2], [3], [4]]);
  expect(await kept.of([1, 3])).toEqual([json(1), json(3)]);
  expect(data.calls.byIds).toEqual([[1, 2], [3], [4], [1]]);
  // The whole list was tried once and found too long: not read again until the catalogue changes.
  expect(data.calls.all).toBe(1);
});

it('does not keep a failed read of the whole list: the next page tries again', async () => {
  const data = source([1]);
  let fail = true;
  const all = data.read.all;
  const kept = new KeptItems(fakeDb(), { ...data.read, all: async (limit) => (fail ? Promise.reject(new Error('down')) : all(limit)) }, 10);
  await expect(kept.of([1])).rejects.toThrow('down');
  fail = false;
  expect(await kept.of([1])).toEqual([json(1)]);
});

it('gives a page its items without a promise once the whole list is read, and never across a catalogue change', async () => {
  const db = fakeDb();
  const data = source([1, 2, 3]);
  const kept = new KeptItems(db, data.read, 10);
  expect(kept.keptNow([1])).toBeNull(); // not read yet: `of` reads it
  await kept.of([1]);
  expect(kept.keptNow([3, 1])).toEqual([json(3), json(1)]);
  expect(kept.keptNow([1, 9])).toBeNull(); // an id the list does not hold: `of` looks for it
  data.bump();
  invalidateCatalogue(db);
  expect(kept.keptNow([1])).toBeNull();
  // A read under way when the catalogue changes again is never kept: the read after that change is.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = new KeptItems(db, { ...data.read, all: async (limit) => gate.then(() => data.read.all(limit)) }, 10);
  const stale = slow.of([1]);
  invalidateCatalogue(db);
  release();
  await stale;
  expect(slow.keptNow([1])).toBeNull();
  expect(await kept.of([1])).toEqual([json(1, 2)]);
  expect(kept.keptNow([1, 2])).toEqual([json(1, 2), json(2, 2)]);
});

it('keeps nothing for keptNow when the list is too long to keep whole', async () => {
  const data = source([1, 2, 3, 4, 5]);
  const kept = new KeptItems(fakeDb(), data.read, 3);
  await kept.of([1, 2]);
  expect(kept.keptNow([1, 2])).toBeNull();
});
