import { foldWord, wordsTable } from '../shared/db/catalogueWords';

/*
 * A search's matches on MariaDB (docs/architecture.md §10.12), from the collection's word index
 * (shared/db/catalogueWords.ts). Each word of the search is one walk along the index's key (`word LIKE 'boa%'`), whose rows come back joined
 * in one value: a walk is a few milliseconds, where MariaDB's own grouping, joining and sorting of thousands of them in
 * temporary tables took two to three times as long. The api then keeps the items that have every word and ranks them;
 * the collection's table is read only when the search is filtered or sorted, for the order and the filter's column.
 */

/** How the api runs a statement: its rows. */
export type Select = <Row extends object>(query: { sql: string; bind: Record<string, unknown> }) => Promise<Row[]>;

/** What a search asks besides its words: the filter's condition on the table (`t`) and, unless ranked, its order. */
export interface Narrowing {
  table: string;
  /** conditions on `t`, archived included, with their bound values */
  where: string;
  bind: Record<string, unknown>;
  /** whether `where` holds more than the item being live (a filter) */
  filtered: boolean;
  /** the page's ORDER BY, or null for relevance */
  order: string | null;
}

/**
 * `GROUP_CONCAT` of one value per row, each ended by ';' and the lot by nothing else: cut short by group_concat_max_len,
 * the last value loses its ';' and the count of them falls short of the rows', so the rows are read one by one instead.
 */
const END = ';';

function joinedValues(row: { total: number | string; joined: string | null } | undefined): string[] | null {
  const values = row?.joined ? row.joined.split(END) : [''];
  values.pop();
  return values.length === Number(row?.total ?? 0) ? values : null;
}

/** The columns' bits of every item in which `word` starts a word (docs/architecture.md §10.12's weights), by id. */
async function itemsWith(select: Select, table: string, word: string): Promise<Map<number, number>> {
  const from = `FROM ${wordsTable(table)} WHERE word LIKE $word`;
  // Letters and digits only (catalogueWords.wordsOf): nothing in a word is a LIKE wildcard.
  const bind = { word: `${word}%` };
  const [row] = await select<{ total: number | string; joined: string | null }>({
    sql: `SELECT COUNT(*) AS total, GROUP_CONCAT(itemId, ':', weight, '${END}' SEPARATOR '') AS joined ${from}`,
    bind,
  });
  const joined = joinedValues(row);
  const pairs = joined
    ? joined.map((pair) => pair.split(':').map(Number) as [number, number])
    : (await select<{ itemId: number; weight: number }>({ sql: `SELECT itemId, weight ${from}`, bind })).map(
        (hit) => [Number(hit.itemId), Number(hit.weight)] as [number, number],
      );
  const bits = new Map<number, number>();
  // An item has several words that start with a short one ("board", "boards"): the columns of all of them.
  for (const [id, weight] of pairs) bits.set(id, (bits.get(id) ?? 0) | weight);
  return bits;
}

/** Every item with every word, and its score: the sum, over the words, of the bits of the columns it is found in. */
async function scored(select: Select, table: string, words: readonly string[]): Promise<Map<number, number>> {
  const found = await Promise.all([...new Set(words.map(foldWord))].map((word) => itemsWith(select, table, word)));
  // From the fewest: each later word only looks up the items still in.
  found.sort((a, b) => a.size - b.size);
  return found.reduce((kept, next) => {
    const both = new Map<number, number>();
    for (const [id, score] of kept) {
      const bits = next.get(id);
      if (bits !== undefined) both.set(id, score + bits);
    }
    return both;
  });
}

/** The ids of the live items matching every word of a search, in the search's order (relevance: score, then id). */
export async function wordMatches(select: Select, words: readonly string[], narrowing: Narrowing): Promise<Int32Array> {
  const scores = await scored(select, narrowing.table, words);
  const byRelevance = (a: number, b: number) => scores.get(b)! - scores.get(a)! || a - b;
  const ids = Int32Array.from(scores.keys());
  // Only live items have words: ranked and unfiltered, the index alone answers.
  if (ids.length === 0 || (!narrowing.order && !narrowing.filtered)) return ids.sort(byRelevance);
  // The ids are the index's own integers, written into the statement: one bound value each would make a prepared
  // statement per number of matches.
  const from = `FROM ${narrowing.table} t WHERE t.id IN (${ids.join(', ')}) AND ${narrowing.where}`;
  const order = narrowing.order ?? 't.id ASC';
  const [row] = await select<{ total: number | string; joined: string | null }>({
    sql: `SELECT COUNT(*) AS total, GROUP_CONCAT(t.id, '${END}' ORDER BY ${order} SEPARATOR '') AS joined ${from}`,
    bind: narrowing.bind,
  });
  const joined = joinedValues(row);
  const kept = joined
    ? Int32Array.from(joined, Number)
    : Int32Array.from(await select<{ id: number }>({ sql: `SELECT t.id AS id ${from} ORDER BY ${order}`, bind: narrowing.bind }), (hit) =>
        Number(hit.id),
      );
  return narrowing.order ? kept : kept.sort(byRelevance);
}
