import type { Server } from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUILT_IN_VERSION, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@kingside/contracts';
import { CANARY_COOKIE, DEPLOYMENT_API } from '@kingside/contracts/deployments';
import request from 'supertest';
import { createTestApp } from '../testing/testApp';
import { fileServer, freePort, manifestOf, publishToStore, registryApp, sectionBundle, siteFixture } from '../testing/fixtures/deployments';

/*
 * What the pages make of the registry (issue 20, docs/architecture.md §7.3, §10.3, §11), on SQLite and MariaDB: the
 * store's files served with the build's static rules and nothing else, the runtime configuration of every page
 * naming the live version and its fallback, canaries by browser, the section rendered by the bundle of the version
 * the browser loads, and the CSP allowing a version registered elsewhere.
 */

const DEPLOY_TOKEN = 'deploy-token-for-the-page-tests-0123456789abcdef';
const deployAuth = { Authorization: `Bearer ${DEPLOY_TOKEN}` };

let close: () => Promise<void>;
let server: Server;
let site: ReturnType<typeof siteFixture>;

/** The port of the file server standing for a CDN: the one origin besides the site's that versions may come from. */
let cdnPort: number;

beforeAll(async () => {
  site = siteFixture(sectionBundle('built-in'));
  fs.mkdirSync(path.join(site.webRoot, 'mfe-shop', 'dist', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(site.webRoot, 'mfe-shop', 'dist', 'assets', 'font.1a2b3c4d.woff2'), 'font');
  cdnPort = await freePort();
  ({ server, close } = await registryApp(site, DEPLOY_TOKEN, { REMOTE_ORIGINS: `http://127.0.0.1:${cdnPort}` }));
}, 60_000);
afterAll(() => close());

const api = () => request(server);
const post = (url: string, body: object) => api().post(url).set(deployAuth).send(body);

/** The runtime configuration written into a page. */
function runtimeConfig(html: string): RuntimeConfig {
  const json = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as RuntimeConfig;
}

const canaryCookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${CANARY_COOKIE}=`));

describe('the store, served', () => {
  beforeAll(() => {
    const dir = publishToStore(site.remotesDir, 'shop', 'v1', { section: sectionBundle('v1') });
    fs.writeFileSync(path.join(dir, 'chunk.1a2b3c4d.js.br'), zlib.brotliCompressSync('/* from the brotli copy */'));
  });

  it("serves a version's files: the manifest and the entry revalidated, hashed chunks for a year, the brotli copy when accepted", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const res = await api().get(`/remotes/shop/v1/${file}`).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const chunk = await api().get('/remotes/shop/v1/chunk.1a2b3c4d.js').set('Accept-Encoding', 'br').expect(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.text).toBe('/* from the brotli copy */');
  });

  it('still serves the built-in build, its assets folder included', async () => {
    expect((await api().get('/remotes/shop/remoteEntry.js').expect(200)).text).toBe('/* built-in shop */');
    await api().get('/remotes/shop/assets/font.1a2b3c4d.woff2').expect(200);
  });

  it.each([
    '/remotes/shop/v1/.server/section.js',
    '/remotes/shop/v1/%2eserver/section.js',
    '/remotes/shop/v1/..%2f..%2fshop%2fv1%2fmf-manifest.json',
    '/remotes/shop/v1/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/remotes/shop/v1/missing.js',
    '/remotes/shop/v9/remoteEntry.js',
    '/remotes/shop/built-in/remoteEntry.js',
    '/remotes/shop/.hidden/remoteEntry.js',
    '/remotes/blog/v1/remoteEntry.js',
  ])('answers %s with a plain 404', async (url) => {
    const res = await api().get(url).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('Not found');
  });
});

describe('the runtime configuration of every page', () => {
  it('names the built-in versions before any activation, with no fallback and no cookie', async () => {
    const res = await api().get('/shop').expect(200);
    const config = runtimeConfig(res.text);
    expect(config.remotes.shop).toBe('/remotes/shop/');
    expect(config.versions).toMatchObject({ shop: BUILT_IN_VERSION, learn: BUILT_IN_VERSION });
    expect(config.fallbacks).toEqual({});
    expect(canaryCookieOf(res)).toBeUndefined();
    expect(res.text).toContain('<p class="made-by">built-in: 18 products</p>');
  });

  it('names the activated version and its fallback at once, preloads its manifest and renders its section with its own bundle', async () => {
    await post(DEPLOYMENT_API.versions('shop'), { version: 'v1' }).expect(201);
    await post(DEPLOYMENT_API.activate('shop'), { version: 'v1' }).expect(200);
    const res = await api().get('/shop').expect(200);
    const config = runtimeConfig(res.text);
    expect(config.remotes.shop).toBe('/remotes/shop/v1/');
    expect(config.versions!.shop).toBe('v1');
    expect(config.fallbacks).toEqual({ shop: { url: '/remotes/shop/', version: BUILT_IN_VERSION } });
    expect(res.text).toContain('<link rel="preload" href="/remotes/shop/v1/mf-manifest.json"');
    expect(res.text).toContain('<p class="made-by">v1: 18 products</p>');
  });

  it('goes back to the built-in version, and its section, on rollback', async () => {
    await post(DEPLOYMENT_API.rollback('shop'), {}).expect(200);
    const res = await api().get('/shop').expect(200);
    expect(runtimeConfig(res.text).remotes.shop).toBe('/remotes/shop/');
    expect(res.text).toContain('<p class="made-by">built-in: 18 products</p>');
  });

  it('renders no section for a version hosted elsewhere, and the CSP lets the browser load it', async () => {
    const manifest = manifestOf('shop', { buildVersion: 'cdn' });
    const cdn = await fileServer((url) => (url === '/shop/v2/mf-manifest.json' ? { body: manifest } : null), cdnPort);
    try {
      await post(DEPLOYMENT_API.versions('shop'), { version: 'cdn-v2', url: `${cdn.origin}/shop/v2/` }).expect(201);
      await post(DEPLOYMENT_API.activate('shop'), { version: 'cdn-v2' }).expect(200);
      const res = await api().get('/shop').expect(200);
      expect(runtimeConfig(res.text).remotes.shop).toBe(`${cdn.origin}/shop/v2/`);
      // The page with its section's placeholder: the browser draws the section from where that version lives.
      expect(res.text).toContain('<main id="main"><p class="placeholder">Loading</p></main>');
      expect(res.text).not.toContain('made-by');
      expect(res.headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${cdn.origin}(;| )`));
      await post(DEPLOYMENT_API.rollback('shop'), {}).expect(200);
      const after = await api().get('/shop').expect(200);
      expect(after.headers['content-security-policy']).not.toContain(cdn.origin);
    } finally {
      await cdn.close();
    }
  });
});

describe('a canary', () => {
  beforeAll(async () => {
    publishToStore(site.remotesDir, 'shop', 'v2', { section: sectionBundle('v2') });
    await post(DEPLOYMENT_API.versions('shop'), { version: 'v2' }).expect(201);
    await post(DEPLOYMENT_API.activate('shop'), { version: 'v1' }).expect(200);
    await post(DEPLOYMENT_API.canary('shop'), { version: 'v2', percent: 50 }).expect(200);
  });

  it('gives about half of new browsers the canary, each with its id cookie, and the rest the active version', async () => {
    const seen: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      const res = await api().get('/shop').expect(200);
      const cookie = canaryCookieOf(res);
      expect(cookie).toMatch(new RegExp(`^${CANARY_COOKIE}=[0-9a-f]{32}; Max-Age=31536000; Path=/; Expires=.+; HttpOnly; SameSite=Lax$`));
      expect(res.headers.vary).toMatch(/Cookie/);
      const config = runtimeConfig(res.text);
      const version = config.versions!.shop!;
      seen[version] = (seen[version] ?? 0) + 1;
      // Each side renders its own section, and the canary falls back to the active version.
      expect(res.text).toContain(`<p class="made-by">${version}: 18 products</p>`);
      if (version === 'v2') expect(config.fallbacks!.shop).toEqual({ url: '/remotes/shop/v1/', version: 'v1' });
      else expect(config.fallbacks!.shop).toEqual({ url: '/remotes/shop/', version: BUILT_IN_VERSION });
    }
    expect(Object.keys(seen).sort()).toEqual(['v1', 'v2']);
    // 200 fair draws: 60 to 140 holds but once in ~10^8 runs.
    expect(seen.v2).toBeGreaterThan(60);
    expect(seen.v2).toBeLessThan(140);
  });

  it('keeps a browser on its side of the canary, with no new cookie', async () => {
    for (let i = 0; i < 10; i++) {
      const first = await api().get('/shop').expect(200);
      const cookie = canaryCookieOf(first)!.split(';')[0]!;
      const version = runtimeConfig(first.text).versions!.shop;
      for (let again = 0; again < 3; again++) {
        const res = await api().get('/learn').set('Cookie', cookie).expect(200);
        expect(runtimeConfig(res.text).versions!.shop).toBe(version);
        expect(canaryCookieOf(res)).toBeUndefined();
      }
    }
  });

  it('ends with percent 0: every page is the active version again, and no cookie is set', async () => {
    await post(DEPLOYMENT_API.canary('shop'), { percent: 0 }).expect(200);
    for (let i = 0; i < 10; i++) {
      const res = await api().get('/shop').expect(200);
      expect(runtimeConfig(res.text).versions!.shop).toBe('v1');
      expect(canaryCookieOf(res)).toBeUndefined();
    }
  });

  it('is for everyone once promoted', async () => {
    await post(DEPLOYMENT_API.canary('shop'), { version: 'v2', percent: 1 }).expect(200);
    await post(DEPLOYMENT_API.promote('shop'), {}).expect(200);
    for (let i = 0; i < 10; i++) {
      const config = runtimeConfig((await api().get('/shop').expect(200)).text);
      expect(config.versions!.shop).toBe('v2');
      expect(config.fallbacks!.shop).toEqual({ url: '/remotes/shop/v1/', version: 'v1' });
    }
  });
});

it('lets REMOTE_<NAME>_URL win over the registry, and says so', async () => {
  const overridden = await createTestApp({
    seed: false,
    env: { WEB_ROOT: site.webRoot, REMOTES_DIR: site.remotesDir, DEPLOY_TOKEN, REMOTE_SHOP_URL: 'https://cdn.example/shop/' },
  });
  try {
    await request(overridden.app).post(DEPLOYMENT_API.versions('shop')).set(deployAuth).send({ version: 'v1' }).expect(201);
    await request(overridden.app).post(DEPLOYMENT_API.activate('shop')).set(deployAuth).send({ version: 'v1' }).expect(200);
    const shop = await request(overridden.app).get(DEPLOYMENT_API.remote('shop')).set(deployAuth).expect(200);
    expect(shop.body).toMatchObject({ active: 'v1', overriddenBy: 'https://cdn.example/shop/' });
    const page = await request(overridden.app).get('/shop').expect(200);
    const config = runtimeConfig(page.text);
    expect([config.remotes.shop, config.versions!.shop, config.fallbacks!.shop]).toEqual([
      'https://cdn.example/shop/',
      BUILT_IN_VERSION,
      undefined,
    ]);
    // Relocated: no section drawn here, its placeholder in the page the browser hydrates.
    expect(page.text).toContain('<main id="main"><p class="placeholder">Loading</p></main>');
  } finally {
    await overridden.close();
  }
});
