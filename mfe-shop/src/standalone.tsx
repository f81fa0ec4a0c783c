import { renderStandalone, StandaloneCart } from '@kingside/ui/standalone';
import ProductsPreview from './ProductsPreview';
import ProductTeaser from './ProductTeaser';
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
  // The teaser as mfe-learn's course page composes it: one product in stock, the seed's one out of stock.
  {
    path: '/teaser',
    element: (
      <StandaloneCart>
        <ProductTeaser productIds={[1, 9]} />
      </StandaloneCart>
    ),
  },
]);
