import type { ListKind, Product } from '@kingside/contracts';
import type { ListQuery } from '@kingside/contracts/schemas';
import type { Database } from '../db/database';
import { SEARCHED, searchTable } from '../db/migrations/0008-catalogue-search';
import { ListPage, onCatalogueInvalidated } from './responseCache';
import { booleanModeQuery, fts5Query, searchWords } from './search';
import { LESSON_SUMMARY_FIELDS, toBlogPost, toLessonSummary, toProduct } from './serialize';

/*
 * One page of a public list (docs/spec.md §7.12): live items only, in the list's order, one of its sorts, or
 * by relevance when searching; with the number of matches in all. Two queries straight in SQL, where the full-text
 * match and the ordering happen: the page's rows (only the columns the public shape needs) and the count. The rows
 * go through the same serialisers as the whole list (catalogue/serialize.ts, which folds each driver's types), so a
 * page serialises exactly as the whole list does. (Read back through the models by id, a third query and 24 model
 * instances, an uncached page cost a third more at 10,000 products.)
 */

/**
 * How a match in each searched column weighs (SQLite's bm25 weights, in the migration's column order: name,
 * description or excerpt, category). MariaDB's ranking adds NAME_WEIGHT times the name's own match.
 */
const BM25_WEIGHTS = '10.0, 1.0, 2.0';
const NAME_WEIGHT = 10;

export type Dialect = 'sqlite' | 'mysql';

/** Case-insensitive name order: SQLite compares bytes unless told; MariaDB's collation already folds case. */
const byName = (column: string, dialect: Dialect) =>
  dialect === 'sqlite' ? `t.${column} COLLATE NOCASE ASC, t.id ASC` : `t.${column} ASC, t.id ASC`;

/** Each list's orders: '' is its own (docs/spec.md §7: by id, articles newest first). */
const ORDERS: Record<ListKind, (sort: string, dialect: Dialect) => string> = {
  products: (sort, dialect) =>
    ({
      newest: 't.createdAt DESC, t.id DESC',
      price: 't.price ASC, t.id ASC',
      '-price': 't.price DESC, t.id ASC',
      name: byName('name', dialect),
    })[sort] ?? 't.id ASC',
  lessons: (sort, dialect) => ({ newest: 't.createdAt DESC, t.id DESC', name: byName('title', dialect) })[sort] ?? 't.id ASC',
  blog: (sort, dialect) => ({ name: byName('title', dialect) })[sort] ?? 't.publishedDate DESC, t.id DESC',
};

/** The columns each list's public shape is made from (serialize.ts): never a lesson's or an article's whole text. */
const COLUMNS: Record<ListKind, readonly string[]> = {
  products: ['id', 'name', 'description', 'imageUrl', 'price', 'stock', 'category'],
  lessons: LESSON_SUMMARY_FIELDS,
  blog: ['id', 'title', 'excerpt', 'content', 'imageUrl', 'category', 'publishedDate'],
};

/** The filter's column: products and articles by category, lessons by level. */
const FILTER_COLUMN: Record<ListKind, string> = { products: 'category', lessons: 'level', blog: 'category' };

interface Matching {
  /** FROM … WHERE …, with the replacements it uses */
  from: string;
  replacements: Record<string, unknown>;
  /** the relevance order, when searching */
  relevance: string | null;
}

function matching(kind: ListKind, query: ListQuery, dialect: Dialect): Matching | null {
  const { table, name, columns } = SEARCHED[kind];
  const conditions = ['t.archived = :archived'];
  const replacements: Record<string, unknown> = { archived: false };
  if (query.filter) {
    conditions.push(`t.${FILTER_COLUMN[kind]} = :filter`);
    replacements.filter = query.filter;
  }
  if (!query.q) return { from: `FROM ${table} t WHERE ${conditions.join(' AND ')}`, replacements, relevance: null };
  const words = searchWords(query.q);
  // A search of punctuation alone names no word: nothing matches it.
  if (words.length === 0) return null;
  if (dialect === 'sqlite') {
    const fts = searchTable(table);
    replacements.match = fts5Query(words);
    return {
      // CROSS JOIN is SQLite's order hint: the full-text match runs once, and its rows are looked up by id. Joined
      // plainly, SQLite 3.52's planner may walk the filter's or the sort's index instead and run the match once per
      // row it finds: 1.8 s for "boa" among the 2,000 Chess Boards of 10,000 products, against 18 ms.
      from: `FROM ${fts} CROSS JOIN ${table} t ON t.id = ${fts}.rowid WHERE ${fts} MATCH :match AND ${conditions.join(' AND ')}`,
      replacements,
      relevance: `bm25(${fts}, ${BM25_WEIGHTS}) ASC, t.id ASC`,
    };
  }
  replacements.match = booleanModeQuery(words);
  const all = `MATCH(${columns.map((c) => `t.${c}`).join(', ')}) AGAINST (:match IN BOOLEAN MODE)`;
  return {
    // Each MATCH is served by the FULLTEXT index over exactly its columns (the migration's two indexes).
    from: `FROM ${table} t WHERE ${all} AND ${conditions.join(' AND ')}`,
    replacements,
    relevance: `(${NAME_WEIGHT} * MATCH(t.${name}) AGAINST (:match IN BOOLEAN MODE) + ${all}) DESC, t.id ASC`,
  };
}

/**
 * Every match of a list (its filter and its search) in one of its orders, as ids: the same for every page of it, so read
 * once until the catalogue changes (cleared with its caches, on every instance), and a page is a slice of it and a read
 * of those rows by id; its length is the number of matches. Before, every page sorted or ranked all the matches again
 * for its 24 rows, and a broad search at 10,000 products ranks thousands (docs/architecture.md §10.12). Keys are the
 * visitor's to choose, so only the MAX_ORDERED most recently used are kept (40 KB for 10,000 ids).
 */
const MAX_ORDERED = 500;

class OrderedMatches {
  private readonly lists = new Map<string, Promise<Int32Array>>();

  constructor(db: Database) {
    onCatalogueInvalidated(db, () => this.lists.clear());
  }

  /** The ids under `key`, read by `read` when not known; simultaneous first reads share one. */
  get(key: string, read: () => Promise<Int32Array>): Promise<Int32Array> {
    const known = this.lists.get(key);
    if (known) {
      // Most recently used last (a Map keeps insertion order).
      this.lists.delete(key);
      this.lists.set(key, known);
      return known;
    }
    const reading = read();
    this.lists.set(key, reading);
    // A failed read is not kept; one cleared (the catalogue changed) while under way is never put back.
    reading.catch(() => {
      if (this.lists.get(key) === reading) this.lists.delete(key);
    });
    if (this.lists.size > MAX_ORDERED) this.lists.delete(this.lists.keys().next().value!);
    return reading;
  }
}

/** The SQL of a list's matches: their ids in order, and their rows (the columns of COLUMNS) by id; null when nothing can match. */
export function pageQuery(
  kind: ListKind,
  query: ListQuery,
  dialect: Dialect,
): { ids: string; replacements: Record<string, unknown>; key: string; rowsById: (count: number) => string } | null {
  const match = matching(kind, query, dialect);
  if (!match) return null;
  const order = query.sort ? ORDERS[kind](query.sort, dialect) : (match.relevance ?? ORDERS[kind]('', dialect));
  const columns = COLUMNS[kind].map((column) => `t.${column} AS ${column}`).join(', ');
  const ids = `SELECT t.id AS id ${match.from} ORDER BY ${order}`;
  return {
    ids,
    replacements: match.replacements,
    // The matches as SQL says them: two spellings of one search are one list.
    key: JSON.stringify([ids, match.replacements]),
    // One placeholder per row, so a page size is one SQL text (prepared once).
    rowsById: (count) =>
      `SELECT ${columns} FROM ${SEARCHED[kind].table} t WHERE t.id IN (${Array.from({ length: count }, (_, i) => `:id${i}`).join(', ')})`,
  };
}

export const dialectOf = (db: Database): Dialect => (db.sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql');

/** The rows of one page, in order, and the number of matches in all. */
async function pageRows<Row extends { id: unknown }>(
  db: Database,
  ordered: OrderedMatches,
  kind: ListKind,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const sql = pageQuery(kind, query, dialectOf(db));
  if (!sql) return { rows: [], total: 0 };
  const ids = await ordered.get(sql.key, async () =>
    Int32Array.from(await db.select<{ id: number | string }>(sql.ids, sql.replacements), (row) => Number(row.id)),
  );
  const slice = [...ids.subarray(query.offset, query.offset + query.limit)];
  if (slice.length === 0) return { rows: [], total: ids.length };
  const found = await db.select<Row>(sql.rowsById(slice.length), Object.fromEntries(slice.map((id, i) => [`id${i}`, id])));
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  // In the list's order; a row deleted since the list was read is left out.
  return { rows: slice.flatMap((id) => byId.get(id) ?? []), total: ids.length };
}

/** A page of `kind`, each row through the list's own serialiser. */
async function page<Row extends { id: unknown }, Item>(
  db: Database,
  ordered: OrderedMatches,
  kind: ListKind,
  query: ListQuery,
  serialise: (row: Row) => Item,
): Promise<ListPage> {
  const { rows, total } = await pageRows<Row>(db, ordered, kind, query);
  return new ListPage(rows.map(serialise), total);
}

export function listPages(db: Database) {
  const { Product } = db.models;
  const ordered = new OrderedMatches(db);
  return {
    products: (query: ListQuery) => page(db, ordered, 'products', query, toProduct),
    lessons: (query: ListQuery) => page(db, ordered, 'lessons', query, toLessonSummary),
    blogPosts: (query: ListQuery) => page(db, ordered, 'blog', query, toBlogPost),
    /** `?ids=`: the live products among `ids`, in id order (an archived or unknown id is simply not there). */
    async productsByIds(ids: number[]): Promise<Product[]> {
      const rows = await Product.findAll({ where: { id: ids, archived: false }, order: [['id', 'ASC']] });
      return rows.map((row) => toProduct(row.get({ plain: true })));
    },
  };
}
