import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BUILT_IN_VERSION, REMOTES } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { DEPLOYMENT_API } from '@kingside/contracts/deployments';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../app';
import { domainGauges } from '../../gauges';
import { REPO_ROOT } from '../config';
import { createTestApp, dbKind, type TestApp } from '../../testing/testApp';
import { createMetrics, serveMetrics, UNMATCHED_ROUTE } from './metrics';

/*
 * /metrics scraped as Prometheus would: over the metrics listener (its own port), after a few requests to the public
 * app, the exposition text parsed and its series checked; and the public app itself never serving it.
 */

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text exposition format (comments skipped). */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The samples named `name` whose labels include `labels`. */
function find(samples: Sample[], name: string, labels: Record<string, string> = {}): Sample[] {
  return samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
}

function one(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = find(samples, name, labels);
  if (found.length !== 1) throw new Error(`${name} ${JSON.stringify(labels)}: ${found.length} samples`);
  return found[0]!.value;
}

let t: TestApp;
let app: Express;
let metricsServer: Server;
let metricsUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const metrics = createMetrics({ ...t.deps, gauges: domainGauges(t.deps.db) });
  app = createApp({ ...t.deps, metrics });
  metricsServer = serveMetrics(metrics, { port: 0, host: '127.0.0.1' }, t.deps.logger);
  await new Promise((resolve) => metricsServer.once('listening', resolve));
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => metricsServer.close(resolve));
  await t.close();
});

async function scrapeText(): Promise<string> {
  const res = await fetch(`${metricsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

const scrape = async () => parseExposition(await scrapeText());

describe('GET /metrics on the metrics listener', () => {
  let samples: Sample[];
  let cartId: string;
  let productId: number;

  beforeAll(async () => {
    const products = await request(app).get('/api/products').expect(200);
    await request(app).get('/api/products').expect(200);
    productId = (products.body as { id: number }[])[0]!.id;
    await request(app).get('/api/products/not-an-id').expect(400);
    await request(app).get('/api/no-such-thing/12345').expect(404);
    cartId = ((await request(app).post('/api/cart').send({}).expect(201)).body as { id: string }).id;
    await request(app).post(`/api/cart/${cartId}/items`).send({ productId, quantity: 1 }).expect(200);
    await request(app)
      .post(DEPLOYMENT_API.failures)
      .send({ remote: REMOTES[0].name, version: BUILT_IN_VERSION, phase: 'load' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    // A mail queued two minutes ago and not yet sent.
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db.models.MailQueue.create({
      recipient: 'member@test.example',
      subject: 'Your order',
      text: 'Thank you',
      html: '<p>Thank you</p>',
      attempts: 1,
      nextAttemptAt: new Date(Date.now() + 60_000),
      lastError: 'refused',
      failedAt: null,
      createdAt: twoMinutesAgo,
    });
    samples = await scrape();
  });

  it('times each request by method, route template (mount path and route path) and status', () => {
    const histogram = 'kingside_http_request_duration_seconds';
    const products = { method: 'GET', route: '/api/products', status: '200' };
    expect(one(samples, `${histogram}_count`, products)).toBe(2);
    expect(one(samples, `${histogram}_bucket`, { ...products, le: '+Inf' })).toBe(2);
    expect(one(samples, `${histogram}_sum`, products)).toBeGreaterThan(0);
    expect(one(samples, `${histogram}_sum`, products)).toBeLessThan(20);
    // A refused parameter is thrown to the error handler, outside the router: still labelled by its route.
    expect(one(samples, `${histogram}_count`, { method: 'GET', route: '/api/products/:id', status: '400' })).toBe(1);
    expect(one(samples, `${histogram}_count`, { method: 'POST', route: '/api/cart', status: '201' })).toBe(1);
    expect(one(samples, `${histogram}_count`, { method: 'POST', route: '/api/cart/:cartId/items', status: '200' })).toBe(1);
    expect(one(samples, `${histogram}_count`, { method: 'GET', route: UNMATCHED_ROUTE, status: '404' })).toBe(1);
    // Buckets are cumulative and the 500 ms one, which the SLOs count, exists.
    const buckets = find(samples, `${histogram}_bucket`, products).map((s) => s.value);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(find(samples, `${histogram}_bucket`, { ...products, le: '0.5' })).toHaveLength(1);
  });

  it('never labels a request by its URL: no id, no unknown path', () => {
    const routes = new Set(find(samples, 'kingside_http_request_duration_seconds_count').map((s) => s.labels.route));
    for (const route of routes) {
      expect(route).not.toContain(cartId);
      expect(route).not.toMatch(/\/\d|no-such-thing|not-an-id/);
    }
  });

  it('counts catalogue reads answered from the response cache and loaded', () => {
    expect(one(samples, 'kingside_catalogue_cache_requests_total', { outcome: 'hit' })).toBeGreaterThanOrEqual(1);
    expect(one(samples, 'kingside_catalogue_cache_requests_total', { outcome: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(one(samples, 'kingside_catalogue_cache_entries')).toBeGreaterThanOrEqual(1);
  });

  it('reads the database pool when scraped (MySQL; SQLite has no pool)', () => {
    if (dbKind() === 'sqlite') {
      expect(find(samples, 'kingside_db_pool_connections')).toEqual([]);
      return;
    }
    expect(one(samples, 'kingside_db_pool_connections', { pool: 'primary', state: 'max' })).toBe(5);
    const open = one(samples, 'kingside_db_pool_connections', { pool: 'primary', state: 'open' });
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(5);
    expect(
      one(samples, 'kingside_db_pool_connections', { pool: 'primary', state: 'idle' }) +
        one(samples, 'kingside_db_pool_connections', { pool: 'primary', state: 'in_use' }),
    ).toBe(open);
    expect(one(samples, 'kingside_db_pool_waiting', { pool: 'primary' })).toBe(0);
  });

  it('reads the mail queue when scraped: its depth and the age of its oldest mail', () => {
    expect(one(samples, 'kingside_mail_queue_depth', { state: 'pending' })).toBe(1);
    expect(one(samples, 'kingside_mail_queue_depth', { state: 'failed' })).toBe(0);
    const age = one(samples, 'kingside_mail_queue_oldest_age_seconds');
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(600);
  });

  it('reads the remote failures of the last hour per remote and version', () => {
    expect(one(samples, 'kingside_remote_failures_last_hour', { remote: REMOTES[0].name, version: BUILT_IN_VERSION })).toBe(1);
  });

  it('says which build runs, and has the process metrics', () => {
    const [info] = find(samples, 'kingside_build_info');
    expect(info?.value).toBe(1);
    expect(info?.labels).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), commit: expect.any(String), node: process.version });
    expect(info?.labels.commit).not.toBe('');
    expect(find(samples, 'process_cpu_user_seconds_total')).toHaveLength(1);
    expect(find(samples, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(find(samples, 'nodejs_heap_size_used_bytes')).toHaveLength(1);
  });

  it('counts a request made after a scrape in the next one', async () => {
    const hits = one(samples, 'kingside_catalogue_cache_requests_total', { outcome: 'hit' });
    await request(app).get('/api/products').expect(200);
    const next = await scrape();
    expect(one(next, 'kingside_catalogue_cache_requests_total', { outcome: 'hit' })).toBe(hits + 1);
    expect(one(next, 'kingside_http_request_duration_seconds_count', { method: 'GET', route: '/api/products', status: '200' })).toBe(3);
  });

  it('exposes every kingside_ series docs/observability.md and the Grafana dashboard name', async () => {
    // Declared families, with or without samples (the pool has none on SQLite).
    const families = new Set([...(await scrapeText()).matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    for (const file of ['docs/observability.md', 'deploy/grafana/kingside.json']) {
      const named = new Set(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8').match(/\bkingside_[a-z_]+/g));
      expect(named.size).toBeGreaterThan(5);
      for (const name of named)
        expect([file, families.has(name.replace(/_(bucket|count|sum)$/, '')) ? name : undefined]).toEqual([file, name]);
    }
  });

  it('answers nothing but GET /metrics', async () => {
    expect((await fetch(`${metricsUrl}/`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${metricsUrl}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('the public app', () => {
  it('does not serve /api/metrics: the JSON 404 of any unknown api path', async () => {
    const res = await request(app).get('/api/metrics').expect(404);
    expect(res.body).toEqual({ message: API_MESSAGES.routeNotFound });
  });

  it('does not serve /metrics on the site: the site answers its not-found page', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-metrics-site-'));
    try {
      const dist = path.join(webRoot, 'shell', 'dist');
      fs.mkdirSync(dist, { recursive: true });
      for (const page of ['index.html', 'home.html', 'frame.html', 'notfound.html']) {
        fs.writeFileSync(path.join(dist, page), `<html><head><!--runtime-config--></head><body>${page}</body></html>`);
      }
      const site = createApp({
        ...t.deps,
        config: { ...t.config, webRoot },
        metrics: createMetrics({ ...t.deps, gauges: domainGauges(t.deps.db) }),
      });
      const res = await request(site).get('/metrics').expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('notfound.html');
      expect(res.text).not.toContain('kingside_');
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
