import { foldWord, wordsTable } from '../shared/db/catalogueWords';

/*
 * A search's matches on MariaDB (docs/architecture.md §10.12), from the collection's word index
 * (shared/db/catalogueWords.ts). Each word of the search is one walk along the index's key (`word LIKE 'boa%'`), whose
 * rows come back joined in one value: a walk costs less than MariaDB's own grouping, joining and sorting of thousands
 * of them in temporary tables (bench/README.md). The api then keeps the items that have every word and ranks them. A
 * sorted or filtered search keeps, of its list's live items in the list's order (read once, like a search's matches,
 * until the catalogue changes), those it matches.
 */

/** How the api runs a statement: its rows. */
export type Select = <Row extends object>(query: { sql: string; bind: Record<string, unknown> }) => Promise<Row[]>;

/** What a search asks besides its words. */
export interface Narrowing {
  table: string;
  /** by relevance, or in `list`'s order */
  ranked: boolean;
  /** a sorted or filtered search's list: its live items' ids in its order (by id when ranked); null when neither */
  list: (() => Promise<Int32Array>) | null;
}

/**
 * `GROUP_CONCAT` of one value per row (an id, or an id and its bits after ':'), each ended by ';' and joined by nothing:
 * cut short by group_concat_max_len, the last value loses its ';', and the rows are read one by one instead.
 */
const END = ';';

/** The numbers of `total` joined values of `width` numbers each, read in one pass; null when the value was cut short. */
function joinedNumbers(joined: string | null, total: number, width: number): Float64Array | null {
  const numbers = new Float64Array(total * width);
  let count = 0;
  let ended = 0;
  let value = 0;
  const text = joined ?? '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) value = value * 10 + (code - 48);
    else {
      if (count < numbers.length) numbers[count] = value;
      count++;
      value = 0;
      if (code === 59) ended++;
    }
  }
  return ended === total && count === numbers.length ? numbers : null;
}

interface JoinedRow {
  total: number | string;
  joined: string | null;
}

/** Items found, ids ascending, with their scores: the bits of the columns a word is in, summed over the words. */
interface Found {
  ids: Int32Array;
  scores: Uint16Array;
}

/** Every item in which `word` starts a word, with the bits of the columns it does so in (docs/architecture.md §10.12). */
async function itemsWith(select: Select, table: string, word: string): Promise<Found> {
  const from = `FROM ${wordsTable(table)} WHERE word LIKE $word`;
  // Letters and digits only (catalogueWords.wordsOf): nothing in a word is a LIKE wildcard.
  const bind = { word: `${word}%` };
  const [row] = await select<JoinedRow>({
    sql: `SELECT COUNT(*) AS total, GROUP_CONCAT(itemId, ':', weight, '${END}' SEPARATOR '') AS joined ${from}`,
    bind,
  });
  const total = Number(row?.total ?? 0);
  const pairs =
    joinedNumbers(row?.joined ?? null, total, 2) ??
    Float64Array.from(
      (await select<{ itemId: number; weight: number }>({ sql: `SELECT itemId, weight ${from}`, bind })).flatMap((hit) => [
        Number(hit.itemId),
        Number(hit.weight),
      ]),
    );
  // Each row as one number (id × 16 + its bits), sorted: an item's rows ("board", "boards") side by side, its columns OR-ed.
  const packed = new Float64Array(pairs.length / 2);
  for (let i = 0; i < packed.length; i++) packed[i] = pairs[2 * i]! * 16 + pairs[2 * i + 1]!;
  packed.sort();
  const ids = new Int32Array(packed.length);
  const scores = new Uint16Array(packed.length);
  let n = 0;
  for (const value of packed) {
    const id = Math.floor(value / 16);
    if (n > 0 && ids[n - 1] === id) scores[n - 1]! |= value - id * 16;
    else {
      ids[n] = id;
      scores[n++] = value - id * 16;
    }
  }
  return { ids: ids.subarray(0, n), scores: scores.subarray(0, n) };
}

/** The items of `a` also in `b` (both ids ascending), their scores added up. */
function both(a: Found, b: Found): Found {
  const ids = new Int32Array(Math.min(a.ids.length, b.ids.length));
  const scores = new Uint16Array(ids.length);
  let n = 0;
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length;) {
    if (a.ids[i]! < b.ids[j]!) i++;
    else if (a.ids[i]! > b.ids[j]!) j++;
    else {
      ids[n] = a.ids[i]!;
      scores[n++] = a.scores[i++]! + b.scores[j++]!;
    }
  }
  return { ids: ids.subarray(0, n), scores: scores.subarray(0, n) };
}

/** Every item with every word of the search. */
async function found(select: Select, table: string, words: readonly string[]): Promise<Found> {
  const each = await Promise.all([...new Set(words.map(foldWord))].map((word) => itemsWith(select, table, word)));
  return each.reduce(both);
}

/** The ids by relevance: the highest score first, ids ascending within a score (a counting sort: scores are small). */
function byRelevance({ ids, scores }: Found): Int32Array {
  const top = scores.reduce((max, score) => Math.max(max, score), 0);
  const counts = new Int32Array(top + 1);
  for (const score of scores) counts[score]!++;
  // Where the ids of each score start, the highest score first.
  const starts = new Int32Array(top + 1);
  let start = 0;
  for (let score = top; score >= 0; score--) {
    starts[score] = start;
    start += counts[score]!;
  }
  const ordered = new Int32Array(ids.length);
  ids.forEach((id, i) => {
    const score = scores[i]!;
    ordered[starts[score]!++] = id;
  });
  return ordered;
}

/** A list's live items' ids in its order (`from`: FROM … WHERE … of the table as `t`), joined as a search's are. */
export async function listIds(select: Select, { from, order, bind }: { from: string; order: string; bind: Record<string, unknown> }) {
  const [row] = await select<JoinedRow>({
    sql: `SELECT COUNT(*) AS total, GROUP_CONCAT(t.id, '${END}' ORDER BY ${order} SEPARATOR '') AS joined ${from}`,
    bind,
  });
  return Int32Array.from(
    joinedNumbers(row?.joined ?? null, Number(row?.total ?? 0), 1) ??
      (await select<{ id: number }>({ sql: `SELECT t.id AS id ${from} ORDER BY ${order}`, bind })).map((hit) => Number(hit.id)),
  );
}

/** Whether the ascending `ids` hold `id`. */
function holds(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (ids[middle]! === id) return true;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** The ids of the live items matching every word of a search, in the search's order (relevance: score, then id). */
export async function wordMatches(select: Select, words: readonly string[], narrowing: Narrowing): Promise<Int32Array> {
  const matches = await found(select, narrowing.table, words);
  // Only live items have words: ranked and unfiltered, the index alone answers.
  if (matches.ids.length === 0 || !narrowing.list) return byRelevance(matches);
  // Sorted or filtered: the list's items, in its order, that the search matches. The list is read once for every search
  // in that order, where the matches' ids written into a statement cost MariaDB and the api more with each match.
  const kept = (await narrowing.list()).filter((id) => holds(matches.ids, id));
  return narrowing.ranked ? byRelevance(both(matches, { ids: kept, scores: new Uint16Array(kept.length) })) : kept;
}
