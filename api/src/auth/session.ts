import type { RequestHandler } from 'express';
import type { AppDeps } from '../app';

/**
 * express-session for the flows that need a server-side, browser-bound state (GitHub sign-in's `state`,
 * the admin's pending two-factor sign-in). Owned by the member-accounts work.
 */
export function sessionMiddleware(_deps: AppDeps): RequestHandler {
  return (_req, _res, next) => next();
}
