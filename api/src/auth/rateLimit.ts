import { API_MESSAGES } from '@kingside/contracts';
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { AppDeps } from '../deps';
import { redisClient } from './redis';

const WINDOW_MS = 60 * 1000;
const limiters = new WeakMap<AppDeps, RequestHandler>();

/**
 * config.authRateLimit requests per client address per minute to the sign-in, registration and
 * verification routes, answered 429 `{message}` beyond that. One limiter (one count) per app, so
 * /api/auth and /api/admin draw on the same allowance; in Redis when REDIS_URL is set, so every api
 * instance does too. Client addresses honour TRUST_PROXY; IPv6 clients are counted per /56 (the default
 * of express-rate-limit) so one host cannot rotate through its addresses.
 */
export function authRateLimiter(deps: AppDeps): RequestHandler {
  const existing = limiters.get(deps);
  if (existing) return existing;
  const { config } = deps;
  const limiter = rateLimit({
    windowMs: WINDOW_MS,
    limit: config.authRateLimit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res, _next, options) => {
      res.setHeader('Retry-After', String(Math.ceil(options.windowMs / 1000)));
      res.status(429).json({ message: API_MESSAGES.tooManyRequests });
    },
    ...(config.redisUrl
      ? {
          store: new RedisStore({
            prefix: 'kingside:rl:auth:',
            sendCommand: (...args: string[]) => redisClient(deps).sendCommand(args) as Promise<never>,
          }),
          // If Redis is down, let sign-ins through rather than lock everyone out; the account lockout still holds.
          passOnStoreError: true,
        }
      : {}),
  });
  limiters.set(deps, limiter);
  return limiter;
}
