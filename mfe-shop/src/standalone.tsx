import { renderStandalone, StandaloneCart } from '@kingside/ui';
import ProductsPreview from './ProductsPreview';
import ShopRoutes from './ShopRoutes';

renderStandalone('mfe-shop', [
  {
    path: '/shop/*',
    element: (
      <StandaloneCart>
        <ShopRoutes />
      </StandaloneCart>
    ),
  },
  { path: '/preview', element: <ProductsPreview /> },
]);
