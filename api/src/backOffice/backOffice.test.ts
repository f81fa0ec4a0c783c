import type { Server } from 'node:http';
import {
  API,
  AUTH_MESSAGES,
  BACK_OFFICE_MESSAGES,
  IDEMPOTENCY_HEADER,
  TOTAL_COUNT_HEADER,
  orderTotals,
  type AdminLesson,
  type AdminProduct,
  type AdminRecord,
  type AuditEntry,
  type BlogPost,
  type CatalogueInputs,
  type CatalogueKind,
  type LessonSummary,
  type Product,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import {
  ADMIN_MESSAGES,
  type AdminStats,
  BACK_OFFICE_API,
  CATALOGUE_KINDS,
  LONG_TEXT_CHANGED,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  TWO_FACTOR_AUDIT_ACTION,
  versionEtag,
} from '@kingside/contracts/admin';
import request from 'supertest';
import { createUser } from '../testing/fixtures/users';
import { issueToken } from '../accounts/tokens';
import type { UserModel } from '../accounts/models';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * The back office's catalogue api and audit log (docs/spec.md §7.8), on SQLite and MariaDB: lists, reads,
 * creation, optimistic edits (If-Match / ETag, 428, 412, concurrent saves), archiving and restoring, and
 * what the storefront, carts and orders make of an archived item.
 */

let t: TestApp;
/** A listening server, so simultaneous requests really run side by side. */
let server: Server;
let admin: UserModel;
let adminAuth: Record<string, string>;
let memberAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  server = t.app.listen(0, '127.0.0.1');
  admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
  adminAuth = { Authorization: `Bearer ${await issueToken(t.db.models, admin.id, 'admin')}` };
  const member = await createUser(t.db.models);
  memberAuth = { Authorization: `Bearer ${await issueToken(t.db.models, member.id, 'member')}` };
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const api = () => request(server);
const list = (kind: CatalogueKind, query = '') =>
  api()
    .get(`${BACK_OFFICE_API.list(kind)}${query}`)
    .set(adminAuth);
const read = (kind: CatalogueKind, id: number) => api().get(BACK_OFFICE_API.item(kind, id)).set(adminAuth);
const create = (kind: CatalogueKind, body: object) => api().post(BACK_OFFICE_API.list(kind)).set(adminAuth).send(body);
const patch = (kind: CatalogueKind, id: number, body: object, ifMatch?: string) => {
  const req = api().patch(BACK_OFFICE_API.item(kind, id)).set(adminAuth);
  if (ifMatch !== undefined) req.set('If-Match', ifMatch);
  return req.send(body);
};
const archive = (kind: CatalogueKind, id: number) => api().delete(BACK_OFFICE_API.item(kind, id)).set(adminAuth);

let sequence = 0;
const unique = () => `${++sequence}-${Date.now().toString(36)}`;

/** A valid new record of each kind, named uniquely so a search finds exactly it. */
const NEW: { [K in CatalogueKind]: (marker: string) => CatalogueInputs[K] } = {
  products: (marker) => ({
    name: `Test Board ${marker}`,
    description: 'A board for the back-office tests.',
    imageUrl: '/images/products/walnut-maple-board.svg',
    price: 2500,
    stock: 12,
    category: 'Chess Boards',
  }),
  lessons: (marker) => ({
    title: `Test Lesson ${marker}`,
    description: 'A lesson for the back-office tests.',
    imageUrl: '/images/lessons/test.svg',
    level: 'intermediate',
    lessonCount: 5,
    content: 'First paragraph.\nSecond paragraph.\nThird paragraph.',
    category: 'Tactics',
  }),
  'blog-posts': (marker) => ({
    title: `Test Article ${marker}`,
    excerpt: 'An article for the back-office tests.',
    content: 'First paragraph.\nSecond paragraph.',
    imageUrl: '/uploads/0000000000000000000000000000000000000000000000000000000000000000.webp',
    category: 'Endgames',
    publishedDate: '2026-02-03',
  }),
};

async function createRecord<K extends CatalogueKind>(kind: K, extra: Partial<CatalogueInputs[K]> = {}): Promise<AdminRecord<K>> {
  const res = await create(kind, { ...NEW[kind](unique()), ...extra }).expect(201);
  return res.body as AdminRecord<K>;
}

const auditCount = () => t.db.models.AuditLog.count();
const auditOf = async (entity: string, entityId: number) =>
  (await api().get(`${BACK_OFFICE_API.audit}?entity=${entity}&entityId=${entityId}`).set(adminAuth).expect(200)).body as AuditEntry[];
const ENTITY: Record<CatalogueKind, string> = { products: 'product', lessons: 'lesson', 'blog-posts': 'blogPost' };
const PUBLIC: Record<CatalogueKind, { list: string; item: (id: number) => string }> = {
  products: { list: API.products, item: API.product },
  lessons: { list: API.lessons, item: API.lesson },
  'blog-posts': { list: API.blogPosts, item: API.blogPost },
};

describe.each(CATALOGUE_KINDS)('/api/admin/%s', (kind) => {
  it('answers every route 401 without a token and 403 to a member, writing nothing', async () => {
    const before = await auditCount();
    const calls = [
      () => api().get(BACK_OFFICE_API.list(kind)),
      () => api().post(BACK_OFFICE_API.list(kind)).send(NEW[kind](unique())),
      () => api().get(BACK_OFFICE_API.item(kind, 1)),
      () => api().patch(BACK_OFFICE_API.item(kind, 1)).set('If-Match', '"1"').send({ archived: true }),
      () => api().delete(BACK_OFFICE_API.item(kind, 1)),
    ];
    for (const call of calls) {
      const anonymous = await call().expect(401);
      expect(anonymous.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
      const member = await call().set(memberAuth).expect(403);
      expect(member.body).toEqual({ message: ADMIN_MESSAGES.adminRequired });
      expect(member.headers['cache-control']).toBe('no-store');
    }
    expect(await auditCount()).toBe(before);
  });

  it('creates: 201, the record, Location and ETag; the storefront shows it at once', async () => {
    // The storefront's list is cached before the write: the write must clear it.
    await api().get(PUBLIC[kind].list).expect(200);
    const input = NEW[kind](unique());
    const res = await create(kind, input).expect(201);
    const record = res.body as AdminRecord<typeof kind>;
    expect(record).toEqual({
      ...input,
      id: expect.any(Number),
      archived: false,
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/),
      updatedAt: record.createdAt,
    });
    expect(res.headers.location).toBe(BACK_OFFICE_API.item(kind, record.id));
    expect(res.headers.etag).toBe('"1"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await read(kind, record.id).expect(200)).body).toEqual(record);
    const shown = (await api().get(PUBLIC[kind].list).expect(200)).body as { id: number }[];
    expect(shown.map((item) => item.id)).toContain(record.id);
    await api().get(PUBLIC[kind].item(record.id)).expect(200);
  });

  it('reads one record with its version as ETag; 404 for an unknown id, 400 for a malformed one', async () => {
    const record = await createRecord(kind);
    const res = await read(kind, record.id).expect(200);
    expect([res.body, res.headers.etag]).toEqual([record, '"1"']);
    expect((await read(kind, 999_999).expect(404)).body).toEqual({ message: BACK_OFFICE_MESSAGES.notFound });
    expect(
      (
        await api()
          .get(`${BACK_OFFICE_API.list(kind)}/abc`)
          .set(adminAuth)
          .expect(400)
      ).body,
    ).toEqual({
      message: API_MESSAGES.invalidId,
    });
  });

  it('refuses an unknown field, naming it, and a missing one, naming it; nothing is written', async () => {
    const before = [await auditCount(), (await list(kind).expect(200)).headers[TOTAL_COUNT_HEADER.toLowerCase()]];
    expect((await create(kind, { ...NEW[kind](unique()), color: 'red' }).expect(400)).body).toEqual({ message: 'Unknown field: color' });
    const { imageUrl: _dropped, ...withoutImage } = NEW[kind](unique());
    expect((await create(kind, withoutImage).expect(400)).body).toEqual({ message: 'Image is required' });
    expect((await create(kind, { ...NEW[kind](unique()), imageUrl: 'https://evil.example/x.png' }).expect(400)).body.message).toMatch(
      /^Image must be/,
    );
    expect((await create(kind, { ...NEW[kind](unique()), id: 1 }).expect(400)).body).toEqual({ message: 'Unknown field: id' });
    expect((await create(kind, { ...NEW[kind](unique()), version: 9 }).expect(400)).body).toEqual({ message: 'Unknown field: version' });
    expect([await auditCount(), (await list(kind).expect(200)).headers[TOTAL_COUNT_HEADER.toLowerCase()]]).toEqual(before);
  });

  it('edits with If-Match: 200, the new record and ETag, one audit line; the storefront follows at once', async () => {
    const record = await createRecord(kind);
    await api().get(PUBLIC[kind].item(record.id)).expect(200); // cached now
    const edit = kind === 'products' ? { price: 3100 } : { title: `Renamed ${unique()}` };
    const res = await patch(kind, record.id, edit, versionEtag(1)).expect(200);
    expect(res.body).toEqual({ ...record, ...edit, version: 2, updatedAt: expect.any(String) });
    expect(res.headers.etag).toBe('"2"');
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(record.updatedAt));
    expect((await read(kind, record.id).expect(200)).body).toEqual(res.body);
    const shown = (await api().get(PUBLIC[kind].item(record.id)).expect(200)).body as Record<string, unknown>;
    expect(shown).toMatchObject(edit);
    const [line] = await auditOf(ENTITY[kind], record.id);
    expect(line).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      adminId: admin.id,
      adminEmail: admin.email,
      action: `${ENTITY[kind]}.update`,
      entity: ENTITY[kind],
      entityId: record.id,
      changes: Object.fromEntries(
        Object.entries(edit).map(([field, value]) => [field, [(record as unknown as Record<string, unknown>)[field], value]]),
      ),
    });
  });

  it('answers 428 without If-Match (or with *), 400 for a malformed one, 412 for another version: nothing written', async () => {
    const record = await createRecord(kind);
    const before = await auditCount();
    for (const ifMatch of [undefined, '', '*']) {
      expect((await patch(kind, record.id, { archived: true }, ifMatch).expect(428)).body).toEqual({
        message: BACK_OFFICE_MESSAGES.preconditionRequired,
      });
    }
    for (const ifMatch of ['1', '"abc"', '"01"', '"1', '"1"; "2"']) {
      expect((await patch(kind, record.id, { archived: true }, ifMatch).expect(400)).body).toEqual({
        message: BACK_OFFICE_MESSAGES.invalidIfMatch,
      });
    }
    for (const ifMatch of ['"2"', '"3", "4"']) {
      expect((await patch(kind, record.id, { archived: true }, ifMatch).expect(412)).body).toEqual({
        message: 'This item was changed by someone else. Reload it to see their changes.',
      });
    }
    expect(await auditCount()).toBe(before);
    expect((await read(kind, record.id).expect(200)).body).toEqual(record);
    // A list of tags, and a weak one (a compressing proxy may weaken the ETag), name the version too.
    await patch(kind, record.id, { archived: true }, '"7", "1"').expect(200);
    await patch(kind, record.id, { archived: false }, 'W/"2"').expect(200);
    expect(await auditCount()).toBe(before + 2);
  });

  it('validates an edit: unknown field 400 naming it, nothing to change 400, 404 for an unknown id', async () => {
    const record = await createRecord(kind);
    expect((await patch(kind, record.id, { version: 5 }, '"1"').expect(400)).body).toEqual({ message: 'Unknown field: version' });
    expect((await patch(kind, record.id, {}, '"1"').expect(400)).body).toEqual({ message: 'Nothing to change' });
    expect((await patch(kind, record.id, { archived: 'yes' }, '"1"').expect(400)).body).toEqual({
      message: 'Archived must be true or false',
    });
    expect((await patch(kind, 999_999, { archived: true }, '"1"').expect(404)).body).toEqual({ message: BACK_OFFICE_MESSAGES.notFound });
    expect((await read(kind, record.id).expect(200)).body.version).toBe(1);
  });

  it('writes nothing for an edit that changes nothing: same version, no audit line', async () => {
    const record = await createRecord(kind);
    const before = await auditCount();
    const same = kind === 'products' ? { price: (record as AdminProduct).price } : { archived: false };
    const res = await patch(kind, record.id, same, '"1"').expect(200);
    expect([res.body, res.headers.etag]).toEqual([record, '"1"']);
    expect(await auditCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous saves of the same version win; the other gets 412', async () => {
    for (let round = 0; round < 3; round++) {
      const record = await createRecord(kind);
      const before = await auditCount();
      const edits = kind === 'products' ? [{ stock: 1 }, { stock: 2 }] : [{ title: `A ${unique()}` }, { title: `B ${unique()}` }];
      const results = await Promise.all(edits.map((edit) => patch(kind, record.id, edit, '"1"')));
      expect(results.map((res) => res.status).sort()).toEqual([200, 412]);
      const winner = results.find((res) => res.status === 200)!;
      const stored = (await read(kind, record.id).expect(200)).body as AdminRecord<typeof kind>;
      expect(stored).toEqual(winner.body);
      expect(stored.version).toBe(2);
      expect(await auditCount()).toBe(before + 1);
    }
  });

  it('archives with DELETE (204), idempotently; the storefront drops it at once; PATCH {archived: false} restores it', async () => {
    const record = await createRecord(kind);
    const filter = kind === 'lessons' ? API.lessonsByLevel((record as AdminLesson).level) : null;
    // Everything cached before the write.
    await api().get(PUBLIC[kind].list).expect(200);
    await api().get(PUBLIC[kind].item(record.id)).expect(200);
    if (filter) await api().get(filter).expect(200);

    const before = await auditCount();
    const res = await archive(kind, record.id).expect(204);
    expect(res.text).toBe('');
    const stored = (await read(kind, record.id).expect(200)).body as AdminRecord<typeof kind>;
    expect([stored.archived, stored.version]).toEqual([true, 2]);
    expect((await api().get(PUBLIC[kind].item(record.id)).expect(404)).body.message).toEqual(expect.any(String));
    const ids = async (path: string) => ((await api().get(path).expect(200)).body as { id: number }[]).map((item) => item.id);
    expect(await ids(PUBLIC[kind].list)).not.toContain(record.id);
    if (filter) expect(await ids(filter)).not.toContain(record.id);

    // Again: still 204, nothing new.
    await archive(kind, record.id).expect(204);
    expect((await read(kind, record.id).expect(200)).body.version).toBe(2);
    expect(await auditCount()).toBe(before + 1);
    const [archivedLine] = await auditOf(ENTITY[kind], record.id);
    expect([archivedLine!.action, archivedLine!.changes]).toEqual([`${ENTITY[kind]}.archive`, { archived: [false, true] }]);

    // Restored: back in the storefront, at once.
    const restored = await patch(kind, record.id, { archived: false }, '"2"').expect(200);
    expect([restored.body.archived, restored.body.version, restored.headers.etag]).toEqual([false, 3, '"3"']);
    expect(await ids(PUBLIC[kind].list)).toContain(record.id);
    await api().get(PUBLIC[kind].item(record.id)).expect(200);
    const [restoreLine] = await auditOf(ENTITY[kind], record.id);
    expect([restoreLine!.action, restoreLine!.changes]).toEqual([`${ENTITY[kind]}.restore`, { archived: [true, false] }]);
  });

  it('archives with DELETE only at the version named, when an If-Match is sent; 404 for an unknown id', async () => {
    const record = await createRecord(kind);
    await api().delete(BACK_OFFICE_API.item(kind, record.id)).set(adminAuth).set('If-Match', '"2"').expect(412);
    expect((await read(kind, record.id).expect(200)).body.archived).toBe(false);
    await api().delete(BACK_OFFICE_API.item(kind, record.id)).set(adminAuth).set('If-Match', '"1"').expect(204);
    expect((await archive(kind, 999_999).expect(404)).body).toEqual({ message: BACK_OFFICE_MESSAGES.notFound });
  });

  it('lists a page, most recently changed first (then newest id), with the total in X-Total-Count', async () => {
    const marker = `sort${unique()}`;
    const titleField = kind === 'products' ? 'name' : 'title';
    const made: AdminRecord<typeof kind>[] = [];
    for (let i = 0; i < 4; i++)
      made.push(await createRecord(kind, { [titleField]: `${marker} ${i}` } as Partial<CatalogueInputs[typeof kind]>));
    // Distinct times for three of them; the last two share one (the id decides).
    // (Through the query interface: Model.update skips a statement that would only set updatedAt.)
    const model = { products: t.db.models.Product, lessons: t.db.models.Lesson, 'blog-posts': t.db.models.BlogPost }[
      kind
    ] as typeof t.db.models.Product;
    const times = ['2030-01-01T10:00:00Z', '2030-01-01T12:00:00Z', '2030-01-01T11:00:00Z', '2030-01-01T11:00:00Z'];
    for (const [index, record] of made.entries()) {
      await t.db.sequelize
        .getQueryInterface()
        .bulkUpdate(model.getTableName(), { updatedAt: new Date(times[index]!) }, { id: record.id }, {}, model.getAttributes() as never);
    }
    const res = await list(kind, `?q=${marker}`).expect(200);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4');
    expect((res.body as { id: number }[]).map((item) => item.id)).toEqual([made[1]!.id, made[3]!.id, made[2]!.id, made[0]!.id]);
    const page = await list(kind, `?q=${marker}&limit=2&offset=1`).expect(200);
    expect((page.body as { id: number }[]).map((item) => item.id)).toEqual([made[3]!.id, made[2]!.id]);
    expect(page.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('4');
    // Full records, archived or not, unless filtered.
    await archive(kind, made[0]!.id).expect(204);
    const all = (await list(kind, `?q=${marker}`).expect(200)).body as AdminRecord<typeof kind>[];
    expect(all.find((record) => record.id === made[0]!.id)).toMatchObject({ archived: true, version: 2 });
    const live = await list(kind, `?q=${marker}&archived=false`).expect(200);
    expect([live.headers[TOTAL_COUNT_HEADER.toLowerCase()], live.body.every((r: { archived: boolean }) => !r.archived)]).toEqual([
      '3',
      true,
    ]);
    const gone = await list(kind, `?q=${marker}&archived=true`).expect(200);
    expect((gone.body as { id: number }[]).map((item) => item.id)).toEqual([made[0]!.id]);
  });

  it('refuses a bad query naming the parameter', async () => {
    expect((await list(kind, '?limit=0').expect(400)).body).toEqual({ message: 'limit must be a whole number from 1 to 100' });
    expect((await list(kind, '?limit=101').expect(400)).body).toEqual({ message: 'limit must be a whole number from 1 to 100' });
    expect((await list(kind, '?offset=-1').expect(400)).body).toEqual({ message: 'offset must be a whole number, 0 or more' });
    expect((await list(kind, '?archived=maybe').expect(400)).body).toEqual({ message: 'archived must be true or false' });
    expect((await list(kind, '?sort=name').expect(400)).body).toEqual({ message: 'Unknown field: sort' });
    expect((await list(kind, '?q=a&q=b').expect(400)).body.message).toMatch(/^q /);
    const wrongFilter = kind === 'lessons' ? '?category=Tactics' : '?level=beginner';
    expect((await list(kind, wrongFilter).expect(400)).body.message).toMatch(/^Unknown field: (category|level)$/);
  });
});

describe('searching and filtering the lists', () => {
  it('searches name and description of products, case-insensitively, and filters by category', async () => {
    const res = await list('products', '?q=STAUNTON').expect(200);
    const names = (res.body as AdminProduct[]).map((product) => `${product.name} ${product.description}`.toLowerCase());
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((text) => text.includes('staunton'))).toBe(true);
    const byDescription = await list('products', '?q=triple-weighted').expect(200);
    expect((byDescription.body as AdminProduct[]).map((product) => product.name)).toContain('Marlowe & Finch Heirloom Staunton Chess Set');
    const clocks = await list('products', '?category=Chess%20Clocks&limit=100').expect(200);
    expect((clocks.body as AdminProduct[]).every((product) => product.category === 'Chess Clocks')).toBe(true);
    expect(Number(clocks.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(clocks.body.length);
  });

  it('searches title and description of lessons, filters by level', async () => {
    const res = await list('lessons', '?level=advanced&limit=100').expect(200);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(res.body.length));
    expect((res.body as AdminLesson[]).every((lesson) => lesson.level === 'advanced')).toBe(true);
    const lesson = res.body[0] as AdminLesson;
    const word = lesson.title.split(' ').find((w) => w.length > 4)!;
    const found = await list('lessons', `?q=${encodeURIComponent(word.toUpperCase())}&limit=100`).expect(200);
    expect((found.body as AdminLesson[]).map((l) => l.id)).toContain(lesson.id);
  });

  it('searches title and excerpt of blog posts, not their content', async () => {
    const marker = `zq${unique().replace(/\W/g, '')}`;
    const post = await createRecord('blog-posts', { excerpt: `Mentions ${marker} here.`, content: `Content ${marker}x only.` });
    const found = await list('blog-posts', `?q=${marker.toUpperCase()}`).expect(200);
    expect((found.body as { id: number }[]).map((p) => p.id)).toEqual([post.id]);
    expect((await list('blog-posts', `?q=${marker}x`).expect(200)).body).toEqual([]);
  });

  it('takes % and _ in the search literally', async () => {
    const marker = unique();
    const percent = await createRecord('products', { name: `Wool 100% ${marker}` });
    const underscore = await createRecord('products', { name: `Case a_b ${marker}` });
    await createRecord('products', { name: `Case axb 100x ${marker}` });
    const ids = async (q: string) =>
      ((await list('products', `?q=${encodeURIComponent(q)}`).expect(200)).body as { id: number }[]).map((p) => p.id);
    expect(await ids(`100% ${marker}`)).toEqual([percent.id]);
    expect(await ids(`a_b ${marker}`)).toEqual([underscore.id]);
    expect(await ids(`!`)).toEqual([]);
  });
});

describe('the rules of a product', () => {
  it('takes prices from 1 to 10,000,000 cents and refuses 0 and 10,000,001, naming the field', async () => {
    for (const price of [PRICE_MIN_CENTS, PRICE_MAX_CENTS]) {
      const product = await createRecord('products', { price });
      expect(product.price).toBe(price);
    }
    for (const price of [0, PRICE_MAX_CENTS + 1, 10.5, '100']) {
      const res = await create('products', { ...NEW.products(unique()), price }).expect(400);
      expect(res.body).toEqual({ message: 'Price must be a whole number of cents from 1 to 10,000,000 ($0.01 to $100,000.00)' });
    }
    const product = await createRecord('products');
    expect((await patch('products', product.id, { price: 0 }, '"1"').expect(400)).body.message).toMatch(/^Price /);
    await patch('products', product.id, { price: PRICE_MAX_CENTS }, '"1"').expect(200);
  });

  it('derives the storefront’s inStock from stock, and refuses a negative stock', async () => {
    const product = await createRecord('products', { stock: 0 });
    expect(((await api().get(API.product(product.id)).expect(200)).body as Product).inStock).toBe(false);
    expect(Object.keys((await api().get(API.product(product.id)).expect(200)).body).sort()).toEqual([
      'category',
      'description',
      'id',
      'imageUrl',
      'inStock',
      'name',
      'price',
    ]);
    await patch('products', product.id, { stock: 3 }, '"1"').expect(200);
    expect(((await api().get(API.product(product.id)).expect(200)).body as Product).inStock).toBe(true);
    expect((await patch('products', product.id, { stock: -1 }, '"2"').expect(400)).body.message).toMatch(/^Stock /);
  });

  it('records long text as changed, never its content', async () => {
    const product = await createRecord('products');
    await patch('products', product.id, { description: 'A completely new description.', name: `New ${product.name}` }, '"1"').expect(200);
    const [line] = await auditOf('product', product.id);
    expect(line!.changes).toEqual({
      description: [LONG_TEXT_CHANGED, LONG_TEXT_CHANGED],
      name: [product.name, `New ${product.name}`],
    });
    const [created] = (await auditOf('product', product.id)).slice(-1);
    expect(created!.action).toBe('product.create');
    expect(created!.changes.description).toEqual([LONG_TEXT_CHANGED, LONG_TEXT_CHANGED]);
    expect(created!.changes.price).toEqual([null, product.price]);
    expect(JSON.stringify(created)).not.toContain(product.description);
  });

  it('stores a long lesson body in any script (50,000 characters, several bytes each)', async () => {
    const content = `${'♞'.repeat(20_000)}\n${'é'.repeat(9_000)}`;
    const lesson = await createRecord('lessons', { content });
    expect((await read('lessons', lesson.id).expect(200)).body.content).toBe(content);
    expect(((await api().get(API.lesson(lesson.id)).expect(200)).body as { content: string }).content).toBe(content);
  });
});

describe('an archived product in carts and orders', () => {
  const order = (product: Product | AdminProduct, quantity = 1) => {
    const items = [{ productId: product.id, quantity, price: product.price }];
    return {
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerAddress: '12 Analytical Row, London',
      totalAmount: orderTotals(items).total,
      items,
    };
  };

  it('stays in the carts that hold it, cannot be added or ordered (409, its name), and past orders keep it', async () => {
    const product = await createRecord('products');
    const cartId = ((await api().post(API.carts).expect(201)).body as { id: string }).id;
    await api().post(API.cartItems(cartId)).send({ productId: product.id, quantity: 2 }).expect(200);
    const placed = await api().post(API.orders).set(IDEMPOTENCY_HEADER, `bo-${unique()}`).send(order(product)).expect(201);

    await archive('products', product.id).expect(204);
    const unavailable = { message: BACK_OFFICE_MESSAGES.productUnavailable(product.name) };
    expect(unavailable.message).toBe(`${product.name} is no longer available.`);

    // The line is still in the cart; raising it or adding more is refused; lowering and removing work.
    expect((await api().get(API.cart(cartId)).expect(200)).body).toEqual({ id: cartId, items: [{ productId: product.id, quantity: 2 }] });
    const otherCart = ((await api().post(API.carts).expect(201)).body as { id: string }).id;
    expect((await api().post(API.cartItems(otherCart)).send({ productId: product.id, quantity: 1 }).expect(409)).body).toEqual(unavailable);
    expect((await api().post(API.cartItems(cartId)).send({ productId: product.id, quantity: 1 }).expect(409)).body).toEqual(unavailable);
    expect((await api().put(API.cartItem(cartId, product.id)).send({ quantity: 3 }).expect(409)).body).toEqual(unavailable);
    await api().put(API.cartItem(cartId, product.id)).send({ quantity: 1 }).expect(200);
    expect((await api().get(API.cart(otherCart)).expect(200)).body.items).toEqual([]);

    // Ordering it: 409 and nothing written.
    const [orders, lines] = [await t.db.models.Order.count(), await t.db.models.OrderLine.count()];
    const refused = await api().post(API.orders).set(IDEMPOTENCY_HEADER, `bo-${unique()}`).send(order(product)).expect(409);
    expect(refused.body).toEqual(unavailable);
    expect([await t.db.models.Order.count(), await t.db.models.OrderLine.count()]).toEqual([orders, lines]);

    // The order placed before keeps its line.
    const kept = await t.db.models.OrderLine.findAll({ where: { orderId: placed.body.id } });
    expect(kept.map((line) => [Number(line.productId), line.name, Number(line.price)])).toEqual([
      [product.id, product.name, product.price],
    ]);

    await api().delete(API.cartItem(cartId, product.id)).expect(200);
  });
});

describe('GET /api/admin/stats', () => {
  it('leaves archived lessons and products out of the counts', async () => {
    const stats = async () => (await api().get('/api/admin/stats').set(adminAuth).expect(200)).body as AdminStats;
    const product = await createRecord('products');
    const lesson = await createRecord('lessons');
    const before = await stats();
    expect(before.products).toBe(await t.db.models.Product.count({ where: { archived: false } }));
    await archive('products', product.id).expect(204);
    await archive('lessons', lesson.id).expect(204);
    expect(await stats()).toEqual({ ...before, products: before.products - 1, lessons: before.lessons - 1 });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists lines newest first with the total, filtered by entity and id', async () => {
    const post = await createRecord('blog-posts');
    await patch('blog-posts', post.id, { category: 'History' }, '"1"').expect(200);
    await archive('blog-posts', post.id).expect(204);
    const res = await api().get(`${BACK_OFFICE_API.audit}?entity=blogPost&entityId=${post.id}`).set(adminAuth).expect(200);
    expect(res.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body as AuditEntry[];
    expect(lines.map((line) => line.action)).toEqual(['blogPost.archive', 'blogPost.update', 'blogPost.create']);
    expect(lines[1]!.changes).toEqual({ category: ['Endgames', 'History'] });
    expect(lines.every((line) => line.entity === 'blogPost' && line.entityId === post.id && !Number.isNaN(Date.parse(line.at)))).toBe(true);

    const page = await api()
      .get(`${BACK_OFFICE_API.audit}?entity=blogPost&entityId=${post.id}&limit=1&offset=1`)
      .set(adminAuth)
      .expect(200);
    expect([page.headers[TOTAL_COUNT_HEADER.toLowerCase()], page.body.map((line: AuditEntry) => line.action)]).toEqual([
      '3',
      ['blogPost.update'],
    ]);
    const all = await api().get(BACK_OFFICE_API.audit).set(adminAuth).expect(200);
    expect(Number(all.headers[TOTAL_COUNT_HEADER.toLowerCase()])).toBe(await auditCount());
    expect((all.body as AuditEntry[])[0]!.id).toBe(lines[0]!.id);
  });

  it('refuses a bad query, and never edits or deletes a line', async () => {
    expect((await api().get(`${BACK_OFFICE_API.audit}?entity=1`).set(adminAuth).expect(400)).body.message).toMatch(/^entity /);
    expect((await api().get(`${BACK_OFFICE_API.audit}?entityId=0`).set(adminAuth).expect(400)).body.message).toMatch(/^entityId /);
    await api().get(BACK_OFFICE_API.audit).expect(401);
    await api().get(BACK_OFFICE_API.audit).set(memberAuth).expect(403);
    const before = await auditCount();
    for (const method of ['post', 'put', 'patch', 'delete'] as const) {
      await api()[method](BACK_OFFICE_API.audit).set(adminAuth).send({}).expect(404);
      await api()[method](`${BACK_OFFICE_API.audit}/1`).set(adminAuth).send({}).expect(404);
    }
    expect(await auditCount()).toBe(before);
  });

  it('records an administrator turning two-factor on and off, never the secret', async () => {
    const security = (enableTwoFactor: boolean) =>
      api().post(API.adminSecurity).set(adminAuth).send({ enableTwoFactor, userId: admin.id }).expect(200);
    const on = await security(true);
    await security(false);
    const lines = await auditOf('user', admin.id);
    expect(lines.slice(0, 2).map((line) => [line.action, line.changes, line.adminEmail])).toEqual([
      [TWO_FACTOR_AUDIT_ACTION, { twoFactorEnabled: [true, false] }, admin.email],
      [TWO_FACTOR_AUDIT_ACTION, { twoFactorEnabled: [false, true] }, admin.email],
    ]);
    const stored = await t.db.models.AuditLog.findAll({ raw: true });
    expect(JSON.stringify(stored)).not.toContain(on.body.twoFactorSecret as string);
  });
});

describe('the admin role, read on every request', () => {
  it('shuts a demoted administrator out of the back office at once', async () => {
    const other = await createUser(t.db.models, { role: 'admin' });
    const token = { Authorization: `Bearer ${await issueToken(t.db.models, other.id, 'admin')}` };
    await api().get(BACK_OFFICE_API.list('products')).set(token).expect(200);
    await other.update({ role: 'user' });
    await api().get(BACK_OFFICE_API.list('products')).set(token).expect(403);
  });
});

describe('the storefront without archived items', () => {
  it('leaves archived lessons, articles and products out of every public list, including Home’s previews', async () => {
    const lesson = (await list('lessons', '?limit=1').expect(200)).body[0] as AdminLesson;
    const posts = (await api().get(API.blogPosts).expect(200)).body as BlogPost[];
    const post = posts[0]!;
    const products = (await api().get(API.products).expect(200)).body as Product[];
    const product = products[0]!;
    await archive('lessons', lesson.id).expect(204);
    await archive('blog-posts', post.id).expect(204);
    await archive('products', product.id).expect(204);
    const ids = async (path: string) => ((await api().get(path).expect(200)).body as { id: number }[]).map((item) => item.id);
    // Home's previews read these same lists (the first four lessons and products, the newest articles).
    expect(await ids(API.lessons)).not.toContain(lesson.id);
    expect(await ids(API.lessonsByLevel(lesson.level))).not.toContain(lesson.id);
    expect(await ids(API.blogPosts)).not.toContain(post.id);
    expect(await ids(API.blogPostsByCategory(post.category))).not.toContain(post.id);
    expect(await ids(API.products)).not.toContain(product.id);
    expect(await ids(API.productsByCategory(product.category))).not.toContain(product.id);
    expect(((await api().get(API.lesson(lesson.id)).expect(404)).body as { message: string }).message).toBe(API_MESSAGES.lessonNotFound);
    expect(((await api().get(API.blogPost(post.id)).expect(404)).body as { message: string }).message).toBe(API_MESSAGES.blogPostNotFound);
    expect(((await api().get(API.product(product.id)).expect(404)).body as { message: string }).message).toBe(API_MESSAGES.productNotFound);
    // Restored, they are back.
    for (const [kind, id] of [
      ['lessons', lesson.id],
      ['blog-posts', post.id],
      ['products', product.id],
    ] as const) {
      const version = (await read(kind, id).expect(200)).body.version as number;
      await patch(kind, id, { archived: false }, versionEtag(version)).expect(200);
    }
    expect(await ids(API.lessons)).toContain(lesson.id);
    expect((await api().get(API.products).expect(200)).body[0].id).toBe(product.id);
    expect(((await api().get(API.lessons).expect(200)).body as LessonSummary[]).length).toBeGreaterThan(0);
  });
});
