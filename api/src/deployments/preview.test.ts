import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { AUTH_MESSAGES, BUILT_IN_VERSION, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import {
  DEPLOYMENT_API,
  DEPLOYMENT_AUDIT_ACTIONS,
  DEPLOYMENT_MESSAGES,
  PREVIEW_COOKIE,
  PREVIEW_LINK_HOURS,
  type PreviewLink,
} from '@kingside/contracts/deployments';
import request from 'supertest';
import { issueToken } from '../accounts/tokens';
import { createApp } from '../app';
import { createLogger } from '../shared/logger';
import { createUser } from '../testing/fixtures/users';
import { fileServer, freePort, manifestOf, publishToStore, registryApp, sectionBundle, siteFixture } from '../testing/fixtures/deployments';
import type { TestApp } from '../testing/testApp';
import { previewToken, readPreviewToken } from './previewLinks';

/*
 * Preview links (issue 45 point 1, docs/spec.md §7.13, docs/architecture.md §11): an administrator's signed, expiring link
 * to one version of one remote; the browser that opens it, and only that one, loads and is drawn that version, with the
 * preview bar, on pages no cache keeps; a forged or expired link is refused with a page that says so; opening and
 * exiting are audited.
 */

const DEPLOY_TOKEN = 'deploy-token-for-the-preview-tests-0123456789';
const deployAuth = { Authorization: `Bearer ${DEPLOY_TOKEN}` };
/** What a browser sends when it opens a link (a navigation), and what makes the api answer with a page. */
const navigation = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };

let t: TestApp;
let server: Server;
let close: () => Promise<void>;
let site: ReturnType<typeof siteFixture>;
let adminAuth: Record<string, string>;
let adminId: number;
let adminEmail: string;
let memberAuth: Record<string, string>;
let cdnPort: number;

beforeAll(async () => {
  site = siteFixture(sectionBundle('built-in'));
  publishToStore(site.remotesDir, 'shop', 'v1', { section: sectionBundle('v1') });
  cdnPort = await freePort();
  ({ t, server, close } = await registryApp(site, DEPLOY_TOKEN, { REMOTE_ORIGINS: `http://127.0.0.1:${cdnPort}` }));
  const admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
  [adminId, adminEmail] = [Number(admin.id), admin.email];
  adminAuth = { Authorization: `Bearer ${await issueToken(t.db.models, admin.id, 'admin')}` };
  const member = await createUser(t.db.models);
  memberAuth = { Authorization: `Bearer ${await issueToken(t.db.models, member.id, 'member')}` };
  await request(server).post(DEPLOYMENT_API.versions('shop')).set(deployAuth).send({ version: 'v1' }).expect(201);
}, 60_000);
afterAll(() => close());

const api = () => request(server);
const askLink = (name: string, body: object, auth = adminAuth) => api().post(DEPLOYMENT_API.previewLink(name)).set(auth).send(body);

/** A new link's path and query (the api is the site here) and its token. */
async function newLink(version = 'v1', name = 'shop'): Promise<{ path: string; token: string; link: PreviewLink }> {
  const link = (await askLink(name, { version }).expect(201)).body as PreviewLink;
  const url = new URL(link.url);
  return { path: url.pathname + url.search, token: url.searchParams.get('t')!, link };
}

const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
const previewCookieOf = (res: request.Response) => setCookies(res).find((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`));

/** Opens a link as a browser would: the cookie it gets, ready to send back. */
async function open(pathAndQuery: string): Promise<string> {
  const res = await api().get(pathAndQuery).set(navigation).expect(303);
  return previewCookieOf(res)!.split(';')[0]!;
}

function runtimeConfig(html: string): RuntimeConfig {
  const json = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json!) as RuntimeConfig;
}

const lastAudit = async () => (await t.db.models.AuditLog.findOne({ order: [['id', 'DESC']] }))!;
const v1Id = async () => Number((await t.db.models.RemoteVersion.findOne({ where: { remote: 'shop', version: 'v1' } }))!.id);

describe('a preview link, given', () => {
  it('is signed for one remote and version, expires in a day, and is audited', async () => {
    const before = Date.now();
    const { link, token } = await newLink();
    expect(link).toMatchObject({ remote: 'shop', version: 'v1' });
    expect(link.url.startsWith(`${t.config.publicUrl}${DEPLOYMENT_API.previewOpen}?t=`)).toBe(true);
    const expires = Date.parse(link.expiresAt);
    expect(expires).toBeGreaterThan(before + PREVIEW_LINK_HOURS * 3600_000 - 2000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_HOURS * 3600_000);
    expect(readPreviewToken(t.config.secretsKey, token)).toEqual({ remote: 'shop', version: 'v1', expiresAt: expires / 1000, by: adminId });
    // Signed with this server's key: another key does not know it.
    expect(readPreviewToken('another key', token)).toBe('invalid');
    const audit = await lastAudit();
    expect([audit.action, audit.entity, Number(audit.entityId), audit.adminEmail]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.previewLink,
      'remote',
      await v1Id(),
      adminEmail,
    ]);
    expect(JSON.parse(audit.changes)).toEqual({ 'shop preview link': [null, `v1 until ${link.expiresAt}`] });
  });

  it('may be of the built-in version', async () => {
    const { link } = await newLink(BUILT_IN_VERSION);
    expect(link.version).toBe(BUILT_IN_VERSION);
    expect(Number((await lastAudit()).entityId)).toBe(0);
  });

  it('is an administrator’s alone to ask for, of a version the remote has', async () => {
    const audits = await t.db.models.AuditLog.count();
    expect((await askLink('shop', { version: 'v1' }, {}).expect(401)).body.message).toBe(AUTH_MESSAGES.authenticationRequired);
    expect((await askLink('shop', { version: 'v1' }, memberAuth).expect(403)).body.message).toBe(ADMIN_MESSAGES.adminRequired);
    // The deploy token publishes; a link someone will open is a person's to give.
    await askLink('shop', { version: 'v1' }, deployAuth).expect(401);
    expect((await askLink('shop', { version: 'v9' }).expect(404)).body.message).toBe(DEPLOYMENT_MESSAGES.unknownVersion('shop', 'v9'));
    expect((await askLink('blog', { version: 'v1' }).expect(404)).body.message).toBe(DEPLOYMENT_MESSAGES.unknownVersion('blog', 'v1'));
    expect((await askLink('nope', { version: 'v1' }).expect(404)).body.message).toBe(DEPLOYMENT_MESSAGES.unknownRemote('nope'));
    expect((await askLink('shop', { version: 'v1', hours: 99 }).expect(400)).body.message).toBe('Unknown field: hours');
    expect(await t.db.models.AuditLog.count()).toBe(audits);
  });
});

describe('opening a link', () => {
  it('sets the preview cookie in that browser (HttpOnly, SameSite=Lax, expiring with the link), is audited, and goes to the section', async () => {
    const { path: link, token } = await newLink();
    const res = await api().get(link).set(navigation).expect(303);
    expect(res.headers.location).toBe('/shop');
    expect(res.headers['cache-control']).toBe('no-store');
    const cookie = previewCookieOf(res)!;
    expect(cookie).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=${token.replace(/[.]/g, '\\.')}; Max-Age=(\\d+); Path=/; Expires=.+; HttpOnly; SameSite=Lax$`),
    );
    // Over plain http here: Secure only where the site is https.
    expect(cookie).not.toMatch(/Secure/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(PREVIEW_LINK_HOURS * 3600 - 10);
    expect(maxAge).toBeLessThanOrEqual(PREVIEW_LINK_HOURS * 3600);
    const audit = await lastAudit();
    expect([audit.action, Number(audit.adminId), audit.adminEmail, Number(audit.entityId)]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.previewOpen,
      adminId,
      adminEmail,
      await v1Id(),
    ]);
    expect(JSON.parse(audit.changes)).toEqual({ 'shop preview': [null, 'v1'] });
  });

  it('leaves no token in the request log (the link, its redirect, the cookie)', async () => {
    const { path: link, token } = await newLink();
    const log: string[] = [];
    const logged = createApp({ ...t.deps, logger: createLogger('trace', { write: (line: string) => void log.push(line) }) });
    const res = await request(logged).get(link).set(navigation).expect(303);
    const cookie = previewCookieOf(res)!.split(';')[0]!;
    await request(logged).get('/api/nope').set('Cookie', cookie).set('Referer', `http://localhost${link}`).expect(404);
    await request(logged).post(DEPLOYMENT_API.previewExit).set('Cookie', cookie).type('form').send({ back: '/shop' }).expect(303);
    expect(log.join('\n')).toContain(DEPLOYMENT_API.previewOpen);
    expect(log.join('\n')).not.toContain(token.split('.')[1]);
  });

  it('with HEAD (a link checker) changes nothing', async () => {
    const { path: link } = await newLink();
    const audits = await t.db.models.AuditLog.count();
    const res = await api().head(link).expect(303);
    expect(previewCookieOf(res)).toBeUndefined();
    expect(await t.db.models.AuditLog.count()).toBe(audits);
  });

  it('refuses an expired link with a page that says so (410), and sets nothing', async () => {
    const token = previewToken(t.config.secretsKey, {
      remote: 'shop',
      version: 'v1',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      by: adminId,
    });
    const audits = await t.db.models.AuditLog.count();
    const page = await api().get(`${DEPLOYMENT_API.previewOpen}?t=${token}`).set(navigation).expect(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`<h1>${DEPLOYMENT_MESSAGES.previewExpired}</h1>`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(previewCookieOf(page)).toBeUndefined();
    // A script, not a browser's navigation, gets the api's JSON.
    const json = await api().get(`${DEPLOYMENT_API.previewOpen}?t=${token}`).expect(410);
    expect(json.body).toEqual({ message: DEPLOYMENT_MESSAGES.previewExpired });
    expect(await t.db.models.AuditLog.count()).toBe(audits);
  });

  it('refuses a forged or altered link as not valid (404), and sets nothing', async () => {
    const { token } = await newLink();
    const [payload, signature] = token.split('.') as [string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherVersion = Buffer.from(Buffer.from(payload, 'base64url').toString().replace(':v1:', ':v2:')).toString('base64url');
    const far = Math.floor(Date.now() / 1000) + 3600;
    const forged = [
      `${payload}.${flipped}`,
      `${otherVersion}.${signature}`,
      // signed by someone else's key, or for a version the remote does not have
      previewToken('not the server key', { remote: 'shop', version: 'v1', expiresAt: far, by: adminId }),
      previewToken(t.config.secretsKey, { remote: 'shop', version: 'v9', expiresAt: far, by: adminId }),
      // an expired token that is not ours is not valid, whatever its date
      previewToken('not the server key', { remote: 'shop', version: 'v1', expiresAt: 1, by: adminId }),
      'not-a-token',
    ];
    const audits = await t.db.models.AuditLog.count();
    for (const bad of forged) {
      const page = await api()
        .get(`${DEPLOYMENT_API.previewOpen}?t=${encodeURIComponent(bad)}`)
        .set(navigation)
        .expect(404);
      expect(page.text).toContain(`<h1>${DEPLOYMENT_MESSAGES.previewInvalid}</h1>`);
      expect(previewCookieOf(page)).toBeUndefined();
    }
    expect((await api().get(DEPLOYMENT_API.previewOpen).expect(404)).body).toEqual({ message: DEPLOYMENT_MESSAGES.previewInvalid });
    expect(await t.db.models.AuditLog.count()).toBe(audits);
  });
});

describe('the previewing browser, and everyone else', () => {
  it('loads the previewed version, falling back to the live one, has its section drawn by that version, with the bar', async () => {
    const cookie = await open((await newLink()).path);
    const res = await api().get('/shop').set('Cookie', cookie).expect(200);
    const config = runtimeConfig(res.text);
    expect(config.remotes.shop).toBe('/remotes/shop/v1/');
    expect(config.versions).toMatchObject({ shop: 'v1', learn: BUILT_IN_VERSION });
    expect(config.fallbacks).toEqual({ shop: { url: '/remotes/shop/', version: BUILT_IN_VERSION } });
    expect(res.text).toContain('<link rel="preload" href="/remotes/shop/v1/mf-manifest.json"');
    // The server-drawn HTML names the previewed remote and is drawn by its bundle.
    expect(res.text).toContain('<p class="made-by">v1: 18 products</p>');
    expect(res.text).toContain(DEPLOYMENT_MESSAGES.previewBar('shop', 'v1'));
    expect(res.text).toMatch(
      new RegExp(
        `<form method="post" action="${DEPLOYMENT_API.previewExit}".*<input type="hidden" name="back" value="/shop"><button type="submit"[^>]*>${DEPLOYMENT_MESSAGES.exitPreview}</button></form>`,
      ),
    );
    // The bar is the body's first element, outside the shell's markup.
    expect(res.text).toMatch(/<body><div id="kingside-preview" role="region" aria-label="Preview"/);
  });

  it('is never kept by a cache: every previewed page is private, no-store and varies by Cookie', async () => {
    const cookie = await open((await newLink()).path);
    for (const page of ['/shop', '/learn', '/', '/no-such-page']) {
      const res = await api().get(page).set('Cookie', cookie);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toMatch(/Cookie/);
      expect(res.text).toContain(DEPLOYMENT_MESSAGES.previewBar('shop', 'v1'));
    }
  });

  it('leaves another browser as it was, before, between and after the previewing one’s pages', async () => {
    const cookie = await open((await newLink()).path);
    for (let round = 0; round < 3; round++) {
      const other = await api().get('/shop').expect(200);
      const config = runtimeConfig(other.text);
      expect([config.remotes.shop, config.versions!.shop]).toEqual(['/remotes/shop/', BUILT_IN_VERSION]);
      expect(other.text).toContain('<p class="made-by">built-in: 18 products</p>');
      expect(other.text).not.toContain(DEPLOYMENT_MESSAGES.previewBar('shop', 'v1'));
      expect(other.text).not.toContain('kingside-preview');
      expect(other.headers['cache-control']).toBe('no-cache');
      expect(previewCookieOf(other)).toBeUndefined();
      const previewing = await api().get('/shop').set('Cookie', cookie).expect(200);
      expect(runtimeConfig(previewing.text).versions!.shop).toBe('v1');
    }
  });

  it('sends a browser whose cookie is no longer good the live pages, and clears it', async () => {
    const expired = previewToken(t.config.secretsKey, {
      remote: 'shop',
      version: 'v1',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      by: adminId,
    });
    for (const cookie of [`${PREVIEW_COOKIE}=${expired}`, `${PREVIEW_COOKIE}=forged.${'A'.repeat(43)}`]) {
      const res = await api().get('/shop').set('Cookie', cookie).expect(200);
      expect(runtimeConfig(res.text).versions!.shop).toBe(BUILT_IN_VERSION);
      expect(res.text).not.toContain('kingside-preview');
      expect(previewCookieOf(res)).toMatch(/^ks_preview=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    }
  });

  it('lets a previewing browser load a version hosted elsewhere (the CSP names its origin for that browser only)', async () => {
    const manifest = manifestOf('shop', { buildVersion: 'cdn' });
    const cdn = await fileServer((url) => (url === '/shop/p2/mf-manifest.json' ? { body: manifest } : null), cdnPort);
    try {
      await api()
        .post(DEPLOYMENT_API.versions('shop'))
        .set(deployAuth)
        .send({ version: 'cdn-p2', url: `${cdn.origin}/shop/p2/` })
        .expect(201);
      const cookie = await open((await newLink('cdn-p2')).path);
      const res = await api().get('/shop').set('Cookie', cookie).expect(200);
      expect(runtimeConfig(res.text).remotes.shop).toBe(`${cdn.origin}/shop/p2/`);
      expect(res.headers['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${cdn.origin}(;| )`));
      // Drawn in the browser, from where it lives: the section's placeholder on the server.
      expect(res.text).not.toContain('made-by');
      const other = await api().get('/shop').expect(200);
      expect(other.headers['content-security-policy']).not.toContain(cdn.origin);
    } finally {
      await cdn.close();
    }
  });
});

describe('Exit preview', () => {
  it('clears the cookie, is audited and goes back to the page; the next page is the live one', async () => {
    const cookie = await open((await newLink()).path);
    const res = await api().post(DEPLOYMENT_API.previewExit).set('Cookie', cookie).type('form').send({ back: '/shop?page=2' }).expect(303);
    expect(res.headers.location).toBe('/shop?page=2');
    expect(previewCookieOf(res)).toMatch(/^ks_preview=; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/);
    const audit = await lastAudit();
    expect([audit.action, audit.adminEmail, JSON.parse(audit.changes)]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.previewExit,
      adminEmail,
      { 'shop preview': ['v1', null] },
    ]);
    const page = await api().get('/shop').expect(200);
    expect(runtimeConfig(page.text).versions!.shop).toBe(BUILT_IN_VERSION);
  });

  it('without a preview clears nothing worth auditing, and never goes back to another site', async () => {
    const audits = await t.db.models.AuditLog.count();
    expect((await api().post(DEPLOYMENT_API.previewExit).type('form').send({}).expect(303)).headers.location).toBe('/');
    for (const back of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'shop']) {
      const res = await api().post(DEPLOYMENT_API.previewExit).type('form').send({ back }).expect(400);
      expect(res.body).toEqual({ message: 'back must be a path on this site' });
    }
    expect(await t.db.models.AuditLog.count()).toBe(audits);
  });
});

describe('shared caches in front of the api', () => {
  it('cache no page: nginx caches only the public catalogue, which no preview changes', () => {
    // Every nginx configuration of the deployments (npm run cluster's, compose.yaml's, the Kubernetes ConfigMap).
    const root = path.resolve(__dirname, '../../..');
    const configs = fs
      .readdirSync(path.join(root, 'deploy'), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(root, 'deploy', file))
      .filter((file) => fs.statSync(file).isFile() && /proxy_pass\s/.test(fs.readFileSync(file, 'utf8')));
    expect(configs.length).toBeGreaterThan(0);
    for (const file of configs) {
      const text = fs.readFileSync(file, 'utf8');
      // Each location that names a cache zone is the catalogue's (or says it never keeps a previewing browser's answer).
      for (const [, location = '', block = ''] of text.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)) {
        if (!/^\s*proxy_cache\s+(?!off)\w+;/m.test(block)) continue;
        const catalogue = location.includes('/api/(products|lessons|blog-posts|testimonials)');
        expect({ file, location, ok: catalogue || block.includes(`proxy_no_cache $cookie_${PREVIEW_COOKIE}`) }).toEqual({
          file,
          location,
          ok: true,
        });
      }
    }
  });
});
