import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import {
  BLOG_CATEGORIES,
  FREE_SHIPPING_THRESHOLD_CENTS,
  HOME_PRODUCT_COUNT,
  LESSON_CATEGORIES,
  LESSON_LEVELS,
  PRODUCT_CATEGORIES,
  type BlogPost,
  type Lesson,
  type LessonSummary,
  type Product,
  type Testimonial,
} from '@kingside/contracts';
import { API_ROOT } from '../shared/config';
import { openDatabase } from '../database';
import { createTestApp, createTestDatabase, dbKind, type TestApp } from '../testing/testApp';
import { seed } from './index';
import { seedCatalogue } from '../catalogue/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t.close());

const getJson = async <T>(path: string): Promise<T> => (await request(t.app).get(path).expect(200)).body as T;

async function counts(app: TestApp = t) {
  const { Lesson, BlogPost, Product, Testimonial, User } = app.db.models;
  return {
    lessons: await Lesson.count(),
    blogPosts: await BlogPost.count(),
    products: await Product.count(),
    testimonials: await Testimonial.count(),
    users: await User.count(),
  };
}

describe('the seeded catalogue', () => {
  it('has 24 lessons, 8 per level, each with several paragraphs, a lesson count and a category', async () => {
    const summaries = await getJson<LessonSummary[]>('/api/lessons');
    expect(summaries).toHaveLength(24);
    for (const level of LESSON_LEVELS) expect(summaries.filter((lesson) => lesson.level === level)).toHaveLength(8);
    for (const { id } of summaries) {
      const lesson = await getJson<Lesson>(`/api/lessons/${id}`);
      expect(lesson.content.split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(3);
      expect(Number.isInteger(lesson.lessonCount) && lesson.lessonCount > 0).toBe(true);
      expect(LESSON_CATEGORIES).toContain(lesson.category);
    }
  });

  it('has 18 products in the five shop categories, priced on both sides of $50, one out of stock but not on Home', async () => {
    const products = await getJson<Product[]>('/api/products');
    expect(products).toHaveLength(18);
    expect(new Set(products.map((product) => product.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    expect(products.some((product) => product.price < FREE_SHIPPING_THRESHOLD_CENTS)).toBe(true);
    expect(products.some((product) => product.price > FREE_SHIPPING_THRESHOLD_CENTS)).toBe(true);
    expect(products.every((product) => Number.isInteger(product.price) && product.price > 0)).toBe(true);
    expect(products.filter((product) => !product.inStock).length).toBeGreaterThanOrEqual(1);
    expect(products.slice(0, HOME_PRODUCT_COUNT).every((product) => product.inStock)).toBe(true);
    expect(products.every((product) => product.description.length > 40)).toBe(true);
  });

  it('has at least 12 blog posts, two or more per category, with several paragraphs and varied dates', async () => {
    const posts = await getJson<BlogPost[]>('/api/blog-posts');
    expect(posts.length).toBeGreaterThanOrEqual(12);
    for (const category of BLOG_CATEGORIES) expect(posts.filter((post) => post.category === category).length).toBeGreaterThanOrEqual(2);
    for (const post of posts) expect(post.content.split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(2);
    expect(new Set(posts.map((post) => post.publishedDate)).size).toBe(posts.length);
  });

  it('has at least 6 testimonials, one with a half-star rating', async () => {
    const testimonials = await getJson<Testimonial[]>('/api/testimonials');
    expect(testimonials.length).toBeGreaterThanOrEqual(6);
    expect(testimonials.some((testimonial) => testimonial.rating === 4.5)).toBe(true);
    expect(testimonials.every((testimonial) => testimonial.rating >= 1 && testimonial.rating <= 5)).toBe(true);
  });

  it('uses only images the project serves itself: every imageUrl is /images/… and the file exists and is served', async () => {
    const urls = [
      ...(await getJson<LessonSummary[]>('/api/lessons')),
      ...(await getJson<BlogPost[]>('/api/blog-posts')),
      ...(await getJson<Product[]>('/api/products')),
      ...(await getJson<Testimonial[]>('/api/testimonials')),
    ].map((row) => row.imageUrl);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/[\w/.-]+$/);
      expect(fs.existsSync(path.join(API_ROOT, 'public', url))).toBe(true);
    }
    for (const url of new Set(urls)) await request(t.app).get(url).expect(200);
  });

  it('creates the administrator of ADMIN_EMAIL', async () => {
    const admin = await t.db.models.User.findOne({ where: { email: t.config.adminEmail } });
    expect(admin).not.toBeNull();
    expect(admin!.role).toBe('admin');
  });
});

describe('seed()', () => {
  it('changes nothing when run again (a restart)', async () => {
    const before = await counts();
    await seed(t.deps);
    await seed(t.deps);
    expect(await counts()).toEqual(before);
  });

  it('leaves a table that has rows alone and fills only the empty ones', async () => {
    const app = await createTestApp({ seed: false });
    try {
      await app.db.models.Product.create({
        name: 'Own product',
        description: 'Added by the shop owner',
        imageUrl: '/images/x.svg',
        price: 100,
        category: 'Books',
      });
      expect((await seedCatalogue(app.db)).loaded).toEqual(['lessons', 'blog_posts', 'testimonials']);
      const products = await app.db.models.Product.findAll();
      expect(products.map((product) => product.name)).toEqual(['Own product']);
      expect((await counts(app)).lessons).toBe(24);
      expect((await seedCatalogue(app.db)).loaded).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('empties a table, then restores it on the next start', async () => {
    const app = await createTestApp();
    try {
      await app.db.models.Testimonial.destroy({ where: {} });
      await seed(app.deps);
      expect((await counts(app)).testimonials).toBe((await counts()).testimonials);
      // Seeded rows carry explicit ids; rows added later continue after them.
      const added = await app.db.models.Testimonial.create({
        name: 'N',
        imageUrl: '/images/n.svg',
        rating: 5,
        testimonial: 'T',
        playerLevel: 'L',
      });
      expect(added.id).toBeGreaterThan((await counts()).testimonials);
    } finally {
      await app.close();
    }
  });

  // SQLite serves one api process per file; on MariaDB several instances may start at once.
  (dbKind() === 'mysql' ? it : it.skip)('loads the catalogue once when several instances seed one empty database at once', async () => {
    const database = await createTestDatabase();
    const first = await openDatabase(database.url, { poolMax: 3 });
    const others = await Promise.all([1, 2].map(() => openDatabase(database.url, { poolMax: 3, migrate: false })));
    try {
      await Promise.all([first, ...others].map((db) => seedCatalogue(db)));
      const { Lesson, BlogPost, Product, Testimonial } = first.models;
      expect([await Lesson.count(), await Product.count()]).toEqual([24, 18]);
      expect(await BlogPost.count()).toBeGreaterThanOrEqual(12);
      expect(await Testimonial.count()).toBeGreaterThanOrEqual(6);
    } finally {
      await Promise.all([first, ...others].map((db) => db.close()));
      await database.drop();
    }
  });
});
