import { ADMIN_MESSAGES, type SecurityRequest, type SecurityResponse } from '@kingside/contracts';
import { securitySchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../app';
import { toAdminUser } from '../auth/publicUser';
import { HttpError } from '../http/errors';
import { body } from '../http/validate';
import { currentAdmin } from './requireAdmin';
import { otpauthUrl } from './totp';
import { twoFactorStore } from './twoFactor';

/**
 * POST /api/admin/security (behind requireAdmin): an administrator turns two-factor on or off for their
 * OWN account only. Turning it on always issues a new secret (shown once, in this response); turning it
 * off forgets the secret.
 */
export function securityHandler(deps: AppDeps): RequestHandler {
  const twoFactor = twoFactorStore(deps);
  return async (req, res) => {
    const { enableTwoFactor, userId } = body<SecurityRequest>(req, securitySchema);
    const admin = currentAdmin(res);
    if (userId !== admin.id) throw new HttpError(403, ADMIN_MESSAGES.ownAccountOnly);
    if (enableTwoFactor) {
      const secret = await twoFactor.enable(admin);
      res.json({
        user: toAdminUser(admin),
        twoFactorSecret: secret,
        otpauthUrl: otpauthUrl(secret, admin.email),
      } satisfies SecurityResponse);
      return;
    }
    await twoFactor.disable(admin);
    res.json({ user: toAdminUser(admin), twoFactorSecret: null, otpauthUrl: null } satisfies SecurityResponse);
  };
}
