// Written by `node scripts/remoteUsage.mjs` from exposes.json: the types of the modules mfe-admin exposes, read by its own
// program and by every program that loads them (docs/architecture.md §11). Do not edit.
import type * as AdminLogin from './AdminLogin';
import type * as Routes from './AdminRoutes';

declare module '@kingside/ui' {
  interface ExposedModules {
    admin: {
      './AdminLogin': typeof AdminLogin;
      './Routes': typeof Routes;
    };
  }
}
