import { TOAST, type AdminLoginResponse, type AdminVerifyRequest, type AdminVerifyResponse, type LoginRequest } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { credentialsSchema, verifyTwoFactorSchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../shared/deps';
import {
  accountLockedError,
  authenticate,
  ensureNotLocked,
  recordFailedAttempt,
  recordSignIn,
  toAdminUser,
  issueToken,
  tokenOrigin,
} from '../accounts';
import { HttpError } from '../shared/http/errors';
import { body } from '../shared/http/validate';
import { clearPendingSignIn, countWrongCode, pendingSignInFor, startPendingSignIn } from './pendingSignIn';
import { twoFactorStore } from './twoFactor';

const signInExpired = () => new HttpError(401, ADMIN_MESSAGES.signInExpired);

/*
 * POST /api/admin/login and /api/admin/verify-2fa (docs/spec.md §7). For an account with two-factor the password
 * is half a sign-in: authenticate() keeps the earlier failures, and only a right code completes it.
 */

export function adminSignIn(deps: AppDeps): { login: RequestHandler; verify: RequestHandler } {
  const { db } = deps;
  const twoFactor = twoFactorStore(deps);

  const login: RequestHandler = async (req, res) => {
    const { email, password } = body<LoginRequest>(req, credentialsSchema);
    // 401 "Invalid email or password" for a wrong credential and for a non-admin alike; 423 when locked.
    const user = await authenticate(deps, email, password, req.ip ?? '', {
      requireRole: 'admin',
      secondFactorPending: (account) => account.twoFactorEnabled,
    });
    if (!user.twoFactorEnabled) {
      const token = await issueToken(db.models, user.id, 'admin', tokenOrigin(req));
      res.json({ requireTwoFactor: false, token, user: toAdminUser(user) } satisfies AdminLoginResponse);
      return;
    }
    await startPendingSignIn(req, user.id);
    res.json({ requireTwoFactor: true, userId: user.id } satisfies AdminLoginResponse);
  };

  const verify: RequestHandler = async (req, res) => {
    const { twoFactorCode, userId } = body<AdminVerifyRequest>(req, verifyTwoFactorSchema);
    if (!pendingSignInFor(req, userId)) throw signInExpired();
    const user = await db.models.User.findByPk(userId);
    // Demoted, erased, or two-factor turned off, since the password step: start over.
    if (!user || user.role !== 'admin' || user.erasedAt || !user.twoFactorEnabled) {
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
      await recordSignIn(user, req.ip ?? '');
      const token = await issueToken(db.models, user.id, 'admin', tokenOrigin(req));
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
