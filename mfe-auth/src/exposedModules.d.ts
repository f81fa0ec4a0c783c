// Written by `node scripts/remoteUsage.mjs` from exposes.json: the types of the modules mfe-auth exposes, read by its own
// program and by every program that loads them (docs/architecture.md §11). Do not edit.
import type * as AccountMenu from './AccountMenu';
import type * as AuthPage from './AuthPage';
import type * as JoinInitiative from './JoinInitiative';

declare module '@kingside/ui' {
  interface ExposedModules {
    auth: {
      './AccountMenu': typeof AccountMenu;
      './AuthPage': typeof AuthPage;
      './JoinInitiative': typeof JoinInitiative;
    };
  }
}
