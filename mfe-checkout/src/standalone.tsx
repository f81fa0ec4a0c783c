import { ROUTES } from '@kingside/contracts';
import { renderStandalone, StandaloneCart } from '@kingside/ui/standalone';
import AccountOrdersPage from './AccountOrdersPage';
import CartPage from './CartPage';
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
  { path: ROUTES.accountOrders, element: <AccountOrdersPage /> },
]);
