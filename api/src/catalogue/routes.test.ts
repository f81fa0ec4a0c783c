import { once } from 'node:events';
import { get as httpGet, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import {
  BLOG_CATEGORIES,
  LESSON_LEVELS,
  PRODUCT_CATEGORIES,
  type BlogPost,
  type Lesson,
  type LessonSummary,
  type Product,
  type Testimonial,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { invalidateCatalogue } from './responseCache';
import { createTestApp, type TestApp } from '../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const get = (path: string) => request(t.app).get(path);

/** The body of a GET as it travelled, still encoded (supertest would decode it). */
async function bytesOnTheWire(path: string, encoding: string): Promise<Buffer> {
  const server = t.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<IncomingMessage>((resolve, reject) =>
      httpGet({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    server.close();
  }
}

const LESSON_SUMMARY_KEYS = ['description', 'id', 'imageUrl', 'lessonCount', 'level', 'title'];
const LESSON_KEYS = [...LESSON_SUMMARY_KEYS, 'category', 'content', 'createdAt', 'recommendedProductIds'].sort();
const BLOG_POST_KEYS = ['category', 'content', 'excerpt', 'id', 'imageUrl', 'publishedDate', 'title'];
const PRODUCT_KEYS = ['category', 'description', 'id', 'imageUrl', 'inStock', 'name', 'price'];
const TESTIMONIAL_KEYS = ['id', 'imageUrl', 'name', 'playerLevel', 'rating', 'testimonial'];

const keysOf = (value: object) => Object.keys(value).sort();
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** Ids that are not positive integers, or not integers at all, including attempts at SQL. */
const BAD_IDS = [
  'abc',
  '0',
  '-1',
  '1.5',
  '01',
  '+1',
  '1e0',
  '1.0',
  ' 1',
  '2147483648',
  '99999999999999999999',
  "1' OR '1'='1",
  '1;DROP TABLE lessons',
  'null',
  '%20',
];

describe('GET /api/lessons', () => {
  it('lists the 24 lessons in id order, each with only the list fields', async () => {
    const res = await get('/api/lessons')
      .expect(200)
      .expect('Content-Type', /application\/json/);
    const lessons = res.body as LessonSummary[];
    expect(lessons).toHaveLength(24);
    expect(ids(lessons)).toEqual(ascending(ids(lessons)));
    for (const lesson of lessons) {
      expect(keysOf(lesson)).toEqual(LESSON_SUMMARY_KEYS);
      expect(lesson).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        description: expect.any(String),
        imageUrl: expect.stringMatching(/^\/images\//),
        level: expect.stringMatching(/^(beginner|intermediate|advanced)$/),
        lessonCount: expect.any(Number),
      });
      expect(Number.isInteger(lesson.lessonCount)).toBe(true);
    }
  });

  it.each(LESSON_LEVELS)('filters by level %s: 8 lessons of that level', async (level) => {
    const res = await get(`/api/lessons/level/${level}`).expect(200);
    const lessons = res.body as LessonSummary[];
    expect(lessons).toHaveLength(8);
    expect(lessons.every((lesson) => lesson.level === level)).toBe(true);
    expect(keysOf(lessons[0]!)).toEqual(LESSON_SUMMARY_KEYS);
    expect(ids(lessons)).toEqual(ascending(ids(lessons)));
  });

  it.each(['Beginner', 'expert', 'beginner ', "beginner' OR '1'='1", 'intermediate;--'])('refuses the level %p with 400', async (level) => {
    const res = await get(`/api/lessons/level/${encodeURIComponent(level)}`).expect(400);
    expect(res.body).toEqual({ message: API_MESSAGES.invalidLevel });
  });

  it('gives one lesson with its content, category and creation time', async () => {
    const res = await get('/api/lessons/1').expect(200);
    const lesson = res.body as Lesson;
    expect(keysOf(lesson)).toEqual(LESSON_KEYS);
    expect(lesson.id).toBe(1);
    expect(lesson.content.split('\n').length).toBeGreaterThan(1);
    expect(lesson.category).toEqual(expect.any(String));
    expect(new Date(lesson.createdAt).toISOString()).toBe(lesson.createdAt);
  });

  it('answers an unknown lesson with 404 and a message', async () => {
    const res = await get('/api/lessons/9999').expect(404);
    expect(res.body).toEqual({ message: API_MESSAGES.lessonNotFound });
  });

  it.each(BAD_IDS)('refuses the id %p with 400', async (id) => {
    const res = await get(`/api/lessons/${encodeURIComponent(id)}`).expect(400);
    expect(res.body).toEqual({ message: API_MESSAGES.invalidId });
  });
});

describe('GET /api/blog-posts', () => {
  it('lists every post newest first, with dates as YYYY-MM-DD', async () => {
    const res = await get('/api/blog-posts').expect(200);
    const posts = res.body as BlogPost[];
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const post of posts) {
      expect(keysOf(post)).toEqual(BLOG_POST_KEYS);
      expect(post.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(BLOG_CATEGORIES).toContain(post.category);
    }
    const dates = posts.map((post) => post.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(BLOG_CATEGORIES)('filters by category %s', async (category) => {
    const res = await get(`/api/blog-posts/category/${encodeURIComponent(category)}`).expect(200);
    const posts = res.body as BlogPost[];
    expect(posts.length).toBeGreaterThanOrEqual(2);
    expect(posts.every((post) => post.category === category)).toBe(true);
  });

  it.each(['strategy', 'Cooking', 'Strategy%27%20OR%201%3D1', '%00'])('refuses the category %p with 400', async (category) => {
    const res = await get(`/api/blog-posts/category/${category}`).expect(400);
    expect(res.body).toEqual({ message: API_MESSAGES.invalidCategory });
  });

  it('gives one post, and 404 for an unknown one, 400 for a bad id', async () => {
    const res = await get('/api/blog-posts/2').expect(200);
    expect(keysOf(res.body)).toEqual(BLOG_POST_KEYS);
    expect((res.body as BlogPost).id).toBe(2);
    expect((await get('/api/blog-posts/424242').expect(404)).body).toEqual({ message: API_MESSAGES.blogPostNotFound });
    expect((await get('/api/blog-posts/two').expect(400)).body).toEqual({ message: API_MESSAGES.invalidId });
  });
});

describe('GET /api/products', () => {
  it('lists the 18 products in id order with integer cents and boolean stock', async () => {
    const res = await get('/api/products').expect(200);
    const products = res.body as Product[];
    expect(products).toHaveLength(18);
    expect(ids(products)).toEqual(ascending(ids(products)));
    for (const product of products) {
      expect(keysOf(product)).toEqual(PRODUCT_KEYS);
      expect(Number.isInteger(product.price)).toBe(true);
      expect(typeof product.inStock).toBe('boolean');
      expect(PRODUCT_CATEGORIES).toContain(product.category);
    }
  });

  it.each(PRODUCT_CATEGORIES)('filters by category %s, its spaces URL-encoded', async (category) => {
    const res = await get(`/api/products/category/${encodeURIComponent(category)}`).expect(200);
    const products = res.body as Product[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.category === category)).toBe(true);
  });

  it.each(['chess%20sets', 'Chess+Sets', 'Chess%20Sets%20', 'Gift%20Cards', "Books'%20OR%20'1'%3D'1"])(
    'refuses the category %p with 400',
    async (category) => {
      const res = await get(`/api/products/category/${category}`).expect(400);
      expect(res.body).toEqual({ message: API_MESSAGES.invalidCategory });
    },
  );

  it('gives one product, 404 for an unknown one and 400 for a bad id', async () => {
    const res = await get('/api/products/3').expect(200);
    expect(keysOf(res.body)).toEqual(PRODUCT_KEYS);
    expect((res.body as Product).id).toBe(3);
    expect((await get('/api/products/1000').expect(404)).body).toEqual({ message: API_MESSAGES.productNotFound });
    expect((await get('/api/products/-3').expect(400)).body).toEqual({ message: API_MESSAGES.invalidId });
  });
});

describe('GET /api/testimonials', () => {
  it('lists the testimonials with numeric ratings, a half star among them', async () => {
    const res = await get('/api/testimonials').expect(200);
    const testimonials = res.body as Testimonial[];
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    for (const testimonial of testimonials) {
      expect(keysOf(testimonial)).toEqual(TESTIMONIAL_KEYS);
      expect(typeof testimonial.rating).toBe('number');
    }
    expect(testimonials.map((testimonial) => testimonial.rating)).toContain(4.5);
  });
});

describe('HTTP caching of catalogue reads', () => {
  const PATHS = [
    '/api/lessons',
    '/api/lessons/level/advanced',
    '/api/lessons/2',
    '/api/blog-posts',
    '/api/products',
    '/api/products/category/Chess%20Sets',
    '/api/products?limit=5&offset=2&sort=-price',
    '/api/testimonials',
  ];

  it.each(PATHS)('%s sends an ETag, may be kept a second by caches, and answers 304 when it still matches', async (path) => {
    const first = await get(path).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w+/=-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=1');
    expect(first.headers.vary).toMatch(/Accept-Encoding/);

    const again = await get(path).set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A list of validators, as browsers and proxies send them, matches too.
    await get(path).set('If-None-Match', `W/"something-else", ${etag}`).expect(304);
    await get(path).set('If-None-Match', 'W/"something-else"').expect(200);
  });

  // A page and a whole list.
  const WRITTEN = ['/api/products', '/api/products?limit=10&sort=name'];

  it.each(WRITTEN)('answers HEAD to %s with the headers and no body', async (path) => {
    const res = await request(t.app).head(path).expect(200);
    expect(res.headers.etag).toMatch(/^W\//);
    expect(res.text).toBeUndefined();
  });

  it.each(WRITTEN)('sends %s as the same JSON uncompressed, gzip- or brotli-compressed, under one ETag', async (path) => {
    const plain = await get(path).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const plainLength = Number(plain.headers['content-length']);
    expect(plainLength).toBe(Buffer.byteLength(JSON.stringify(plain.body)));

    // supertest decompresses; the headers and the bytes as they travelled show what was sent.
    for (const encoding of ['gzip', 'br']) {
      const compressed = await get(path).set('Accept-Encoding', encoding).expect(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.body).toEqual(plain.body);
      expect(compressed.headers.etag).toBe(plain.headers.etag);
      expect((await bytesOnTheWire(path, encoding)).length).toBeLessThan(plainLength / 2);
    }
  });

  it('serves from memory until invalidateCatalogue(), then reads the database again', async () => {
    const before = await get('/api/products/2').expect(200);
    const originalPrice = (before.body as Product).price;
    await t.db.models.Product.update({ price: originalPrice + 100 }, { where: { id: 2 } });
    try {
      const cached = await get('/api/products/2').expect(200);
      expect((cached.body as Product).price).toBe(originalPrice);
      expect(cached.headers.etag).toBe(before.headers.etag);

      invalidateCatalogue(t.db);
      const fresh = await get('/api/products/2').expect(200);
      expect((fresh.body as Product).price).toBe(originalPrice + 100);
      expect(fresh.headers.etag).not.toBe(before.headers.etag);
      // The old validator no longer matches: the browser gets the new price, not a 304.
      await get('/api/products/2')
        .set('If-None-Match', before.headers.etag as string)
        .expect(200);
      expect(((await get('/api/products').expect(200)).body as Product[]).find((p) => p.id === 2)?.price).toBe(originalPrice + 100);
    } finally {
      await t.db.models.Product.update({ price: originalPrice }, { where: { id: 2 } });
      invalidateCatalogue(t.db);
    }
  });

  it('does not cache an unknown id: it answers once it exists', async () => {
    await get('/api/testimonials').expect(200);
    const id = 500;
    await get(`/api/lessons/${id}`).expect(404);
    const lesson = await t.db.models.Lesson.findByPk(1);
    await t.db.models.Lesson.create({ ...lesson!.get({ plain: true }), id, title: 'Added later' });
    try {
      const res = await get(`/api/lessons/${id}`).expect(200);
      expect((res.body as Lesson).title).toBe('Added later');
    } finally {
      await t.db.models.Lesson.destroy({ where: { id } });
      invalidateCatalogue(t.db);
    }
  });
});

/*
 * The catalogue reads are mounted ahead of compression and the other routers (docs/architecture.md §4): what
 * every /api response carries must still be there, on every kind of answer they give.
 */
describe('the catalogue reads, ahead of the other middleware', () => {
  const expectApiHeaders = (res: request.Response) => {
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  };

  it('carries the request id and security headers on 200, 304, HEAD, 400 and 404', async () => {
    const ok = await get('/api/products').set('X-Request-Id', 'lb-42').expect(200);
    expect(ok.headers['x-request-id']).toBe('lb-42');
    expectApiHeaders(ok);
    const notModified = await get('/api/products')
      .set('If-None-Match', ok.headers.etag as string)
      .expect(304);
    expectApiHeaders(notModified);
    expect(notModified.headers['content-length']).toBeUndefined();
    expectApiHeaders(await request(t.app).head('/api/lessons').expect(200));

    const badLevel = await get('/api/lessons/level/expert').expect(400);
    expectApiHeaders(badLevel);
    expect(badLevel.body).toEqual({ message: expect.any(String) });
    const missing = await get('/api/products/1000').expect(404);
    expectApiHeaders(missing);
    expect(missing.body).toEqual({ message: API_MESSAGES.productNotFound });
  });

  it('still has the body parser in front: a broken or oversized body on a read is refused', async () => {
    const malformed = await get('/api/products').set('Content-Type', 'application/json').send('{"a":');
    expect([malformed.status, malformed.body]).toEqual([400, { message: API_MESSAGES.malformedJson }]);
    const large = await get('/api/lessons')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ pad: 'x'.repeat(110 * 1024) }));
    expect([large.status, large.body]).toEqual([413, { message: API_MESSAGES.bodyTooLarge }]);
    // A well-formed body means nothing to a read: it is ignored.
    await get('/api/products').set('Content-Type', 'application/json').send('{"a":1}').expect(200);
  });

  it('answers OPTIONS on a catalogue path with the methods it allows', async () => {
    const res = await request(t.app).options('/api/products/1').expect(200);
    expect(res.headers.allow).toBe('GET, HEAD');
    expectApiHeaders(res);
  });

  it('lets other methods on catalogue paths through to the JSON 404', async () => {
    for (const res of [await request(t.app).post('/api/products'), await request(t.app).delete('/api/lessons/1')]) {
      expect([res.status, res.body]).toEqual([404, { message: API_MESSAGES.routeNotFound }]);
      expectApiHeaders(res);
    }
  });

  it('compresses a large answer once, and leaves small answers plain', async () => {
    const res = await get('/api/products').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    // supertest gunzips once: a second layer of gzip would not parse as the JSON list.
    expect((res.body as Product[]).length).toBe(18);
    const small = await get('/api/products/1').set('Accept-Encoding', 'gzip').expect(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(Buffer.byteLength(JSON.stringify(small.body)));
  });
});
