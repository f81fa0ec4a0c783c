import { inListOrder, positionsOf } from './listPages';

/*
 * A search's matches in a list's order (catalogue/listPages.ts): by sorting their places for a narrow search, by
 * walking the list for a broad one. Both must give the list's order, keeping only the ids the list holds.
 */

/** A deterministic shuffle of 1..length (a small LCG), so a failure reproduces. */
function shuffled(length: number, seed: number): Int32Array {
  const ids = Int32Array.from({ length }, (_, i) => i + 1);
  let state = seed;
  for (let i = length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

/** What the function must give: the list, kept where the matches hold the id. */
const reference = (list: Int32Array, matches: Int32Array) => {
  const wanted = new Set(matches);
  return [...list].filter((id) => wanted.has(id));
};

describe('inListOrder', () => {
  const list = shuffled(2000, 7).subarray(0, 1600); // ids 1..2000, 400 of them not in the list

  it.each([0, 1, 20, 99, 101, 400, 1600, 2000])('puts %p matches (narrow and broad alike) in the list’s order', (count) => {
    const matches = shuffled(2000, 11 + count).subarray(0, count);
    const ordered = inListOrder(list, positionsOf(list), matches);
    expect([...ordered]).toEqual(reference(list, matches));
    expect(ordered.length).toBeLessThanOrEqual(count);
  });

  it('keeps nothing the list does not hold; a walk holds each id once, and ends, even when a match came twice', () => {
    const outside = Int32Array.from({ length: 500 }, (_, i) => 5000 + i);
    expect([...inListOrder(list, positionsOf(list), outside)]).toEqual([]);
    const twice = Int32Array.from([...list.subarray(0, 300), ...list.subarray(0, 300)]);
    expect([...inListOrder(list, positionsOf(list), twice)]).toEqual([...list.subarray(0, 300)]);
  });
});
