import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BACK_IN_STOCK_RATE_LIMIT, REMOTES, defaultRemoteBase, remoteUrlVariable } from '@kingside/contracts';
import type { LogFormat } from './logger';

/** The api's folder, whether running from src (tsx, jest) or dist (node). */
export const API_ROOT = path.resolve(__dirname, '..', '..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');

export interface GithubConfig {
  clientId: string;
  clientSecret: string;
  authorizationURL: string | undefined;
  tokenURL: string | undefined;
  userProfileURL: string | undefined;
  userEmailURL: string | undefined;
}

/** Sign in with Lichess (issue 34): Lichess takes no client secret, and accepts any client id. */
export interface LichessConfig {
  clientId: string;
  /** LICHESS_URL: lichess.org, or a stand-in in tests; no trailing slash */
  url: string;
}

/** Stripe payments (issue 33): both keys, or neither (the simulated checkout). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: where the SDK sends its requests instead of api.stripe.com (tests' stand-in) */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** The analysis of members' games (issue 46, training/games/jobs.ts). */
export interface AnalysisConfig {
  /** ANALYSIS_NODES: the engine's nodes per position (deterministic, unlike time) */
  nodes: number;
  /** ANALYSIS_CONCURRENCY: games analysed at once by one process (each an engine on one core); 0 = this process takes none */
  concurrency: number;
  /** ANALYSIS_TIMEOUT_MS: the most one game may take before its analysis is abandoned (and tried again) */
  gameTimeoutMs: number;
  /** STOCKFISH_PATH: a UCI engine's executable; unset = the `stockfish` npm package's, run by node */
  engineCommand: string | undefined;
  /** ANALYSIS_QUEUE_PREFIX: BullMQ's key prefix in Redis (tests keep theirs apart) */
  queuePrefix: string;
}

export interface Config {
  production: boolean;
  port: number;
  databaseUrl: string;
  /** connections per api instance */
  databasePoolMax: number;
  publicUrl: string;
  sessionSecret: string;
  adminEmail: string;
  adminPassword: string;
  /** true when the admin credentials were made up for development (printed at start) */
  adminGenerated: boolean;
  /** ADMIN_PASSWORD_RESET=true: this start sets the administrator's password back to ADMIN_PASSWORD (a forgotten one) */
  adminPasswordReset: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** where uploaded images and their variants are written (served at /uploads/); shared by every api instance */
  uploadsDir: string;
  github: GithubConfig | undefined;
  /**
   * TEST_CLOCK_FILE, read only when NODE_ENV=test: a file holding milliseconds to add to training's clock (the browser
   * journey moves the server a day forward instead of waiting: training/clock.ts)
   */
  testClockFile: string | undefined;
  /** LICHESS_CLIENT_ID: Sign in with Lichess; unset = not offered */
  lichess: LichessConfig | undefined;
  /** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: checkout through Stripe; unset = the simulated checkout */
  stripe: StripeConfig | undefined;
  authRateLimit: number;
  /** move checks (POST /api/lessons/{id}/chapters/{n}/moves) per client address per minute */
  movesRateLimit: number;
  /** failure reports (POST /api/remote-failures) per client address per minute */
  remoteFailuresRateLimit: number;
  /** "Notify me" requests (POST /api/products/{id}/back-in-stock) per client address per minute */
  backInStockRateLimit: number;
  redisUrl: string | undefined;
  analysis: AnalysisConfig;
  /** where the shell loads each remote's built-in version from: /remotes/<name>/, or REMOTE_<NAME>_URL, which wins over the registry */
  remotes: Record<string, string>;
  /**
   * DEPLOY_TOKEN: a bearer token that may register, activate, roll back and canary remote versions (a deploy
   * script's); unset = only administrators may
   */
  deployToken: string | undefined;
  /** REMOTES_DIR: the store of published remote versions, <name>/<version>/ (served at /remotes/<name>/<version>/) */
  remotesDir: string;
  /**
   * REMOTE_ORIGINS: the origins a version may be registered from by URL (comma-separated); the site's own origin
   * (PUBLIC_URL's) by default. A loopback, link-local or private address is accepted only as an origin named here by
   * that address (docs/architecture.md §11).
   */
  remoteOrigins: string[];
  /**
   * DRAIN_MS: after SIGTERM, how long the instance drains before it stops listening (readiness failing, every answer
   * closing its connection; api/src/shared/http/drain.ts): long enough for a Service to drop it and for a balancer's
   * pooled connections to it to be used once more and closed
   */
  drainMs: number;
  /**
   * SHUTDOWN_GRACE_MS: after SIGTERM, the most the instance waits (from the signal) for its requests in flight before it
   * exits anyway; above the slowest request a loaded instance answers (an order under contention), below the
   * orchestrator's own grace (docs/deployment.md)
   */
  shutdownGraceMs: number;
  /** folder holding the built shell and remotes (<app>/dist); undefined = api only */
  webRoot: string | undefined;
  /** scrypt cost parameter N (OWASP: 2^17); lower only in tests */
  scryptCost: number;
  /** key that encrypts two-factor secrets at rest (32 bytes, hex or base64) */
  secretsKey: string;
  logLevel: string;
  /** `json` (for a log shipper) or `pretty` (one short line per request, for a person); LOG_FORMAT, else pretty at a terminal */
  logFormat: LogFormat;
  /** trust X-Forwarded-* from this many proxies (for client addresses and secure cookies) */
  trustProxy: number;
  /** METRICS_PORT: the Prometheus listener's port (http/metrics.ts); 0 = no listener */
  metricsPort: number;
  /** METRICS_HOST: the address it binds: loopback unless the scraper is on another host (a pod's network) */
  metricsHost: string;
  /** KINGSIDE_COMMIT: the commit the build came from (kingside_build_info); unset = the checkout's HEAD */
  buildCommit: string | undefined;
}

export type Env = Record<string, string | undefined>;

function logFormat(value: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  if (value === undefined || value === '') return stdoutIsTerminal ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be json or pretty, got "${value}"`);
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** The shortest deploy token production accepts: it guards what every visitor's browser runs. */
const DEPLOY_TOKEN_MIN_LENGTH = 32;

/** REMOTE_ORIGINS as origins ('https://cdn.example'), or the site's own origin when unset. */
function remoteOrigins(value: string | undefined, publicUrl: string): string[] {
  if (!value) return [new URL(publicUrl).origin];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL | undefined;
      try {
        url = new URL(entry);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== entry.replace(/\/$/, '')) {
        throw new Error(`REMOTE_ORIGINS must list http(s) origins such as https://cdn.example, got "${entry}"`);
      }
      return url.origin;
    });
}

function deployToken(value: string | undefined, production: boolean): string | undefined {
  if (!value) return undefined;
  if (production && value.length < DEPLOY_TOKEN_MIN_LENGTH) {
    throw new Error(`DEPLOY_TOKEN must be at least ${DEPLOY_TOKEN_MIN_LENGTH} characters when NODE_ENV=production`);
  }
  return value;
}

function stripeConfig(env: Env): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey || !webhookSecret) throw new Error('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together, or neither');
  if (!/^(sk|rk)_(test|live)_\S+$/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…)');
  if (!/^whsec_\S+$/.test(webhookSecret)) throw new Error('STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)');
  let api: StripeConfig['api'];
  if (env.STRIPE_API_URL) {
    const url = new URL(env.STRIPE_API_URL);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`STRIPE_API_URL must be http or https, got "${env.STRIPE_API_URL}"`);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return { secretKey, webhookSecret, api };
}

function lichessConfig(env: Env): LichessConfig | undefined {
  if (!env.LICHESS_CLIENT_ID) return undefined;
  const raw = env.LICHESS_URL || 'https://lichess.org';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`LICHESS_URL must be an http or https URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`LICHESS_URL must be an http or https URL, got "${raw}"`);
  return { clientId: env.LICHESS_CLIENT_ID, url: url.toString().replace(/\/+$/, '') };
}

function required(env: Env, name: string, production: boolean, devFallback: () => string): { value: string; generated: boolean } {
  const value = env[name];
  if (value) return { value, generated: false };
  if (production) throw new Error(`${name} is required when NODE_ENV=production`);
  return { value: devFallback(), generated: true };
}

/**
 * In development the key that encrypts two-factor secrets must survive restarts (a fresh key would make
 * every stored secret unreadable), so it is generated once into api/var/, which git ignores.
 */
function persistedDevKey(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const key = randomBytes(32).toString('hex');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}

/** Reads the configuration of docs/architecture.md §2 from the environment; every variable optional in development. */
export function loadConfig(env: Env = process.env, stdoutIsTerminal = process.stdout.isTTY === true): Config {
  const production = env.NODE_ENV === 'production';
  const port = int(env.PORT, 3000, 'PORT');
  const admin = {
    email: required(env, 'ADMIN_EMAIL', production, () => 'admin@kingside-academy.example'),
    password: required(env, 'ADMIN_PASSWORD', production, () => `dev-${randomBytes(9).toString('base64url')}`),
  };
  const remotes: Record<string, string> = {};
  for (const remote of REMOTES) remotes[remote.name] = env[remoteUrlVariable(remote.name)] || defaultRemoteBase(remote.name);
  const github =
    env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
      ? {
          clientId: env.GITHUB_CLIENT_ID,
          clientSecret: env.GITHUB_CLIENT_SECRET,
          authorizationURL: env.GITHUB_AUTHORIZATION_URL,
          tokenURL: env.GITHUB_TOKEN_URL,
          userProfileURL: env.GITHUB_USER_PROFILE_URL,
          userEmailURL: env.GITHUB_USER_EMAIL_URL,
        }
      : undefined;
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '');
  return {
    production,
    port,
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(API_ROOT, 'var', 'kingside.sqlite')}`,
    databasePoolMax: int(env.DATABASE_POOL_MAX, 10, 'DATABASE_POOL_MAX'),
    publicUrl,
    sessionSecret: required(env, 'SESSION_SECRET', production, () => randomBytes(32).toString('hex')).value,
    adminEmail: admin.email.value.toLowerCase(),
    adminPassword: admin.password.value,
    adminGenerated: admin.password.generated,
    adminPasswordReset: env.ADMIN_PASSWORD_RESET === 'true' || env.ADMIN_PASSWORD_RESET === '1',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Kingside Academy <no-reply@kingside-academy.example>',
    outboxDir: env.OUTBOX_DIR || path.join(API_ROOT, 'var', 'outbox'),
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(API_ROOT, 'var', 'uploads')),
    github,
    testClockFile: env.NODE_ENV === 'test' ? env.TEST_CLOCK_FILE || undefined : undefined,
    lichess: lichessConfig(env),
    stripe: stripeConfig(env),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10, 'AUTH_RATE_LIMIT'),
    movesRateLimit: int(env.MOVES_RATE_LIMIT, 120, 'MOVES_RATE_LIMIT'),
    remoteFailuresRateLimit: int(env.REMOTE_FAILURES_RATE_LIMIT, 30, 'REMOTE_FAILURES_RATE_LIMIT'),
    backInStockRateLimit: int(env.BACK_IN_STOCK_RATE_LIMIT, BACK_IN_STOCK_RATE_LIMIT, 'BACK_IN_STOCK_RATE_LIMIT'),
    redisUrl: env.REDIS_URL || undefined,
    analysis: {
      nodes: Math.max(1, int(env.ANALYSIS_NODES, 50_000, 'ANALYSIS_NODES')),
      concurrency: int(env.ANALYSIS_CONCURRENCY, 1, 'ANALYSIS_CONCURRENCY'),
      gameTimeoutMs: Math.max(1000, int(env.ANALYSIS_TIMEOUT_MS, 120_000, 'ANALYSIS_TIMEOUT_MS')),
      engineCommand: env.STOCKFISH_PATH || undefined,
      queuePrefix: env.ANALYSIS_QUEUE_PREFIX || 'kingside',
    },
    remotes,
    deployToken: deployToken(env.DEPLOY_TOKEN, production),
    remotesDir: path.resolve(env.REMOTES_DIR || path.join(API_ROOT, 'var', 'remotes')),
    remoteOrigins: remoteOrigins(env.REMOTE_ORIGINS, publicUrl),
    drainMs: int(env.DRAIN_MS, 2000, 'DRAIN_MS'),
    shutdownGraceMs: int(env.SHUTDOWN_GRACE_MS, 30_000, 'SHUTDOWN_GRACE_MS'),
    webRoot: env.WEB_ROOT === 'none' ? undefined : env.WEB_ROOT || REPO_ROOT,
    scryptCost: int(env.SCRYPT_COST, 2 ** 17, 'SCRYPT_COST'),
    secretsKey: required(env, 'SECRETS_KEY', production, () => persistedDevKey(path.join(API_ROOT, 'var', 'secrets.key'))).value,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    logFormat: logFormat(env.LOG_FORMAT, stdoutIsTerminal),
    trustProxy: int(env.TRUST_PROXY, 0, 'TRUST_PROXY'),
    metricsPort: int(env.METRICS_PORT, 0, 'METRICS_PORT'),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    buildCommit: env.KINGSIDE_COMMIT || undefined,
  };
}
