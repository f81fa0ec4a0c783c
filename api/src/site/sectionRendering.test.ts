import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  SECTION_HANDOVER_ELEMENT_ID,
  SECTION_SERVER_BUNDLE,
  SERVER_SHARED_GLOBAL,
  SHELL_SERVER_BUNDLE,
  TOTAL_COUNT_HEADER,
  type SectionHandover,
} from '@kingside/contracts';
import express from 'express';
import request from 'supertest';
import { loadSectionServers, loadShellServer, loopbackReader, withPageInRoot } from './sectionRendering';
import { drawnPage, mountSite } from './site';
import { FAKE_SHELL_BUNDLE, SAME_ORIGIN_REMOTES } from '../testing/site';

const FRAME = '<!doctype html><html><head><!--runtime-config--></head><body><header>Kingside</header><main id="main"></main></body></html>';

/**
 * A fake shop section server, as a remote's Node bundle exports it: /shop reads the product list, /shop/{id}
 * one product, anything else is not rendered. It fails to load unless the shell's shared modules are there. Each
 * render is recorded in a global the test reads, and a `?explode` in the URL makes it throw. A product's page is a
 * chunk of its own, as mfe-learn's course page is: until `preload` has loaded it (a moment later, never at once), the
 * component draws its skeleton; `?brokenchunk` makes the load fail.
 */
const FAKE_SHOP_BUNDLE = `
if (!globalThis.${SERVER_SHARED_GLOBAL}?.fromTheShell) throw new Error('loaded before the shell');
const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
let productChunk = false;
const section = {
  preload(url) {
    globalThis.__fakeSectionPreloads.push(url.pathname + url.search);
    if (url.pathname === '/shop') return Promise.resolve();
    return new Promise((resolve, reject) =>
      setTimeout(() => {
        if (url.searchParams.has('brokenchunk')) return reject(new Error('chunk failed'));
        productChunk = true;
        resolve();
      }, 20),
    );
  },
  exposes: './Routes',
  mountPath: '/shop',
  queriesFor(url) {
    const rest = url.pathname.slice('/shop'.length).replace(/^\\/+|\\/+$/g, '');
    if (rest === '') return [{ endpointName: 'getProducts', path: '/api/products' }];
    if (/^[1-9][0-9]*$/.test(rest)) return [{ endpointName: 'getProduct', arg: Number(rest), path: '/api/products/' + rest }];
    return null;
  },
  component(url, results) {
    globalThis.__fakeSectionRenders.push(url.pathname + url.search);
    if (url.searchParams.has('explode')) throw new Error('render failed');
    if (url.pathname !== '/shop' && !productChunk) return '<p class="fake-section">Loading product</p>';
    const value = results[0].value;
    const names = Array.isArray(value) ? value.map((product) => product.name) : [value.name];
    return '<ul class="fake-section">' + names.map((name) => '<li>' + escapeHtml(name) + '</li>').join('') + '</ul>';
  },
};
exports.sections = [section];
`;

/** URL + search of every render of the fake section, in order, and of every preload. */
const renders: string[] = [];
const preloads: string[] = [];
/** What each page the fake shell drew was drawn for (ShellServer.renderPage's `drawnFor`). */
const drawnFor: unknown[] = [];
Object.assign(globalThis, { __fakeSectionRenders: renders, __fakeSectionPreloads: preloads, __fakeShellDrawnFor: drawnFor });

/**
 * A shell build with index.html and the frame, the shell's Node bundle (unless `shell` is null) and the shop's section
 * bundle (unless `bundle` is null).
 */
function siteBuild(bundle: string | null = FAKE_SHOP_BUNDLE, shell: string | null = FAKE_SHELL_BUNDLE): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-section-'));
  const dist = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dist, 'frame.html'), FRAME);
  const write = (file: string, text: string | null) => {
    if (text === null) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  };
  write(path.join(webRoot, 'shell', SHELL_SERVER_BUNDLE), shell);
  write(path.join(webRoot, 'mfe-shop', SECTION_SERVER_BUNDLE), bundle);
  return webRoot;
}

const remotes = SAME_ORIGIN_REMOTES;

interface Product {
  id: number;
  name: string;
}

/** What the fake api answers; a test changes it between requests. */
interface FakeApi {
  products: Product[];
  etag: string;
  status: number;
  /** every api path asked for */
  requests: string[];
}

const PRODUCTS: Product[] = [
  { id: 1, name: 'Tournament Set' },
  { id: 3, name: 'Walnut Board' },
];

/** An app with a fake catalogue api in front of the site, as createApp mounts them. */
function site(
  webRoot: string,
  api: FakeApi,
  options: { remotes?: Record<string, string>; onError?: jest.Mock; onCatalogueChange?: (listener: () => void) => void } = {},
) {
  const app = express();
  app.get('/api/products', (req, res) => {
    api.requests.push(req.path);
    if (api.status !== 200) return void res.status(api.status).json({ message: 'Failed' });
    res.setHeader('ETag', api.etag);
    res.json(api.products);
  });
  app.get('/api/products/:id', (req, res) => {
    api.requests.push(req.path);
    const product = api.products.find((p) => String(p.id) === req.params.id);
    if (!product) return void res.status(404).json({ message: 'Product not found' });
    res.setHeader('ETag', `${api.etag}-${product.id}`);
    res.json(product);
  });
  app.use('/api', (_req, res) => void res.status(404).json({ message: 'Not found' }));
  expect(
    mountSite(app, webRoot, options.remotes ?? remotes, { onSectionError: options.onError, onCatalogueChange: options.onCatalogueChange }),
  ).toBe(true);
  return app;
}

/** The JSON of the page's handover element, or null when it has none. */
function handoverText(html: string): string | null {
  const match = new RegExp(`<script type="application/json" id="${SECTION_HANDOVER_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match?.[1] ?? null;
}

/** The pre-rendered empty frame, as sent when the server could not draw the page: the browser draws it. */
function expectPlainFrame(html: string) {
  expect(html).toContain('<main id="main"></main>');
  expect(html).not.toContain('data-prerendered="page"');
  expect(html).not.toContain(SECTION_HANDOVER_ELEMENT_ID);
  expect(html).not.toContain('fake-section');
}

/** The page drawn by the shell with its section's placeholder: hydrated by the browser, which then draws the section. */
function expectDrawnWithoutSection(html: string) {
  expect(html).toMatch(
    /<div id="root" data-prerendered="page" data-url="[^"]+" data-keeps=""><header>Kingside<\/header><main id="main"><p class="placeholder">Loading<\/p><\/main><\/div>/,
  );
  expect(html).not.toContain(SECTION_HANDOVER_ELEMENT_ID);
  expect(html).not.toContain('fake-section');
}

/** The page drawn by the shell with the section's markup in its <main>. */
const drawnWith = (section: string, url = '/shop', keeps = '') =>
  `<div id="root" data-prerendered="page" data-url="${url}" data-keeps="${keeps}"><header>Kingside</header><main id="main">${section}</main></div>`;

const webRoot = siteBuild();
let api: FakeApi;
beforeEach(() => {
  renders.length = 0;
  preloads.length = 0;
  drawnFor.length = 0;
  api = { products: PRODUCTS.map((p) => ({ ...p })), etag: '"v1"', status: 200, requests: [] };
});
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

describe('server rendering of a page with its section', () => {
  it('answers /shop with the page the shell draws, the section’s markup in it, and the api’s answer handed over', async () => {
    const res = await request(site(webRoot, api)).get('/shop').expect(200);
    expect(res.text).toContain(drawnWith('<ul class="fake-section"><li>Tournament Set</li><li>Walnut Board</li></ul>'));
    expect(res.text).toContain('id="kingside-runtime-config"');
    const handover = JSON.parse(handoverText(res.text) ?? 'null') as SectionHandover;
    expect(handover).toEqual({ remote: 'shop', exposes: './Routes', results: [{ endpointName: 'getProducts', value: PRODUCTS }] });
    expect(api.requests).toEqual(['/api/products']);
  });

  it('draws the page for what the browser’s cookie says it keeps, each its own page, and says the page depends on it', async () => {
    const app = site(webRoot, api);
    const guest = await request(app).get('/shop').expect(200);
    expect(guest.text).toContain('data-keeps=""');
    expect(guest.headers.vary).toMatch(/Cookie/);
    const member = await request(app).get('/shop').set('Cookie', 'other=1; kingside_keeps=cart.member').expect(200);
    expect(member.text).toContain(
      drawnWith('<ul class="fake-section"><li>Tournament Set</li><li>Walnut Board</li></ul>', '/shop', 'cart.member'),
    );
    // Not the guest's page from the cache: drawn again, for this browser.
    expect(drawnFor).toEqual([
      { cart: false, member: false },
      { cart: true, member: true },
    ]);
    await request(app).get('/shop').expect(200);
    expect(drawnFor).toHaveLength(2);
  });

  it('puts the handover element in <head>, before the page’s body', async () => {
    const res = await request(site(webRoot, api)).get('/shop').expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(head).toContain(`id="${SECTION_HANDOVER_ELEMENT_ID}"`);
  });

  it('hands over the argument of a read that has one (/shop/3 -> getProduct 3)', async () => {
    const res = await request(site(webRoot, api)).get('/shop/3').expect(200);
    expect(res.text).toContain(drawnWith('<ul class="fake-section"><li>Walnut Board</li></ul>', '/shop/3'));
    expect(JSON.parse(handoverText(res.text) ?? 'null')).toEqual({
      remote: 'shop',
      exposes: './Routes',
      results: [{ endpointName: 'getProduct', arg: 3, value: PRODUCTS[1] }],
    });
  });

  it('awaits the section’s preload of a page that is a chunk of its own before rendering it, on the first request too', async () => {
    // A build of its own: its bundle is required afresh, so the product page's chunk is not loaded yet.
    const fresh = siteBuild();
    try {
      const res = await request(site(fresh, api)).get('/shop/3').expect(200);
      expect(res.text).toContain(drawnWith('<ul class="fake-section"><li>Walnut Board</li></ul>', '/shop/3'));
      expect(res.text).not.toContain('Loading product');
      expect(preloads).toEqual(['/shop/3']);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('answers the plain frame, with 200, when the preload fails, and reports the error', async () => {
    const fresh = siteBuild();
    const onError = jest.fn();
    try {
      const res = await request(site(fresh, api, { onError }))
        .get('/shop/3?brokenchunk')
        .expect(200);
      expectPlainFrame(res.text);
      expect(renders).toEqual([]);
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }), '/shop/3?brokenchunk');
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('draws the page with the section’s placeholder when the api answers 500', async () => {
    api.status = 500;
    const res = await request(site(webRoot, api)).get('/shop').expect(200);
    expectDrawnWithoutSection(res.text);
    expect(renders).toEqual([]);
  });

  it('redirects where the section says when the api answers 404 (an unknown product goes to the shop: docs/spec.md §2.8)', async () => {
    const redirecting = siteBuild(`${FAKE_SHOP_BUNDLE}\nsection.missingRedirect = () => '/shop';`);
    try {
      const res = await request(site(redirecting, api)).get('/shop/99').expect(302);
      expect(res.headers.location).toBe('/shop');
      expect(api.requests).toEqual(['/api/products/99']);
      expect(renders).toEqual([]);
      // A read that fails otherwise is still the browser's page, not a redirect.
      api.status = 500;
      expectDrawnWithoutSection((await request(site(redirecting, api)).get('/shop').expect(200)).text);
    } finally {
      fs.rmSync(redirecting, { recursive: true, force: true });
    }
  });

  it('draws the page with the section’s placeholder when the api answers 404 and the section names no redirect', async () => {
    const res = await request(site(webRoot, api)).get('/shop/99').expect(200);
    expectDrawnWithoutSection(res.text);
    expect(api.requests).toEqual(['/api/products/99']);
    expect(renders).toEqual([]);
  });

  it('draws the page with the section’s placeholder, without asking the api, for a page the section does not render', async () => {
    const res = await request(site(webRoot, api)).get('/shop/abc').expect(200);
    expectDrawnWithoutSection(res.text);
    expect(api.requests).toEqual([]);
  });

  it('draws a page outside every section with its placeholder, the sign-in pages too', async () => {
    for (const page of ['/cart', '/auth', '/admin/login'])
      expectDrawnWithoutSection((await request(site(webRoot, api)).get(page).expect(200)).text);
    expect(api.requests).toEqual([]);
  });

  it('sends the plain frame, and draws nothing, from a build without the shell’s Node bundle', async () => {
    const withoutShell = siteBuild(FAKE_SHOP_BUNDLE, null);
    try {
      const res = await request(site(withoutShell, api)).get('/shop').expect(200);
      expectPlainFrame(res.text);
      expect(api.requests).toEqual([]);
    } finally {
      fs.rmSync(withoutShell, { recursive: true, force: true });
    }
  });

  it('answers the plain frame, with 200, when drawing the page throws, and reports the error', async () => {
    const onError = jest.fn();
    const res = await request(site(webRoot, api, { onError }))
      .get('/shop?explode=1')
      .expect(200);
    expectPlainFrame(res.text);
    expect(renders).toEqual(['/shop?explode=1']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), '/shop?explode=1');
  });

  it('does not render a relocated remote’s section, even with its bundle here', async () => {
    const relocated = { ...remotes, shop: 'https://cdn.example/shop/' };
    const res = await request(site(webRoot, api, { remotes: relocated }))
      .get('/shop')
      .expect(200);
    expectDrawnWithoutSection(res.text);
    expect(api.requests).toEqual([]);
    expect(renders).toEqual([]);
  });

  it('reads a path that starts with "//" as a path, not as another origin: no section for //other.example/shop', async () => {
    // An unknown path to the router too: the not-found page (the build here has none, so index.html), with a 404.
    const res = await request(site(webRoot, api)).get('//other.example/shop').expect(404);
    expect(res.text).not.toContain('fake-section');
    expect(renders).toEqual([]);
  });

  it('renders a page once while its data’s ETag stays the same, and again when it changes', async () => {
    const app = site(webRoot, api);
    const first = await request(app).get('/shop').expect(200);
    const second = await request(app).get('/shop').expect(200);
    expect(renders).toEqual(['/shop']);
    expect(second.text).toBe(first.text);
    expect(api.requests).toEqual(['/api/products', '/api/products']);

    api.etag = '"v2"';
    api.products[0]!.name = 'Club Set';
    const third = await request(app).get('/shop').expect(200);
    expect(renders).toEqual(['/shop', '/shop']);
    expect(third.text).toContain('<li>Club Set</li>');
  });

  it('drops the pages it kept when the catalogue changes (a write through the back office)', async () => {
    let catalogueChanged = () => undefined as void;
    const app = site(webRoot, api, { onCatalogueChange: (listener) => (catalogueChanged = listener) });
    await request(app).get('/shop').expect(200);
    await request(app).get('/shop').expect(200);
    expect(renders).toEqual(['/shop']);
    catalogueChanged();
    await request(app).get('/shop').expect(200);
    expect(renders).toEqual(['/shop', '/shop']);
  });

  it('caches each URL on its own: another query string is another page', async () => {
    const app = site(webRoot, api);
    await request(app).get('/shop').expect(200);
    await request(app).get('/shop?sort=name').expect(200);
    expect(renders).toEqual(['/shop', '/shop?sort=name']);
  });

  it('escapes the data in the handover so it cannot close its element, and it reads back as it was', async () => {
    const hostile = '</script><script>alert(1)</script>';
    api.products = [{ id: 1, name: hostile }];
    const res = await request(site(webRoot, api)).get('/shop').expect(200);
    expect(res.text).not.toContain('</script><script>alert(1)');
    const json = handoverText(res.text);
    expect(json).not.toBeNull();
    expect(json).not.toContain('</script>');
    expect((JSON.parse(json!) as SectionHandover).results[0]!.value).toEqual([{ id: 1, name: hostile }]);
  });
});

describe('loading the shell’s and the section servers', () => {
  it('refuses to start with a bundle that does not export its section servers', () => {
    const broken = siteBuild(`exports.sections = [{ exposes: './Routes', mountPath: '/shop' }];`);
    try {
      expect(() => mountSite(express(), broken, remotes)).toThrow(/does not export its section servers/);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it('refuses a section server whose preload is not a function', () => {
    const broken = siteBuild(
      `exports.sections = [{ exposes: './Routes', mountPath: '/shop', queriesFor() { return null; }, component() { return ''; }, preload: true }];`,
    );
    try {
      expect(() => loadSectionServers(broken, remotes)).toThrow(/does not export its section servers/);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it('refuses a bundle without a `sections` export, as a version built before the shell drew whole pages exports', () => {
    const broken = siteBuild(
      `exports.section = { exposes: './Routes', mountPath: '/shop', queriesFor() { return null; }, render() { return ''; } };`,
    );
    try {
      expect(() => loadSectionServers(broken, remotes)).toThrow(/does not export its section servers/);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it('loads the sections of a remote served here, and none for a remote without a bundle', () => {
    const loaded = loadSectionServers(webRoot, remotes);
    expect(loaded.map(({ remote, sections }) => [remote, sections.map((s) => [s.mountPath, s.exposes])])).toEqual([
      ['shop', [['/shop', './Routes']]],
    ]);
  });

  it('gives the remotes’ bundles the shell’s shared modules, so they load after it', () => {
    delete (globalThis as Record<string, unknown>)[SERVER_SHARED_GLOBAL];
    const fresh = siteBuild();
    try {
      expect(() => loadSectionServers(fresh, remotes)).toThrow('loaded before the shell');
      expect(loadShellServer(fresh)).not.toBeNull();
      expect((globalThis as Record<string, unknown>)[SERVER_SHARED_GLOBAL]).toEqual({ fromTheShell: true });
      expect(loadSectionServers(fresh, remotes)).toHaveLength(1);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  it('refuses a shell bundle that is not a page server', () => {
    const broken = siteBuild(FAKE_SHOP_BUNDLE, 'exports.renderPage = 1;');
    try {
      expect(() => loadShellServer(broken)).toThrow(/is not the shell's page server/);
    } finally {
      fs.rmSync(broken, { recursive: true, force: true });
    }
  });

  it('loads nothing from a build without bundles', () => {
    const bare = siteBuild(null);
    try {
      expect(loadSectionServers(bare, remotes)).toEqual([]);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('withPageInRoot', () => {
  it('puts the markup into the empty #root and names it for the browser’s start-up', () => {
    expect(withPageInRoot('<body><div id="root"></div></body>', '<p>Hi</p>', '/shop')).toBe(
      '<body><div id="root" data-prerendered="page" data-url="/shop"><p>Hi</p></div></body>',
    );
  });

  it('names the address it was drawn for in an attribute that a quote in it cannot close', () => {
    expect(withPageInRoot('<div id="root"></div>', '', '/shop?q="><script>&x')).toBe(
      '<div id="root" data-prerendered="page" data-url="/shop?q=&quot;>&lt;script>&amp;x"></div>',
    );
  });

  it('is null for a page without an empty #root', () => {
    expect(withPageInRoot('<body><div id="root"><p>Already here</p></div></body>', '<p>Hi</p>', '/shop')).toBeNull();
  });

  it('inserts a "$&" in the markup as it is, not as a replacement pattern', () => {
    expect(withPageInRoot('<div id="root"></div>', '<p>$& and $1</p>', '/shop')).toBe(
      '<div id="root" data-prerendered="page" data-url="/shop"><p>$& and $1</p></div>',
    );
  });
});

describe('drawnPage', () => {
  const rendered = { url: '/shop', markup: '<p>Hi</p>', handover: { remote: 'shop' as const, exposes: './Routes', results: [] } };

  it('is null for a page without </head> (the handover would have nowhere to go)', () => {
    expect(drawnPage('<body><div id="root"></div></body>', rendered)).toBeNull();
  });

  it('is null for a page without an empty #root', () => {
    expect(drawnPage('<head></head><body></body>', rendered)).toBeNull();
  });

  it('has no handover for a page drawn without its section', () => {
    expect(drawnPage('<head></head><body><div id="root"></div></body>', { url: '/shop', markup: '<p>Hi</p>', handover: null })).toBe(
      '<head></head><body><div id="root" data-prerendered="page" data-url="/shop"><p>Hi</p></div></body>',
    );
  });

  it('writes a "$&" in the handover as it is', () => {
    const page = drawnPage('<head></head><body><div id="root"></div></body>', {
      url: '/shop',
      markup: '<p>Hi</p>',
      handover: { ...rendered.handover, results: [{ endpointName: 'getProducts', value: '$&' }] },
    });
    expect(handoverText(page ?? '')).toBe('{"remote":"shop","exposes":"./Routes","results":[{"endpointName":"getProducts","value":"$&"}]}');
  });
});

describe('loopbackReader', () => {
  it('hands a paged read over as a Page: the array with the X-Total-Count count', async () => {
    const server = http.createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('ETag', 'W/"page"');
      if (req.url?.includes('limit=')) res.setHeader(TOTAL_COUNT_HEADER, '240');
      res.end(JSON.stringify([{ id: 1 }, { id: 2 }]));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const read = loopbackReader((server.address() as AddressInfo).port);
      expect(
        await read({ endpointName: 'getProductPage', arg: 'limit=2&offset=0', path: '/api/products?limit=2&offset=0', paged: true }),
      ).toEqual({
        value: { items: [{ id: 1 }, { id: 2 }], total: 240 },
        etag: 'W/"page"',
      });
      expect(await read({ endpointName: 'getProducts', path: '/api/products' })).toEqual({
        value: [{ id: 1 }, { id: 2 }],
        etag: 'W/"page"',
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
