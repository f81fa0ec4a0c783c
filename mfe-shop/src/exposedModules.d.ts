// Written by `node scripts/remoteUsage.mjs` from exposes.json: the types of the modules mfe-shop exposes, read by its own
// program and by every program that loads them (docs/architecture.md §11). Do not edit.
import type * as ProductsPreview from './ProductsPreview';
import type * as ProductTeaser from './ProductTeaser';
import type * as Routes from './ShopRoutes';

declare module '@kingside/ui' {
  interface ExposedModules {
    shop: {
      './ProductsPreview': typeof ProductsPreview;
      './ProductTeaser': typeof ProductTeaser;
      './Routes': typeof Routes;
    };
  }
}
