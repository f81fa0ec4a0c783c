import { CHAPTER_API } from '@kingside/contracts';
import { Router } from 'express';
import { signedInMember } from '../accounts';
import type { AppDeps } from '../shared/deps';
import { progressOf } from './progress';

/** GET /api/me/progress (issue 18, docs/spec.md §7.11, member bearer token): the chapters the member has solved, per course. */
export function progressRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get(CHAPTER_API.progress.slice('/api'.length), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    res.json(await progressOf(deps.db, member.id));
  });

  return router;
}
