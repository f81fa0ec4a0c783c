import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';

/** How many facts each database's memory keeps; the oldest are forgotten first (and then merely written again). */
const REMEMBERED = 100_000;

const memories = new WeakMap<Database, LRUCache<string, true>>();

/**
 * Writes a fact that is written once and never changes (a first try decided, a card in the deck, a day trained) only
 * the first time this instance meets it: a learner who misses the same move ten times costs one INSERT, not ten.
 * The database's unique keys stay the guard (another instance, a forgotten key): the memory only saves round trips.
 * A write that fails is not remembered.
 */
export async function writeOnce(db: Database, key: string, write: () => Promise<unknown>): Promise<void> {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new LRUCache({ max: REMEMBERED })));
  if (memory.has(key)) return;
  await write();
  memory.set(key, true);
}

/** Whether this instance already wrote the fact `key` (writeOnce). */
export function writtenBefore(db: Database, key: string): boolean {
  return memories.get(db)?.has(key) ?? false;
}

/** Remembers that the fact `key` is in the database (found there, or written by a transaction of the caller's). */
export function rememberWritten(db: Database, key: string): void {
  let memory = memories.get(db);
  if (!memory) memories.set(db, (memory = new LRUCache({ max: REMEMBERED })));
  memory.set(key, true);
}
