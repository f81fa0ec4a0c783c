import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { SEARCHED } from './migrations/0008-catalogue-search';

/*
 * The catalogue's word index on MariaDB (docs/architecture.md §10.12). InnoDB's FULLTEXT index spent most of the
 * 50 ms budget of a search's first read matching a prefix as broad as "boa" at 10,000 products (half of them;
 * bench/README.md). So each collection has a table of its live items' words instead (`products_words`…): one row
 * per item and distinct word, folded, with the columns the word is in as its weight. A search's word is then a range
 * of that table's primary key (`word LIKE 'boa%'`), a walk over the matching rows, and the api ranks what the walks
 * found (catalogue/wordMatches.ts).
 *
 * The api writes it, in the transaction of the write it follows (the catalogue models' hooks call indexWords), and
 * migration 0025 filled it for the items already there. An archived item has no words. SQLite keeps its FTS5 tables
 * (migration 0008).
 */

type Searched = (typeof SEARCHED)[keyof typeof SEARCHED];

/** The word table of a collection's table. */
export const wordsTable = (table: string) => `${table}_words`;

/** A longer word is kept, and searched, by its first this many letters. */
export const MAX_WORD_LENGTH = 64;

/**
 * What a match in each searched column weighs, in SEARCHED's column order (name or title, description or excerpt,
 * category). Bits, so a word in several columns weighs their sum (`weight | bit`): the name most, then the category.
 */
export const COLUMN_WEIGHTS = [8, 1, 2] as const;

/** The words of a text, lower-cased: runs of letters and digits of any script (punctuation and symbols separate them). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * A word as the index keeps it and a search looks it up: accents taken off ("échecs" is "echecs", as MariaDB's
 * collation and SQLite's unicode61 tokenizer fold them), at most MAX_WORD_LENGTH letters.
 */
export function foldWord(word: string): string {
  return [
    ...word
      .normalize('NFKD')
      .replace(/\p{Mn}+/gu, '')
      .normalize('NFC'),
  ]
    .slice(0, MAX_WORD_LENGTH)
    .join('');
}

/** The rows of an item's words: each folded word once, weighing the sum of its columns' weights. */
export function wordRows(id: number, texts: readonly string[]): { word: string; itemId: number; weight: number }[] {
  const weights = new Map<string, number>();
  texts.forEach((text, column) => {
    for (const word of wordsOf(text)) {
      const folded = foldWord(word);
      weights.set(folded, (weights.get(folded) ?? 0) | (COLUMN_WEIGHTS[column] ?? 0));
    }
  });
  return Array.from(weights, ([word, weight]) => ({ word, itemId: id, weight }));
}

/** Rows per INSERT: well under max_allowed_packet with descriptions of any length. */
const ROWS_PER_INSERT = 1000;

/**
 * Writes the words of the items `ids` of a collection as the table holds them now (within `transaction`): their old
 * rows go, the new ones come; an item archived, or no longer in the table, keeps none. `ids` undefined: every item's.
 */
export async function indexWords(
  sequelize: Sequelize,
  { table, columns }: Searched,
  ids: readonly number[] | undefined,
  transaction?: Transaction | null,
): Promise<void> {
  if (ids?.length === 0) return;
  const words = wordsTable(table);
  const options = { transaction: transaction ?? undefined };
  const where = ids ? ` AND id IN (${ids.map(Number).join(', ')})` : '';
  await sequelize.query(ids ? `DELETE FROM ${words} WHERE itemId IN (${ids.map(Number).join(', ')})` : `DELETE FROM ${words}`, options);
  const items = await sequelize.query<Record<string, unknown>>(
    `SELECT id, ${columns.join(', ')} FROM ${table} WHERE archived = FALSE${where}`,
    {
      ...options,
      type: QueryTypes.SELECT,
    },
  );
  const rows = items.flatMap((item) =>
    wordRows(
      Number(item.id),
      columns.map((column) => String(item[column] ?? '')),
    ),
  );
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const chunk = rows.slice(start, start + ROWS_PER_INSERT);
    await sequelize.query(`INSERT INTO ${words} (word, itemId, weight) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`, {
      ...options,
      replacements: chunk.flatMap((row) => [row.word, row.itemId, row.weight]),
    });
  }
}

/** Takes out the words of items no longer in the collection's table (after a delete). */
export async function dropWordsOfDeleted(sequelize: Sequelize, { table }: Searched, transaction?: Transaction | null): Promise<void> {
  const words = wordsTable(table);
  await sequelize.query(`DELETE w FROM ${words} w LEFT JOIN ${table} t ON t.id = w.itemId WHERE t.id IS NULL`, {
    transaction: transaction ?? undefined,
  });
}
