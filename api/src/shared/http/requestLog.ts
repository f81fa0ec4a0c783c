import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/** What a load balancer may hand us as a request id (docs/deployment.md): anything else is replaced. */
const VALID_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Request ids and request logs (pino-http), for every request:
 * - `X-Request-Id` is echoed (a valid incoming one, else a fresh UUID) and kept as `req.id`;
 * - `req.log` is a child logger with the request bound, for errors and routes that log;
 * - each /api request is logged once, at info, when it completes ("request completed", or "request errored"
 *   for a 5xx, whose error the error handler has already logged under the same id).
 * `wrapSerializers: false` keeps the logger's own serializers (logger.ts), which redact secrets.
 */
export function mountRequestLog(app: Express, logger: Logger): void {
  app.use(
    pinoHttp({
      logger,
      wrapSerializers: false,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
      customErrorObject: (_req, _res, _error, { res, responseTime }: { res: unknown; responseTime: number }) => ({ res, responseTime }),
    }),
  );
}
