// The all-in-one server under load (api/dist/server.js) on a fresh MariaDB database: built if missing,
// started on a loopback port, stopped by its own child process. `npm run cluster` can start several of
// these against one database (startServer with another port, the same databaseUrl and outboxDir).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import mysql from 'mysql2/promise';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The seeded administrator of every server the load starts: restocks go through its api (docs/spec.md §7.8). */
export const ADMIN = { email: 'admin@load.example', password: 'load admin passphrase 1' };

/** pino's JSON line at level error (50) or above. */
function isErrorLine(line) {
  try {
    return JSON.parse(line).level >= 50;
  } catch {
    return false;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** mysql2 connection options from a mysql:// URL, on `database` when given. */
export function mysqlOptions(url, database) {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || 3306),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    ...(database ? { database } : {}),
  };
}

/** A fresh database on the MariaDB of `mysqlUrl`: {name, url, options, drop()}. */
export async function createDatabase(mysqlUrl) {
  const name = `kingside_load_${Date.now().toString(36)}`;
  let conn;
  try {
    conn = await mysql.createConnection({ ...mysqlOptions(mysqlUrl), connectTimeout: 3000 });
  } catch (error) {
    throw new Error(
      `MariaDB is not answering at ${new URL(mysqlUrl).host} (${error.message}). Start it: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd, or set TEST_MYSQL_URL.`,
      { cause: error },
    );
  }
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
  const url = new URL(mysqlUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    options: mysqlOptions(mysqlUrl, name),
    drop: async () => {
      const c = await mysql.createConnection(mysqlOptions(mysqlUrl));
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

/** Builds the api (and the contracts it references) unless api/dist is there. */
export function ensureBuilt() {
  const built = ['api/dist/server.js', 'packages/contracts/dist/index.js'].every((file) => fs.existsSync(path.join(root, file)));
  if (built) return;
  console.log('api/dist is missing: building the api (npx tsc -b api)...');
  const result = spawnSync('npx', ['tsc', '-b', 'api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the api failed');
}

/**
 * What an instance of api/dist/server.js is started with, besides the machine's own environment: production, the
 * load's administrator and secrets, mail to files in `outboxDir`; `env` adds to or overrides it.
 */
export function serverEnvironment({ port, databaseUrl, outboxDir, poolMax = 20, scryptCost = 16384, env = {} }) {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: String(poolMax),
    // Every sign-in comes from this one address: the per-address limit would stop the run at once.
    AUTH_RATE_LIMIT: '100000000',
    SCRYPT_COST: String(scryptCost),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'load-session-secret-0123456789abcdef',
    SECRETS_KEY: 'c'.repeat(64),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    OUTBOX_DIR: outboxDir,
    SMTP_URL: '',
    REDIS_URL: '',
    ...env,
  };
}

/**
 * Starts api/dist/server.js on 127.0.0.1:`port` and waits for /api/ready. `env` adds to or overrides the
 * defaults (REDIS_URL, for instance, when several instances share caches). Resolves {child, stderr, errors}:
 * the last lines of its stderr, and the last error-level lines of its request log (a 5xx in the run is then
 * shown with the server's own account of it). `onLine`, when given, is told every line of its log (stdout).
 */
export async function startServer(options) {
  const { port } = options;
  ensureBuilt();
  const stderr = [];
  const errors = [];
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...serverEnvironment(options) },
  });
  child.stderr.on('data', (chunk) => {
    stderr.push(chunk.toString());
    if (stderr.length > 200) stderr.shift();
  });
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    options.onLine?.(line);
    if (!isErrorLine(line)) return;
    errors.push(line);
    if (errors.length > 20) errors.shift();
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${stderr.join('')}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return { child, stderr, errors };
    } catch {
      /* starting */
    }
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become ready within 60 s:\n${stderr.join('')}`);
}

/** SIGTERM (the server drains), SIGKILL after 12 s. */
export async function stopServer(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}
