import { BACK_OFFICE_MESSAGES, REVIEW_API, type ReviewInput } from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { adminReviewsQuerySchema, emptyCommandSchema, reviewPageQuerySchema, reviewSchema } from '@kingside/contracts/schemas';
import { Router, type Request, type Response } from 'express';
import { currentAdmin, requireAdmin, signedInMember } from '../accounts';
import { routeId } from '../catalogue';
import type { AppDeps } from '../shared/deps';
import { HttpError } from '../shared/http/errors';
import { ifMatchVersions } from '../shared/http/preconditions';
import { body, validated } from '../shared/http/validate';
import { reviews } from './reviews';

/*
 * Verified reviews' routes (docs/spec.md §7.16). Public: a product's page of reviews. The member's (a member bearer
 * token): their state for a product, their review (POST) and its edit (PUT, If-Match). The back office's (requireAdmin:
 * an admin token and the admin role in the database at each request): the list, hide and restore.
 */

const withoutApi = (path: string) => path.slice('/api'.length);
const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

/** The versions an edit names: 428 without If-Match, or with `*`, which names none. */
function editedVersions(req: Request): number[] {
  const versions = ifMatchVersions(req);
  if (versions === null || versions === 'any') throw new HttpError(428, BACK_OFFICE_MESSAGES.preconditionRequired);
  return versions;
}

/** /api/products/:id/reviews and /api/me/reviews/:productId, mounted on /api. */
export function reviewRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = reviews(deps.db);
  const memberId = async (req: Request) => Number((await signedInMember(deps, req)).id);

  // Public and read on every page view; a review shows at its next read (no-cache: revalidated by its ETag).
  router.get(withoutApi(REVIEW_API.product(':id')), async (req, res) => {
    const productId = routeId(req.params.id);
    const { limit, offset } = validated<{ limit: number; offset: number }>(reviewPageQuerySchema, req.query);
    res.set('Cache-Control', 'no-cache').json(await service.productPage(productId, limit, offset));
  });

  const mine = withoutApi(REVIEW_API.mine(':productId'));
  router.get(mine, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    res.json(await service.myState(userId, routeId(req.params.productId)));
  });

  router.post(mine, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const productId = routeId(req.params.productId);
    const input = body<ReviewInput>(req, reviewSchema);
    const review = await service.create(userId, productId, input);
    res.status(201).set('ETag', versionEtag(review.version)).json(review);
  });

  router.put(mine, async (req, res) => {
    noStore(res);
    const userId = await memberId(req);
    const productId = routeId(req.params.productId);
    const input = body<ReviewInput>(req, reviewSchema);
    const review = await service.edit(userId, productId, editedVersions(req), input);
    res.set('ETag', versionEtag(review.version)).json(review);
  });

  return router;
}

/** /api/admin/reviews, mounted on /api/admin. */
export function reviewAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = reviews(deps.db);
  const admin = requireAdmin(deps);
  const list = REVIEW_API.admin.slice('/api/admin'.length);

  router.get(list, admin, async (req, res) => {
    noStore(res);
    const query = validated<{ q?: string; hidden?: boolean; productId?: number; limit: number; offset: number }>(
      adminReviewsQuerySchema,
      req.query,
    );
    const { rows, total } = await service.adminList(query);
    res.set('X-Total-Count', String(total)).json(rows);
  });

  for (const hidden of [true, false]) {
    const path = (hidden ? REVIEW_API.hide(':id') : REVIEW_API.restore(':id')).slice('/api/admin'.length);
    router.post(path, admin, async (req, res) => {
      noStore(res);
      const id = routeId(req.params.id);
      validated(emptyCommandSchema, req.body ?? {});
      const by = currentAdmin(res);
      res.json(await service.setHidden({ id: Number(by.id), email: by.email }, id, hidden));
    });
  }

  return router;
}
