import { AUTH_MESSAGES } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import type { RequestHandler, Response } from 'express';
import type { AppDeps } from '../shared/deps';
import { bearerToken, findUserByToken } from './tokens';
import type { UserModel } from './models';
import { HttpError } from '../shared/http/errors';

/*
 * The gate in front of every protected admin endpoint. The browser's check of the stored adminUser is
 * only UX (docs/spec.md §6); this is the rule: a live admin token (kind 'admin', not expired or revoked) whose
 * user has role admin IN THE DATABASE at the time of the request. A user demoted after signing in loses
 * access on their next call, token or not.
 *   no / malformed / unknown / expired / revoked token  -> 401
 *   a member's token, or an admin token of a non-admin  -> 403
 */

export const unauthenticated = (message: string = AUTH_MESSAGES.authenticationRequired) =>
  new HttpError(401, message, { 'WWW-Authenticate': 'Bearer' });
const forbidden = () => new HttpError(403, ADMIN_MESSAGES.adminRequired);

interface AdminLocals {
  admin: UserModel;
  adminToken: string;
}

/**
 * The administrator a bearer token belongs to, by requireAdmin's rule; throws its 401 or 403. Shared with the
 * deploy gate (deployments/deployAuth.ts), which takes an admin token as well as the deploy token.
 */
export async function adminForToken({ db }: AppDeps, token: string): Promise<UserModel> {
  const user = await findUserByToken(db.models, token, 'admin');
  if (!user) {
    // Tell a signed-in member apart from nobody: they are authenticated, just not allowed.
    if (await findUserByToken(db.models, token, 'member')) throw forbidden();
    throw unauthenticated();
  }
  if (user.role !== 'admin') throw forbidden();
  return user;
}

export function requireAdmin(deps: AppDeps): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated();
    const user = await adminForToken(deps, token);
    Object.assign(res.locals, { admin: user, adminToken: token } satisfies AdminLocals);
    next();
  };
}

/** The administrator `requireAdmin` let through (fresh from the database for this request). */
export function currentAdmin(res: Response): UserModel {
  const admin = (res.locals as Partial<AdminLocals>).admin;
  if (!admin) throw new Error('currentAdmin() used on a route without requireAdmin');
  return admin;
}
