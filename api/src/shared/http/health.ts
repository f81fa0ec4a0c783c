import { Router } from 'express';
import type { AppDeps } from '../deps';
import { isDraining } from './drain';

/** The readiness answer of an instance that is shutting down (drain.ts). */
export const DRAINING_MESSAGE = 'This instance is shutting down';

/** /api/health: the process answers. /api/ready: and its database does too, and it is not draining (drain.ts). */
export function healthRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    if (isDraining()) return void res.status(503).json({ message: DRAINING_MESSAGE });
    try {
      await db.sequelize.authenticate();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ message: 'The database is not reachable' });
    }
  });
  return router;
}
