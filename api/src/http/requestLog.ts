import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

/** What a load balancer may hand us as a request id (docs/deployment.md): anything else is replaced. */
const VALID_REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * The move checks (a chapter's, a puzzle's, a review card's): one request per move a learner plays, the api's most
 * frequent and under the tightest budget (docs/architecture.md §4). pino-http binds every request to a child logger,
 * serialising its headers whether or not a line is ever written, a quarter of a move check's time. So these are not
 * logged line by line: the metrics count each (route, status, duration), and an error is still logged, with its id.
 */
const MOVE_CHECK = /^\/api\/(?:lessons\/[^/]+\/chapters|puzzles|me\/review)\/[^/]+\/moves$/;

/** The request's id: a valid `X-Request-Id` it came with, else a fresh UUID; echoed on the response. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Request ids and request logs (pino-http), for every request:
 * - `X-Request-Id` is echoed (a valid incoming one, else a fresh UUID) and kept as `req.id`;
 * - `req.log` is a child logger with the request bound, for errors and routes that log;
 * - each /api request but a move check is logged once, at info, when it completes ("request completed", or
 *   "request errored" for a 5xx, whose error the error handler has already logged under the same id).
 * `wrapSerializers: false` keeps the logger's own serializers (logger.ts), which redact secrets.
 */
export function mountRequestLog(app: Express, logger: Logger): void {
  const logRequests = pinoHttp({
    logger,
    wrapSerializers: false,
    genReqId: requestId,
    autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    customErrorObject: (_req, _res, _error, { res, responseTime }: { res: unknown; responseTime: number }) => ({ res, responseTime }),
  });
  app.use((req, res, next) => {
    if (req.method !== 'POST' || !MOVE_CHECK.test(req.path)) {
      logRequests(req, res, next);
      return;
    }
    req.id = requestId(req, res);
    req.log = logger.child({ reqId: req.id });
    next();
  });
}
