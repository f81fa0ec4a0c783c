import { Router } from 'express';
import type { AppDeps } from '../app';

export function catalogueRoutes(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
