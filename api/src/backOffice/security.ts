import { type SecurityRequest, type SecurityResponse } from '@kingside/contracts';
import { ADMIN_MESSAGES, TWO_FACTOR_AUDIT_ACTION } from '@kingside/contracts/admin';
import { securitySchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../shared/deps';
import { toAdminUser, currentAdmin } from '../accounts';
import { toBoolean } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import { HttpError } from '../shared/http/errors';
import { body } from '../shared/http/validate';
import { recordAudit } from '../shared/audit/recordAudit';
import { otpauthUrl } from './totp';
import { twoFactorStore } from './twoFactor';

/**
 * POST /api/admin/security (behind requireAdmin): an administrator turns two-factor on or off for their
 * OWN account only. Turning it on always issues a new secret (shown once, in this response); turning it
 * off forgets the secret. Each call appends an audit line ("user.twoFactor", the flag before and after;
 * never the secret) in the same transaction; turning it on again, which replaces the secret, is one too.
 */
export function securityHandler(deps: AppDeps): RequestHandler {
  const twoFactor = twoFactorStore(deps);
  return async (req, res) => {
    const { enableTwoFactor, userId } = body<SecurityRequest>(req, securitySchema);
    const admin = currentAdmin(res);
    if (userId !== admin.id) throw new HttpError(403, ADMIN_MESSAGES.ownAccountOnly);
    const audit = {
      adminId: admin.id,
      adminEmail: admin.email,
      action: TWO_FACTOR_AUDIT_ACTION,
      entity: 'user',
      entityId: admin.id,
      changes: { twoFactorEnabled: [toBoolean(admin.twoFactorEnabled), enableTwoFactor] as [boolean, boolean] },
    };
    if (enableTwoFactor) {
      const secret = await writeTransaction(deps.db.sequelize, async (transaction) => {
        const issued = await twoFactor.enable(admin, transaction);
        await recordAudit(deps.db, audit, transaction);
        return issued;
      });
      res.json({
        user: toAdminUser(admin),
        twoFactorSecret: secret,
        otpauthUrl: otpauthUrl(secret, admin.email),
      } satisfies SecurityResponse);
      return;
    }
    await writeTransaction(deps.db.sequelize, async (transaction) => {
      await twoFactor.disable(admin, transaction);
      await recordAudit(deps.db, audit, transaction);
    });
    res.json({ user: toAdminUser(admin), twoFactorSecret: null, otpauthUrl: null } satisfies SecurityResponse);
  };
}
