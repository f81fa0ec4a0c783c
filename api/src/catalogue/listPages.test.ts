import type { Server } from 'node:http';
import { API, MAX_LIST_LIMIT, TOTAL_COUNT_HEADER, type BlogPost, type LessonSummary, type Product } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { BACK_OFFICE_API, versionEtag } from '@kingside/contracts/admin';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { issueToken } from '../accounts/tokens';
import { createTestApp, dbKind, type TestApp } from '../testing/testApp';
import { invalidateCatalogue } from './responseCache';

/*
 * Paged, sorted and searched public lists (docs/spec.md §7.12), on SQLite (FTS5) and MariaDB (its word index): pages
 * and their X-Total-Count, the sorts, search with ranking, prefixes and accents, hostile searches, the index
 * following every write, `?ids=`, and the whole lists of docs/spec.md §7.2 left as they were.
 */

let t: TestApp;
let server: Server;
let adminAuth: Record<string, string>;

/** Products this file adds, named so the searches below can tell them apart from the seed's. */
const MARKER = 'Quixotic';
let walnutInName: Product;
let walnutInDescription: Product;
let accented: Product;
let archived: Product;

async function addProduct(values: { name: string; description: string; price?: number; category?: string; archived?: boolean }) {
  const row = await t.db.models.Product.create({
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: 1000,
    stock: 5,
    category: 'Chess Boards',
    ...values,
  });
  return (await request(server).get(API.product(row.id))).body as Product;
}

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  const admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
  adminAuth = { Authorization: `Bearer ${await issueToken(t.db.models, admin.id, 'admin')}` };
  walnutInName = await addProduct({ name: `${MARKER} Walnut Tournament Board`, description: 'A board of solid wood.', price: 8900 });
  walnutInDescription = await addProduct({ name: `${MARKER} Travel Board`, description: 'Folding, with walnut inlays.', price: 2900 });
  accented = await addProduct({ name: `${MARKER} Échiquier du Café`, description: 'Un plateau pour le café.', price: 4500 });
  const hidden = await t.db.models.Product.create({
    name: `${MARKER} Retired Walnut Set`,
    description: 'No longer sold.',
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: 100,
    category: 'Chess Boards',
    archived: true,
  });
  archived = { id: hidden.id } as Product;
  invalidateCatalogue(t.db);
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const get = (path: string) => request(server).get(path);
const total = (res: { headers: Record<string, string> }) => Number(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const search = async (q: string, extra = '') => {
  const res = await get(`${API.products}?q=${encodeURIComponent(q)}${extra}`).expect(200);
  return res.body as Product[];
};

describe('the whole lists of docs/spec.md §7', () => {
  it('are still answered whole, without a count, when no list parameter is given', async () => {
    const live = await t.db.models.Product.count({ where: { archived: false } });
    const res = await get(API.products).expect(200);
    expect(res.body).toHaveLength(live);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
    // A parameter the lists do not know (a cache-buster) changes nothing.
    expect((await get(`${API.products}?_=12345`).expect(200)).body).toEqual(res.body);
  });
});

describe('pages', () => {
  it('cut the list in its own order, with the number of matches in X-Total-Count', async () => {
    const whole = (await get(API.products).expect(200)).body as Product[];
    const first = await get(`${API.products}?limit=5&offset=0`).expect(200);
    const second = await get(`${API.products}?limit=5&offset=5`).expect(200);
    expect(total(first)).toBe(whole.length);
    expect(total(second)).toBe(whole.length);
    expect([...ids(first.body as Product[]), ...ids(second.body as Product[])]).toEqual(ids(whole).slice(0, 10));
    // Past the end: an empty page, still counted.
    const past = await get(`${API.products}?limit=5&offset=${whole.length}`).expect(200);
    expect(past.body).toEqual([]);
    expect(total(past)).toBe(whole.length);
  });

  it('are 24 long when only an offset or a search is given, and serialise like the whole list', async () => {
    const whole = (await get(API.products).expect(200)).body as Product[];
    const page = (await get(`${API.products}?offset=0`).expect(200)).body as Product[];
    expect(page).toEqual(whole.slice(0, 24));
  });

  it('keep the ETag rules: 304 for a matching If-None-Match, another ETag for another page', async () => {
    const first = await get(`${API.products}?limit=3`).expect(200);
    const etag = first.headers.etag!;
    expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=1');
    await get(`${API.products}?limit=3`).set('If-None-Match', etag).expect(304);
    const other = await get(`${API.products}?limit=3&offset=3`).expect(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('filter by category in the query or in the path alike', async () => {
    const byQuery = await get(`${API.products}?category=${encodeURIComponent('Chess Boards')}&limit=50`).expect(200);
    const byPath = await get(`${API.productsByCategory('Chess Boards')}?limit=50`).expect(200);
    expect(byQuery.body).toEqual(byPath.body);
    expect((byQuery.body as Product[]).every((p) => p.category === 'Chess Boards')).toBe(true);
    expect(total(byQuery)).toBe(await t.db.models.Product.count({ where: { archived: false, category: 'Chess Boards' } }));
  });

  it.each([
    ['limit=0', API_MESSAGES.invalidLimit],
    [`limit=${MAX_LIST_LIMIT + 1}`, API_MESSAGES.invalidLimit],
    ['limit=abc', API_MESSAGES.invalidLimit],
    ['limit=', API_MESSAGES.invalidLimit],
    ['offset=-1', API_MESSAGES.invalidOffset],
    ['offset=1.5', API_MESSAGES.invalidOffset],
    ['sort=cheapest', API_MESSAGES.invalidSort],
    ['sort=-name', API_MESSAGES.invalidSort],
    [`q=${'a'.repeat(101)}`, API_MESSAGES.invalidSearch],
    ['q=a&q=b', API_MESSAGES.invalidSearch],
    ['category=Cheese', API_MESSAGES.invalidCategory],
  ])('refuse %s with 400', async (query, message) => {
    const res = await get(`${API.products}?${query}`).expect(400);
    expect(res.body).toEqual({ message });
  });

  it('refuse a product sort on lessons and a category on lessons', async () => {
    expect((await get(`${API.lessons}?sort=price`).expect(400)).body).toEqual({ message: API_MESSAGES.invalidSort });
    expect((await get(`${API.lessons}?level=grandmaster`).expect(400)).body).toEqual({ message: API_MESSAGES.invalidLevel });
  });
});

describe('sorts', () => {
  const sorted = async (sort: string) =>
    (await get(`${API.products}?sort=${encodeURIComponent(sort)}&limit=100`).expect(200)).body as Product[];

  it('order by price both ways, ties by id', async () => {
    const cheap = await sorted('price');
    const dear = await sorted('-price');
    const prices = cheap.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(dear.map((p) => p.price)).toEqual([...prices].sort((a, b) => b - a));
    expect(cheap[0]!.price).toBeLessThanOrEqual(cheap[1]!.price);
  });

  it('order by name without regard to case', async () => {
    // Where an accented letter goes differs (MariaDB's collation puts É with E, SQLite after Z): unaccented names here.
    const names = (await sorted('name')).map((p) => p.name.toLowerCase()).filter((name) => /^[\x20-\x7e]*$/.test(name));
    expect(names.length).toBeGreaterThan(10);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  // That every sort is served by an index, not a sort of the whole table: listOrderIndexes.test.ts.

  it('order the newest first', async () => {
    const newest = await sorted('newest');
    // The three added last come first (created after the seed, in this order).
    expect(ids(newest).slice(0, 3)).toEqual([accented.id, walnutInDescription.id, walnutInName.id]);
  });

  it('articles keep newest first by default, and sort by title', async () => {
    const whole = (await get(API.blogPosts).expect(200)).body as BlogPost[];
    expect((await get(`${API.blogPosts}?limit=3`).expect(200)).body).toEqual(whole.slice(0, 3));
    const titles = ((await get(`${API.blogPosts}?sort=name&limit=100`).expect(200)).body as BlogPost[]).map((p) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('search', () => {
  it('ranks a match in the name above one in the description', async () => {
    const found = await search('walnut', `&category=${encodeURIComponent('Chess Boards')}`);
    const order = ids(found);
    expect(order).toContain(walnutInName.id);
    expect(order).toContain(walnutInDescription.id);
    expect(order.indexOf(walnutInName.id)).toBeLessThan(order.indexOf(walnutInDescription.id));
  });

  it('matches the start of words, every word', async () => {
    expect(ids(await search(`${MARKER.slice(0, 6)} walnu tourn`))).toEqual([walnutInName.id]);
    expect(ids(await search(`${MARKER} boar`))).toEqual(expect.arrayContaining([walnutInName.id, walnutInDescription.id]));
    // Two letters are a prefix too (below MariaDB's shortest indexed word, which a prefix search still reaches).
    expect(ids(await search('qu wa tou'))).toEqual(expect.arrayContaining([walnutInName.id]));
  });

  it('folds accents and case both ways', async () => {
    expect(ids(await search('ECHIQUIER cafe'))).toEqual([accented.id]);
    const cafe = await addProduct({ name: `${MARKER} Cafe Clock`, description: 'For the club room.', category: 'Chess Clocks' });
    invalidateCatalogue(t.db);
    expect(ids(await search(`${MARKER} café`))).toEqual(expect.arrayContaining([accented.id, cafe.id]));
    await t.db.models.Product.destroy({ where: { id: cafe.id } });
    invalidateCatalogue(t.db);
  });

  it('finds nothing, with a count of 0, for a search that matches nothing', async () => {
    const res = await get(`${API.products}?q=zzyzxqwv`).expect(200);
    expect(res.body).toEqual([]);
    expect(total(res)).toBe(0);
  });

  it('leaves archived items out', async () => {
    expect(ids(await search(`${MARKER} retired`))).toEqual([]);
    expect(ids(await search(MARKER, '&limit=100'))).not.toContain(archived.id);
  });

  it('sorts the matches when asked, and counts them', async () => {
    const res = await get(`${API.products}?q=${MARKER}&sort=-price&limit=2`).expect(200);
    expect(ids(res.body as Product[])).toEqual([walnutInName.id, accented.id]);
    expect(total(res)).toBe(3);
  });

  it.each([
    '"',
    '*',
    '"walnut',
    'walnut"*',
    'NEAR(walnut board)',
    'walnut AND',
    'OR',
    '-walnut',
    '+walnut -board',
    'name:walnut',
    '^walnut',
    "' OR 1=1 --",
    '%',
    '\\',
    '(((',
    '@@',
    '♞♞♞',
    '\u0000',
    '𝕎𝕒𝕝𝕟𝕦𝕥',
  ])('takes the hostile search %p as plain words: a 200, never an error', async (q) => {
    const res = await get(`${API.products}?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(total(res)).toBe((res.body as unknown[]).length);
  });

  it('answers a search of punctuation alone with nothing, not everything', async () => {
    const res = await get(`${API.products}?q=${encodeURIComponent('*** ---')}`).expect(200);
    expect(res.body).toEqual([]);
  });

  it('searches lessons and articles by their titles', async () => {
    const lesson = (await get(API.lessons).expect(200)).body as LessonSummary[];
    const word = lesson[0]!.title.split(' ').find((w) => w.length > 4)!;
    const found = (await get(`${API.lessons}?q=${encodeURIComponent(word)}`).expect(200)).body as LessonSummary[];
    expect(ids(found)).toContain(lesson[0]!.id);
    const post = ((await get(API.blogPosts).expect(200)).body as BlogPost[])[0]!;
    const postWord = post.title.split(' ').find((w) => w.length > 4)!;
    const posts = (await get(`${API.blogPosts}?q=${encodeURIComponent(postWord.slice(0, 4))}`).expect(200)).body as BlogPost[];
    expect(ids(posts)).toContain(post.id);
  });
});

describe('the search index follows every write', () => {
  it('through the back office: a new name is found at once, the old one no longer, an archived product not at all', async () => {
    const created = await request(server)
      .post(BACK_OFFICE_API.list('products'))
      .set(adminAuth)
      .send({
        name: 'Zephyrine Magnetic Set',
        description: 'A travel set.',
        imageUrl: '/images/products/walnut-maple-board.svg',
        price: 1900,
        stock: 3,
        category: 'Chess Sets',
      })
      .expect(201);
    const id = (created.body as { id: number; version: number }).id;
    expect(ids(await search('zephyrine'))).toEqual([id]);

    const renamed = await request(server)
      .patch(BACK_OFFICE_API.item('products', id))
      .set(adminAuth)
      .set('If-Match', versionEtag((created.body as { version: number }).version))
      .send({ name: 'Borealis Magnetic Set' })
      .expect(200);
    expect(ids(await search('zephyrine'))).toEqual([]);
    expect(ids(await search('borealis magn'))).toEqual([id]);

    await request(server)
      .patch(BACK_OFFICE_API.item('products', id))
      .set(adminAuth)
      .set('If-Match', versionEtag((renamed.body as { version: number }).version))
      .send({ archived: true })
      .expect(200);
    expect(ids(await search('borealis'))).toEqual([]);
  });

  it('through any write to the table: a deleted row leaves the index', async () => {
    const row = await addProduct({ name: 'Ephemeral Pawn Keyring', description: 'Gone soon.' });
    invalidateCatalogue(t.db);
    expect(ids(await search('ephemeral'))).toEqual([row.id]);
    await t.db.models.Product.update({ description: 'Now with a vermilion ring.' }, { where: { id: row.id } });
    invalidateCatalogue(t.db);
    expect(ids(await search('vermilion'))).toEqual([row.id]);
    await t.db.models.Product.destroy({ where: { id: row.id } });
    invalidateCatalogue(t.db);
    expect(ids(await search('ephemeral'))).toEqual([]);
  });

  it('through writes of many rows: created together, and changed by a condition other than their ids', async () => {
    const made = await t.db.models.Product.bulkCreate(
      ['Gossamer Score Pad', 'Gossamer Notation Book'].map((name) => ({
        name,
        description: 'For the club.',
        imageUrl: '/images/products/walnut-maple-board.svg',
        price: 500,
        category: 'Books',
      })),
    );
    const madeIds = made.map((row) => row.id);
    invalidateCatalogue(t.db);
    expect(ids(await search('gossamer')).sort()).toEqual([...madeIds].sort());
    await t.db.models.Product.update({ description: 'For the tangerine league.' }, { where: { name: 'Gossamer Score Pad' } });
    invalidateCatalogue(t.db);
    expect(ids(await search('tangerine'))).toEqual([madeIds[0]]);
    await t.db.models.Product.destroy({ where: { description: 'For the club.' } });
    invalidateCatalogue(t.db);
    expect(ids(await search('gossamer'))).toEqual([madeIds[0]]);
  });
});

describe('the ordered matches', () => {
  it('are one list for every page of a list, sort and search, before and after the catalogue changes', async () => {
    const pageOf = async (offset: number) =>
      ids((await get(`${API.products}?q=${MARKER}&sort=-price&limit=1&offset=${offset}`).expect(200)).body as Product[]);
    const first = await pageOf(0);
    const second = await pageOf(1);
    const third = await pageOf(2);
    // The three live products this file added, by price, highest first: one list, sliced.
    expect([...first, ...second, ...third]).toEqual([walnutInName.id, accented.id, walnutInDescription.id]);
    invalidateCatalogue(t.db);
    expect(await pageOf(1)).toEqual(second);
  });

  it("of a search are read once for each of its orders, and each of its pages by its items' ids", async () => {
    invalidateCatalogue(t.db);
    const query = jest.spyOn(t.db.sequelize, 'query');
    try {
      const pageOf = async (sort: string, offset: number) =>
        ids((await get(`${API.products}?q=${MARKER}&sort=${sort}&limit=1&offset=${offset}`).expect(200)).body as Product[]);
      expect([await pageOf('price', 0), await pageOf('price', 1), await pageOf('price', 2)]).toEqual([
        [walnutInDescription.id],
        [accented.id],
        [walnutInName.id],
      ]);
      expect(await pageOf('-price', 2)).toEqual([walnutInDescription.id]);
      const statements = query.mock.calls.map(([sql]) => String(sql));
      expect(statements.filter((sql) => /products_search MATCH|FROM products_words /.test(sql))).toHaveLength(2);
      expect(statements.filter((sql) => /^SELECT t\.id AS id, .* t\.id IN \(/.test(sql))).toHaveLength(4);
    } finally {
      query.mockRestore();
    }
  });

  (dbKind() === 'mysql' ? it : it.skip)('of a search are read row by row when MariaDB cuts what it joins short', async () => {
    invalidateCatalogue(t.db);
    const original = t.db.sequelize.query.bind(t.db.sequelize);
    const query = jest.spyOn(t.db.sequelize, 'query');
    // group_concat_max_len reached: the last value joined lost its end, and the count says there were more.
    query.mockImplementation(((sql: string, options: object) => {
      if (/GROUP_CONCAT\(itemId/.test(sql))
        return Promise.resolve([{ total: 3, joined: `${walnutInDescription.id}:9;${accented.id}:8;${walnutInName.id}` }]);
      if (/GROUP_CONCAT\(t\.id/.test(sql)) return Promise.resolve([{ total: 3, joined: `${walnutInDescription.id};${accented.id}` }]);
      return original(sql, options);
    }) as never);
    try {
      const res = await get(`${API.products}?q=${MARKER}&sort=price&limit=3`).expect(200);
      expect(ids(res.body as Product[])).toEqual([walnutInDescription.id, accented.id, walnutInName.id]);
      expect(total(res)).toBe(3);
      const statements = query.mock.calls.map(([sql]) => String(sql));
      expect(statements.filter((sql) => sql.startsWith('SELECT itemId, weight FROM products_words'))).toHaveLength(1);
      expect(statements.filter((sql) => sql.startsWith('SELECT t.id AS id FROM products t'))).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });
});

describe("a search's matches", () => {
  // The orders SQL gives when it ranks and sorts a search, written out here: the oracle the pages must agree with, item
  // for item.
  const REFERENCE_ORDERS: Record<string, string> = {
    price: 't.price ASC, t.id ASC',
    '-price': 't.price DESC, t.id ASC',
    newest: 't.createdAt DESC, t.id DESC',
  };
  const referenceIds = async (words: string[], sort: string | null, category: string | null) => {
    const filter = `t.archived = :archived ${category ? 'AND t.category = :category' : ''}`;
    const replacements = { archived: false, category };
    if (t.db.sequelize.getDialect() === 'sqlite') {
      const rows = await t.db.sequelize.query<{ id: number }>(
        `SELECT t.id AS id FROM products_search CROSS JOIN products t ON t.id = products_search.rowid WHERE products_search MATCH :match
         AND ${filter} ORDER BY ${sort ? REFERENCE_ORDERS[sort] : 'bm25(products_search, 10.0, 1.0, 2.0) ASC, t.id ASC'}`,
        { replacements: { ...replacements, match: words.map((word) => `"${word}"*`).join(' ') }, type: QueryTypes.SELECT },
      );
      return rows.map((row) => Number(row.id));
    }
    // MariaDB's word index, as docs/architecture.md §10.12 ranks with it: a word weighs the columns in which it starts a
    // word of the item (name 8, description 1, category 2, added up), and the item the sum over the search's words.
    const rows = await t.db.sequelize.query<{ id: number; name: string; description: string; category: string }>(
      `SELECT t.id AS id, t.name AS name, t.description AS description, t.category AS category FROM products t WHERE ${filter}
       ORDER BY ${sort ? REFERENCE_ORDERS[sort] : 't.id ASC'}`,
      { replacements, type: QueryTypes.SELECT },
    );
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u);
    const weight = (word: string, text: string, bit: number) => (fold(text).some((w) => w.startsWith(word)) ? bit : 0);
    const scored = rows
      .map((row) => ({
        id: Number(row.id),
        weights: words.map((word) => weight(word, row.name, 8) + weight(word, row.description, 1) + weight(word, row.category, 2)),
      }))
      .filter((row) => row.weights.every((w) => w > 0))
      .map((row) => ({ id: row.id, score: row.weights.reduce((a, b) => a + b, 0) }));
    if (!sort) scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return scored.map((row) => row.id);
  };

  it.each(['walnut', 'board', 'set', 'ch', `${MARKER} wal`, 'chess b', 'book'])(
    'come out for %p in exactly the order SQL would rank and sort them, every sort and filter',
    async (q) => {
      for (const sort of [null, 'price', '-price', 'newest'])
        for (const category of [null, 'Chess Boards', 'Books']) {
          const params = `&limit=${MAX_LIST_LIMIT}${sort ? `&sort=${sort}` : ''}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
          const res = await get(`${API.products}?q=${encodeURIComponent(q)}${params}`).expect(200);
          const expected = await referenceIds(q.toLowerCase().split(' '), sort, category);
          expect({ sort, category, ids: ids(res.body as Product[]) }).toEqual({ sort, category, ids: expected.slice(0, MAX_LIST_LIMIT) });
          expect(total(res)).toBe(expected.length);
        }
    },
  );
});

describe('the items of pages', () => {
  it('show a back-office change at once', async () => {
    const first = (await get(`${API.products}?sort=-price&limit=3`).expect(200)).body as Product[];
    expect((await get(`${API.products}?sort=-price&limit=2`).expect(200)).body).toEqual(first.slice(0, 2));
    const top = first[0]!;
    const read = await request(server).get(BACK_OFFICE_API.item('products', top.id)).set(adminAuth).expect(200);
    await request(server)
      .patch(BACK_OFFICE_API.item('products', top.id))
      .set(adminAuth)
      .set('If-Match', versionEtag((read.body as { version: number }).version))
      .send({ name: `${top.name} Renamed` })
      .expect(200);
    const after = (await get(`${API.products}?sort=-price&limit=2`).expect(200)).body as Product[];
    expect(after[0]).toMatchObject({ id: top.id, name: `${top.name} Renamed` });
  });
});

describe('?ids=', () => {
  it('answers exactly the live products named, in id order, once each', async () => {
    const [a, b] = ((await get(`${API.products}?limit=2`).expect(200)).body as Product[]).map((p) => p.id);
    const res = await get(`${API.products}?ids=${walnutInName.id},${b},${a},${b},${archived.id},999999`).expect(200);
    expect(ids(res.body as Product[])).toEqual([a, b, walnutInName.id].sort((x, y) => x! - y!));
    expect((res.body as Product[])[0]).toEqual((await get(API.product(a!)).expect(200)).body);
  });

  it.each(['', 'abc', '1,,2', '0', '-1', '1.5', ' 1', '1,2,', '99999999999', Array.from({ length: 101 }, (_, i) => i + 1).join(',')])(
    'refuses ids=%p',
    async (value) => {
      const res = await get(`${API.products}?ids=${encodeURIComponent(value)}`).expect(400);
      expect(res.body).toEqual({ message: API_MESSAGES.invalidIds });
    },
  );

  it('refuses ids with other list parameters', async () => {
    expect((await get(`${API.products}?ids=1&limit=5`).expect(400)).body).toEqual({ message: API_MESSAGES.idsAlone });
  });
});
