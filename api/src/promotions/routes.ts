import { BACK_OFFICE_MESSAGES, PROMOTION_API, type BundleInput, type DiscountCodeInput } from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { bundleSchema, discountCodeSchema, emptyCommandSchema, promotionListQuerySchema } from '@kingside/contracts/schemas';
import { Router, type Request, type Response } from 'express';
import { currentAdmin, requireAdmin } from '../accounts';
import { catalogueChanged, routeId } from '../catalogue';
import type { AppDeps } from '../shared/deps';
import { HttpError } from '../shared/http/errors';
import { ifMatchVersions } from '../shared/http/preconditions';
import { body, validated } from '../shared/http/validate';
import { bundles } from './bundles';
import { discountCodes } from './codes';

/*
 * The back office's promotions (docs/spec.md §7.17), mounted on /api/admin behind requireAdmin (an admin token and the
 * admin role read from the database at each request): discount codes and bundles listed, read, created, edited
 * (If-Match) and ended, each write audited in its transaction. A bundle's write clears the catalogue's caches (it is a
 * product of the shop).
 */

const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
const path = (full: string) => full.slice('/api/admin'.length);

/** The versions an edit names: 428 without If-Match, or with `*`, which names none. */
function editedVersions(req: Request): number[] {
  const versions = ifMatchVersions(req);
  if (versions === null || versions === 'any') throw new HttpError(428, BACK_OFFICE_MESSAGES.preconditionRequired);
  return versions;
}

/** Ending takes If-Match when sent (honoured), as archiving does. */
function endVersions(req: Request): number[] | null {
  const versions = ifMatchVersions(req);
  return Array.isArray(versions) ? versions : null;
}

export function promotionAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const codes = discountCodes(deps.db);
  const sets = bundles(deps.db);
  const admin = requireAdmin(deps);
  const by = (res: Response) => {
    const who = currentAdmin(res);
    return { id: Number(who.id), email: who.email };
  };
  type ListQuery = { q?: string; limit: number; offset: number };

  router.get(path(PROMOTION_API.adminCodes), admin, async (req, res) => {
    noStore(res);
    const { rows, total } = await codes.adminList(validated<ListQuery>(promotionListQuerySchema, req.query));
    res.set('X-Total-Count', String(total)).json(rows);
  });
  router.post(path(PROMOTION_API.adminCodes), admin, async (req, res) => {
    noStore(res);
    const created = await codes.create(by(res), body<DiscountCodeInput>(req, discountCodeSchema));
    res.status(201).location(PROMOTION_API.adminCode(created.id)).set('ETag', versionEtag(created.version)).json(created);
  });
  router.get(path(PROMOTION_API.adminCode(':id')), admin, async (req, res) => {
    noStore(res);
    const code = await codes.adminRead(routeId(req.params.id));
    res.set('ETag', versionEtag(code.version)).json({ ...code, uses: await codes.usage(code.id) });
  });
  router.put(path(PROMOTION_API.adminCode(':id')), admin, async (req, res) => {
    noStore(res);
    const id = routeId(req.params.id);
    const input = body<DiscountCodeInput>(req, discountCodeSchema);
    const code = await codes.update(by(res), id, editedVersions(req), input);
    res.set('ETag', versionEtag(code.version)).json(code);
  });
  router.post(path(PROMOTION_API.endCode(':id')), admin, async (req, res) => {
    noStore(res);
    const id = routeId(req.params.id);
    validated(emptyCommandSchema, req.body ?? {});
    const code = await codes.end(by(res), id, endVersions(req));
    res.set('ETag', versionEtag(code.version)).json(code);
  });

  router.get(path(PROMOTION_API.adminBundles), admin, async (req, res) => {
    noStore(res);
    const { rows, total } = await sets.adminList(validated<ListQuery>(promotionListQuerySchema, req.query));
    res.set('X-Total-Count', String(total)).json(rows);
  });
  router.post(path(PROMOTION_API.adminBundles), admin, async (req, res) => {
    noStore(res);
    const created = await sets.create(by(res), body<BundleInput>(req, bundleSchema));
    catalogueChanged(deps);
    res.status(201).location(PROMOTION_API.adminBundle(created.id)).set('ETag', versionEtag(created.version)).json(created);
  });
  router.get(path(PROMOTION_API.adminBundle(':id')), admin, async (req, res) => {
    noStore(res);
    const bundle = await sets.adminRead(routeId(req.params.id));
    res.set('ETag', versionEtag(bundle.version)).json(bundle);
  });
  router.put(path(PROMOTION_API.adminBundle(':id')), admin, async (req, res) => {
    noStore(res);
    const id = routeId(req.params.id);
    const input = body<BundleInput>(req, bundleSchema);
    const bundle = await sets.update(by(res), id, editedVersions(req), input);
    catalogueChanged(deps);
    res.set('ETag', versionEtag(bundle.version)).json(bundle);
  });
  router.post(path(PROMOTION_API.endBundle(':id')), admin, async (req, res) => {
    noStore(res);
    const id = routeId(req.params.id);
    validated(emptyCommandSchema, req.body ?? {});
    const bundle = await sets.end(by(res), id, endVersions(req));
    catalogueChanged(deps);
    res.set('ETag', versionEtag(bundle.version)).json(bundle);
  });

  return router;
}
