import { Router } from 'express';
import type { AppDeps } from '../app';

/** /api/auth/* (spec §7): owned by the member-accounts work. */
export function authRoutes(_deps: AppDeps): Router {
  return Router();
}
