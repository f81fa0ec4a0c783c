import type { ListKind, Product } from '@kingside/contracts';
import type { ListQuery } from '@kingside/contracts/schemas';
import { QueryTypes } from 'sequelize';
import type { Database } from '../shared/db/database';
import { SEARCHED, searchTable } from '../shared/db/migrations/0008-catalogue-search';
import { ListPage, catalogueCache } from './responseCache';
import { fts5Query, searchWords } from './search';
import { listIds, wordMatches } from './wordMatches';
import { LESSON_SUMMARY_FIELDS, toBlogPost, toLessonSummary, toProduct } from './serialize';

/*
 * One page of a public list (docs/spec.md §7.12): live items only, in the list's order, one of its sorts, or by
 * relevance when searching; with the number of matches in all. Two indexed queries (docs/architecture.md §10.12): the
 * page's rows, a walk along the order's index (migration 0011) or the full-text match (migration 0008), and their
 * count. The rows go through the whole list's serialisers, so a page serialises exactly as the whole list does. The
 * answer is kept by the response cache until the catalogue changes.
 */

/**
 * How a match in each searched column weighs on SQLite (bm25's weights, in the migration's column order: name,
 * description or excerpt, category). MariaDB's are its word index's (shared/db/catalogueWords.ts' COLUMN_WEIGHTS).
 */
const BM25_WEIGHTS = '10.0, 1.0, 2.0';

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

/** FROM … WHERE … of a list's matches, with its replacements, and the relevance order when searching; null when nothing can match. */
function matching(kind: ListKind, query: ListQuery, dialect: Dialect) {
  const { table } = SEARCHED[kind];
  const conditions = ['t.archived = $archived'];
  const bind: Record<string, unknown> = { archived: false };
  if (query.filter) {
    conditions.push(`t.${FILTER_COLUMN[kind]} = $filter`);
    bind.filter = query.filter;
  }
  const where = conditions.join(' AND ');
  if (!query.q) return { from: `FROM ${table} t WHERE ${where}`, bind, relevance: null };
  const words = searchWords(query.q);
  // A search of punctuation alone names no word: nothing matches it.
  if (words.length === 0) return null;
  if (dialect === 'sqlite') {
    const fts = searchTable(table);
    bind.match = fts5Query(words);
    return {
      // CROSS JOIN is SQLite's order hint: the full-text match runs once and its rows are looked up by id. Joined
      // plainly, the planner may walk the filter's or the sort's index and run the match once per row it finds.
      from: `FROM ${fts} CROSS JOIN ${table} t ON t.id = ${fts}.rowid WHERE ${fts} MATCH $match AND ${where}`,
      bind,
      // bm25 is lower for a better match.
      relevance: `bm25(${fts}, ${BM25_WEIGHTS}) ASC, t.id ASC`,
    };
  }
  // MariaDB: the word index, read by wordMatches.ts.
  return { words, where, bind };
}

/**
 * The SQL of a read, each with its bound values; null when nothing can match. Bound, not written into the SQL: each kind
 * of read is then one text, which a SQLite connection keeps prepared (shared/db/sqliteDriver.ts).
 * - A list's page: its rows in order (the columns of COLUMNS) and its count, with the count's key (its SQL and values:
 *   two spellings of one list are one count).
 * - A search: its matches' ids in the page's order, with their key.
 */
export function pageQuery(kind: ListKind, query: ListQuery, dialect: Dialect) {
  const match = matching(kind, query, dialect);
  if (!match) return null;
  if ('from' in match && !match.relevance) {
    const order = ORDERS[kind](query.sort ?? '', dialect);
    return {
      rows: {
        sql: `SELECT ${selected(kind)} ${match.from} ORDER BY ${order} LIMIT $limit OFFSET $offset`,
        bind: { ...match.bind, limit: query.limit, offset: query.offset },
      },
      count: { sql: `SELECT COUNT(*) AS total ${match.from}`, bind: match.bind },
      countKey: JSON.stringify([match.from, match.bind]),
    };
  }
  if (!('from' in match)) {
    // A sorted or filtered search keeps, of the list's live items in that order (by id when ranked), those it matches.
    const order = query.sort ? ORDERS[kind](query.sort, dialect) : 't.id ASC';
    const list = { from: `FROM ${SEARCHED[kind].table} t WHERE ${match.where}`, order, bind: match.bind };
    return {
      matches: {
        by: 'words' as const,
        words: match.words,
        table: SEARCHED[kind].table,
        ranked: !query.sort,
        list: query.sort || query.filter ? { ...list, key: JSON.stringify(list) } : null,
        key: JSON.stringify([match.words, list, !query.sort]),
      },
    };
  }
  const order = query.sort ? ORDERS[kind](query.sort, dialect) : match.relevance;
  return {
    matches: {
      by: 'sql' as const,
      ids: { sql: `SELECT t.id AS id ${match.from} ORDER BY ${order}`, bind: match.bind },
      key: JSON.stringify([match.from, order, match.bind]),
    },
  };
}

const selected = (kind: ListKind) => COLUMNS[kind].map((column) => `t.${column} AS ${column}`).join(', ');

/** The SQL of the live rows among `ids` (in no order), each id bound: one text per number of ids. */
function rowsOf(kind: ListKind, ids: ArrayLike<number>) {
  const bind: Record<string, unknown> = { archived: false };
  const names = Array.from(ids, (id, i) => {
    bind[`id${i}`] = id;
    return `$id${i}`;
  });
  return {
    sql: `SELECT ${selected(kind)} FROM ${SEARCHED[kind].table} t WHERE t.id IN (${names.join(', ')}) AND t.archived = $archived`,
    bind,
  };
}

export const dialectOf = (db: Database): Dialect => (db.sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql');

/**
 * A page of `kind`: its rows through the list's own serialiser, and the number of matches in all.
 * - A list's page walks the order's index to the page; its count reads every match, so it is counted once for every
 *   sort and page of the list until the catalogue changes.
 * - A search ranks or sorts every match whatever the page. So its matches' ids are read once in each order and kept
 *   until the catalogue changes (catalogue/responseCache.ts), and each of its pages in that order is read by id: their
 *   number is the count. A shopper paging through a broad search, or another shopper asking the same, then costs a read
 *   of the page's rows by their keys, not the full-text match and the sort again.
 */
async function page<Row extends { id: number }>(db: Database, kind: ListKind, query: ListQuery, serialise: (row: Row) => unknown) {
  const sql = pageQuery(kind, query, dialectOf(db));
  if (!sql) return new ListPage([], 0);
  const select = <Result extends object>({ sql: text, bind }: { sql: string; bind: Record<string, unknown> }) =>
    db.sequelize.query<Result>(text, { bind, type: QueryTypes.SELECT });
  const cache = catalogueCache(db);
  if (sql.matches) {
    const matches = sql.matches;
    const list = matches.by === 'words' ? matches.list : null;
    const ids = await cache.matches(matches.key, async () =>
      matches.by === 'words'
        ? wordMatches(select, matches.words, {
            table: matches.table,
            ranked: matches.ranked,
            // The list's ids in its order, read once until the catalogue changes, like a search's.
            list: list && (() => cache.matches(list.key, () => listIds(select, list))),
          })
        : Int32Array.from(await select<{ id: number }>(matches.ids), (row) => Number(row.id)),
    );
    const pageIds = ids.subarray(query.offset, query.offset + query.limit);
    const rows = pageIds.length > 0 ? await select<Row>(rowsOf(kind, pageIds)) : [];
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    // An item archived since its ids were read is left out; the change has cleared the cache, so the next read is whole.
    const ordered = Array.from(pageIds, (id) => byId.get(id)).filter((row) => row !== undefined);
    return new ListPage(ordered.map(serialise), ids.length);
  }
  const count = async () => Number((await select<{ total: number | string }>(sql.count))[0]?.total ?? 0);
  const [rows, total] = await Promise.all([select<Row>(sql.rows), cache.count(sql.countKey, count)]);
  return new ListPage(rows.map(serialise), total);
}

export function listPages(db: Database) {
  const { Product } = db.models;
  return {
    products: (query: ListQuery) => page(db, 'products', query, toProduct),
    lessons: (query: ListQuery) => page(db, 'lessons', query, toLessonSummary),
    blogPosts: (query: ListQuery) => page(db, 'blog', query, toBlogPost),
    /** `?ids=`: the live products among `ids`, in id order (an archived or unknown id is simply not there). */
    async productsByIds(ids: number[]): Promise<Product[]> {
      const rows = await Product.findAll({ where: { id: ids, archived: false }, order: [['id', 'ASC']] });
      return rows.map((row) => toProduct(row.get({ plain: true })));
    },
  };
}
