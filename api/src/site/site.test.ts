import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { mountSite, remotesForPath, renderShellHtml } from './site';
import { SAME_ORIGIN_REMOTES } from '../testing/site';

/** A shell build on disk: each HTML page says which it is, around the comment the server fills. */
function shellBuild(pages: string[]): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-site-'));
  const dist = path.join(webRoot, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  for (const page of pages) {
    fs.writeFileSync(path.join(dist, page), `<html><head><!--runtime-config--></head><body>${page}</body></html>`);
  }
  fs.writeFileSync(path.join(dist, 'main.js'), 'console.log("main")');
  return webRoot;
}

const remotes = SAME_ORIGIN_REMOTES;

function site(webRoot: string) {
  const app = express();
  expect(mountSite(app, webRoot, remotes)).toBe(true);
  return app;
}

describe('the shell pages the server answers', () => {
  const built = shellBuild(['index.html', 'home.html', 'about.html', 'contact.html', 'revival.html', 'frame.html', 'notfound.html']);
  const app = site(built);
  afterAll(() => fs.rmSync(built, { recursive: true, force: true }));

  // Without the shell's Node bundle (this build has none), the pages the server draws start from the empty frame or
  // the bare page (sectionRendering.test.ts draws them).
  it.each([
    ['/', 'home.html'],
    ['/about', 'about.html'],
    ['/contact', 'contact.html'],
    ['/revival/', 'revival.html'],
    ['/learn', 'frame.html'],
    ['/shop/3', 'frame.html'],
    ['/auth', 'index.html'],
    ['/admin/login', 'index.html'],
  ])('%s starts from %s, with the runtime configuration filled in', async (url, page) => {
    const res = await request(app).get(url).expect(200);
    expect(res.text).toContain(`<body>${page}</body>`);
    expect(res.text).toContain('id="kingside-runtime-config"');
    expect(res.text).not.toContain('<!--runtime-config-->');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no-such-page', '/learn/3/extra', '/shop/3/more', '/Nope/'])(
    'answers the unknown path %s with the not-found page and a 404, not a soft 404 (docs/spec.md §2.19)',
    async (url) => {
      const res = await request(app).get(url).expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<body>notfound.html</body>');
      expect(res.text).toContain('id="kingside-runtime-config"');
    },
  );

  it('never answers a page file as it is on disk (a template): /home.html is a path like any other', async () => {
    for (const file of ['/index.html', '/home.html', '/about.html', '/frame.html', '/notfound.html']) {
      const res = await request(app).get(file).expect(404);
      expect(res.text).not.toContain('<!--runtime-config-->');
      expect(res.text).toContain('<body>notfound.html</body>');
    }
  });

  it('answers robots.txt (Lighthouse SEO), not the shell HTML', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('User-agent: *\nDisallow: /admin/\nDisallow: /api/\n');
  });

  it('answers a file the build does not have with 404, not the shell', async () => {
    for (const file of ['/sitemap.xml', '/favicon.ico', '/old-chunk.1a2b3c4d.js']) {
      const res = await request(app).get(file).expect(404);
      expect(res.text).toBe('Not found');
    }
  });

  it('still serves the build’s other files', async () => {
    const res = await request(app).get('/main.js').expect(200);
    expect(res.text).toBe('console.log("main")');
  });
});

it('answers index.html everywhere for a build without pre-rendered pages (development)', async () => {
  const built = shellBuild(['index.html']);
  try {
    const app = site(built);
    for (const url of ['/', '/learn', '/auth']) {
      expect((await request(app).get(url).expect(200)).text).toContain('<body>index.html</body>');
    }
    expect((await request(app).get('/nope').expect(404)).text).toContain('<body>index.html</body>');
  } finally {
    fs.rmSync(built, { recursive: true, force: true });
  }
});

it('writes the runtime configuration as it is, even with a "$&" in a URL', () => {
  const html = renderShellHtml('<head><!--runtime-config--></head>', { remotes: { learn: 'https://cdn.example/$&/learn/' } });
  expect(html).toContain('"learn":"https://cdn.example/$&/learn/"');
  expect(html).not.toContain('<!--runtime-config-->');
});

describe('remotesForPath', () => {
  it.each([
    ['/learn/3/chapters/1', ['learn']],
    ['/train/review', ['learn']],
    ['/shop/3', ['shop']],
    ['/blog', ['blog']],
    ['/cart', ['checkout']],
    ['/checkout', ['checkout']],
    ['/account/orders', ['checkout']],
    ['/auth', ['auth']],
    ['/admin/login', ['admin']],
    ['/', []],
    ['/about', []],
    ['/training', []],
  ])('%s needs the manifest of %j at once', (path, remotes) => {
    expect(remotesForPath(path)).toEqual(remotes);
  });
});
