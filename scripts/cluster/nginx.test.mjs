import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForPort } from '../support/ports.mjs';
import { readAccessLog, renderConfig, writeConfig } from './nginx.mjs';

/*
 * The load balancer's configuration (deploy/nginx/kingside.conf.template, as the cluster fills it) held to what
 * docs/deployment.md ("The load balancer") says of it and to what the api sends, and its retries tried on Debian's
 * nginx over two stand-in instances; `npm run cluster` itself runs by hand.
 */

const root = path.resolve(import.meta.dirname, '../..');
const config = renderConfig('/tmp/kingside-cluster-test', { port: 8090, apiPorts: [3201, 3202, 3203] });
/** The block that starts with `opening`, up to the brace that closes it at the same indentation. */
const block = (opening) => {
  const start = config.indexOf(opening);
  expect(start).toBeGreaterThan(-1);
  const indent = /[ ]*$/.exec(config.slice(0, start))[0];
  return config.slice(start, config.indexOf(`\n${indent}}`, start));
};
const directives = (text) =>
  text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

describe('the cluster nginx configuration', () => {
  it('fills every field of the template and listens on loopback only', () => {
    expect(directives(config).join('\n')).not.toMatch(/\{\{/);
    expect(directives(config).filter((d) => d.startsWith('listen '))).toEqual(['listen 127.0.0.1:8090;']);
    expect(config).toContain('pid /tmp/kingside-cluster-test/nginx.pid;');
  });

  it('balances round robin over every instance, with passive health checks and keep-alive', () => {
    const upstream = directives(block('upstream kingside_api {'));
    expect(upstream.filter((d) => d.startsWith('server '))).toEqual(
      [3201, 3202, 3203].map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`),
    );
    expect(upstream).toContain('keepalive_timeout 4s;');
    expect(upstream).toContain('keepalive 32;');
    expect(upstream.some((d) => /^(ip_hash|hash|least_conn|random)\b/.test(d))).toBe(false);
  });

  it('passes on what is safe to send twice: reads after any failure, a POST only with a key its route stores', () => {
    // The server's rule: error, timeout and 502/503/504, never a POST or PATCH once sent.
    expect(directives(config)).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(directives(config).filter((d) => d.startsWith('proxy_next_upstream '))).toHaveLength(2);
    // Keyed writes only in @keyed_write, the one place that sends a POST again.
    expect(directives(block('location @keyed_write {'))).toContain(
      'proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;',
    );
    // However long the first try took (an order under contention): tried again, within the tries' bound.
    expect(directives(block('location @keyed_write {'))).toContain('proxy_next_upstream_timeout 0;');
    expect(config.match(/non_idempotent;/g)).toHaveLength(1);
    expect(directives(config)).toEqual(
      expect.arrayContaining(['error_page 418 = @keyed_write;', 'if ($kingside_keyed_write) {', 'return 418;']),
    );
    expect(directives(config)).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  });

  it("sends a write again only on the routes that store its Idempotency-Key, with the api's own key pattern", () => {
    const map = directives(block('map "$request_method $uri $http_idempotency_key" $kingside_keyed_write {'));
    const keyed = map.filter((d) => d.startsWith('"~')).map((d) => /^"~\^(\w+) (\S+) (.+)\$" 1;$/.exec(d));
    expect(map).toContain('default 0;');
    // The routes whose handler reads the key (idempotencyKeyOf), mounted under /api by app.ts.
    const app = fs.readFileSync(path.join(root, 'api/src/app.ts'), 'utf8');
    const honouring = [];
    for (const file of fs.readdirSync(path.join(root, 'api/src'), { recursive: true })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.startsWith('testing/')) continue;
      const source = fs.readFileSync(path.join(root, 'api/src', file), 'utf8');
      if (!/idempotencyKeyOf\(req\)/.test(source)) continue;
      for (const handler of source.split(/\brouter\./).slice(1)) {
        const route = /^(post|patch|put|delete)\('([^']+)'/.exec(handler);
        if (!route || !handler.includes('idempotencyKeyOf(req)')) continue;
        const factory = /export function (\w+)\(/.exec(source)[1];
        expect(app).toMatch(new RegExp(`app\\.use\\('/api', ${factory}\\(`));
        honouring.push(`${route[1].toUpperCase()} /api${route[2]}`);
      }
    }
    expect(honouring).toEqual(['POST /api/orders']);
    expect(keyed.map((m) => `${m[1]} ${m[2]}`)).toEqual(honouring);
    const routes = fs.readFileSync(path.join(root, 'packages/contracts/src/routes.ts'), 'utf8');
    const pattern = /IDEMPOTENCY_KEY_PATTERN = \/\^(.+)\$\/;/.exec(routes)[1];
    for (const m of keyed) expect(m[3]).toBe(pattern);
  });

  it("caches the public catalogue for the second the api's Cache-Control allows, stale only while updating", () => {
    const sendCached = fs.readFileSync(path.join(root, 'api/src/catalogue/sendCached.ts'), 'utf8');
    expect(sendCached).toContain("const CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=1';");
    const location = block('location ~ ^/api/(products');
    const catalogue = new RegExp(/location ~ (\S+) \{/.exec(location)[1]);
    for (const url of ['/api/products', '/api/products/3', '/api/lessons/level/beginner', '/api/blog-posts', '/api/testimonials'])
      expect(url).toMatch(catalogue);
    for (const url of ['/api/cart/1', '/api/orders', '/api/admin/products', '/api/productsx']) expect(url).not.toMatch(catalogue);
    expect(directives(location)).toEqual(
      expect.arrayContaining([
        'proxy_cache_valid 200 404 1s;',
        'proxy_cache_use_stale updating;',
        'proxy_cache_background_update on;',
        'proxy_cache_lock on;',
        'proxy_cache_revalidate on;',
        'proxy_cache_bypass $http_authorization;',
        'proxy_no_cache $http_authorization;',
      ]),
    );
  });
});

describe('the retries, on nginx', () => {
  /** Two stand-in instances: the first reads each request whole, then drops the connection (a SIGKILL mid-request). */
  const seen = { dropped: [], answered: [] };
  const standIn = (drop) =>
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = { method: req.method, url: req.url, key: req.headers['idempotency-key'] ?? null, body };
        if (drop) {
          seen.dropped.push(request);
          req.socket.destroy();
        } else {
          seen.answered.push(request);
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(request));
        }
      });
    });
  const servers = [standIn(true), standIn(false)];
  let dir;
  let nginx;
  let base;

  beforeAll(async () => {
    if (spawnSync('which', ['nginx']).status !== 0) throw new Error('nginx is missing: apt-get install -y nginx');
    const apiPorts = [];
    for (const server of servers) {
      const port = await freePort();
      await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
      apiPorts.push(port);
    }
    const port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-nginx-test-'));
    const file = writeConfig(dir, { port, apiPorts });
    // Never out of the rotation, so that the dropping instance meets a request of every kind in turn (the passive
    // health check would otherwise send everything to the other for 2 s after its first failure).
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('max_fails=1', 'max_fails=0'));
    nginx = spawn('nginx', ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
    await waitForPort(port, { child: nginx, name: 'nginx', timeoutMs: 10_000 });
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Sends `init` to `url` four times, one after the other: round robin gives the dropping instance some of them. */
  async function fourTimes(url, init = {}) {
    seen.dropped.length = 0;
    seen.answered.length = 0;
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await fetch(`${base}${url}`, init);
      answers.push({ status: response.status, body: response.ok ? await response.json() : await response.text() });
    }
    expect(seen.dropped.length).toBeGreaterThan(0);
    return answers;
  }
  const order = (headers = {}) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ items: [{ productId: 1, quantity: 1 }] }),
  });

  it('sends a read the instance dropped to the other one', async () => {
    const answers = await fourTimes('/api/cart/c1?x=%2F1');
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body.url)).toEqual(Array(4).fill('/api/cart/c1?x=%2F1'));
  });

  it('sends an order with an Idempotency-Key again, whole, to the other one', async () => {
    const answers = await fourTimes('/api/orders?from=test', order({ 'Idempotency-Key': 'order-1' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const { body } of answers)
      expect(body).toEqual({ method: 'POST', url: '/api/orders?from=test', key: 'order-1', body: order().body });
    expect(seen.answered).toHaveLength(4);
  });

  it('never sends again a POST without a key, nor one whose route does not store its key', async () => {
    for (const [url, init] of [
      ['/api/orders', order()],
      ['/api/orders', order({ 'Idempotency-Key': 'not a key' })],
      ['/api/cart/c1/items', order({ 'Idempotency-Key': 'add-1' })],
    ]) {
      const answers = await fourTimes(url, init);
      // Each request the first instance dropped failed there and went nowhere else.
      expect(answers.filter((a) => a.status === 502)).toHaveLength(seen.dropped.length);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(seen.answered.length);
      expect(seen.dropped.length + seen.answered.length).toBe(4);
    }
  });
});

describe('readAccessLog', () => {
  it('reads the instances each request went to', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-access-'));
    const file = path.join(dir, 'access.log');
    fs.writeFileSync(
      file,
      [
        '1764237000.123 DELETE /api/cart/c1/items/3 404 "127.0.0.1:3201, 127.0.0.1:3202" "502, 404" -',
        '1764237000.500 GET /api/products 200 "-" "-" HIT',
        '',
      ].join('\n'),
    );
    try {
      expect(readAccessLog(file)).toEqual([
        {
          at: 1764237000123,
          method: 'DELETE',
          uri: '/api/cart/c1/items/3',
          status: 404,
          upstreams: ['127.0.0.1:3201', '127.0.0.1:3202'],
          upstreamStatus: '502, 404',
        },
        { at: 1764237000500, method: 'GET', uri: '/api/products', status: 200, upstreams: [], upstreamStatus: '-' },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
