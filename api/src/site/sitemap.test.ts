import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminRecord } from '@kingside/contracts';
import { BACK_OFFICE_API } from '@kingside/contracts/admin';
import request from 'supertest';
import { bearer, signedInAdmin } from '../testing/fixtures/orders';
import { createTestApp, type TestApp } from '../testing/testApp';

/*
 * /sitemap.xml and /robots.txt over the real app (docs/spec.md §2.31): every public page and every product, course and
 * article the storefront shows, current as soon as the back office changes the catalogue.
 */

const SITE = 'https://chess.example';
const TEMPLATE =
  '<!doctype html><html><head><meta name="description" content="The site."><title>Kingside Academy</title><!--runtime-config--></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webRoot: string;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-sitemap-'));
  const dist = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const page of ['index.html', 'home.html', 'frame.html']) fs.writeFileSync(path.join(dist, page), TEMPLATE);
  t = await createTestApp({ env: { WEB_ROOT: webRoot, PUBLIC_URL: `${SITE}/` } });
  adminAuth = bearer((await signedInAdmin(t.db, t.config.adminEmail)).token);
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The sitemap's <loc>s, and each one's <lastmod> (undefined without one). */
async function sitemap(): Promise<Map<string, string | undefined>> {
  const res = await request(t.app).get('/sitemap.xml').expect(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  const text = res.text;
  expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  return new Map(
    [...text.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map((match) => [match[1]!, match[2]]),
  );
}

describe('GET /sitemap.xml', () => {
  it('lists Home, the shell’s pages, the lists and every product, course and article, with absolute URLs', async () => {
    const urls = await sitemap();
    for (const page of ['/', '/about', '/contact', '/revival', '/learn', '/blog', '/shop']) expect(urls.has(`${SITE}${page}`)).toBe(true);
    const { Product, Lesson, BlogPost } = t.db.models;
    const live = { where: { archived: false } };
    const ids = async (model: typeof Product | typeof Lesson | typeof BlogPost) =>
      ((await (model as typeof Product).findAll({ ...live, attributes: ['id'] })) as { id: number }[]).map((row) => row.id);
    const products = await ids(Product);
    expect(products.length).toBeGreaterThan(0);
    for (const id of products) expect(urls.get(`${SITE}/shop/${id}`)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    for (const id of await ids(Lesson)) expect(urls.has(`${SITE}/learn/${id}`)).toBe(true);
    for (const id of await ids(BlogPost)) expect(urls.has(`${SITE}/blog/${id}`)).toBe(true);
    // No page of the back office, a member's own or the sign-in pages.
    expect([...urls.keys()].filter((url) => /\/(admin|account|auth|cart|checkout|api)\b/.test(url))).toEqual([]);
    expect(urls.get(`${SITE}/`)).toBeUndefined();
  });

  it('shows a product created through the back office at once, and drops it once archived', async () => {
    await sitemap();
    const created = await request(t.app)
      .post(BACK_OFFICE_API.list('products'))
      .set(adminAuth)
      .send({
        name: 'Sitemap Board',
        description: 'A board for the sitemap test.',
        imageUrl: '/images/products/walnut-maple-board.svg',
        price: 2500,
        stock: 3,
        category: 'Chess Boards',
      })
      .expect(201);
    const record = created.body as AdminRecord<'products'>;
    const url = `${SITE}/shop/${record.id}`;
    expect((await sitemap()).get(url)).toBe(record.updatedAt.replace(/\.\d{3}Z$/, 'Z'));
    await request(t.app).delete(BACK_OFFICE_API.item('products', record.id)).set(adminAuth).expect(204);
    expect((await sitemap()).has(url)).toBe(false);
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap by its absolute URL', async () => {
    const res = await request(t.app).get('/robots.txt').expect(200);
    expect(res.text).toBe(`User-agent: *\nDisallow: /admin/\nDisallow: /api/\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('the shell’s pages’ heads', () => {
  it('gives Home its title, description, canonical link and Organization', async () => {
    const res = await request(t.app).get('/').expect(200);
    expect(res.text).toContain('<title>Kingside Academy - Learn Chess, Shop Equipment</title>');
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/">`);
    expect(res.text).toContain('"@type":"Organization"');
    expect(res.text).not.toContain('The site.');
  });

  it('gives an unknown page no canonical link', async () => {
    const res = await request(t.app).get('/no-such-page').expect(404);
    expect(res.text).not.toContain('rel="canonical"');
  });
});
