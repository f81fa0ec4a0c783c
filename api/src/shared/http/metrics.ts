import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { Op } from 'sequelize';
import { API_ROOT, REPO_ROOT, type Config } from '../config';
import type { Database } from '../db/database';
import type { Logger } from '../logger';

/*
 * Prometheus metrics (prom-client), one registry per app: tests build several apps in one process, and the global
 * default registry would mix them. The exposition is served by its own listener (serveMetrics, METRICS_PORT on
 * METRICS_HOST, loopback by default), never by the public app: nothing the load balancer forwards can reach it.
 * docs/observability.md lists every series and the SLOs over them.
 */

/** Covers the 500 ms p99 the shop's routes are held to (docs/observability.md) with a bucket on each side. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route label of a request that matched no route: one label, whatever its URL (cardinality). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** …of one a middleware answered without a route (static files, the remotes' bundles, uploads). */
export const STATIC_ROUTE = '(static)';

export interface Metrics {
  registry: Registry;
  /** mount first: times each request and labels it by its route template and status */
  recordRequests: RequestHandler;
}

type CacheOutcome = 'hit' | 'miss';
const CACHE_OUTCOME = Symbol('catalogueCacheOutcome');

/**
 * The catalogue cache's hook (catalogue/sendCached.ts): notes on the response whether it came from the cache, and the
 * request recorder counts it once the response is sent, so the cache knows nothing of the app's metrics.
 */
export function noteCacheLookup(res: Response, outcome: CacheOutcome): void {
  (res.locals as Record<symbol, CacheOutcome>)[CACHE_OUTCOME] = outcome;
}

/** The api's version, the commit it was built from (KINGSIDE_COMMIT, else the checkout's HEAD) and Node's. */
function buildInfo(config: Config): { version: string; commit: string; node: string } {
  const { version } = JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string };
  let commit = config.buildCommit;
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    } catch {
      commit = 'unknown';
    }
  }
  return { version, commit, node: process.version };
}

/**
 * Sequelize 6 keeps one sequelize-pool Pool per connection manager (MySQL), or `{ read, write }` with replication; the
 * SQLite dialect opens its one connection outside any pool, so it has none to report.
 */
interface PoolStats {
  size: number;
  available: number;
  using: number;
  waiting: number;
  maxSize: number;
}
function poolsOf(db: Database): Record<string, PoolStats> {
  if (db.sequelize.getDialect() === 'sqlite') return {};
  const pool = (db.sequelize.connectionManager as unknown as { pool?: PoolStats & { read?: PoolStats; write?: PoolStats } }).pool;
  if (!pool) return {};
  return pool.read && pool.write ? { read: pool.read, write: pool.write } : { primary: pool };
}

/** The route template of a request: its route's path under the routers' mount paths, never its URL. */
function routeTemplate(req: Request, matched: string | undefined, status: number): string {
  if (matched !== undefined) return matched;
  return status < 400 && !req.originalUrl.startsWith('/api/') ? STATIC_ROUTE : UNMATCHED_ROUTE;
}

/**
 * A gauge a domain adds to the registry, read when scraped (the catalogue's cache entries, the remotes' failures): the
 * composition (server.ts) passes them in, so this floor names no domain.
 */
export interface ScrapedGauge {
  name: string;
  help: string;
  labelNames: string[];
  read: (gauge: Gauge) => Promise<void> | void;
}

export function createMetrics({
  config,
  db,
  logger,
  gauges = [],
}: {
  config: Config;
  db: Database;
  logger: Logger;
  gauges?: ScrapedGauge[];
}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** A gauge read when scraped; a read that fails leaves the gauge empty (absent, which an alert can see), not the scrape failed. */
  const scraped = (name: string, help: string, labelNames: string[], read: (gauge: Gauge) => Promise<void> | void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch (error) {
          this.reset();
          logger.warn({ err: error, metric: name }, 'reading a metric failed');
        }
      },
    });

  const duration = new Histogram({
    name: 'kingside_http_request_duration_seconds',
    help: 'Time from the request reaching the api to its response being sent, by route template and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'kingside_catalogue_cache_requests_total',
    help: 'Catalogue reads answered from the response cache (hit) or loaded from the database (miss).',
    labelNames: ['outcome'],
    registers,
  });
  // Both outcomes exist from the start, so a rate over them is defined before the first read.
  cacheLookups.inc({ outcome: 'hit' }, 0);
  cacheLookups.inc({ outcome: 'miss' }, 0);

  scraped(
    'kingside_db_pool_connections',
    'Database connections of this instance: open, idle, in use, and the pool maximum (MySQL only).',
    ['pool', 'state'],
    (gauge) => {
      for (const [pool, stats] of Object.entries(poolsOf(db))) {
        gauge.set({ pool, state: 'open' }, stats.size);
        gauge.set({ pool, state: 'idle' }, stats.available);
        gauge.set({ pool, state: 'in_use' }, stats.using);
        gauge.set({ pool, state: 'max' }, stats.maxSize);
      }
    },
  );
  scraped('kingside_db_pool_waiting', 'Queries waiting for a free database connection (MySQL only).', ['pool'], (gauge) => {
    for (const [pool, stats] of Object.entries(poolsOf(db))) gauge.set({ pool }, stats.waiting);
  });

  const { MailQueue } = db.models;
  scraped(
    'kingside_mail_queue_depth',
    'Mails in the queue: pending (to be sent or retried) and failed (given up after their last attempt).',
    ['state'],
    async (gauge) => {
      const [pending, failed] = await Promise.all([
        MailQueue.count({ where: { failedAt: null } }),
        MailQueue.count({ where: { failedAt: { [Op.ne]: null } } }),
      ]);
      gauge.set({ state: 'pending' }, pending);
      gauge.set({ state: 'failed' }, failed);
    },
  );
  scraped('kingside_mail_queue_oldest_age_seconds', 'Age of the oldest pending mail; 0 when none is pending.', [], async (gauge) => {
    const oldest: unknown = await MailQueue.min('createdAt', { where: { failedAt: null } });
    gauge.set(oldest instanceof Date || typeof oldest === 'string' ? Math.max(0, (Date.now() - new Date(oldest).getTime()) / 1000) : 0);
  });
  for (const { name, help, labelNames, read } of gauges) scraped(name, help, labelNames, read);

  new Gauge({
    name: 'kingside_build_info',
    help: 'Always 1; its labels say which build this instance runs.',
    labelNames: ['version', 'commit', 'node'],
    registers,
  }).set(buildInfo(config), 1);

  const recordRequests: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    // The router sets req.route when a route matches, with req.baseUrl its mount path at that moment; both are read
    // then, because an error passed on leaves the router, which restores baseUrl before the error handler answers.
    let route = (req as { route?: { path: unknown } }).route;
    let matched: string | undefined;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set: (value: { path: unknown } | undefined) => {
        route = value;
        if (value) matched = req.baseUrl + String(value.path);
      },
    });
    res.once('finish', () => {
      const outcome = (res.locals as Record<symbol, CacheOutcome | undefined>)[CACHE_OUTCOME];
      if (outcome) cacheLookups.inc({ outcome });
      end({
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeTemplate(req, matched, res.statusCode),
        status: String(res.statusCode),
      });
    });
    next();
  };

  return { registry, recordRequests };
}

/**
 * The metrics listener: GET /metrics and nothing else, on its own port, so the public app's router never serves it
 * and a load balancer that forwards only the app's port cannot reach it.
 */
export function serveMetrics(metrics: Metrics, { port, host }: { port: number; host: string }, logger: Logger): http.Server {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        logger.warn({ err: error }, 'collecting metrics failed');
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Collecting metrics failed\n');
      },
    );
  });
  server.listen(port, host, () => logger.info({ port, host }, `metrics at http://${host}:${port}/metrics`));
  return server;
}
