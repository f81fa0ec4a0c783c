import { Router } from 'express';
import type { AppDeps } from '../app';

export function orderRoutes(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
