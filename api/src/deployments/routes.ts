import { DEPLOYMENT_API } from '@kingside/contracts/deployments';
import { remoteFailureSchema } from '@kingside/contracts/schemas';
import type { RequestHandler, Router } from 'express';
import type { AppDeps } from '../shared/deps';
import { remoteFailuresRateLimiter, requireAdmin } from '../accounts';
import { body } from '../shared/http/validate';
import { deploymentCommands } from './commands';
import { requireDeployer } from './deployAuth';
import { countFailure } from './failures';
import { previewLinkHandler } from './previewRoutes';
import type { RemoteName } from '@kingside/contracts';

/** The registry's paths under the admin router (routes/admin.ts), from contracts' DEPLOYMENT_API. */
const under = (path: string) => path.slice('/api/admin'.length);
const NAME = ':name';

/**
 * /api/admin/remotes… (docs/spec.md §7), added to the admin router (routes/admin.ts), which answers everything with
 * Cache-Control: no-store: the deploy token or an administrator (deployAuth.ts).
 */
export function addDeploymentRoutes(router: Router, deps: AppDeps): void {
  const gate = requireDeployer(deps);
  const commands = deploymentCommands(deps);
  router.get(under(DEPLOYMENT_API.remotes), gate, commands.list);
  router.get(under(DEPLOYMENT_API.remote(NAME)), gate, commands.read);
  router.post(under(DEPLOYMENT_API.versions(NAME)), gate, commands.register);
  router.post(under(DEPLOYMENT_API.activate(NAME)), gate, commands.activate);
  router.post(under(DEPLOYMENT_API.rollback(NAME)), gate, commands.rollback);
  router.post(under(DEPLOYMENT_API.canary(NAME)), gate, commands.canary);
  router.post(under(DEPLOYMENT_API.promote(NAME)), gate, commands.promote);
  // A preview link is a person's to give and to answer for: an administrator's token, never the deploy token.
  router.post(under(DEPLOYMENT_API.previewLink(NAME)), requireAdmin(deps), previewLinkHandler(deps));
}

/**
 * POST /api/remote-failures {remote, version, phase}: a browser could not load or render a remote. Public, so
 * bounded every way: a body of at most 1 kB (app.ts), config.remoteFailuresRateLimit per address, only the schema's
 * fields, and counted only for a version the remote has (failures.ts). 204 whether counted or not: a browser has
 * nothing to do with the answer. The phase is validated, not stored: the count is what the screen shows.
 */
export function remoteFailureHandlers(deps: AppDeps): RequestHandler[] {
  const report: RequestHandler = async (req, res) => {
    const { remote, version } = body<{ remote: RemoteName; version: string }>(req, remoteFailureSchema);
    await countFailure(deps.db, remote, version);
    res.set('Cache-Control', 'no-store').status(204).end();
  };
  return [remoteFailuresRateLimiter(deps), report];
}
