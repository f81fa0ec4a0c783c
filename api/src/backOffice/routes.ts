import { AUTH_MESSAGES } from '@kingside/contracts';
import { ACCOUNT_API, BACK_OFFICE_API, CATALOGUE_KINDS } from '@kingside/contracts/admin';
import { Router } from 'express';
import type { AppDeps } from '../shared/deps';
import { accountCare } from './accountCare';
import { activityHandler } from './activity';
import { listAuditHandler } from './audit';
import { catalogueAdmin, kindPaths } from './catalogue';
import { changeOrderStatusHandler, listOrdersHandler, ORDER_PATHS, readOrderHandler } from './orders';
import { requireAdmin, authRateLimiter, bearerToken, revokeToken } from '../accounts';
import { addDeploymentRoutes } from '../deployments';
import { securityHandler } from './security';
import { adminSettings } from './settings';
import { adminSignIn } from './signIn';
import { listUsersHandler, statsHandler } from './users';

/**
 * /api/admin/* (docs/spec.md §7, plus /stats and /logout), mounted behind the session middleware (app.ts), which
 * the two-step sign-in needs. Sign-in shares the auth rate limit; everything else requires an admin
 * token AND the admin role in the database (requireAdmin). Nothing here may be cached: answers carry
 * tokens, secrets or personal data, or records being edited. The back office's catalogue (products,
 * lessons, blog posts: admin/catalogue.ts), its audit log and the remote registry (deployments/) are here too.
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

  // The remote registry (deployments/): the deploy token or an administrator.
  addDeploymentRoutes(router, deps);
  router.post('/login', limit, signIn.login);
  router.post('/verify-2fa', limit, signIn.verify);
  router.post('/security', admin, securityHandler(deps));
  router.get('/users', admin, listUsersHandler(deps));
  // Account care (admin/accountCare.ts) and the administrator's own settings (admin/settings.ts).
  const accounts = accountCare(deps);
  router.get('/users/:id', admin, accounts.read);
  router.patch('/users/:id', admin, accounts.changeRole);
  router.delete('/users/:id', admin, accounts.erase);
  router.post('/users/:id/unlock', admin, accounts.unlock);
  router.post('/users/:id/resend-verification', admin, accounts.resendVerification);
  const settings = adminSettings(deps);
  // Limited like sign-in: a wrong current password is a guess at it.
  router.post('/me/password', limit, admin, settings.changePassword);
  router.get('/me/sessions', admin, settings.listSessions);
  // `/others` before `/:id`, or it would be read as an id (and refused).
  router.delete('/me/sessions/others', admin, settings.revokeOtherSessions);
  router.delete('/me/sessions/:id', admin, settings.revokeSession);
  router.get('/stats', admin, statsHandler(deps));
  for (const kind of CATALOGUE_KINDS) {
    const handlers = catalogueAdmin(deps, kind);
    const paths = kindPaths(kind);
    router.get(paths.list, admin, handlers.list);
    router.post(paths.list, admin, handlers.create);
    router.get(paths.item, admin, handlers.read);
    router.patch(paths.item, admin, handlers.update);
    router.delete(paths.item, admin, handlers.archive);
  }
  router.get(BACK_OFFICE_API.audit.slice('/api/admin'.length), admin, listAuditHandler(deps));
  // Fulfilment (admin/orders.ts) and the dashboard's Recent Activity (admin/activity.ts).
  router.get(ORDER_PATHS.list, admin, listOrdersHandler(deps));
  router.get(ORDER_PATHS.item, admin, readOrderHandler(deps));
  router.post(ORDER_PATHS.status, admin, changeOrderStatusHandler(deps));
  router.get(ACCOUNT_API.activity.slice('/api/admin'.length), admin, activityHandler(deps));
  // Idempotent: an unknown, expired or already revoked token is simply gone.
  router.post('/logout', async (req, res) => {
    const token = bearerToken(req);
    if (token) await revokeToken(deps.db.models, token);
    res.json({ message: AUTH_MESSAGES.loggedOut });
  });

  return router;
}
