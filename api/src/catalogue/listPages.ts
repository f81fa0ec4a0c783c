import type { ListKind, Product } from '@kingside/contracts';
import type { ListQuery } from '@kingside/contracts/schemas';
import type { Database } from '../db/database';
import { SEARCHED, searchTable } from '../db/migrations/0008-catalogue-search';
import { JsonItem, ListPage, onCatalogueInvalidated } from './responseCache';
import { booleanModeQuery, fts5Query, searchWords } from './search';
import { LESSON_SUMMARY_FIELDS, toBlogPost, toLessonSummary, toProduct } from './serialize';

/*
 * One page of a public list (docs/spec.md §7.12): live items only, in the list's order, one of its sorts, or by
 * relevance when searching; with the number of matches in all. SQL does what its indexes do well: a list's order
 * (an index per order, migration 0011), a search's matches ranked by relevance (FTS5, FULLTEXT), rows by id. What
 * is read is kept until the catalogue changes (docs/architecture.md §10.12): a page is a slice of ids and the JSON of
 * those items, written as they are kept (responseCache.ts, ListPage). The rows go through the same serialisers as the
 * whole list (catalogue/serialize.ts, which folds each driver's types), so a page serialises exactly as the whole list
 * does.
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

/** A list's own rows: live items, with the filter when one is asked; never the search (see SearchMatches). */
function listFrom(kind: ListKind, filter: string | null | undefined): { from: string; replacements: Record<string, unknown> } {
  const conditions = ['t.archived = :archived'];
  const replacements: Record<string, unknown> = { archived: false };
  if (filter) {
    conditions.push(`t.${FILTER_COLUMN[kind]} = :filter`);
    replacements.filter = filter;
  }
  return { from: `FROM ${SEARCHED[kind].table} t WHERE ${conditions.join(' AND ')}`, replacements };
}

/**
 * The SQL of a list's items in one of its orders, as ids, with its filter but without a search; and of rows (the
 * columns of COLUMNS) by id. Every order has its index (migration 0011; listOrderIndexes.test.ts), so this walks one.
 */
export function pageQuery(
  kind: ListKind,
  query: { sort?: string | null; filter?: string | null },
  dialect: Dialect,
): {
  ids: string;
  replacements: Record<string, unknown>;
  key: string;
  rowsById: (count: number) => string;
  allRows: (limit: number) => string;
} {
  const { from, replacements } = listFrom(kind, query.filter);
  const ids = `SELECT t.id AS id ${from} ORDER BY ${ORDERS[kind](query.sort ?? '', dialect)}`;
  const columns = COLUMNS[kind].map((column) => `t.${column} AS ${column}`).join(', ');
  return {
    ids,
    replacements,
    // The list as SQL says it: two spellings of one list are one list.
    key: JSON.stringify([ids, replacements]),
    // One placeholder per row, so a page size is one SQL text (prepared once).
    rowsById: (count) =>
      `SELECT ${columns} FROM ${SEARCHED[kind].table} t WHERE t.id IN (${Array.from({ length: count }, (_, i) => `:id${i}`).join(', ')})`,
    // The limit written out (an integer of ours): one SQL text per limit, and MariaDB's LIMIT takes no quoted value.
    allRows: (limit) => `SELECT ${columns} FROM ${SEARCHED[kind].table} t WHERE t.archived = :archived LIMIT ${Math.trunc(limit)}`,
  };
}

/**
 * The SQL of a search's matches, most relevant first and then by id: the full-text match alone, over the whole table
 * (archived items and other filters are left out by the list it is combined with). Null when the search names no word
 * (punctuation alone): nothing matches it. The database ranks them, as it would for a page: a search matching most of
 * 10,000 products came back as rows of ids and scores that the server sorted itself, ~2 ms of its event loop while
 * every request behind it waited. SQLite sorts off the event loop (its readers' statements run on libuv's thread pool,
 * db/sqliteReaders.ts), MariaDB in its own process.
 */
export function searchQuery(kind: ListKind, q: string, dialect: Dialect): { sql: string; replacements: Record<string, unknown> } | null {
  const words = searchWords(q);
  if (words.length === 0) return null;
  const { table, name, columns } = SEARCHED[kind];
  if (dialect === 'sqlite') {
    const fts = searchTable(table);
    return {
      // bm25 is lower for a better match.
      sql: `SELECT rowid AS id FROM ${fts} WHERE ${fts} MATCH :match ORDER BY bm25(${fts}, ${BM25_WEIGHTS}) ASC, rowid ASC`,
      replacements: { match: fts5Query(words) },
    };
  }
  // Each MATCH is served by the FULLTEXT index over exactly its columns (the migration's two indexes).
  const all = `MATCH(${columns.map((c) => `t.${c}`).join(', ')}) AGAINST (:match IN BOOLEAN MODE)`;
  return {
    sql: `SELECT t.id AS id FROM ${table} t WHERE ${all} ORDER BY ${NAME_WEIGHT} * MATCH(t.${name}) AGAINST (:match IN BOOLEAN MODE) + ${all} DESC, t.id ASC`,
    replacements: { match: booleanModeQuery(words) },
  };
}

/** Where an id stands in a list: its index + 1, or 0 when the list does not hold it. */
export type Positions = (id: number) => number;
/** Past this id, a Map: an array as long as the largest id would be wasteful. */
const MAX_ARRAY_ID = 1 << 22;

/** Four bytes per id up to the largest (40 KB at 10,000 items). */
export function positionsOf(ids: Int32Array): Positions {
  let largest = 0;
  for (const id of ids) if (id > largest) largest = id;
  if (largest > MAX_ARRAY_ID) {
    const map = new Map<number, number>();
    ids.forEach((id, index) => map.set(id, index + 1));
    return (id) => map.get(id) ?? 0;
  }
  const positions = new Int32Array(largest + 1);
  ids.forEach((id, index) => (positions[id] = index + 1));
  return (id) => positions[id] ?? 0;
}

/**
 * Past this share of a list, a search's matches are put in the list's order by marking their places and walking the
 * list once, not by sorting the places: sorting costs more per match (at 10,000 products, ~0.5 ms for a search that
 * matches every item, against ~50 µs for the walk), walking costs the list's length whatever the matches.
 */
const WALK_SHARE = 1 / 16;

/**
 * The ids among `matches` that `list` holds, in the list's order. The cost follows the matches, not the list, for a
 * narrow search (a search matching 20 of 10,000 products costs ~2 µs: their places in it, sorted), and is the list's
 * length for a broad one (WALK_SHARE). Once per search and order: the result is kept.
 */
export function inListOrder(list: Int32Array, positions: Positions, matches: Int32Array): Int32Array {
  if (matches.length > list.length * WALK_SHARE) {
    const marked = new Uint8Array(list.length);
    let count = 0;
    for (const id of matches) {
      const place = positions(id);
      if (place > 0 && marked[place - 1] === 0) {
        marked[place - 1] = 1;
        count++;
      }
    }
    const ids = new Int32Array(count);
    for (let place = 0, next = 0; next < count; place++) if (marked[place] === 1) ids[next++] = list[place]!;
    return ids;
  }
  const places = new Int32Array(matches.length);
  let count = 0;
  for (const id of matches) {
    const place = positions(id);
    if (place > 0) places[count++] = place - 1;
  }
  return places
    .subarray(0, count)
    .sort()
    .map((place) => list[place]!);
}

/**
 * Lists of ids kept under keys a visitor chose (a sort, a filter, a search): the most recently used kept, the rest
 * forgotten once there are more than `maxEntries` of them or more than `maxIds` ids in them all. Bounded by ids as well
 * as by entries because a list weighs anything from nothing (a narrow search) to every item (40 KB at 10,000): many
 * small lists fit where few large ones do.
 */
export class RecentIds {
  private readonly entries = new Map<string, { read: Promise<Int32Array>; ids: number }>();
  private ids = 0;

  constructor(
    db: Database,
    private readonly maxEntries: number,
    private readonly maxIds: number,
  ) {
    onCatalogueInvalidated(db, () => {
      this.entries.clear();
      this.ids = 0;
    });
  }

  /** The list under `key`, read by `read` when not known; simultaneous first reads share one. */
  get(key: string, read: () => Promise<Int32Array>): Promise<Int32Array> {
    const known = this.entries.get(key);
    if (known) {
      // Most recently used last (a Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.read;
    }
    const entry = { read: read(), ids: 0 };
    this.entries.set(key, entry);
    // Weighed once read. A failed read is not kept; one cleared (the catalogue changed) or pushed out while under way
    // is never put back.
    entry.read.then(
      (list) => {
        if (this.entries.get(key) !== entry) return;
        entry.ids = list.length;
        this.ids += list.length;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.trim();
    return entry.read;
  }

  /** Forgets the least recently used until within both bounds. */
  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.ids <= this.maxIds) return;
      this.entries.delete(key);
      this.ids -= entry.ids;
    }
  }
}

/**
 * Every match of a list (its filter and its search) in one of its orders, as ids: the same for every page of it, so
 * read once until the catalogue changes (cleared with its caches, on every instance), and a page is a slice of it and
 * its rows; its length is the number of matches (docs/architecture.md §10.12). A list without a search walks its
 * order's index. A search is its matches (one full-text query, `searches`) combined in memory with the list it
 * narrows: in the list's order, the matches the list holds, sorted by their places in it (inListOrder); by relevance,
 * each match kept when the list holds it.
 * Both are exactly the order SQL would give (every order ends on the id), without ranking the matches again.
 */
class OrderedLists {
  /**
   * Lists as ids, in order (40 KB for 10,000 ids); keys are the visitor's to choose, hence bounded. The lists a search
   * narrows are kept apart from the searches' own orders, so that many different searches never push out the few lists
   * every one of them is made from.
   */
  private readonly lists: RecentIds;
  private readonly searchLists: RecentIds;
  /**
   * Each search's matches, most relevant first. One full-text query per search, shared by its every sort, filter and
   * page: a shopper who searches, then sorts by price or narrows to a category, does not rank the matches again.
   */
  private readonly searches: RecentIds;
  private readonly positions = new WeakMap<Int32Array, Positions>();

  constructor(
    private readonly db: Database,
    private readonly dialect: Dialect,
  ) {
    this.lists = new RecentIds(db, MAX_LISTS, MAX_IDS_KEPT);
    this.searchLists = new RecentIds(db, MAX_SEARCH_LISTS, MAX_IDS_KEPT);
    this.searches = new RecentIds(db, MAX_SEARCHES, MAX_IDS_KEPT);
  }

  /** The ids of `query`'s list in its order; null when its search can match nothing. */
  async ids(kind: ListKind, query: ListQuery): Promise<Int32Array | null> {
    if (!query.q) return this.list(kind, query);
    const search = searchQuery(kind, query.q, this.dialect);
    if (!search) return null;
    const key = JSON.stringify([kind, search.replacements.match, query.sort, query.filter]);
    return this.searchLists.get(key, async () => {
      const matches = await this.matched(kind, search);
      if (query.sort) {
        const list = await this.list(kind, query);
        return inListOrder(list, this.positionsIn(list), matches);
      }
      const positions = this.positionsIn(await this.list(kind, { filter: query.filter }));
      return matches.filter((id) => positions(id) > 0);
    });
  }

  private list(kind: ListKind, query: { sort?: string | null; filter?: string | null }): Promise<Int32Array> {
    const sql = pageQuery(kind, query, this.dialect);
    return this.lists.get(sql.key, async () =>
      Int32Array.from(await this.db.select<{ id: number | string }>(sql.ids, sql.replacements), (row) => Number(row.id)),
    );
  }

  private matched(kind: ListKind, search: NonNullable<ReturnType<typeof searchQuery>>): Promise<Int32Array> {
    return this.searches.get(JSON.stringify([kind, search.sql, search.replacements]), async () =>
      Int32Array.from(await this.db.select<{ id: number | string }>(search.sql, search.replacements), (row) => Number(row.id)),
    );
  }

  private positionsIn(list: Int32Array): Positions {
    let positions = this.positions.get(list);
    if (!positions) this.positions.set(list, (positions = positionsOf(list)));
    return positions;
  }
}

/** The most lists kept in order (a sort and a filter each). */
const MAX_LISTS = 500;
/**
 * The most searches kept in one of their lists' orders: each search in each sort and filter a shopper tries, most of
 * them a few ids long (bench:api's 120 searches make 3,600 of them, 0.9 million ids in all, at 10,000 products).
 */
const MAX_SEARCH_LISTS = 5000;
/** The most searches' matches kept. */
const MAX_SEARCHES = 500;
/** The most ids each of those caches keeps in all: 8 MB. */
const MAX_IDS_KEPT = 2_000_000;
/** The most items of a list kept whole, as JSON: all of a 20,000-product catalogue (~10 MB). */
export const MAX_KEPT_ITEMS = 20_000;

/**
 * The live items of a list by id, as the JSON of their public shape (UTF-8 bytes, encoded once, and their digest:
 * responseCache.ts's JsonItem), kept until the catalogue changes: a page is 24 of them, so a page costs no query, no
 * serialisation, no encoding and no hashing of its body (docs/architecture.md §10.12). The first page
 * after a change reads the whole live list in one query (~30 ms at 10,000 products; simultaneous pages share it), not
 * its 24 rows: page by page, the first look at each page of each sort and search read rows again, and those reads
 * were most of a page's tail at 10,000 products. A list longer than `maxWhole` is kept page by page instead, the
 * `maxWhole` most recently read.
 */
export class KeptItems<Item = JsonItem> {
  /** The whole live list, or null when it is longer than maxWhole; undefined until read (again). */
  private whole: Promise<Map<number, Item> | null> | undefined;
  /** The whole live list once read, for pages answered without waiting on a promise (keptNow). */
  private wholeRead: Map<number, Item> | null = null;
  private readonly recent = new Map<number, Item>();
  private generation = 0;

  constructor(
    db: Database,
    private readonly read: {
      /** every live item, at most `limit` of them */
      all: (limit: number) => Promise<Map<number, Item>>;
      byIds: (ids: number[]) => Promise<Map<number, Item>>;
    },
    private readonly maxWhole = MAX_KEPT_ITEMS,
  ) {
    onCatalogueInvalidated(db, () => {
      this.whole = undefined;
      this.wholeRead = null;
      this.recent.clear();
      this.generation++;
    });
  }

  /**
   * The items of `ids`, in that order, when the whole live list has been read and holds every one of them; otherwise
   * null (then `of`). Synchronous: at 10,000 products almost every page is this, and the trips through `of`'s promises
   * were a measurable part of what a page cost beyond an empty one.
   */
  keptNow(ids: readonly number[]): Item[] | null {
    const whole = this.wholeRead;
    if (!whole) return null;
    const items = new Array<Item>(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const item = whole.get(ids[i]!);
      if (item === undefined) return null;
      items[i] = item;
    }
    return items;
  }

  /** The items of `ids`, in that order; an id no longer there (deleted since the list was read) is left out. */
  async of(ids: number[]): Promise<Item[]> {
    const whole = await this.wholeList();
    const kept = whole ?? this.recent;
    const missing = ids.filter((id) => !kept.has(id));
    if (missing.length === 0) return ids.map((id) => kept.get(id)!);
    // Page by page (a list too long to keep whole), or an item the whole list did not have when it was read.
    const generation = this.generation;
    const read = await this.read.byIds(missing);
    const items = ids.flatMap((id) => kept.get(id) ?? read.get(id) ?? []);
    if (!whole && generation === this.generation)
      for (const [id, item] of read) {
        this.recent.set(id, item);
        if (this.recent.size > this.maxWhole) this.recent.delete(this.recent.keys().next().value!);
      }
    return items;
  }

  private wholeList(): Promise<Map<number, Item> | null> {
    if (this.whole) return this.whole;
    const reading = this.read.all(this.maxWhole + 1).then((items) => (items.size > this.maxWhole ? null : items));
    this.whole = reading;
    // Kept for keptNow unless the catalogue changed meanwhile (then `whole` is another read, or none).
    reading.then(
      (items) => {
        if (this.whole === reading) this.wholeRead = items;
      },
      () => undefined,
    );
    // A failed read is not kept: the next page tries again.
    reading.catch(() => {
      if (this.whole === reading) this.whole = undefined;
    });
    return reading;
  }
}

export const dialectOf = (db: Database): Dialect => (db.sequelize.getDialect() === 'sqlite' ? 'sqlite' : 'mysql');

/** A page of `kind`: its items, each through the list's own serialiser, and the number of matches in all. */
function pages<Row extends { id: unknown }, Item>(db: Database, ordered: OrderedLists, kind: ListKind, serialise: (row: Row) => Item) {
  const dialect = dialectOf(db);
  const sql = pageQuery(kind, {}, dialect);
  const serialised = (found: Row[]) => new Map(found.map((row) => [Number(row.id), new JsonItem(serialise(row))]));
  const rows = new KeptItems(db, {
    all: async (limit) => serialised(await db.select<Row>(sql.allRows(limit), { archived: false })),
    byIds: async (ids) =>
      serialised(await db.select<Row>(sql.rowsById(ids.length), Object.fromEntries(ids.map((id, i) => [`id${i}`, id])))),
  });
  return async (query: ListQuery): Promise<ListPage> => {
    const ids = await ordered.ids(kind, query);
    if (!ids) return new ListPage([], 0);
    const slice = [...ids.subarray(query.offset, query.offset + query.limit)];
    if (slice.length === 0) return new ListPage([], ids.length);
    return new ListPage(rows.keptNow(slice) ?? (await rows.of(slice)), ids.length);
  };
}

export function listPages(db: Database) {
  const { Product } = db.models;
  const ordered = new OrderedLists(db, dialectOf(db));
  return {
    products: pages(db, ordered, 'products', toProduct),
    lessons: pages(db, ordered, 'lessons', toLessonSummary),
    blogPosts: pages(db, ordered, 'blog', toBlogPost),
    /** `?ids=`: the live products among `ids`, in id order (an archived or unknown id is simply not there). */
    async productsByIds(ids: number[]): Promise<Product[]> {
      const rows = await Product.findAll({ where: { id: ids, archived: false }, order: [['id', 'ASC']] });
      return rows.map((row) => toProduct(row.get({ plain: true })));
    },
  };
}
