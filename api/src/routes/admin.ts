import { Router } from 'express';
import type { AppDeps } from '../app';

/** /api/admin/* (spec §7): owned by the administrator-portal work. */
export function adminRoutes(_deps: AppDeps): Router {
  return Router();
}
