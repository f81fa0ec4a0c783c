import { API_MESSAGES } from '@kingside/contracts/api';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BaseError, ConnectionError, TimeoutError, UniqueConstraintError } from 'sequelize';

/**
 * An error the caller caused (or may retry): its status and message go to the client as they are, with `details`
 * beside the message when the caller needs more than one sentence (a refused deployment's list of problems).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Unknown /api/* paths answer a JSON 404, not the site's HTML. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: API_MESSAGES.routeNotFound });
};

function isDatabaseDown(error: unknown): boolean {
  if (error instanceof ConnectionError || error instanceof TimeoutError) return true;
  // mysql2 errors while the pool reconnects surface wrapped in a DatabaseError with these codes.
  const code =
    (error as { original?: { code?: string }; parent?: { code?: string } })?.original?.code ??
    (error as { parent?: { code?: string } })?.parent?.code;
  return ['ECONNREFUSED', 'PROTOCOL_CONNECTION_LOST', 'ETIMEDOUT', 'ECONNRESET', 'EPIPE', 'ER_SERVER_SHUTDOWN', 'SQLITE_BUSY'].includes(
    code ?? '',
  );
}

/**
 * The last middleware: every failure becomes `{message}` JSON. Body-parser errors keep their 4xx, a
 * database that is down answers 503 (retry later), anything else is a bug: logged in full, answered 500
 * without details.
 */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof HttpError) {
    res
      .set(error.headers)
      .status(error.status)
      .json({ ...error.details, message: error.message });
    return;
  }
  const parserError = error as { type?: string; status?: number; statusCode?: number };
  if (parserError.type === 'entity.parse.failed') {
    res.status(400).json({ message: API_MESSAGES.malformedJson });
    return;
  }
  if (parserError.type === 'entity.too.large') {
    res.status(413).json({ message: API_MESSAGES.bodyTooLarge });
    return;
  }
  const status = parserError.status ?? parserError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: (error as Error).message || 'Bad request' });
    return;
  }
  if (isDatabaseDown(error)) {
    req.log?.warn({ err: error }, 'database unavailable');
    res.set('Retry-After', '5').status(503).json({ message: API_MESSAGES.serviceUnavailable });
    return;
  }
  if (error instanceof UniqueConstraintError) {
    req.log?.warn({ err: error }, 'unique constraint');
    res.status(409).json({ message: 'This already exists' });
    return;
  }
  req.log?.error({ err: error }, error instanceof BaseError ? 'database error' : 'unhandled error');
  res.status(500).json({ message: API_MESSAGES.internalError });
};
