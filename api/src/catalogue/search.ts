import { wordsOf } from '../shared/db/catalogueWords';

/*
 * How a visitor's search becomes a full-text query (docs/architecture.md §10.12). The text is never passed through:
 * it is cut into words (letters and digits of any script), and each word becomes a prefix term, quoted for SQLite's FTS5
 * and a range of the word index on MariaDB (listPages.ts), so no character of the search can act as an operator
 * ("NEAR(", "-", "*", "%", quotes, parentheses are all just separators). Every word must match, each as the start of a
 * word: "stau tourn" finds "Staunton Tournament Set".
 */

/** More words than this add nothing to a catalogue search and only cost the index lookups. */
const MAX_WORDS = 8;

/** The words of a search, lower-cased; empty when it has none (only punctuation, say). */
export function searchWords(q: string): string[] {
  return wordsOf(q).slice(0, MAX_WORDS);
}

/** SQLite FTS5: `"stau"* "tourn"*` (juxtaposed terms must all match). */
export function fts5Query(words: readonly string[]): string {
  return words.map((word) => `"${word}"*`).join(' ');
}
