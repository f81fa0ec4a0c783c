import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { AUTH_MESSAGES, BACK_OFFICE_MESSAGES, BUILT_IN_VERSION, REMOTES } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import {
  DEPLOYMENT_API,
  DEPLOYMENT_AUDIT_ACTIONS,
  DEPLOYMENT_MESSAGES,
  DEPLOY_TOKEN_ACTOR,
  REQUIRED_EXPOSES,
  type RemoteDeployment,
  type RemoteVersion,
} from '@kingside/contracts/deployments';
import request from 'supertest';
import { createUser } from '../testing/fixtures/users';
import { issueToken } from '../accounts/tokens';
import { createTestApp, type TestApp } from '../testing/testApp';
import { fileServer, freePort, manifestOf, publishToStore, registryApp, siteFixture } from '../testing/fixtures/deployments';

/*
 * The remote registry's api (issue 20, docs/spec.md §7), on SQLite and MariaDB: who may use it, registering versions
 * from the store and by URL, the contract check, activation and rollback, If-Match between two administrators, the
 * audit lines, and the failures browsers report. What the pages make of it: pages.test.ts.
 */

const DEPLOY_TOKEN = 'deploy-token-for-the-registry-tests-0123456789';
const deployAuth = { Authorization: `Bearer ${DEPLOY_TOKEN}` };

let t: TestApp;
let close: () => Promise<void>;
let server: Server;
let site: ReturnType<typeof siteFixture>;
let adminAuth: Record<string, string>;
let adminEmail: string;
let memberAuth: Record<string, string>;

/** The port of the file server standing for a CDN: REMOTE_ORIGINS names it (127.0.0.1, by its address). */
let cdnPort: number;

beforeAll(async () => {
  site = siteFixture();
  cdnPort = await freePort();
  ({ t, server, close } = await registryApp(site, DEPLOY_TOKEN, {
    // A name that resolves to loopback, allowed by name: refused for its address (remote URLs, below).
    REMOTE_ORIGINS: `http://127.0.0.1:${cdnPort},http://localhost:${cdnPort}`,
  }));
  const admin = (await t.db.models.User.findOne({ where: { email: t.config.adminEmail } }))!;
  adminEmail = admin.email;
  adminAuth = { Authorization: `Bearer ${await issueToken(t.db.models, admin.id, 'admin')}` };
  const member = await createUser(t.db.models);
  memberAuth = { Authorization: `Bearer ${await issueToken(t.db.models, member.id, 'member')}` };
}, 60_000);
afterAll(() => close());

const api = () => request(server);
const deployment = async (name: string) =>
  (await api().get(DEPLOYMENT_API.remote(name)).set(deployAuth).expect(200)).body as RemoteDeployment;
const register = (name: string, body: object, auth: Record<string, string> = deployAuth) =>
  api().post(DEPLOYMENT_API.versions(name)).set(auth).send(body);
const command = (path: string, body: object, headers: Record<string, string> = {}) =>
  api()
    .post(path)
    .set({ ...deployAuth, ...headers })
    .send(body);
const lastAudit = async () => (await t.db.models.AuditLog.findOne({ order: [['id', 'DESC']] }))!;
const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('who may use the registry', () => {
  it('answers 401 with what to send when nothing is sent', async () => {
    const res = await api().get(DEPLOYMENT_API.remotes).expect(401);
    expect(res.body).toEqual({ message: DEPLOYMENT_MESSAGES.deployTokenOrAdmin });
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('answers 401 to a wrong deploy token, and to one that differs only in its last character', async () => {
    for (const token of ['wrong', `${DEPLOY_TOKEN.slice(0, -1)}X`, `${DEPLOY_TOKEN}0`]) {
      const res = await api()
        .get(DEPLOYMENT_API.remotes)
        .set({ Authorization: `Bearer ${token}` })
        .expect(401);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.authenticationRequired });
    }
  });

  it("answers 403 to a member's token", async () => {
    const res = await api().post(DEPLOYMENT_API.activate('shop')).set(memberAuth).send({ version: BUILT_IN_VERSION }).expect(403);
    expect(res.body).toEqual({ message: ADMIN_MESSAGES.adminRequired });
  });

  it('lists every remote, in REMOTES order, to the deploy token and to an administrator; nothing is cached', async () => {
    for (const auth of [deployAuth, adminAuth]) {
      const res = await api().get(DEPLOYMENT_API.remotes).set(auth).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const list = res.body as RemoteDeployment[];
      expect(list.map((d) => d.remote)).toEqual(REMOTES.map((r) => r.name));
      expect(list[0]).toEqual({
        remote: 'learn',
        label: 'Lessons',
        active: BUILT_IN_VERSION,
        previous: null,
        canary: null,
        overriddenBy: null,
        failuresLastHour: {},
        versions: [],
        revision: 1,
      });
    }
  });

  it('answers 404 for a remote that does not exist', async () => {
    const res = await api().get(DEPLOYMENT_API.remote('payments')).set(deployAuth).expect(404);
    expect(res.body).toEqual({ message: DEPLOYMENT_MESSAGES.unknownRemote('payments') });
    await api().post(DEPLOYMENT_API.activate('payments')).set(deployAuth).send({ version: 'v1' }).expect(404);
  });
});

describe('registering a version', () => {
  it("registers a version from the store: its URL on this site, its manifest's digest and modules, who published it", async () => {
    const dir = publishToStore(site.remotesDir, 'learn', 'v1');
    const res = await register('learn', { version: 'v1' }).expect(201);
    const version = res.body as RemoteVersion;
    expect(version).toEqual({
      remote: 'learn',
      version: 'v1',
      url: '/remotes/learn/v1/',
      manifestDigest: sha256(path.join(dir, 'mf-manifest.json')),
      exposes: REQUIRED_EXPOSES.learn,
      publishedAt: expect.any(String) as string,
      publishedBy: DEPLOY_TOKEN_ACTOR,
      local: true,
    });
    const audit = await lastAudit();
    expect([audit.action, audit.entity, Number(audit.entityId), audit.adminEmail, Number(audit.adminId)]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.register,
      'remote',
      Number((await t.db.models.RemoteVersion.findOne({ where: { remote: 'learn', version: 'v1' } }))!.id),
      DEPLOY_TOKEN_ACTOR,
      0,
    ]);
    expect((await deployment('learn')).versions).toEqual([version]);
  });

  it('answers the same version again with 200 and the record (a retried deploy), writing nothing', async () => {
    const audits = await t.db.models.AuditLog.count();
    const first = (await register('learn', { version: 'v1' }).expect(200)).body as RemoteVersion;
    expect(first.version).toBe('v1');
    expect(await t.db.models.AuditLog.count()).toBe(audits);
  });

  it('refuses a version name again with other files (409): versions never change', async () => {
    publishToStore(site.remotesDir, 'learn', 'v1', { buildVersion: '2.0.0' });
    const res = await register('learn', { version: 'v1' }).expect(409);
    expect(res.body).toEqual({ message: DEPLOYMENT_MESSAGES.versionTaken('learn', 'v1') });
    publishToStore(site.remotesDir, 'learn', 'v1');
    await register('learn', { version: 'v1' }).expect(200);
  });

  it('answers 422 for a version the store does not have, and for a manifest that is not one', async () => {
    const missing = await register('blog', { version: 'v404' }).expect(422);
    expect(missing.body).toEqual({ message: DEPLOYMENT_MESSAGES.localVersionMissing('blog', 'v404') });
    const dir = publishToStore(site.remotesDir, 'blog', 'broken');
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '<html>not a manifest</html>');
    const broken = await register('blog', { version: 'broken' }).expect(422);
    expect(broken.body).toEqual({ message: DEPLOYMENT_MESSAGES.manifestUnreadable('it is not JSON') });
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"shared": []}');
    expect((await register('blog', { version: 'broken' }).expect(422)).body).toEqual({
      message: DEPLOYMENT_MESSAGES.manifestUnreadable('it has no list of exposes'),
    });
    expect(await t.db.models.RemoteVersion.count({ where: { remote: 'blog' } })).toBe(0);
  });

  it('registers a version by URL, fetching its manifest from there (http, trailing slash added); 422 when it cannot be fetched', async () => {
    const manifest = manifestOf('blog');
    const cdn = await fileServer((url) => {
      if (url === '/blog/v2/mf-manifest.json') return { body: manifest };
      if (url === '/moved/mf-manifest.json') return { status: 302, headers: { Location: 'file:///etc/passwd' } };
      if (url === '/huge/mf-manifest.json') return { body: `{"exposes": [], "padding": "${'x'.repeat(1024 * 1024)}"}` };
      return null;
    }, cdnPort);
    try {
      const res = await register('blog', { version: 'v2', url: `${cdn.origin}/blog/v2` }).expect(201);
      expect(res.body).toMatchObject({
        url: `${cdn.origin}/blog/v2/`,
        local: false,
        manifestDigest: createHash('sha256').update(manifest).digest('hex'),
        exposes: ['./Routes', './BlogPreview'],
      });
      // The same URL again is the same version; another URL is other files.
      await register('blog', { version: 'v2', url: `${cdn.origin}/blog/v2/` }).expect(200);
      await register('blog', { version: 'v2', url: `${cdn.origin}/blog/v3/` }).expect(409);
      const gone = await register('blog', { version: 'v3', url: `${cdn.origin}/nothing/` }).expect(422);
      expect(gone.body).toEqual({ message: DEPLOYMENT_MESSAGES.manifestUnreadable(`${cdn.origin}/nothing/mf-manifest.json answered 404`) });
      const moved = await register('blog', { version: 'v3', url: `${cdn.origin}/moved/` }).expect(422);
      expect(moved.body).toEqual({ message: DEPLOYMENT_MESSAGES.manifestUnreadable('it is not at an http(s) URL') });
      const huge = await register('blog', { version: 'v3', url: `${cdn.origin}/huge/` }).expect(422);
      expect(huge.body).toEqual({ message: DEPLOYMENT_MESSAGES.manifestUnreadable('it is larger than 1 MB') });
    } finally {
      await cdn.close();
    }
  });

  it('refuses, audited and before fetching anything, a URL off REMOTE_ORIGINS, an internal address, a redirect to another origin', async () => {
    const manifest = manifestOf('blog');
    let fetched = 0;
    const cdn = await fileServer((url) => {
      fetched += 1;
      if (url === '/ok/mf-manifest.json') return { body: manifest };
      if (url === '/away/mf-manifest.json') return { status: 302, headers: { Location: 'http://169.254.169.254/latest/meta-data/' } };
      if (url === '/other/mf-manifest.json') return { status: 307, headers: { Location: `http://localhost:${cdnPort}/ok/` } };
      return null;
    }, cdnPort);
    try {
      const refusals: [string, string][] = [
        // Loopback, the cloud's metadata address and a private one, none of them named in REMOTE_ORIGINS.
        ['http://127.0.0.2:9/blog/', DEPLOYMENT_MESSAGES.originNotAllowed('http://127.0.0.2:9')],
        ['http://169.254.169.254/latest/', DEPLOYMENT_MESSAGES.originNotAllowed('http://169.254.169.254')],
        ['http://10.0.0.7/blog/', DEPLOYMENT_MESSAGES.originNotAllowed('http://10.0.0.7')],
        ['https://cdn.example/blog/', DEPLOYMENT_MESSAGES.originNotAllowed('https://cdn.example')],
        // Named in the list, but a name: its address is loopback.
        [`http://localhost:${cdnPort}/ok/`, expect.stringMatching(/^localhost is at (127\.0\.0\.1|::1), a loopback/) as unknown as string],
        // Allowed, but sent on to another origin: not followed.
        [`${cdn.origin}/away/`, DEPLOYMENT_MESSAGES.redirectElsewhere('http://169.254.169.254')],
        [`${cdn.origin}/other/`, DEPLOYMENT_MESSAGES.redirectElsewhere(`http://localhost:${cdnPort}`)],
      ];
      for (const [url, message] of refusals) {
        const res = await register('blog', { version: 'ssrf', url }).expect(422);
        expect(res.body).toEqual({ message });
        const audit = await lastAudit();
        expect([audit.action, audit.entity, audit.adminEmail]).toEqual([DEPLOYMENT_AUDIT_ACTIONS.refuse, 'remote', DEPLOY_TOKEN_ACTOR]);
        expect(JSON.parse(audit.changes)).toEqual({ version: [null, 'ssrf'], url: [null, url], refused: [null, res.body.message] });
      }
      // Only the two redirects reached the file server; nothing else was fetched.
      expect(fetched).toBe(2);
      expect(await t.db.models.RemoteVersion.count({ where: { remote: 'blog', version: 'ssrf' } })).toBe(0);
      // The origin REMOTE_ORIGINS names by its address is accepted.
      await register('blog', { version: 'ssrf', url: `${cdn.origin}/ok/` }).expect(201);
    } finally {
      await cdn.close();
    }
  });

  it("registers a path on this site as a URL, fetching the manifest from this server: here, another version's store folder", async () => {
    publishToStore(site.remotesDir, 'auth', 'store-copy');
    const res = await register('auth', { version: 'by-path', url: '/remotes/auth/store-copy/' }, adminAuth).expect(201);
    expect(res.body).toMatchObject({ url: '/remotes/auth/store-copy/', local: false, publishedBy: adminEmail });
    const audit = await lastAudit();
    expect([audit.adminEmail, Number(audit.adminId)]).toEqual([
      adminEmail,
      Number((await t.db.models.User.findOne({ where: { email: adminEmail } }))!.id),
    ]);
  });

  it.each([
    [{ version: BUILT_IN_VERSION }, DEPLOYMENT_MESSAGES.reservedVersion],
    [{ version: '../etc' }, expect.stringMatching(/^version must be 1 to 64/) as unknown as string],
    [{ version: 'v1', extra: true }, 'Unknown field: extra'],
    [{ version: 'v1', url: 'ftp://cdn.example/x/' }, expect.stringMatching(/^url must be an http\(s\) URL/) as unknown as string],
    [{}, expect.stringMatching(/version/) as unknown as string],
  ])('refuses %p with 400', async (input, message) => {
    const res = await register('shop', input).expect(400);
    expect(res.body).toEqual({ message });
  });
});

describe('activating, the contract check and rolling back', () => {
  const shopV1 = async () => {
    publishToStore(site.remotesDir, 'shop', 'v1');
    await register('shop', { version: 'v1' });
  };

  it('refuses a version that does not expose ./Routes, listing the problem, and changes nothing', async () => {
    publishToStore(site.remotesDir, 'shop', 'no-routes', { exposes: ['./ProductsPreview', './ProductTeaser'] });
    await register('shop', { version: 'no-routes' }).expect(201);
    const res = await command(DEPLOYMENT_API.activate('shop'), { version: 'no-routes' }).expect(422);
    expect(res.body).toEqual({
      message: DEPLOYMENT_MESSAGES.contractFailed('shop', 'no-routes'),
      problems: [DEPLOYMENT_MESSAGES.missingExpose('./Routes')],
    });
    expect(await deployment('shop')).toMatchObject({ active: BUILT_IN_VERSION, previous: null, revision: 1 });
  });

  it('refuses a version that requires React 17 and shares Emotion privately, listing every problem', async () => {
    const shared = manifestOf('shell'); // the shell's list, changed below
    expect(shared).toContain('react');
    publishToStore(site.remotesDir, 'shop', 'react17', {
      exposes: ['./ProductsPreview'],
      shared: [
        { name: 'react', version: '17.0.2', requiredVersion: '^17.0.0', singleton: true },
        { name: '@emotion/react', version: '11.14.0', requiredVersion: '^11.14.0', singleton: false },
        { name: '@kingside/ui', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
      ],
    });
    await register('shop', { version: 'react17' }).expect(201);
    const res = await command(DEPLOYMENT_API.activate('shop'), { version: 'react17' }).expect(422);
    expect(res.body).toEqual({
      message: DEPLOYMENT_MESSAGES.contractFailed('shop', 'react17'),
      problems: [
        DEPLOYMENT_MESSAGES.missingExpose('./Routes'),
        DEPLOYMENT_MESSAGES.missingExpose('./ProductTeaser'),
        DEPLOYMENT_MESSAGES.incompatibleShared('react', '^17.0.0', '19.3.1'),
        DEPLOYMENT_MESSAGES.notSingleton('@emotion/react'),
      ],
    });
  });

  it('refuses the build of another remote (its container is not this one)', async () => {
    publishToStore(site.remotesDir, 'shop', 'blog-build', {
      container: 'mfe_blog',
      exposes: ['./Routes', './ProductsPreview', './ProductTeaser'],
    });
    await register('shop', { version: 'blog-build' }).expect(201);
    const res = await command(DEPLOYMENT_API.activate('shop'), { version: 'blog-build' }).expect(422);
    expect((res.body as { problems: string[] }).problems).toEqual([DEPLOYMENT_MESSAGES.wrongContainer('mfe_shop', 'mfe_blog')]);
  });

  it('answers 404 for a version that is not registered', async () => {
    const res = await command(DEPLOYMENT_API.activate('shop'), { version: 'v999' }).expect(404);
    expect(res.body).toEqual({ message: DEPLOYMENT_MESSAGES.unknownVersion('shop', 'v999') });
  });

  it('activates a version that passes: live, the built-in one its previous, the revision moved on (ETag), audited', async () => {
    await shopV1();
    const res = await command(DEPLOYMENT_API.activate('shop'), { version: 'v1' }).expect(200);
    expect(res.body).toMatchObject({ remote: 'shop', active: 'v1', previous: BUILT_IN_VERSION, canary: null, revision: 2 });
    expect(res.headers.etag).toBe('"2"');
    const audit = await lastAudit();
    expect([audit.action, audit.adminEmail, JSON.parse(audit.changes)]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.activate,
      DEPLOY_TOKEN_ACTOR,
      { shop: [BUILT_IN_VERSION, 'v1'] },
    ]);
    // The active version again changes nothing.
    const again = await command(DEPLOYMENT_API.activate('shop'), { version: 'v1' }).expect(200);
    expect((again.body as RemoteDeployment).revision).toBe(2);
    expect((await lastAudit()).id).toBe(audit.id);
  });

  it('refuses to activate a version whose files changed since it was registered (422)', async () => {
    publishToStore(site.remotesDir, 'checkout', 'v1');
    await register('checkout', { version: 'v1' }).expect(201);
    publishToStore(site.remotesDir, 'checkout', 'v1', { buildVersion: 'tampered' });
    const res = await command(DEPLOYMENT_API.activate('checkout'), { version: 'v1' }).expect(422);
    expect(res.body).toEqual({ message: DEPLOYMENT_MESSAGES.manifestChanged('checkout', 'v1') });
  });

  it('honours If-Match: a stale revision is 412 with nothing changed, the current one goes through', async () => {
    const { revision } = await deployment('shop');
    const stale = await command(DEPLOYMENT_API.rollback('shop'), {}, { 'If-Match': `"${revision - 1}"` }).expect(412);
    expect(stale.body).toEqual({ message: BACK_OFFICE_MESSAGES.conflict });
    expect((await deployment('shop')).active).toBe('v1');
    await command(DEPLOYMENT_API.rollback('shop'), {}, { 'If-Match': 'not a tag' }).expect(400);
    const res = await command(DEPLOYMENT_API.rollback('shop'), {}, { 'If-Match': `"${revision}"` }).expect(200);
    expect(res.body).toMatchObject({ active: BUILT_IN_VERSION, previous: null, revision: revision + 1 });
    expect(JSON.parse((await lastAudit()).changes)).toEqual({ shop: ['v1', BUILT_IN_VERSION] });
  });

  it('answers 409 when there is nothing to roll back to', async () => {
    const res = await command(DEPLOYMENT_API.rollback('shop'), {}).expect(409);
    expect(res.body).toEqual({ message: DEPLOYMENT_MESSAGES.noPrevious('shop') });
    await command(DEPLOYMENT_API.rollback('shop'), { force: true }).expect(400);
  });

  it('rolls back to the version before, then to the built-in one; activating v1, v2, rollback, v1 then rollback leaves built-in', async () => {
    publishToStore(site.remotesDir, 'shop', 'v2');
    await register('shop', { version: 'v2' }).expect(201);
    await command(DEPLOYMENT_API.activate('shop'), { version: 'v1' }).expect(200);
    const two = await command(DEPLOYMENT_API.activate('shop'), { version: 'v2' }).expect(200);
    expect(two.body).toMatchObject({ active: 'v2', previous: 'v1' });
    expect((await command(DEPLOYMENT_API.rollback('shop'), {}).expect(200)).body).toMatchObject({
      active: 'v1',
      previous: BUILT_IN_VERSION,
    });
    // v1 is live twice over in the history now; a rollback must still leave it.
    await command(DEPLOYMENT_API.activate('shop'), { version: 'v2' }).expect(200);
    await command(DEPLOYMENT_API.rollback('shop'), {}).expect(200);
    expect(await deployment('shop')).toMatchObject({ active: 'v1', previous: BUILT_IN_VERSION });
    expect((await command(DEPLOYMENT_API.rollback('shop'), {}).expect(200)).body).toMatchObject({
      active: BUILT_IN_VERSION,
      previous: null,
    });
  });

  it('activates the built-in version explicitly, without a check; v1 is then what a rollback returns to', async () => {
    await command(DEPLOYMENT_API.activate('shop'), { version: 'v1' }).expect(200);
    const res = await command(DEPLOYMENT_API.activate('shop'), { version: BUILT_IN_VERSION }).expect(200);
    expect(res.body).toMatchObject({ active: BUILT_IN_VERSION, previous: 'v1' });
    expect(Number((await lastAudit()).entityId)).toBe(0);
    expect((await command(DEPLOYMENT_API.rollback('shop'), {}).expect(200)).body).toMatchObject({ active: 'v1' });
  });
});

describe('canaries', () => {
  beforeAll(async () => {
    publishToStore(site.remotesDir, 'admin', 'v1');
    publishToStore(site.remotesDir, 'admin', 'v2');
    publishToStore(site.remotesDir, 'admin', 'bad', { exposes: ['./Routes'] });
    for (const version of ['v1', 'v2', 'bad']) await register('admin', { version }).expect(201);
    await command(DEPLOYMENT_API.activate('admin'), { version: 'v1' }).expect(200);
  });

  it('starts a canary of a version that passes the check (422 for one that does not, 409 for the live one)', async () => {
    const bad = await command(DEPLOYMENT_API.canary('admin'), { version: 'bad', percent: 10 }).expect(422);
    expect((bad.body as { problems: string[] }).problems).toEqual([DEPLOYMENT_MESSAGES.missingExpose('./AdminLogin')]);
    const live = await command(DEPLOYMENT_API.canary('admin'), { version: 'v1', percent: 10 }).expect(409);
    expect(live.body).toEqual({ message: DEPLOYMENT_MESSAGES.canaryIsActive('admin', 'v1') });
    await command(DEPLOYMENT_API.canary('admin'), { version: 'v2', percent: 101 }).expect(400);
    await command(DEPLOYMENT_API.canary('admin'), { percent: 10 }).expect(400);
    const res = await command(DEPLOYMENT_API.canary('admin'), { version: 'v2', percent: 25 }, adminAuth).expect(200);
    expect(res.body).toMatchObject({ active: 'v1', canary: { version: 'v2', percent: 25 } });
    const audit = await lastAudit();
    expect([audit.action, audit.adminEmail, JSON.parse(audit.changes)]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.canary,
      adminEmail,
      { 'admin canary': [null, 'v2 at 25%'] },
    ]);
  });

  it('ends a canary with percent 0; ending none changes nothing', async () => {
    const res = await command(DEPLOYMENT_API.canary('admin'), { percent: 0 }).expect(200);
    expect(res.body).toMatchObject({ active: 'v1', canary: null });
    expect(JSON.parse((await lastAudit()).changes)).toEqual({ 'admin canary': ['v2 at 25%', null] });
    const { revision } = res.body as RemoteDeployment;
    expect(((await command(DEPLOYMENT_API.canary('admin'), { percent: 0 }).expect(200)).body as RemoteDeployment).revision).toBe(revision);
  });

  it('promotes the canary: its version live for everyone, the canary over; 409 without one', async () => {
    const none = await command(DEPLOYMENT_API.promote('admin'), {}).expect(409);
    expect(none.body).toEqual({ message: DEPLOYMENT_MESSAGES.noCanary('admin') });
    await command(DEPLOYMENT_API.canary('admin'), { version: 'v2', percent: 50 }).expect(200);
    const res = await command(DEPLOYMENT_API.promote('admin'), {}).expect(200);
    expect(res.body).toMatchObject({ active: 'v2', previous: 'v1', canary: null });
    const audit = await lastAudit();
    expect([audit.action, JSON.parse(audit.changes)]).toEqual([
      DEPLOYMENT_AUDIT_ACTIONS.promote,
      { admin: ['v1', 'v2'], 'admin canary': ['v2 at 50%', null] },
    ]);
    expect(Number(audit.entityId)).toBe(
      Number((await t.db.models.RemoteVersion.findOne({ where: { remote: 'admin', version: 'v2' } }))!.id),
    );
  });
});

describe('failures reported by browsers', () => {
  const report = (body: unknown, type = 'application/json') =>
    api()
      .post(DEPLOYMENT_API.failures)
      .set('Content-Type', type)
      .send(typeof body === 'string' ? body : JSON.stringify(body));

  it('counts failures per version, of the built-in version and registered ones only, with no authentication', async () => {
    await report({ remote: 'learn', version: 'v1', phase: 'load' }).expect(204);
    await report({ remote: 'learn', version: 'v1', phase: 'render' }).expect(204);
    await report({ remote: 'learn', version: BUILT_IN_VERSION, phase: 'timeout' }).expect(204);
    // JSON only, as every body the api reads.
    await report({ remote: 'learn', version: BUILT_IN_VERSION, phase: 'timeout' }, 'text/plain').expect(400);
    // Not registered for learn (blog has a v2): answered alike, never counted.
    await report({ remote: 'learn', version: 'v2', phase: 'load' }).expect(204);
    await report({ remote: 'learn', version: 'made-up', phase: 'load' }).expect(204);
    expect((await deployment('learn')).failuresLastHour).toEqual({ v1: 2, [BUILT_IN_VERSION]: 1 });
    expect(await t.db.models.RemoteFailure.count({ where: { remote: 'learn' } })).toBe(2);
  });

  it('refuses what is not a report: unknown fields, unknown remotes and phases, bodies over 1 kB', async () => {
    const extra = await report({ remote: 'learn', version: 'v1', phase: 'load', userAgent: 'x' }).expect(400);
    expect(extra.body).toEqual({ message: 'Unknown field: userAgent' });
    await report({ remote: 'payments', version: 'v1', phase: 'load' }).expect(400);
    await report({ remote: 'learn', version: 'v1', phase: 'crash' }).expect(400);
    const large = await report({ remote: 'learn', version: 'v1', phase: 'load', padding: 'x'.repeat(1100) }).expect(413);
    expect(large.body).toEqual({ message: API_MESSAGES.bodyTooLarge });
  });

  it('limits reports per address (30 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await report({ remote: 'blog', version: BUILT_IN_VERSION, phase: 'load' })).status);
    expect(statuses).toContain(429);
    const res = await report({ remote: 'blog', version: BUILT_IN_VERSION, phase: 'load' }).expect(429);
    expect(res.body).toEqual({ message: API_MESSAGES.tooManyRequests });
  });
});

it('limits failed deploy-token attempts per address, and only failed ones', async () => {
  const limited = await createTestApp({ seed: false, env: { DEPLOY_TOKEN, AUTH_RATE_LIMIT: '3', WEB_ROOT: 'none' } });
  try {
    for (let i = 0; i < 5; i++) await request(limited.app).get(DEPLOYMENT_API.remotes).set(deployAuth).expect(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(limited.app).get(DEPLOYMENT_API.remotes).set({ Authorization: 'Bearer guess' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Over the limit, the right token waits too: nothing is compared any more from that address.
    await request(limited.app).get(DEPLOYMENT_API.remotes).set(deployAuth).expect(429);
  } finally {
    await limited.close();
  }
});
