// Written by `node scripts/remoteUsage.mjs` from exposes.json: the types of the modules mfe-blog exposes, read by its own
// program and by every program that loads them (docs/architecture.md §11). Do not edit.
import type * as BlogPreview from './BlogPreview';
import type * as Routes from './BlogRoutes';

declare module '@kingside/ui' {
  interface ExposedModules {
    blog: {
      './BlogPreview': typeof BlogPreview;
      './Routes': typeof Routes;
    };
  }
}
