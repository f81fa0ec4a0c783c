// The production topology on one machine (docs/deployment.md, "The cluster on one machine"): nginx over
// three api instances, a MariaDB primary and its replica, Redis. Every process is started here, tracked
// by its PID and stopped by it; everything listens on 127.0.0.1 only; every file is in one temporary
// directory. `npm run cluster` (scripts/cluster.mjs) and `npm run load -- --cluster` both build on it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, ensureBuilt, startServer } from '../load/server.mjs';
import { checkReplication, startMariadb, startReplicatedPair, stopMariadb } from './mariadb.mjs';
import { startNginx } from './nginx.mjs';
import { assertFree, waitForPort } from '../support/ports.mjs';
import { createSupervisor, sleep, stopChild } from './processes.mjs';

const env = process.env;
const number = (name, fallback) => Number(env[name] || fallback);

/** Where each part listens, overridable with CLUSTER_* variables. */
export function clusterPorts(instances = number('CLUSTER_INSTANCES', 3)) {
  const apiBase = number('CLUSTER_API_PORT', 3201);
  const metricsBase = number('CLUSTER_METRICS_PORT', 9471);
  return {
    nginx: number('CLUSTER_PORT', 8090),
    apis: Array.from({ length: instances }, (_, i) => apiBase + i),
    metrics: Array.from({ length: instances }, (_, i) => metricsBase + i),
    primary: number('CLUSTER_MYSQL_PORT', 3336),
    replica: number('CLUSTER_REPLICA_PORT', 3337),
    redis: number('CLUSTER_REDIS_PORT', 6390),
  };
}

const secret = (bytes) => crypto.randomBytes(bytes).toString('hex');

/**
 * Starts the cluster. options: instances (3); admin {email, password} (the seeded administrator; the
 * load's by default); scryptCost (the api's SCRYPT_COST; production's 2^17 by default); authRateLimit
 * (AUTH_RATE_LIMIT; the api's default 10 unless given: the load signs everyone in from one address);
 * poolMax (DATABASE_POOL_MAX per instance). On any failure everything started so far is stopped.
 */
export async function startCluster(options = {}) {
  const { instances = 3, admin = ADMIN, scryptCost = 2 ** 17, authRateLimit, poolMax = 20 } = options;
  const ports = clusterPorts(instances);
  await assertFree({
    nginx: ports.nginx,
    'the primary': ports.primary,
    'the replica': ports.replica,
    redis: ports.redis,
    ...Object.fromEntries(ports.apis.map((p, i) => [`api ${i + 1}`, p])),
    ...Object.fromEntries(ports.metrics.map((p, i) => [`metrics ${i + 1}`, p])),
  });
  ensureBuilt();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kingside-cluster-'));
  const logs = path.join(dir, 'logs');
  for (const sub of ['logs', 'uploads', 'remotes', 'outbox', 'redis', 'nginx']) fs.mkdirSync(path.join(dir, sub));
  const supervisor = createSupervisor(logs);
  const cluster = { dir, logs, ports, supervisor, admin, instances: [], outboxDir: path.join(dir, 'outbox') };

  try {
    const started = performance.now();
    cluster.redis = await startRedis(supervisor, dir, ports.redis);
    cluster.db = await startReplicatedPair(supervisor, path.join(dir, 'mariadb'), {
      primaryPort: ports.primary,
      replicaPort: ports.replica,
    });
    const shared = instanceEnvironment({ ports, dir, databaseUrl: cluster.db.databaseUrl, admin, authRateLimit });
    cluster.instanceOptions = (i) => ({
      port: ports.apis[i],
      databaseUrl: cluster.db.databaseUrl,
      outboxDir: cluster.outboxDir,
      poolMax,
      scryptCost,
      env: { ...shared, METRICS_PORT: String(ports.metrics[i]) },
    });
    // The first instance migrates and seeds the empty database alone; the others then start together.
    cluster.instances[0] = await startInstance(cluster, 0);
    const rest = await Promise.all(ports.apis.slice(1).map((_, i) => startInstance(cluster, i + 1)));
    rest.forEach((instance, i) => (cluster.instances[i + 1] = instance));
    cluster.nginx = await startNginx(supervisor, path.join(dir, 'nginx'), { port: ports.nginx, apiPorts: ports.apis });
    await checkReplication(cluster.db, 'after the api seeded the primary');
    cluster.baseUrl = `http://127.0.0.1:${ports.nginx}`;
    cluster.startSeconds = (performance.now() - started) / 1000;
  } catch (error) {
    await stopCluster(cluster);
    throw error;
  }
  return cluster;
}

/**
 * What every api instance of the cluster is started with besides scripts/load/server.mjs's serverEnvironment: the
 * topology's variables (docs/deployment.md, "Environment of each part"), as compose.yaml sets them for its `api`
 * (scripts/topology.test.mjs holds the two together), with generated secrets.
 */
export function instanceEnvironment({ ports, dir, databaseUrl, admin = ADMIN, authRateLimit }) {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    REMOTES_DIR: path.join(dir, 'remotes'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
    // nginx is the one proxy in front: the client's address is the last X-Forwarded-For entry.
    TRUST_PROXY: '1',
    SESSION_SECRET: secret(32),
    SECRETS_KEY: secret(32),
    DEPLOY_TOKEN: secret(24),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    AUTH_RATE_LIMIT: String(authRateLimit ?? 10),
    METRICS_HOST: '127.0.0.1',
    LOG_LEVEL: env.CLUSTER_LOG_LEVEL || 'warn',
  };
}

/** Starts api instance `i`; each line of its log goes to `cluster.onInstanceLine(i, line)` while one is set (the load's games). */
async function startInstance(cluster, i) {
  const { child, stderr } = await startServer({ ...cluster.instanceOptions(i), onLine: (line) => cluster.onInstanceLine?.(i, line) });
  cluster.supervisor.adopt(child, `api-${i + 1}`);
  return { child, stderr, port: cluster.ports.apis[i], metricsPort: cluster.ports.metrics[i] };
}

async function startRedis(supervisor, dir, port) {
  const child = supervisor.start('redis', 'redis-server', [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    path.join(dir, 'redis'),
    '--pidfile',
    path.join(dir, 'redis', 'redis.pid'),
  ]);
  await waitForPort(port, { child, name: 'redis-server' });
  return child;
}

/** Stops api instance `i` with `signal` (SIGKILL: at once; SIGTERM: it drains) and starts it again. Resolves timings (epoch ms). */
export async function restartInstance(cluster, i, signal, { downMs = 0 } = {}) {
  const instance = cluster.instances[i];
  const stopping = Date.now();
  // Past the api's own shutdown grace (SHUTDOWN_GRACE_MS, 30 s): a drain that waits for a long order is not cut here.
  await stopChild(instance.child, { signal, graceMs: 40_000 });
  const stopped = Date.now();
  if (downMs) await sleep(downMs);
  cluster.instances[i] = await startInstance(cluster, i);
  return { stopping, stopped, ready: Date.now() };
}

/** Stops Redis (SIGTERM to its PID) and starts it again on the same port, empty (no persistence). */
export async function restartRedis(cluster, { downMs = 0 } = {}) {
  const stopping = Date.now();
  await stopChild(cluster.redis);
  const stopped = Date.now();
  if (downMs) await sleep(downMs);
  cluster.redis = await startRedis(cluster.supervisor, cluster.dir, cluster.ports.redis);
  return { stopping, stopped, ready: Date.now() };
}

/** Stops the replica for `downMs`, starts it again and waits until it has caught up with the primary. */
export async function pauseReplica(cluster, downMs) {
  const stopping = Date.now();
  await stopMariadb(cluster.db.replica);
  const stopped = Date.now();
  await sleep(downMs);
  await startMariadb(cluster.supervisor, cluster.db.replica);
  await checkReplication(cluster.db, 'after the replica was stopped', 60_000);
  return { stopping, stopped, ready: Date.now() };
}

/** Stops every process the cluster started (by PID, nginx first, the databases last), then removes its directory unless CLUSTER_KEEP=1. */
export async function stopCluster(cluster) {
  const order = (child) =>
    child.name === 'nginx' ? 0 : child.name.startsWith('api-') ? 1 : child.name === 'redis' ? 2 : child.name === 'mariadb-replica' ? 3 : 4;
  const running = cluster.supervisor.running.sort((a, b) => order(a) - order(b));
  for (const rank of [0, 1, 2, 3, 4]) await Promise.all(running.filter((c) => order(c) === rank).map((c) => stopChild(c)));
  await cluster.supervisor.stopAll();
  if (env.CLUSTER_KEEP === '1') console.log(`cluster files kept in ${cluster.dir}`);
  else fs.rmSync(cluster.dir, { recursive: true, force: true });
}

/** Where each part listens, as printed by `npm run cluster` and the load. */
export function describeCluster(cluster) {
  const { ports } = cluster;
  return [
    `nginx (load balancer)   http://127.0.0.1:${ports.nginx}   pid ${cluster.nginx.child.pid}, config ${cluster.nginx.config}`,
    ...cluster.instances.map(
      (inst, i) =>
        `api ${i + 1}                   http://127.0.0.1:${inst.port}   pid ${inst.child.pid}, metrics http://127.0.0.1:${inst.metricsPort}/metrics`,
    ),
    `MariaDB primary         127.0.0.1:${ports.primary}          pid ${cluster.db.primary.child.pid}, binlog, server-id 1 (DATABASE_URL of every instance)`,
    `MariaDB replica         127.0.0.1:${ports.replica}          pid ${cluster.db.replica.child.pid}, read_only, server-id 2, GTID replication from the primary (hot standby: no api reads from it)`,
    `Redis                   redis://127.0.0.1:${ports.redis}   pid ${cluster.redis.pid}`,
    `files and logs          ${cluster.dir}`,
  ].join('\n');
}
