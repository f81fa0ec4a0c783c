import { RedisStore } from 'connect-redis';
import connectSessionSequelize from 'connect-session-sequelize';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppDeps } from '../shared/deps';
import { redisClient } from '../shared/redis';

/** Name of the session cookie. */
export const SESSION_COOKIE = 'kingside.sid';
/**
 * A session only carries a sign-in in progress (GitHub's `state`, the admin's pending two-factor step),
 * never the sign-in itself (bearer tokens do that), so it may be short-lived.
 */
export const SESSION_MAX_AGE_MS = 15 * 60 * 1000;
/** Table created by migration 0002-sessions (never by the store's sync). */
export const SESSION_TABLE = 'sessions';

const SequelizeStore = connectSessionSequelize(session.Store);
const middlewares = new WeakMap<AppDeps, RequestHandler>();

function store(deps: AppDeps): session.Store {
  if (deps.config.redisUrl) return new RedisStore({ client: redisClient(deps), prefix: 'kingside:sess:' });
  return new SequelizeStore({
    db: deps.db.sequelize,
    tableName: SESSION_TABLE,
    modelKey: 'Session',
    expiration: SESSION_MAX_AGE_MS,
    checkExpirationInterval: 15 * 60 * 1000,
  });
}

/**
 * express-session for the flows that need a server-side, browser-bound state. Nothing is stored and no
 * cookie is set until a flow writes to the session (saveUninitialized: false). The cookie is httpOnly,
 * SameSite=Lax (it must survive the top-level redirect back from GitHub) and secure in production, where
 * the site runs behind TLS (TRUST_PROXY makes Express see the original https). One per app.
 */
export function sessionMiddleware(deps: AppDeps): RequestHandler {
  const existing = middlewares.get(deps);
  if (existing) return existing;
  const middleware = session({
    name: SESSION_COOKIE,
    secret: deps.config.sessionSecret,
    store: store(deps),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.production,
      maxAge: SESSION_MAX_AGE_MS,
      path: '/api',
    },
  });
  middlewares.set(deps, middleware);
  return middleware;
}
