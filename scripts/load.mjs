// `npm run load`: mixed traffic against the all-in-one server on MariaDB, then checks that nothing was
// lost: zero 5xx, every acknowledged order stored exactly once with the right total, retried
// Idempotency-Keys made one order, no cart line lost or doubled. Exits non-zero on any violation.
//
// The script starts `api/dist/server.js` itself (building the api first if it is not built) on a fresh
// database of the MariaDB at TEST_MYSQL_URL, which it drops afterwards. Loopback only; bounded in time
// (LOAD_DURATION) and in count (LOAD_MAX_REQUESTS).
//   LOAD_DURATION     seconds of traffic (default 60)        LOAD_CONNECTIONS  concurrent clients (default 200)
//   LOAD_MAX_REQUESTS hard cap on requests (default 2e6)     LOAD_MEMBERS      members registered first (default 40)
//   LOAD_POOL_MAX     DATABASE_POOL_MAX of the server (20)   LOAD_SCRYPT_COST  password hashing cost (default 16384)
//   LOAD_SEED         seed of the traffic mix                TEST_MYSQL_URL    default mysql://root@127.0.0.1:3306/test
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const DURATION_S = Number(env.LOAD_DURATION || 60);
const CONNECTIONS = Number(env.LOAD_CONNECTIONS || 200);
const MAX_REQUESTS = Number(env.LOAD_MAX_REQUESTS || 2_000_000);
const MEMBERS = Number(env.LOAD_MEMBERS || 40);
const POOL_MAX = Number(env.LOAD_POOL_MAX || 20);
const SCRYPT_COST = Number(env.LOAD_SCRYPT_COST || 16384);
const SEED = Number(env.LOAD_SEED || 9);
const MYSQL_URL = env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
const REQUEST_TIMEOUT_MS = 30_000;

// docs/spec.md §9 (packages/contracts/src/money.ts): free shipping from $50, else $9.99.
const FREE_SHIPPING_THRESHOLD_CENTS = 5000;
const SHIPPING_FEE_CENTS = 999;
const shippingFor = (subtotal) => (subtotal >= FREE_SHIPPING_THRESHOLD_CENTS ? 0 : SHIPPING_FEE_CENTS);
const MAX_LINE_QUANTITY = 99;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mulberry32: the same LOAD_SEED gives the same mix of operations. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

// ---------------------------------------------------------------------------------------------------
// The server under load

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function mysqlOptions(url, database) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    ...(database ? { database } : {}),
  };
}

async function createDatabase() {
  const name = `kingside_load_${Date.now().toString(36)}`;
  let conn;
  try {
    conn = await mysql.createConnection({ ...mysqlOptions(MYSQL_URL), connectTimeout: 3000 });
  } catch (error) {
    throw new Error(
      `MariaDB is not answering at ${new URL(MYSQL_URL).host} (${error.message}). Start it: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd, or set TEST_MYSQL_URL.`,
      { cause: error },
    );
  }
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(MYSQL_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = await mysql.createConnection(mysqlOptions(MYSQL_URL));
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

async function startServer(port, databaseUrl, outboxDir) {
  if (!fs.existsSync(path.join(root, 'api/dist/server.js'))) {
    console.log('api/dist is missing: building the api (npx tsc -b api)...');
    const built = spawnSync('npx', ['tsc', '-b', 'api'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('building the api failed');
  }
  const stderr = [];
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: String(POOL_MAX),
      // Every sign-in comes from this one address: the per-address limit would stop the run at once.
      AUTH_RATE_LIMIT: '100000000',
      SCRYPT_COST: String(SCRYPT_COST),
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'load-session-secret-0123456789abcdef',
      SECRETS_KEY: 'c'.repeat(64),
      ADMIN_EMAIL: 'admin@load.example',
      ADMIN_PASSWORD: 'load admin passphrase 1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      OUTBOX_DIR: outboxDir,
      SMTP_URL: '',
      REDIS_URL: '',
    },
  });
  child.stderr.on('data', (chunk) => {
    stderr.push(chunk.toString());
    if (stderr.length > 200) stderr.shift();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${stderr.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return { child, stderr };
    } catch {
      /* starting */
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready within 60 s:\n${stderr.join('')}`);
}

async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------------
// The client: one keep-alive agent with CONNECTIONS sockets, every answer timed per kind

const stats = new Map(); // kind -> { latencies: number[], statuses: Map<number, number>, errors: number }
let requestCount = 0;
const violations = [];
const violation = (message) => {
  if (violations.length < 10_000) violations.push(message);
};

function record(kind, ms, status) {
  let entry = stats.get(kind);
  if (!entry) stats.set(kind, (entry = { latencies: [], statuses: new Map(), errors: 0 }));
  if (status === 0) entry.errors += 1;
  else {
    entry.latencies.push(ms);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }
}

function client(port) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  return {
    agent,
    /** Resolves {status, body} (status 0 on a transport error); never rejects. */
    request(kind, method, pathname, { body, headers = {} } = {}) {
      requestCount += 1;
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const started = performance.now();
      return new Promise((resolve) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: pathname,
            agent,
            headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}), ...headers },
          },
          (res) => {
            const chunks = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => {
              const ms = performance.now() - started;
              record(kind, ms, res.statusCode);
              if (res.statusCode >= 500) violation(`${kind}: ${method} ${pathname} answered ${res.statusCode}`);
              const text = Buffer.concat(chunks).toString('utf8');
              let json = null;
              try {
                json = text ? JSON.parse(text) : null;
              } catch {
                /* not JSON */
              }
              resolve({ status: res.statusCode, body: json, headers: res.headers });
            });
            res.on('error', () => {
              record(kind, 0, 0);
              resolve({ status: 0, body: null, headers: {} });
            });
          },
        );
        req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error('timeout')));
        req.on('error', (error) => {
          record(kind, 0, 0);
          violation(`${kind}: ${method} ${pathname} failed: ${error.message}`);
          resolve({ status: 0, body: null, headers: {} });
        });
        req.end(payload);
      });
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Preparation: the catalogue, and verified members (registered through the api, verified with the
// link of the e-mail the server wrote to its outbox)

async function registerMembers(api, outboxDir, count) {
  const members = [];
  let next = 0;
  const password = 'load member passphrase 7';
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const email = `load.member.${n}@example.test`;
      const res = await api.request('setup', 'POST', '/api/auth/register', {
        body: { firstName: 'Load', lastName: `Member ${n}`, username: `load_member_${n}`, email, password },
      });
      if (res.status !== 201) throw new Error(`registering ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
      members.push({ email, password });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));

  // The outbox holds one <id>.json per mail: {to, subject, text}; the text carries the link.
  const deadline = Date.now() + 30_000;
  const links = new Map();
  while (links.size < count && Date.now() < deadline) {
    for (const file of fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json'))) {
      const mail = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8'));
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w%-]+/.exec(mail.text)?.[0];
      if (link) links.set(mail.to, new URL(link));
    }
    if (links.size < count) await sleep(100);
  }
  for (const member of members) {
    const link = links.get(member.email);
    if (!link) throw new Error(`no verification mail for ${member.email} in ${outboxDir}`);
    const res = await api.request('setup', 'GET', link.pathname + link.search);
    if (res.status !== 302 || !/verified=1/.test(res.headers.location ?? '')) {
      throw new Error(`verifying ${member.email} answered ${res.status} ${res.headers.location}`);
    }
  }
  return members;
}

// ---------------------------------------------------------------------------------------------------
// The traffic: CONNECTIONS virtual clients, each looping over a weighted mix until the deadline

const CATALOGUE_PATHS = (catalogue) => [
  '/api/products',
  '/api/lessons',
  '/api/blog-posts',
  '/api/testimonials',
  '/api/lessons/level/beginner',
  '/api/products/category/Chess%20Sets',
  '/api/blog-posts/category/Strategy',
  ...catalogue.products.map((p) => `/api/products/${p.id}`),
  ...catalogue.lessons.slice(0, 8).map((l) => `/api/lessons/${l.id}`),
];

/** Every order acknowledged with a 2xx, by Idempotency-Key. */
const acknowledged = new Map(); // key -> { id, total, items, responses }
/** Keys whose outcome the client does not know (transport error): an order may or may not exist. */
const uncertainKeys = new Set();
let retriedKeys = 0;
let concurrentDuplicates = 0;

async function virtualClient(n, api, catalogue, members, deadline) {
  const rnd = random(SEED * 1000 + n);
  const paths = CATALOGUE_PATHS(catalogue);
  const sellable = catalogue.products.filter((p) => p.inStock);
  const carts = []; // { id, lines: Map<productId, quantity> } — this client is the only one using them
  const member = members[n % members.length];
  let orders = 0;
  const running = () => Date.now() < deadline && requestCount < MAX_REQUESTS;

  const expectStatus = (kind, res, ...wanted) => {
    if (res.status !== 0 && !wanted.includes(res.status))
      violation(`${kind}: expected ${wanted.join('/')}, got ${res.status} ${JSON.stringify(res.body)}`);
    return wanted.includes(res.status);
  };

  async function cartStep() {
    if (carts.length === 0 || (carts.length < 3 && rnd() < 0.05)) {
      const res = await api.request('cart create', 'POST', '/api/cart');
      if (expectStatus('cart create', res, 201)) carts.push({ id: res.body.id, lines: new Map() });
      return;
    }
    const cart = pick(rnd, carts);
    const held = [...cart.lines.keys()];
    const r = rnd();
    if (r < 0.4 || held.length === 0) {
      const product = pick(rnd, sellable);
      const current = cart.lines.get(product.id) ?? 0;
      if (current >= MAX_LINE_QUANTITY - 4) return; // keep under the per-line limit: a 400 here would be our fault
      if (rnd() < 0.3) {
        // Two adds of the same product at once: both must count (no lost update, no double line).
        const [x, y] = await Promise.all([
          api.request('cart add', 'POST', `/api/cart/${cart.id}/items`, { body: { productId: product.id, quantity: 1 } }),
          api.request('cart add', 'POST', `/api/cart/${cart.id}/items`, { body: { productId: product.id, quantity: 1 } }),
        ]);
        const added = [x, y].filter((res) => expectStatus('cart add', res, 200)).length;
        cart.lines.set(product.id, current + added);
      } else {
        const quantity = 1 + Math.floor(rnd() * 3);
        const res = await api.request('cart add', 'POST', `/api/cart/${cart.id}/items`, { body: { productId: product.id, quantity } });
        if (expectStatus('cart add', res, 200)) cart.lines.set(product.id, current + quantity);
      }
    } else if (r < 0.65) {
      const productId = pick(rnd, held);
      const quantity = 1 + Math.floor(rnd() * 10);
      const res = await api.request('cart update', 'PUT', `/api/cart/${cart.id}/items/${productId}`, { body: { quantity } });
      if (expectStatus('cart update', res, 200)) cart.lines.set(productId, quantity);
    } else if (r < 0.8) {
      const productId = pick(rnd, held);
      const res = await api.request('cart remove', 'DELETE', `/api/cart/${cart.id}/items/${productId}`);
      if (expectStatus('cart remove', res, 200)) cart.lines.delete(productId);
    } else {
      const res = await api.request('cart read', 'GET', `/api/cart/${cart.id}`);
      if (expectStatus('cart read', res, 200)) {
        const seen = new Map(res.body.items.map((item) => [item.productId, item.quantity]));
        const same = seen.size === cart.lines.size && [...cart.lines].every(([id, q]) => seen.get(id) === q);
        if (!same) violation(`cart ${cart.id} read ${JSON.stringify(res.body.items)}, expected ${JSON.stringify([...cart.lines])}`);
      }
    }
  }

  async function orderStep() {
    const count = 1 + Math.floor(rnd() * 3);
    const chosen = [...new Set(Array.from({ length: count }, () => pick(rnd, sellable)))];
    const items = chosen.map((p) => ({ productId: p.id, quantity: 1 + Math.floor(rnd() * 3), price: p.price }));
    const subtotal = items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    const total = subtotal + shippingFor(subtotal);
    const key = `load-${SEED}-${n}-${++orders}`;
    const body = {
      customerName: `Load Client ${n}`,
      customerEmail: `client${n}@example.test`,
      customerAddress: `${n} Throughput Street, Benchmark City`,
      totalAmount: total,
      items,
      status: 'pending',
    };
    const send = (kind) => api.request(kind, 'POST', '/api/orders', { body, headers: { 'idempotency-key': key } });
    const concurrent = rnd() < 0.1;
    const first = concurrent ? await Promise.all([send('order'), send('order retry')]) : [await send('order')];
    if (concurrent) concurrentDuplicates += 1;
    const responses = [...first];
    if (!concurrent && rnd() < 0.25) {
      retriedKeys += 1;
      responses.push(await send('order retry'));
    } else if (concurrent) retriedKeys += 1;
    if (responses.some((res) => res.status === 0)) uncertainKeys.add(key);
    const ok = responses.filter((res) => res.status === 200 || res.status === 201);
    for (const res of responses) if (res.status !== 0) expectStatus('order', res, 200, 201);
    if (ok.length === 0) return;
    const created = ok.filter((res) => res.status === 201).length;
    if (created !== 1 && !uncertainKeys.has(key))
      violation(`order key ${key}: ${created} answers said "created" (201), expected exactly 1`);
    const ids = new Set(ok.map((res) => res.body.id));
    if (ids.size !== 1) violation(`order key ${key}: answers named different orders ${[...ids].join(', ')}`);
    for (const res of ok) {
      if (res.body.totalAmount !== total) violation(`order key ${key}: answered total ${res.body.totalAmount}, expected ${total}`);
    }
    acknowledged.set(key, { id: ok[0].body.id, total, items, responses: ok.length });
  }

  async function signInStep() {
    const res = await api.request('sign-in', 'POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    if (!expectStatus('sign-in', res, 200)) return;
    const auth = { authorization: `Bearer ${res.body.token}` };
    const me = await api.request('me', 'GET', '/api/auth/me', { headers: auth });
    if (expectStatus('me', me, 200) && me.body.email !== member.email)
      violation(`/api/auth/me answered ${me.body.email} for ${member.email}`);
    if (rnd() < 0.5) expectStatus('sign-out', await api.request('sign-out', 'POST', '/api/auth/logout', { headers: auth }), 200);
  }

  while (running()) {
    const r = rnd();
    if (r < 0.5) {
      const res = await api.request('catalogue', 'GET', pick(rnd, paths), { headers: { 'accept-encoding': 'gzip, br' } });
      expectStatus('catalogue', res, 200);
    } else if (r < 0.78) await cartStep();
    else if (r < 0.93) await orderStep();
    else await signInStep();
  }
  return carts;
}

// ---------------------------------------------------------------------------------------------------
// Checks against the database

async function verify(databaseName, carts) {
  const db = await mysql.createConnection(mysqlOptions(MYSQL_URL, databaseName));
  try {
    const [orders] = await db.query('SELECT id, idempotencyKey, subtotal, shipping, totalAmount, status FROM orders');
    const [lines] = await db.query('SELECT orderId, productId, quantity, price FROM order_lines ORDER BY id');
    const linesByOrder = new Map();
    for (const line of lines) {
      if (!linesByOrder.has(line.orderId)) linesByOrder.set(line.orderId, []);
      linesByOrder.get(line.orderId).push(line);
    }
    const byKey = new Map();
    for (const order of orders) {
      byKey.set(order.idempotencyKey, [...(byKey.get(order.idempotencyKey) ?? []), order]);
      const orderLines = linesByOrder.get(order.id) ?? [];
      const subtotal = orderLines.reduce((sum, l) => sum + Number(l.price) * Number(l.quantity), 0);
      const total = subtotal + shippingFor(subtotal);
      if (orderLines.length === 0) violation(`order ${order.id} has no lines`);
      if (Number(order.subtotal) !== subtotal || Number(order.shipping) !== shippingFor(subtotal) || Number(order.totalAmount) !== total) {
        violation(
          `order ${order.id}: stored ${order.subtotal}+${order.shipping}=${order.totalAmount}, its lines make ${subtotal}+${shippingFor(subtotal)}=${total}`,
        );
      }
      if (order.status !== 'pending') violation(`order ${order.id} has status ${order.status}`);
    }
    for (const [key, ack] of acknowledged) {
      const stored = byKey.get(key) ?? [];
      if (stored.length !== 1) {
        violation(`order key ${key} was acknowledged but exists ${stored.length} times`);
        continue;
      }
      const [order] = stored;
      if (order.id !== ack.id) violation(`order key ${key}: acknowledged as order ${ack.id}, stored as ${order.id}`);
      if (Number(order.totalAmount) !== ack.total)
        violation(`order ${order.id}: stored total ${order.totalAmount}, the client expected ${ack.total}`);
      const got = (linesByOrder.get(order.id) ?? []).map((l) => `${l.productId}x${l.quantity}@${l.price}`).sort();
      const want = ack.items.map((i) => `${i.productId}x${i.quantity}@${i.price}`).sort();
      if (got.join() !== want.join()) violation(`order ${order.id}: lines ${got.join(' ')}, the client sent ${want.join(' ')}`);
    }
    for (const [key, stored] of byKey) {
      if (!acknowledged.has(key) && !uncertainKeys.has(key))
        violation(`order ${stored[0].id} (key ${key}) exists but no client was told it was placed`);
    }

    const ids = carts.map((c) => c.id);
    const [items] = ids.length > 0 ? await db.query('SELECT cartId, productId, quantity FROM cart_items WHERE cartId IN (?)', [ids]) : [[]];
    const stored = new Map(ids.map((id) => [id, new Map()]));
    for (const item of items) {
      const cart = stored.get(item.cartId);
      if (cart.has(item.productId)) violation(`cart ${item.cartId} holds product ${item.productId} on two lines`);
      cart.set(item.productId, Number(item.quantity));
    }
    let cartLines = 0;
    for (const cart of carts) {
      const actual = stored.get(cart.id);
      cartLines += cart.lines.size;
      for (const [productId, quantity] of cart.lines) {
        const got = actual.get(productId) ?? 0;
        if (got !== quantity)
          violation(`cart ${cart.id} product ${productId}: ${got} stored, ${quantity} expected (${got < quantity ? 'lost' : 'doubled'})`);
      }
      for (const [productId] of actual)
        if (!cart.lines.has(productId)) violation(`cart ${cart.id} holds product ${productId}, which it should not`);
    }
    return { orders: orders.length, orderLines: lines.length, carts: carts.length, cartLines };
  } finally {
    await db.end();
  }
}

// ---------------------------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function report(seconds) {
  const rows = [...stats]
    .filter(([kind]) => kind !== 'setup')
    .map(([kind, s]) => {
      const sorted = Float64Array.from(s.latencies).sort();
      const statuses = [...s.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}:${count}`);
      return {
        kind,
        requests: sorted.length + s.errors,
        'req/s': Math.round((sorted.length / seconds) * 10) / 10,
        'p50 ms': Math.round(percentile(sorted, 50) * 10) / 10,
        'p99 ms': Math.round(percentile(sorted, 99) * 10) / 10,
        '5xx': [...s.statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0),
        errors: s.errors,
        statuses: statuses.join(' '),
      };
    })
    .sort((a, b) => b.requests - a.requests);
  const total = rows.reduce((sum, r) => sum + r.requests, 0);
  console.table(rows);
  console.log(`total: ${total} requests in ${seconds.toFixed(1)} s = ${Math.round(total / seconds)} req/s`);
}

async function main() {
  const database = await createDatabase();
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-load-outbox-'));
  const port = Number(env.LOAD_PORT || (await freePort()));
  let server;
  const cleanup = async () => {
    if (server) await stopServer(server.child);
    await database.drop().catch((error) => console.error(`dropping ${database.name} failed: ${error.message}`));
    fs.rmSync(outboxDir, { recursive: true, force: true });
  };
  const interrupted = () => {
    console.error('interrupted: stopping the server and dropping the database');
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const hardStop = setTimeout(
    () => {
      console.error('the run took far longer than LOAD_DURATION: giving up');
      interrupted();
    },
    (DURATION_S + 180) * 1000,
  );
  hardStop.unref();

  try {
    console.log(
      `load: ${DURATION_S} s, ${CONNECTIONS} connections, MariaDB database ${database.name}, server on 127.0.0.1:${port} (pool ${POOL_MAX}, scrypt N=${SCRYPT_COST}), seed ${SEED}`,
    );
    server = await startServer(port, database.url, outboxDir);
    const api = client(port);
    const [products, lessons] = await Promise.all([
      api.request('setup', 'GET', '/api/products'),
      api.request('setup', 'GET', '/api/lessons'),
    ]);
    const catalogue = { products: products.body, lessons: lessons.body };
    const members = await registerMembers(api, outboxDir, Math.min(MEMBERS, CONNECTIONS));
    console.log(`setup: ${catalogue.products.length} products, ${members.length} members registered and verified through the outbox`);

    stats.clear();
    requestCount = 0;
    const started = performance.now();
    const deadline = Date.now() + DURATION_S * 1000;
    const results = await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => virtualClient(n, api, catalogue, members, deadline)));
    const seconds = (performance.now() - started) / 1000;
    const carts = results.flat();
    api.agent.destroy();
    report(seconds);

    const counts = await verify(database.name, carts);
    console.log(
      `checked: ${counts.orders} orders (${counts.orderLines} lines) against ${acknowledged.size} acknowledged, ${retriedKeys} keys sent twice (${concurrentDuplicates} of them at once), ${counts.carts} carts with ${counts.cartLines} lines`,
    );
    if (server.child.exitCode !== null) violation(`the server exited during the run:\n${server.stderr.join('')}`);
  } finally {
    await cleanup();
    clearTimeout(hardStop);
  }

  if (violations.length > 0) {
    console.error(`\nFAILED: ${violations.length} violation(s)`);
    for (const v of violations.slice(0, 30)) console.error(`  - ${v}`);
    if (violations.length > 30) console.error(`  ... and ${violations.length - 30} more`);
    process.exit(1);
  }
  console.log(
    '\nOK: zero 5xx, every acknowledged order stored once with the right total, retried keys made one order, no cart line lost or doubled',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
