import { randomBytes } from 'node:crypto';
import { API, IDEMPOTENCY_HEADER, type AdminProduct, type Cart, type Product } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { BACK_OFFICE_API, isInStock } from '@kingside/contracts/admin';
import { codeAt } from '../backOffice/totp';
import { SESSION_COOKIE, SESSION_TABLE } from '../accounts/session';
import { createUser } from '../testing/fixtures/users';
import { issueToken } from '../accounts/tokens';
import { createTestDatabase, dbKind } from '../testing/testApp';
import { connectRedis, deleteKingsideKeys, startInstance, type Instance, type RedisConnection } from './instances';

/*
 * Several api instances (issue 9, item 4): two instances on two ports over ONE MariaDB database and ONE
 * Redis, as behind a load balancer that sends each request wherever it likes. Tokens live in the
 * database; sessions (the admin's pending two-factor step, GitHub's `state`) and the sign-in rate limit
 * live in Redis, so whichever instance a request reaches sees the same state.
 *
 * Redis: the machine's server on 127.0.0.1:6379 (SCALE_REDIS_URL to change), logical database 11 so
 * nothing of another database is touched; only this app's `kingside:*` keys are deleted, before and after.
 * (Pub/sub channels, which carry the catalogue changes, are not per database: two test runs at once on one
 * Redis would clear each other's caches, which costs them nothing but a reload.)
 */

/** How long another instance may serve the catalogue as it was before a write (issue: within 1 second). */
const INVALIDATION_BUDGET_MS = 1000;

const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379/11';
const RATE_LIMIT = 4;
const ADMIN = { email: 'admin@scale.example', password: 'scale admin passphrase 1' };

const describeOnMariaDb = dbKind() === 'mysql' ? describe : describe.skip;

describeOnMariaDb(
  'two api instances over one MariaDB database and one Redis (MariaDB project only: several instances over one SQLite file is not a supported topology)',
  () => {
    let redis: RedisConnection;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let a: Instance;
    let b: Instance;

    beforeAll(async () => {
      redis = await connectRedis(REDIS_URL);
      await deleteKingsideKeys(redis);
      database = await createTestDatabase('mysql');
      const env = {
        DATABASE_URL: database.url,
        DATABASE_POOL_MAX: '4',
        REDIS_URL,
        AUTH_RATE_LIMIT: String(RATE_LIMIT),
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        // Every instance of one deployment shares these: sessions signed by one are read by the other.
        SESSION_SECRET: randomBytes(32).toString('hex'),
        SECRETS_KEY: randomBytes(32).toString('hex'),
      };
      // Started together, as a deployment starts its replicas: both migrate and seed the same database at once.
      [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    }, 60_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      if (redis?.isOpen) {
        await deleteKingsideKeys(redis);
        await redis.quit();
      }
    });

    /** Each test starts with a fresh rate-limit allowance (the limiter counts every sign-in route). */
    beforeEach(() => deleteKingsideKeys(redis, 'kingside:rl:*'));

    const call = async (
      instance: Instance,
      method: string,
      path: string,
      options: { body?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const res = await fetch(`${instance.url}${path}`, {
        method,
        headers: { ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        redirect: 'manual',
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
    };
    const bearer = (token: unknown) => ({ Authorization: `Bearer ${String(token)}` });

    it('migrated and seeded the one database once, although both instances did it at the same time', async () => {
      const { User, Product } = a.deps.db.models;
      expect(await User.count({ where: { email: ADMIN.email } })).toBe(1);
      expect(await Product.count()).toBe(18);
      const [tables] = (await a.deps.db.sequelize.query('SELECT name FROM migrations ORDER BY name')) as [{ name: string }[], unknown];
      expect(new Set(tables.map((t) => t.name)).size).toBe(tables.length);
    });

    it('signs a member in through A and knows them on B; a sign-out on B ends the session on A', async () => {
      const member = await createUser(a.deps.db.models, { password: 'member passphrase 99' });
      const login = await call(a, 'POST', API.login, { body: { email: member.email, password: 'member passphrase 99' } });
      expect(login.status).toBe(200);
      const me = await call(b, 'GET', API.me, { headers: bearer(login.body.token) });
      expect([me.status, me.body.email]).toEqual([200, member.email]);

      expect((await call(b, 'POST', API.logout, { headers: bearer(login.body.token) })).status).toBe(200);
      expect((await call(a, 'GET', API.me, { headers: bearer(login.body.token) })).status).toBe(401);
    });

    it("completes on B the admin's two-factor sign-in started on A, with the same cookie, the session being in Redis", async () => {
      // Two-factor on, through A.
      const first = await call(a, 'POST', API.adminLogin, { body: ADMIN });
      expect(first.body.requireTwoFactor).toBe(false);
      const security = await call(a, 'POST', API.adminSecurity, {
        headers: bearer(first.body.token),
        body: { enableTwoFactor: true, userId: (first.body.user as { id: number }).id },
      });
      expect(security.status).toBe(200);
      const secret = security.body.twoFactorSecret as string;

      // The password step on A: the pending sign-in lives in the session of this cookie.
      const passwordStep = await call(a, 'POST', API.adminLogin, { body: ADMIN });
      expect(passwordStep.body).toMatchObject({ requireTwoFactor: true });
      const cookie = passwordStep.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toBeDefined();
      const sessionKeys = [] as string[];
      for await (const keys of redis.scanIterator({ MATCH: 'kingside:sess:*' })) sessionKeys.push(...keys);
      expect(sessionKeys.length).toBeGreaterThan(0);
      const [[{ count }]] = (await a.deps.db.sequelize.query(`SELECT COUNT(*) AS count FROM ${SESSION_TABLE}`)) as [
        [{ count: number }],
        unknown,
      ];
      expect(Number(count)).toBe(0);

      // The code step on B.
      const verify = await call(b, 'POST', API.adminVerify2fa, {
        headers: { Cookie: cookie! },
        body: { twoFactorCode: codeAt(secret, Date.now()), userId: passwordStep.body.userId },
      });
      expect(verify.status).toBe(200);
      expect((await call(a, 'GET', API.adminUsers, { headers: bearer(verify.body.token) })).status).toBe(200);
      // Without the cookie, B has no pending sign-in to complete.
      const stray = await call(b, 'POST', API.adminVerify2fa, {
        body: { twoFactorCode: codeAt(secret, Date.now()), userId: passwordStep.body.userId },
      });
      expect(stray.status).toBe(401);
    });

    it('reads on B a cart changed through A, and the other way round; an order placed on B is replayed by A', async () => {
      const product = (await a.deps.db.models.Product.findAll({ order: [['id', 'ASC']] })).find((p) => isInStock(Number(p.stock)))!;
      const cartId = (await call(a, 'POST', API.carts)).body.id as string;
      await call(b, 'POST', API.cartItems(cartId), { body: { productId: product.id, quantity: 2 } });
      await call(a, 'POST', API.cartItems(cartId), { body: { productId: product.id, quantity: 1 } });
      const expected: Cart = { id: cartId, items: [{ productId: product.id, quantity: 3 }] };
      expect((await call(b, 'GET', API.cart(cartId))).body).toEqual(expected);
      await call(b, 'PUT', API.cartItem(cartId, product.id), { body: { quantity: 5 } });
      expect((await call(a, 'GET', API.cart(cartId))).body).toEqual({ ...expected, items: [{ productId: product.id, quantity: 5 }] });

      const subtotal = Number(product.price) * 5;
      const order = {
        customerName: 'Scale Tester',
        customerEmail: 'scale@example.test',
        customerAddress: '2 Replica Road',
        totalAmount: subtotal + (subtotal >= 5000 ? 0 : 999),
        items: [{ productId: product.id, quantity: 5, price: Number(product.price) }],
      };
      const key = { [IDEMPOTENCY_HEADER]: `scale-${randomBytes(6).toString('hex')}` };
      const placed = await call(b, 'POST', API.orders, { body: order, headers: key });
      const replayed = await call(a, 'POST', API.orders, { body: order, headers: key });
      expect([placed.status, replayed.status]).toEqual([201, 200]);
      expect(replayed.body.id).toBe(placed.body.id);
    });

    it('serves on B, within a second, what an administrator changed through A (Redis pub/sub clears B’s caches)', async () => {
      const admin = (await a.deps.db.models.User.findOne({ where: { email: ADMIN.email } }))!;
      const adminAuth = bearer(await issueToken(a.deps.db.models, admin.id, 'admin'));
      const productOnB = async (id: number) => call(b, 'GET', API.product(id));
      const priceOnB = async (id: number) => ((await productOnB(id)).body as unknown as Product).price;
      const listedOnB = async () => (await call(b, 'GET', API.products)).body as unknown as Product[];
      /** Polls B until `check` holds, at most INVALIDATION_BUDGET_MS; returns how long it took (or Infinity). */
      const within = async (check: () => Promise<boolean>) => {
        const start = Date.now();
        while (Date.now() - start <= INVALIDATION_BUDGET_MS) {
          if (await check()) return Date.now() - start;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return Infinity;
      };

      const { id, price } = (await listedOnB()).find((p) => p.inStock)!;
      expect(await priceOnB(id)).toBe(price);
      // B serves from its cache now: a change behind the api's back (no invalidation) does not show there.
      await a.deps.db.models.Product.update({ price: price + 1 }, { where: { id } });
      expect(await priceOnB(id)).toBe(price);

      const record = await call(a, 'GET', BACK_OFFICE_API.item('products', id), { headers: adminAuth });
      const newPrice = price + 500;
      const edit = await call(a, 'PATCH', BACK_OFFICE_API.item('products', id), {
        headers: { ...adminAuth, 'If-Match': record.headers.get('etag')! },
        body: { price: newPrice },
      });
      expect([edit.status, (edit.body as unknown as AdminProduct).price]).toEqual([200, newPrice]);
      expect(await within(async () => (await priceOnB(id)) === newPrice)).toBeLessThanOrEqual(INVALIDATION_BUDGET_MS);
      expect((await listedOnB()).find((p) => p.id === id)!.price).toBe(newPrice);

      // Archived through A: gone from B's pages; restored: back.
      expect((await call(a, 'DELETE', BACK_OFFICE_API.item('products', id), { headers: adminAuth })).status).toBe(204);
      expect(await within(async () => (await productOnB(id)).status === 404)).toBeLessThanOrEqual(INVALIDATION_BUDGET_MS);
      expect((await listedOnB()).map((p) => p.id)).not.toContain(id);
      // The version as it is now (an order of the product also moves it: commerce/stock.ts).
      const archived = await call(a, 'GET', BACK_OFFICE_API.item('products', id), { headers: adminAuth });
      const restore = await call(a, 'PATCH', BACK_OFFICE_API.item('products', id), {
        headers: { ...adminAuth, 'If-Match': archived.headers.get('etag')! },
        body: { archived: false },
      });
      expect(restore.status).toBe(200);
      expect(await within(async () => (await productOnB(id)).status === 200)).toBeLessThanOrEqual(INVALIDATION_BUDGET_MS);
    });

    it('clears B’s caches when its subscription reconnects (it may have missed changes), and hears A again after', async () => {
      const admin = (await a.deps.db.models.User.findOne({ where: { email: ADMIN.email } }))!;
      const adminAuth = bearer(await issueToken(a.deps.db.models, admin.id, 'admin'));
      const nameOnB = async (id: number) => ((await call(b, 'GET', API.product(id))).body as unknown as Product).name;
      const eventually = async (check: () => Promise<boolean>) => {
        const start = Date.now();
        while (Date.now() - start <= 3000) {
          if (await check()) return true;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        return false;
      };
      const product = (await a.deps.db.models.Product.findAll({ where: { archived: false }, order: [['id', 'DESC']], limit: 1 }))[0]!;
      const cached = await nameOnB(product.id);
      // A change no instance hears of; then every subscription connection is cut, as by a Redis restart.
      await a.deps.db.models.Product.update({ name: `${cached} (by hand)` }, { where: { id: product.id } });
      expect(await nameOnB(product.id)).toBe(cached);
      await redis.sendCommand(['CLIENT', 'KILL', 'TYPE', 'pubsub']);
      expect(await eventually(async () => (await nameOnB(product.id)) === `${cached} (by hand)`)).toBe(true);

      // Subscribed again: A's next write reaches B as before.
      const record = await call(a, 'GET', BACK_OFFICE_API.item('products', product.id), { headers: adminAuth });
      const edit = await call(a, 'PATCH', BACK_OFFICE_API.item('products', product.id), {
        headers: { ...adminAuth, 'If-Match': record.headers.get('etag')! },
        body: { name: `${cached} (edited)` },
      });
      expect(edit.status).toBe(200);
      expect(await eventually(async () => (await nameOnB(product.id)) === `${cached} (edited)`)).toBe(true);
    });

    it('counts the sign-in rate limit across both instances', async () => {
      const attempt = (instance: Instance) =>
        call(instance, 'POST', API.login, { body: { email: 'nobody@scale.example', password: 'wrong password 1' } });
      // Alternating A, B, A, B: each instance alone has seen only half of the allowance.
      const statuses = [];
      for (let i = 0; i < RATE_LIMIT; i++) statuses.push((await attempt(i % 2 === 0 ? a : b)).status);
      expect(statuses).toEqual(Array(RATE_LIMIT).fill(401));
      const over = await attempt(a);
      expect([over.status, over.body]).toEqual([429, { message: API_MESSAGES.tooManyRequests }]);
      expect((await attempt(b)).status).toBe(429);
      // The admin sign-in draws on the same allowance, on either instance.
      expect((await call(b, 'POST', API.adminLogin, { body: ADMIN })).status).toBe(429);
      const counters = [] as string[];
      for await (const keys of redis.scanIterator({ MATCH: 'kingside:rl:*' })) counters.push(...keys);
      expect(counters.length).toBeGreaterThan(0);
    });
  },
);
