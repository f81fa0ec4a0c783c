import { AUTH_MESSAGES } from '@kingside/contracts';
import type { Request } from 'express';
import type { AppDeps } from '../shared/deps';
import { bearerToken, findUserByToken } from './tokens';
import type { UserModel } from './models';
import { HttpError } from '../shared/http/errors';

const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.authenticationRequired, { 'WWW-Authenticate': 'Bearer' });

/**
 * Who places an order: nobody (a guest) when the request has no Authorization header, else the member
 * whose live member token it carries. A header that is there but holds no live member token (malformed,
 * unknown, expired, revoked, an administrator's token) is refused with 401 rather than read as a guest:
 * a member whose session ended must find out and sign in again, not place an order that silently never
 * appears among theirs.
 */
export async function memberOrGuest(deps: AppDeps, req: Request): Promise<UserModel | null> {
  if (req.headers.authorization === undefined) return null;
  return signedInMember(deps, req);
}

/** The member of the request's live member token (read from the database on every request), else 401. */
export async function signedInMember({ db }: AppDeps, req: Request): Promise<UserModel> {
  const token = bearerToken(req);
  const user = token ? await findUserByToken(db.models, token, 'member') : null;
  if (!user) throw unauthenticated();
  return user;
}
