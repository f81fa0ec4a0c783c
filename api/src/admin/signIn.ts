import {
  ADMIN_MESSAGES,
  TOAST,
  type AdminLoginResponse,
  type AdminVerifyRequest,
  type AdminVerifyResponse,
  type LoginRequest,
} from '@kingside/contracts';
import { credentialsSchema, verifyTwoFactorSchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import { Op } from 'sequelize';
import type { AppDeps } from '../app';
import { accountLockedError, authenticate, ensureNotLocked, recordFailedAttempt } from '../auth/credentials';
import { toAdminUser } from '../auth/publicUser';
import { issueToken } from '../auth/tokens';
import { HttpError } from '../http/errors';
import { body } from '../http/validate';
import { clearPendingSignIn, countWrongCode, pendingSignInFor, startPendingSignIn } from './pendingSignIn';
import { twoFactorStore } from './twoFactor';

const signInExpired = () => new HttpError(401, ADMIN_MESSAGES.signInExpired);

/*
 * POST /api/admin/login and /api/admin/verify-2fa (spec §7). For an account with two-factor, the password
 * alone is half a sign-in: it must not wipe the failure count (authenticate() resets it on a right
 * password), or someone who knows the password could guess codes forever, four at a time, signing in
 * again in between. So the count from before is put back, and only a right code resets it.
 */

/** The failures counted against an account before this attempt (0 when its lock has run out). */
async function failuresBefore(deps: AppDeps, email: string): Promise<number> {
  const user = await deps.db.models.User.findOne({
    where: { email: email.trim().toLowerCase() },
    attributes: ['failedLoginAttempts', 'accountLocked', 'accountLockedUntil'],
  });
  if (!user) return 0;
  const lockOver = user.accountLocked && user.accountLockedUntil !== null && new Date(user.accountLockedUntil).getTime() <= Date.now();
  return lockOver ? 0 : user.failedLoginAttempts;
}

async function restoreFailures(deps: AppDeps, userId: number, count: number): Promise<void> {
  if (count <= 0) return;
  await deps.db.models.User.update({ failedLoginAttempts: count }, { where: { id: userId, failedLoginAttempts: { [Op.lt]: count } } });
}

export function adminSignIn(deps: AppDeps): { login: RequestHandler; verify: RequestHandler } {
  const { db } = deps;
  const twoFactor = twoFactorStore(deps);

  const login: RequestHandler = async (req, res) => {
    const { email, password } = body<LoginRequest>(req, credentialsSchema);
    const priorFailures = await failuresBefore(deps, email);
    // 401 "Invalid email or password" for a wrong credential and for a non-admin alike; 423 when locked.
    const user = await authenticate(deps, email, password, req.ip ?? '', { requireRole: 'admin' });
    if (!user.twoFactorEnabled) {
      const token = await issueToken(db.models, user.id, 'admin');
      res.json({ requireTwoFactor: false, token, user: toAdminUser(user) } satisfies AdminLoginResponse);
      return;
    }
    await restoreFailures(deps, user.id, priorFailures);
    await startPendingSignIn(req, user.id);
    res.json({ requireTwoFactor: true, userId: user.id } satisfies AdminLoginResponse);
  };

  const verify: RequestHandler = async (req, res) => {
    const { twoFactorCode, userId } = body<AdminVerifyRequest>(req, verifyTwoFactorSchema);
    if (!pendingSignInFor(req, userId)) throw signInExpired();
    const user = await db.models.User.findByPk(userId);
    // Demoted, or two-factor turned off, since the password step: start over.
    if (!user || user.role !== 'admin' || !user.twoFactorEnabled) {
      clearPendingSignIn(req);
      throw signInExpired();
    }
    try {
      ensureNotLocked(user);
    } catch (locked) {
      clearPendingSignIn(req);
      throw locked;
    }

    if (await twoFactor.acceptCode(user, twoFactorCode)) {
      clearPendingSignIn(req);
      await user.update({ failedLoginAttempts: 0, accountLocked: false, accountLockedUntil: null });
      const token = await issueToken(db.models, user.id, 'admin');
      res.json({ token, user: toAdminUser(user) } satisfies AdminVerifyResponse);
      return;
    }

    const burned = countWrongCode(req);
    const { lockedUntil } = await recordFailedAttempt(deps, user.id);
    if (lockedUntil) {
      clearPendingSignIn(req);
      throw accountLockedError(lockedUntil);
    }
    throw new HttpError(401, burned ? ADMIN_MESSAGES.tooManyCodes : TOAST.invalidVerificationCode);
  };

  return { login, verify };
}
