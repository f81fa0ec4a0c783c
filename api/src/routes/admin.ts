import { AUTH_MESSAGES } from '@kingside/contracts';
import { Router } from 'express';
import type { AppDeps } from '../app';
import { requireAdmin } from '../admin/requireAdmin';
import { securityHandler } from '../admin/security';
import { adminSignIn } from '../admin/signIn';
import { listUsersHandler, statsHandler } from '../admin/users';
import { authRateLimiter } from '../auth/rateLimit';
import { bearerToken, revokeToken } from '../auth/tokens';

/**
 * /api/admin/* (docs/spec.md §7, plus /stats and /logout), mounted behind the session middleware (app.ts), which
 * the two-step sign-in needs. Sign-in shares the auth rate limit; everything else requires an admin
 * token AND the admin role in the database (requireAdmin). Nothing here may be cached: answers carry
 * tokens, secrets or personal data.
 */
export function adminRoutes(deps: AppDeps): Router {
  const router = Router();
  const limit = authRateLimiter(deps);
  const admin = requireAdmin(deps);
  const signIn = adminSignIn(deps);

  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.post('/login', limit, signIn.login);
  router.post('/verify-2fa', limit, signIn.verify);
  router.post('/security', admin, securityHandler(deps));
  router.get('/users', admin, listUsersHandler(deps));
  router.get('/stats', admin, statsHandler(deps));
  // Idempotent: an unknown, expired or already revoked token is simply gone.
  router.post('/logout', async (req, res) => {
    const token = bearerToken(req);
    if (token) await revokeToken(deps.db.models, token);
    res.json({ message: AUTH_MESSAGES.loggedOut });
  });

  return router;
}
