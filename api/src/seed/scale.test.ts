import request from 'supertest';
import { TOTAL_COUNT_HEADER, type CatalogueKind, type Product, type PublicChapter } from '@kingside/contracts';
import { catalogueCreateSchemas } from '@kingside/contracts/schemas';
import { createTestApp, dbKind, type TestApp } from '../testing/testApp';
import { blogPosts as seedBlogPosts } from '../catalogue/seedContent/blogPosts';
import { lessons as seedLessons } from '../catalogue/seedContent/lessons';
import { products as seedProducts } from '../catalogue/seedContent/products';
import { TRAINING_API, type PublicPuzzle } from '@kingside/contracts/training';
import { PUZZLES } from '../training/puzzles/content';
import { PuzzleStore } from '../training/puzzleStore';
import {
  SCALE_LANDMARKS,
  SCALE_PUZZLE_BASE,
  SCALE_TOTALS,
  scaleBlogPost,
  scaleLesson,
  scaleProduct,
  scalePuzzle,
  seedScale,
} from './scale';

/*
 * The scale seed (issue 19, `npm run seed:scale`): generated rows that are deterministic, plausible, pass the back
 * office's own rules, hold the landmarks a search finds exactly once, and land in the database resumably.
 */

const generated = {
  products: Array.from({ length: SCALE_TOTALS.products - seedProducts.length }, (_, n) => scaleProduct(n)),
  lessons: Array.from({ length: SCALE_TOTALS.lessons - seedLessons.length }, (_, n) => scaleLesson(n)),
  'blog-posts': Array.from({ length: SCALE_TOTALS.blogPosts - seedBlogPosts.length }, (_, n) => scaleBlogPost(n)),
};

/** Lower case without accents: how both databases' searches compare words (docs/architecture.md §10.12). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const words = (text: string) => new Set(folded(text).split(/[^\p{L}\p{N}]+/u));

// The generators need no database: checked once, on the SQLite run.
const onceOnly = dbKind() === 'sqlite' ? describe : describe.skip;

onceOnly('the generated catalogue', () => {
  it('is the same row for the same index, every time', () => {
    for (const n of [0, 1, 17, 4321, 9981]) expect(scaleProduct(n)).toEqual(generated.products[n]);
    for (const n of [0, 3, 475]) expect(scaleLesson(n)).toEqual(generated.lessons[n]);
    for (const n of [0, 5, 987]) expect(scaleBlogPost(n)).toEqual(generated['blog-posts'][n]);
  });

  it.each(Object.keys(generated) as CatalogueKind[])('passes the back office’s own rules: %s', (kind) => {
    const schema = catalogueCreateSchemas[kind];
    const fields = Object.keys(schema.describe().keys ?? {});
    for (const row of generated[kind] as unknown as Record<string, unknown>[]) {
      const input = Object.fromEntries(fields.map((field) => [field, row[field]]));
      const { error } = schema.validate(input, { allowUnknown: false, convert: false });
      if (error) throw new Error(`${kind} ${JSON.stringify(input).slice(0, 120)}: ${error.message}`);
    }
  });

  it('never repeats a product name within a category, nor a course or article title', () => {
    const names = generated.products.map((p) => `${p.category}|${p.name}`);
    expect(new Set(names).size).toBe(names.length);
    const titles = generated.lessons.map((l) => l.title);
    expect(new Set(titles).size).toBe(titles.length);
    const articles = generated['blog-posts'].map((p) => p.title);
    expect(new Set(articles).size).toBe(articles.length);
  });

  it('has every landmark word in exactly one item, accents folded', () => {
    const searched = {
      products: [...seedProducts, ...generated.products].map((p) => `${p.name} ${p.description} ${p.category}`),
      lessons: [...seedLessons, ...generated.lessons].map((l) => `${l.title} ${l.description} ${l.level}`),
      blogPosts: [...seedBlogPosts, ...generated['blog-posts']].map((p) => `${p.title} ${p.excerpt} ${p.category}`),
    };
    for (const [kind, landmarks] of Object.entries(SCALE_LANDMARKS) as [keyof typeof searched, readonly { word: string }[]][]) {
      for (const { word } of landmarks) {
        expect([kind, word, searched[kind].filter((text) => words(text).has(folded(word))).length]).toEqual([kind, word, 1]);
      }
    }
  });

  it('is older than the ordinary seed, so newest-first lists and Home still open on it', () => {
    const newestGenerated = Math.max(...generated.products.map((p) => p.createdAt.getTime()));
    expect(newestGenerated).toBeLessThan(Date.UTC(2025, 0, 1));
    expect(generated['blog-posts'].every((p) => p.publishedDate < '2024-01-01')).toBe(true);
    expect(seedBlogPosts.every((p) => p.publishedDate >= '2024-01-01')).toBe(true);
  });

  it('spreads prices, stock and categories like a real shop', () => {
    const prices = generated.products.map((p) => p.price);
    expect(Math.min(...prices)).toBeGreaterThan(0);
    expect(new Set(prices).size).toBeGreaterThan(100);
    const categories = new Set(generated.products.map((p) => p.category));
    expect(categories.size).toBe(5);
    expect(generated.products.some((p) => p.stock === 0)).toBe(true);
    expect(generated.products.filter((p) => (p.stock ?? 0) > 0).length / generated.products.length).toBeGreaterThan(0.8);
  });
});

onceOnly('the generated puzzles', () => {
  const puzzles = Array.from({ length: 3 * PUZZLES.length + 7 }, (_, n) => scalePuzzle(n));

  it('are the same row for the same index, every time, with ids of their own', () => {
    for (const n of [0, 5, PUZZLES.length + 2]) expect(scalePuzzle(n)).toEqual(puzzles[n]);
    expect(puzzles.map((row) => row.id)).toEqual(puzzles.map((_, n) => SCALE_PUZZLE_BASE + n));
  });

  it('replay the proved set’s positions, solutions and themes; only the rating is their own, within the set’s range', () => {
    for (const [n, row] of puzzles.entries()) {
      const original = PUZZLES[n % PUZZLES.length]!;
      expect([row.fen, JSON.parse(row.exercise).solution, row.themes, row.kind]).toEqual([
        original.fen,
        original.solution,
        original.themes.join(','),
        'tactic',
      ]);
      expect(row.rating).toBeGreaterThanOrEqual(600);
      expect(row.rating).toBeLessThanOrEqual(2400);
      expect(Number.isInteger(row.rating)).toBe(true);
    }
    // Spread: the copies of one position do not share its rating.
    const copies = [0, 1, 2].map((k) => puzzles[k * PUZZLES.length]!.rating);
    expect(new Set(copies).size).toBeGreaterThan(1);
  });
});

describe('seedScale on a database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => t.close());

  const small = (products: number, lessons: number, blogPosts: number, puzzles = 0) => ({ products, lessons, blogPosts, puzzles });

  it('fills to the totals, resumes where a run stopped, and adds nothing the second time', async () => {
    const first = await seedScale(t.db, small(40, 30, 16));
    expect(first.totals).toEqual(small(40, 30, 16));
    expect(first.added).toMatchObject({ products: 22, lessons: 6, blogPosts: 4, puzzles: 0 });

    const resumed = await seedScale(t.db, small(60, 32, 20));
    expect(resumed.added).toMatchObject({ products: 20, lessons: 2, blogPosts: 4 });
    expect((await seedScale(t.db, small(60, 32, 20))).added).toEqual({
      products: 0,
      lessons: 0,
      lessonChapters: 0,
      blogPosts: 0,
      puzzles: 0,
    });

    // Row n of a table is generated row n − seed, however many runs it took.
    const { Product } = t.db.models;
    const rows = await Product.findAll({ order: [['id', 'ASC']], offset: seedProducts.length });
    expect(rows.map((row) => row.name)).toEqual(generated.products.slice(0, 42).map((p) => p.name));
  });

  it('is searchable at once: a landmark is the one answer to its word, without its accents', async () => {
    const answer = await request(t.app).get('/api/products').query({ q: 'echiquier', limit: 24 }).expect(200);
    expect((answer.body as Product[]).map((p) => p.name)).toEqual([SCALE_LANDMARKS.products[1].name]);
    expect(answer.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
  });

  it('gives every generated course its chapters, as many as its lessonCount', async () => {
    const course = await request(t.app)
      .get(`/api/lessons/${seedLessons.length + 1}`)
      .expect(200);
    expect(course.body.title).toBe(SCALE_LANDMARKS.lessons[0].title);
    const chapters = await request(t.app)
      .get(`/api/lessons/${seedLessons.length + 1}/chapters`)
      .expect(200);
    expect((chapters.body as PublicChapter[]).length).toBe(course.body.lessonCount);
    expect(course.body.lessonCount).toBeGreaterThanOrEqual(3);
  });

  it('adds generated puzzles when asked, resumably, served by the next puzzle’s choice and answered by the move check', async () => {
    const first = await seedScale(t.db, small(60, 32, 20, 700));
    expect(first.added.puzzles).toBe(700);
    expect(first.totals.puzzles).toBe(700);
    const resumed = await seedScale(t.db, small(60, 32, 20, 1300));
    expect([resumed.added.puzzles, resumed.totals.puzzles]).toEqual([600, 1300]);
    expect((await seedScale(t.db, small(60, 32, 20, 1300))).added.puzzles).toBe(0);
    // Each with its themes' rows, which GET /api/puzzles/next walks.
    const themeRows = await t.db.models.PuzzleTheme.count({ where: { puzzleId: SCALE_PUZZLE_BASE + 1299 } });
    expect(themeRows).toBe(scalePuzzle(1299).themes.split(',').length);

    const served = (await request(t.app).get(`${TRAINING_API.nextPuzzle}?themes=fork,pin&min=1200&max=1800`).expect(200))
      .body as PublicPuzzle;
    const themes = (await t.db.models.Puzzle.findByPk(served.id))!.themes.split(',');
    expect(themes.some((theme) => theme === 'fork' || theme === 'pin')).toBe(true);
    expect(served.rating).toBeGreaterThanOrEqual(1200);
    expect(served.rating).toBeLessThanOrEqual(1800);
    // A generated puzzle plays as its original: its solution's first move is right.
    const row = scalePuzzle(1299);
    const [move] = JSON.parse(row.exercise).solution as string[];
    const answer = await request(t.app)
      .post(TRAINING_API.puzzleMoves(row.id))
      .send({ moves: [move] })
      .expect(200);
    expect(answer.body.correct).toBe(true);
  });

  it('plays a generated puzzle without reading the whole table: the store reads the puzzles asked for, once', async () => {
    const store = new PuzzleStore(t.db);
    const query = jest.spyOn(t.db.sequelize, 'query');
    try {
      const id = SCALE_PUZZLE_BASE + 17;
      const [a, b] = await Promise.all([store.get(id), store.get(id)]);
      expect(a).toBe(b);
      expect(a?.fen).toBe(scalePuzzle(17).fen);
      expect(await store.get(id)).toBe(a);
      expect(query).toHaveBeenCalledTimes(1);
      // A member's due cards: many at once, in statements of a few hundred.
      const ids = Array.from({ length: 1200 }, (_, n) => SCALE_PUZZLE_BASE + n);
      const found = await store.many([...ids, 99_999_999]);
      expect(found.size).toBe(1200);
      expect(query).toHaveBeenCalledTimes(1 + 3);
      expect(await store.get(99_999_999)).toBeUndefined();
    } finally {
      query.mockRestore();
    }
  });
});
