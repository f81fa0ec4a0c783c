import { MAX_WORD_LENGTH, foldWord, wordRows, wordsOf } from './catalogueWords';

/* MariaDB's word index (docs/architecture.md §10.12): how an item's text becomes its rows, and a search's word its key. */

describe('the word index', () => {
  it('cuts text into words of letters and digits of any script, punctuation and symbols between them', () => {
    expect(wordsOf("Marlowe & Finch's 3.75-inch KÖNIG — 象棋_set")).toEqual([
      'marlowe',
      'finch',
      's',
      '3',
      '75',
      'inch',
      'könig',
      '象棋',
      'set',
    ]);
    expect(wordsOf('*** ---')).toEqual([]);
  });

  it('folds accents as the databases do, keeping what is not an accent, and caps a word', () => {
    expect(['échecs', 'könig', 'café', 'straße', '체스'].map(foldWord)).toEqual(['echecs', 'konig', 'cafe', 'straße', '체스']);
    expect(foldWord('a'.repeat(100))).toHaveLength(MAX_WORD_LENGTH);
  });

  it('keeps each word of an item once, weighing the columns it is in: name 8, description 1, category 2', () => {
    const rows = wordRows(7, ['Staunton Chess Set', 'A Staunton set, échecs.', 'Chess Sets']);
    expect(Object.fromEntries(rows.map((row) => [row.word, row.weight]))).toEqual({
      staunton: 9,
      chess: 10,
      set: 9,
      a: 1,
      echecs: 1,
      sets: 2,
    });
    expect(rows.every((row) => row.itemId === 7)).toBe(true);
  });
});
