import { Router } from 'express';
import type { AppDeps } from '../app';

export function cartRoutes(_deps: AppDeps): Router {
  const router = Router();
  return router;
}
