import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { API_MESSAGES } from '@kingside/contracts/api';
import { createApp } from '../app';
import { loadConfig } from '../shared/config';
import type { Database } from '../shared/db/database';
import { openDatabase } from '../database';
import { seed } from '../seed';
import { createLogger } from '../shared/logger';
import { OwnMariaDb } from './mariadb';

/*
 * The database goes away under load and comes back: requests during the outage fail fast with 503 and a
 * clear message, nothing is half-written, and the same api process serves again within 5 s.
 */
const db = new OwnMariaDb(Number(process.env.FAULTS_DB_PORT || 3407));
let database: Database;
let server: Server;
let base: string;

beforeAll(async () => {
  const missing = OwnMariaDb.available();
  if (missing) throw new Error(missing);
  await db.init();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    WEB_ROOT: 'none',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@faults.example',
    ADMIN_PASSWORD: 'faults-admin-password',
    SCRYPT_COST: '1024',
    SECRETS_KEY: 'f'.repeat(64),
    SESSION_SECRET: 'faults',
  });
  database = await openDatabase(config.databaseUrl, { poolMax: 5 });
  const deps = { config, db: database, logger: createLogger('silent') };
  await seed(deps);
  server = createApp(deps).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await database?.close().catch(() => undefined);
  await db.destroy();
});

async function post(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const started = Date.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    ms: Date.now() - started,
  };
}

async function placeOrder(product: { id: number; price: number }, key: string) {
  const subtotal = product.price * 2;
  const total = subtotal + (subtotal >= 5000 ? 0 : 999);
  return post(
    '/api/orders',
    {
      customerName: 'Fault Tester',
      customerEmail: 'faults@example.com',
      customerAddress: '1 Outage Road',
      totalAmount: total,
      items: [{ productId: product.id, quantity: 2, price: product.price }],
    },
    { 'Idempotency-Key': key },
  );
}

test('requests fail fast with 503 during an outage and the api recovers within 5 s, losing nothing', async () => {
  const products = (await (await fetch(`${base}/api/products`)).json()) as { id: number; price: number; inStock: boolean }[];
  const product = products.find((p) => p.inStock)!;
  // Orders take stock now: enough for every order the load can place, so none is refused for stock.
  await database.models.Product.update({ stock: 100_000 }, { where: { id: product.id } });
  expect((await post('/api/cart')).status).toBe(201);

  // Load running while the database dies: orders in flight when it goes.
  let keyCounter = 0;
  const acknowledged: string[] = [];
  let stop = false;
  const load = (async () => {
    for (let i = 0; i < 2000 && !stop; i++) {
      const key = `faults-${++keyCounter}`;
      const result = await placeOrder(product, key);
      if (result.status === 201 || result.status === 200) acknowledged.push(key);
      else expect([503]).toContain(result.status);
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await db.kill();

  // During the outage: fast, clear 503s.
  for (let i = 0; i < 5; i++) {
    const result = await post('/api/cart');
    expect(result.status).toBe(503);
    expect(result.body).toEqual({ message: API_MESSAGES.serviceUnavailable });
    expect(result.ms).toBeLessThan(3500);
  }
  const ready = await fetch(`${base}/api/ready`);
  expect(ready.status).toBe(503);

  // The database returns; the same process serves again within 5 s.
  await db.start();
  const back = Date.now();
  let recovered = false;
  while (Date.now() - back < 5000) {
    if ((await post('/api/cart')).status === 201) {
      recovered = true;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(recovered).toBe(true);
  stop = true;
  await load;

  // Nothing half-written: every order has its line and the right total; every acknowledged order exists once.
  const [orders] = (await database.sequelize.query(
    'SELECT o.id, o.idempotencyKey, o.totalAmount, COUNT(l.id) AS lineCount, SUM(l.price * l.quantity) AS linesTotal, o.shipping FROM orders o LEFT JOIN order_lines l ON l.orderId = o.id GROUP BY o.id',
  )) as [
    { id: number; idempotencyKey: string; totalAmount: number; lineCount: number; linesTotal: string | number; shipping: number }[],
    unknown,
  ];
  for (const order of orders) {
    expect(Number(order.lineCount)).toBe(1);
    expect(Number(order.linesTotal) + order.shipping).toBe(order.totalAmount);
  }
  const keys = orders.map((o) => o.idempotencyKey);
  expect(new Set(keys).size).toBe(keys.length);
  for (const key of acknowledged) expect(keys).toContain(key);
}, 90_000);
