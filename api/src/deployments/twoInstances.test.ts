import { randomBytes } from 'node:crypto';
import { BUILT_IN_VERSION, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@kingside/contracts';
import { DEPLOYMENT_API } from '@kingside/contracts/deployments';
import { connectRedis, startInstance, type Instance, type RedisConnection } from '../scale/instances';
import { createTestDatabase } from '../testing/testApp';
import { publishToStore, siteFixture } from '../testing/fixtures/deployments';

/*
 * Two api instances over one database and one Redis (issue 20): an activation through A reaches the pages B serves
 * within a second, though B keeps the live remotes in memory, because every registry write is published on
 * kingside:remotes (liveRemotes.ts). On SQLite (one file, the instances started one after the other) and MariaDB.
 */

/** The bound: after an activation on one instance, a page served by another carries it within 1 second. */
const PROPAGATION_BUDGET_MS = 1000;
const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379/11';
const DEPLOY_TOKEN = randomBytes(24).toString('hex');
const deployAuth = { Authorization: `Bearer ${DEPLOY_TOKEN}`, 'Content-Type': 'application/json' };

let redis: RedisConnection;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let site: ReturnType<typeof siteFixture>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  redis = await connectRedis(REDIS_URL);
  database = await createTestDatabase();
  site = siteFixture();
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '4',
    REDIS_URL,
    WEB_ROOT: site.webRoot,
    REMOTES_DIR: site.remotesDir,
    DEPLOY_TOKEN,
    ADMIN_EMAIL: 'admin@registry.example',
    ADMIN_PASSWORD: 'registry admin passphrase 1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
  };
  a = await startInstance('A', env);
  b = await startInstance('B', env);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  site?.remove();
  if (redis?.isOpen) await redis.quit();
});

async function shopOn(instance: Instance): Promise<string | undefined> {
  const html = await (await fetch(`${instance.url}/shop`)).text();
  const json = new RegExp(`id="${RUNTIME_CONFIG_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
  return (JSON.parse(json ?? '{}') as RuntimeConfig).versions?.shop;
}

async function command(instance: Instance, path: string, body: object): Promise<number> {
  return (await fetch(`${instance.url}${path}`, { method: 'POST', headers: deployAuth, body: JSON.stringify(body) })).status;
}

/** Polls until `check` holds, at most the budget; how long it took, or Infinity. */
async function within(check: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (Date.now() - start <= PROPAGATION_BUDGET_MS) {
    if (await check()) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}

it('serves on B, within a second, the version activated and rolled back through A', async () => {
  publishToStore(site.remotesDir, 'shop', 'v1');
  expect(await command(a, DEPLOYMENT_API.versions('shop'), { version: 'v1' })).toBe(201);
  // B has read the live remotes and keeps them: only a message can tell it of a change.
  expect(await shopOn(b)).toBe(BUILT_IN_VERSION);

  expect(await command(a, DEPLOYMENT_API.activate('shop'), { version: 'v1' })).toBe(200);
  expect(await within(async () => (await shopOn(b)) === 'v1')).toBeLessThanOrEqual(PROPAGATION_BUDGET_MS);

  expect(await command(a, DEPLOYMENT_API.rollback('shop'), {})).toBe(200);
  expect(await within(async () => (await shopOn(b)) === BUILT_IN_VERSION)).toBeLessThanOrEqual(PROPAGATION_BUDGET_MS);
});

it('keeps serving what B had when no message arrives (a write behind the api’s back), until its subscription reconnects', async () => {
  await a.deps.db.models.RemoteActivation.create({ remote: 'shop', version: 'v1', activatedAt: new Date(), activatedBy: 'test' });
  expect(await shopOn(b)).toBe(BUILT_IN_VERSION);
  await redis.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
  let seen: string | undefined;
  for (const start = Date.now(); Date.now() - start < 3000 && seen !== 'v1'; await new Promise((resolve) => setTimeout(resolve, 25))) {
    seen = await shopOn(b);
  }
  expect(seen).toBe('v1');
});
