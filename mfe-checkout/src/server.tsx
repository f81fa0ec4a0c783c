// The checkout's Node bundle (contracts' SectionServer): the server draws /cart, /checkout and /account/orders into the
// first HTML, each page's heading and layout with the placeholder of what is the visitor's own (the cart's lines, the
// checkout's form and summary, the member's orders), which the browser hydrates as drawn and then fills. No reads: the
// cart's id and the member's token are the browser's (docs/architecture.md §10.3).
import { ROUTES, pathInSection, type SectionServer } from '@kingside/contracts';
import AccountOrdersPage from './AccountOrdersPage';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';

/** A page drawn at `mountPath` exactly, with no reads (/checkout/complete is not /checkout's: the browser draws it). */
const pageAt = (exposes: string, mountPath: string, component: unknown): SectionServer => ({
  exposes,
  mountPath,
  queriesFor: (url) => (pathInSection(url, mountPath) === '' ? [] : null),
  component,
});

export const sections: SectionServer[] = [
  pageAt('./CartPage', ROUTES.cart, CartPage),
  pageAt('./CheckoutPage', ROUTES.checkout, CheckoutPage),
  pageAt('./AccountOrdersPage', ROUTES.accountOrders, AccountOrdersPage),
];
