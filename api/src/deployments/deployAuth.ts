import { createHash, timingSafeEqual } from 'node:crypto';
import { DEPLOYMENT_MESSAGES, DEPLOY_TOKEN_ACTOR } from '@kingside/contracts/deployments';
import type { RequestHandler, Response } from 'express';
import type { AppDeps } from '../shared/deps';
import { adminForToken, unauthenticated, deployGateRateLimiter, bearerCredential, isTokenShaped } from '../accounts';

/*
 * The gate of the remote registry (/api/admin/remotes…): `Authorization: Bearer <credential>` where the credential is
 * the deploy token (DEPLOY_TOKEN, a deploy script's) or an administrator's token, by requireAdmin's own rule (the
 * role read from the database on every request). Failed attempts are rate-limited per address (auth/rateLimit.ts).
 *   nothing sent                                         -> 401 deployTokenOrAdmin
 *   a wrong deploy token, an unknown or expired token    -> 401
 *   a member's token, an admin token of a non-admin      -> 403
 */

/** Who a registry write is recorded as: the administrator, or the deploy token (no account: adminId 0, no user has it). */
export interface Deployer {
  adminId: number;
  adminEmail: string;
}

const DEPLOY_TOKEN_DEPLOYER: Deployer = { adminId: 0, adminEmail: DEPLOY_TOKEN_ACTOR };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, of equal length whatever was sent: neither the token's length nor its prefix leaks through timing. */
export function isDeployToken(configured: string | undefined, credential: string): boolean {
  return configured !== undefined && timingSafeEqual(digest(configured), digest(credential));
}

export function requireDeployer(deps: AppDeps): RequestHandler[] {
  const gate: RequestHandler = async (req, res, next) => {
    const credential = bearerCredential(req);
    if (credential === null) throw unauthenticated(DEPLOYMENT_MESSAGES.deployTokenOrAdmin);
    let deployer = DEPLOY_TOKEN_DEPLOYER;
    if (!isDeployToken(deps.config.deployToken, credential)) {
      if (!isTokenShaped(credential)) throw unauthenticated();
      const admin = await adminForToken(deps, credential);
      deployer = { adminId: Number(admin.id), adminEmail: admin.email };
    }
    res.locals.deployer = deployer;
    next();
  };
  return [deployGateRateLimiter(deps), gate];
}

export function currentDeployer(res: Response): Deployer {
  const deployer = (res.locals as { deployer?: Deployer }).deployer;
  if (!deployer) throw new Error('currentDeployer() used on a route without requireDeployer');
  return deployer;
}
