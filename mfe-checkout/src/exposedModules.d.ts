// Written by `node scripts/remoteUsage.mjs` from exposes.json: the types of the modules mfe-checkout exposes, read by its own
// program and by every program that loads them (docs/architecture.md §11). Do not edit.
import type * as AccountOrdersPage from './AccountOrdersPage';
import type * as CartPage from './CartPage';
import type * as CheckoutCompletePage from './CheckoutCompletePage';
import type * as CheckoutPage from './CheckoutPage';

declare module '@kingside/ui' {
  interface ExposedModules {
    checkout: {
      './AccountOrdersPage': typeof AccountOrdersPage;
      './CartPage': typeof CartPage;
      './CheckoutCompletePage': typeof CheckoutCompletePage;
      './CheckoutPage': typeof CheckoutPage;
    };
  }
}
