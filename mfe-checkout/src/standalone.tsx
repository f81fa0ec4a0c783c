import { ROUTES } from '@kingside/contracts';
import { renderStandalone, StandaloneCart } from '@kingside/ui/standalone';
import AccountOrdersPage from './AccountOrdersPage';
import CartPage from './CartPage';
import CheckoutCompletePage from './CheckoutCompletePage';
import CheckoutPage from './CheckoutPage';

renderStandalone('mfe-checkout', [
  {
    path: '/cart',
    element: (
      <StandaloneCart>
        <CartPage />
      </StandaloneCart>
    ),
  },
  {
    path: '/checkout',
    element: (
      <StandaloneCart>
        <CheckoutPage />
      </StandaloneCart>
    ),
  },
  { path: '/checkout/complete', element: <CheckoutCompletePage /> },
  { path: ROUTES.accountOrders, element: <AccountOrdersPage /> },
]);
