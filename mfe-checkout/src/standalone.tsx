import { renderStandalone } from '@kingside/ui';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';

renderStandalone('mfe-checkout', [
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
]);
