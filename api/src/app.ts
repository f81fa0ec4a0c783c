import { randomUUID } from 'node:crypto';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { API_ROOT, type Config } from './config';
import type { Database } from './db/database';
import { apiNotFound, errorHandler } from './http/errors';
import type { Logger } from './logger';
import { sessionMiddleware } from './auth/session';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { healthRoutes } from './routes/health';
import { catalogueRoutes } from './routes/catalogue';
import { cartRoutes } from './routes/cart';
import { orderRoutes } from './routes/orders';
import { mountSite } from './web/site';

export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

/** Origins other than ours that remotes were moved to (REMOTE_<NAME>_URL): the CSP must allow them. */
function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const base of Object.values(remotes)) {
    if (/^https?:\/\//.test(base)) origins.add(new URL(base).origin);
  }
  return [...origins];
}

/**
 * Builds the api (and, when the site is built, the site) from its configuration. No global state: tests
 * create as many as they like, over as many databases.
 */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );
  const remotes = remoteOrigins(config.remotes);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", ...remotes],
          'connect-src': ["'self'", ...remotes],
          // Emotion writes its styles into <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', ...remotes],
          'font-src': ["'self'", ...remotes],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': config.production ? [] : null,
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    }),
  );
  app.use(compression());
  app.use('/api', express.json({ limit: '100kb' }));

  app.use('/api', healthRoutes(deps));
  app.use('/api', catalogueRoutes(deps));
  app.use('/api', cartRoutes(deps));
  app.use('/api', orderRoutes(deps));
  const session = sessionMiddleware(deps);
  app.use('/api/auth', session, authRoutes(deps));
  app.use('/api/admin', session, adminRoutes(deps));
  app.use('/api', apiNotFound);

  app.use('/images', express.static(path.join(API_ROOT, 'public', 'images'), { maxAge: '1d', fallthrough: false }));
  if (config.webRoot) mountSite(app, config.webRoot, config.remotes);

  app.use(errorHandler);
  return app;
}
