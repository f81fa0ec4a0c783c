import { randomUUID } from 'node:crypto';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from '../logger';

declare module 'http' {
  interface IncomingMessage {
    /** The request id: the caller's valid `X-Request-Id`, else a fresh UUID (see requestLog). */
    id: string;
    /** A logger whose lines carry this request (`req`: id, method, url, headers with credentials redacted). */
    log: Logger;
  }
}

/** What a load balancer may hand us as a request id (docs/deployment.md): anything else is replaced. */
const VALID_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Request ids and request logs, for every request (what pino-http did here, without its cost on the hot
 * path of docs/architecture.md §4; the logger's own serializers give `req` pino-http's shape, with
 * secrets redacted): pino-http builds a child logger per request, which serialises and redacts the
 * request at once even when nothing is ever logged, and adds three listeners per request even when the
 * level would drop the line. Here:
 * - `X-Request-Id` is echoed (a valid incoming one, else a fresh UUID) and kept as `req.id`;
 * - `req.log` is a getter on this app's request prototype: the child logger (with `req` bound, as
 *   pino-http bound it) is made on first use only, by an error or a route that logs;
 * - each /api request is logged once when it completes ("request completed", with `res` and
 *   `responseTime`, pino-http's shape), only when the level would write the line.
 */
export function mountRequestLog(app: Express, logger: Logger): void {
  const own = (req: Request, log: Logger) => Object.defineProperty(req, 'log', { value: log, writable: true, configurable: true });
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    get(this: Request) {
      const log = logger.child({ req: this });
      own(this, log);
      return log;
    },
    set(this: Request, log: Logger) {
      own(this, log);
    },
  });

  const middleware: RequestHandler = (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (req.url.startsWith('/api') && logger.isLevelEnabled('info')) {
      const start = Date.now();
      // 'close' follows 'finish', and also comes when the client went away first: one line either way.
      res.once('close', () => {
        const responseTime = Date.now() - start;
        if (res.statusCode >= 500) req.log.info({ res, responseTime }, 'request errored');
        else req.log.info({ res, responseTime }, 'request completed');
      });
    }
    next();
  };
  app.use(middleware);
}
