import { Router } from 'express';
import type { AppDeps } from '../deps';

/** /api/health: the process answers. /api/ready: and its database does too. */
export function healthRoutes({ db }: AppDeps): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (_req, res) => {
    try {
      await db.sequelize.authenticate();
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ message: 'The database is not reachable' });
    }
  });
  return router;
}
