import { API_MESSAGES } from '@kingside/contracts/api';
import type { Request, RequestHandler, Response } from 'express';
import { isIPv4 } from 'node:net';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { AppDeps } from '../shared/deps';
import { redisClient } from '../shared/redis';

const WINDOW_MS = 60 * 1000;

/** What is counted: one allowance (and one Redis prefix) per kind. */
type LimitedKind = 'auth' | 'moves' | 'deploy' | 'remoteFailures' | 'backInStock' | 'preview';
const limiters = new WeakMap<AppDeps, Map<LimitedKind, RequestHandler>>();

/**
 * `limit` requests per client address per minute to the routes of one kind, answered 429 `{message}` beyond
 * that. One limiter (one count) per app and kind; in Redis when REDIS_URL is set, so every api instance draws
 * on the same allowance. Client addresses honour TRUST_PROXY; IPv6 clients are counted per /56 (the default
 * of express-rate-limit) so one host cannot rotate through its addresses.
 */
/** An IPv4 client of a dual-stack server, as Node names it: ::ffff:203.0.113.7. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client's key: its IPv4 address (also when Node writes it IPv4-mapped), else its IPv6 /56 through
 * express-rate-limit's own ipKeyGenerator. The same keys as the library's default, without parsing every IPv4
 * client's address as IPv6 first: that parse was a twentieth of a move check's time (docs/architecture.md §4).
 */
function clientKey(req: Request): string {
  const ip = req.ip ?? '';
  if (isIPv4(ip)) return ip;
  return IPV4_MAPPED.exec(ip)?.[1] ?? ipKeyGenerator(ip);
}

/** What a kind counts, when not every request: express-rate-limit's own test of a request that did not count. */
type Counting = Pick<Parameters<typeof rateLimit>[0] & object, 'skipSuccessfulRequests' | 'requestWasSuccessful'>;

/** How a refused request is answered, when not with the api's JSON {message} (a page for a browser, say). */
type Refusal = (req: Request, res: Response, status: number, message: string) => void;

const jsonRefusal: Refusal = (_req, res, status, message) => void res.status(status).json({ message });

function perAddressLimiter(
  deps: AppDeps,
  kind: LimitedKind,
  limit: number,
  counting: Counting = {},
  refuse: Refusal = jsonRefusal,
): RequestHandler {
  let byKind = limiters.get(deps);
  if (!byKind) limiters.set(deps, (byKind = new Map()));
  const existing = byKind.get(kind);
  if (existing) return existing;
  const { config } = deps;
  const limiter = rateLimit({
    windowMs: WINDOW_MS,
    limit,
    keyGenerator: clientKey,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    ...counting,
    handler: (req, res, _next, options) => {
      res.setHeader('Retry-After', String(Math.ceil(options.windowMs / 1000)));
      refuse(req, res, 429, API_MESSAGES.tooManyRequests);
    },
    ...(config.redisUrl
      ? {
          store: new RedisStore({
            prefix: `kingside:rl:${kind}:`,
            sendCommand: (...args: string[]) => redisClient(deps).sendCommand(args) as Promise<never>,
          }),
          // If Redis is down, let requests through rather than lock everyone out (for sign-ins, the account lockout still holds).
          passOnStoreError: true,
        }
      : {}),
  });
  byKind.set(kind, limiter);
  return limiter;
}

/** config.authRateLimit per address per minute to sign-in, registration and verification: /api/auth and /api/admin share it. */
export function authRateLimiter(deps: AppDeps): RequestHandler {
  return perAddressLimiter(deps, 'auth', deps.config.authRateLimit);
}

/** config.movesRateLimit move checks per address per minute (issue 18): a board played by hand never gets near it. */
export function movesRateLimiter(deps: AppDeps): RequestHandler {
  return perAddressLimiter(deps, 'moves', deps.config.movesRateLimit);
}

/**
 * The deploy gate's failed attempts (deployments/deployAuth.ts): config.authRateLimit refusals (401, 403) per address
 * per minute, after which the address gets 429 before its credential is even compared. An answer that got past the
 * gate does not count (the library takes it back when the answer goes out), so a deploy script or the Deployments
 * screen is never held up by its own work.
 */
export function deployGateRateLimiter(deps: AppDeps): RequestHandler {
  return perAddressLimiter(deps, 'deploy', deps.config.authRateLimit, {
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 401 && res.statusCode !== 403,
  });
}

/**
 * config.remoteFailuresRateLimit failure reports per address per minute (POST /api/remote-failures, 30 by default):
 * a page has six remotes, each reported once or twice.
 */
export function remoteFailuresRateLimiter(deps: AppDeps): RequestHandler {
  return perAddressLimiter(deps, 'remoteFailures', deps.config.remoteFailuresRateLimit);
}

/** config.backInStockRateLimit "Notify me" requests per address per minute (5 by default): a guest's may send an e-mail. */
export function backInStockRateLimiter(deps: AppDeps): RequestHandler {
  return perAddressLimiter(deps, 'backInStock', deps.config.backInStockRateLimit);
}

/**
 * config.authRateLimit requests per address per minute to the public preview routes (opening a link, Exit preview):
 * each checks a signature and writes the audit log, and a person opens a link a few times at most. A refused
 * navigation is answered like the routes' other refusals, with a page (`refuse`).
 */
export function previewRateLimiter(deps: AppDeps, refuse: Refusal): RequestHandler {
  return perAddressLimiter(deps, 'preview', deps.config.authRateLimit, {}, refuse);
}
