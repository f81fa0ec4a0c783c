import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { API_ROOT } from '../shared/config';
import { DRAINING_MESSAGE } from '../shared/http/health';

/*
 * SIGTERM: the instance drains first (readiness 503, every answer closing its connection, still answering), a
 * request already in flight still gets its answer, then a new connection is refused, and the process exits within
 * 10 s, though a client holds an idle keep-alive connection. Runs the built server (npm test type-checks, which emits api/dist, before this).
 */
const DRAIN_MS = 1000;
const PORT = Number(process.env.FAULTS_SHUTDOWN_PORT || 3408);
const database = path.join(os.tmpdir(), `kingside-shutdown-${process.pid}.sqlite`);
let server: ChildProcess;

async function waitForReady() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

beforeAll(async () => {
  const entry = path.join(API_ROOT, 'dist', 'server.js');
  if (!fs.existsSync(entry)) throw new Error('api/dist/server.js is missing: run `npx tsc -b api` (npm test does) first');
  server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      DATABASE_URL: `sqlite:${database}`,
      WEB_ROOT: 'none',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'admin@shutdown.example',
      ADMIN_PASSWORD: 'shutdown-admin-password',
      SCRYPT_COST: '1024',
      SECRETS_KEY: 'a'.repeat(64),
      DRAIN_MS: String(DRAIN_MS),
    },
    stdio: 'ignore',
  });
  await waitForReady();
}, 40_000);

afterAll(() => {
  if (server.exitCode === null) server.kill('SIGKILL');
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true });
});

test('it drains, in-flight requests finish, then new connections are refused, and the process exits within 10 s', async () => {
  // A client straight on the instance keeps an idle connection open (as a browser does, for minutes): it does not hold
  // the exit past the drain and the balancer's idle time (server.ts' BALANCER_IDLE_MS).
  const idleAgent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port: PORT, path: '/api/health', agent: idleAgent }, (response) => {
        response.resume();
        response.on('end', () => resolve());
      })
      .on('error', reject),
  );
  const cartId = ((await (await fetch(`http://127.0.0.1:${PORT}/api/cart`, { method: 'POST' })).json()) as { id: string }).id;
  const products = (await (await fetch(`http://127.0.0.1:${PORT}/api/products`)).json()) as { id: number; inStock: boolean }[];
  const productId = products.find((p) => p.inStock)!.id;

  // A request in flight: its body arrives in two halves, SIGTERM lands between them.
  const body = JSON.stringify({ productId, quantity: 1 });
  const inFlight = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: `/api/cart/${cartId}/items`,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 5));
    setTimeout(() => {
      const exited = new Promise<number>((done) => server.once('exit', () => done(Date.now())));
      const signalled = Date.now();
      server.kill('SIGTERM');
      setTimeout(async () => {
        // Draining: not ready, still answering, and each answer closes its connection.
        const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`);
        expect([ready.status, await ready.json()]).toEqual([503, { message: DRAINING_MESSAGE }]);
        const health = await fetch(`http://127.0.0.1:${PORT}/api/health`);
        expect([health.status, health.headers.get('connection')]).toEqual([200, 'close']);
        // A new connection is refused once the drain is over and the server stops listening.
        await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 200));
        await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();
        request.end(body.slice(5));
        const exitedAt = await exited;
        expect(exitedAt - signalled).toBeLessThan(10_000);
      }, 300);
    }, 200);
  });
  expect(await inFlight).toBe(200);
  await new Promise<void>((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', () => resolve())));
  expect(server.exitCode).toBe(0);
  idleAgent.destroy();
}, 30_000);
