import { renderStandalone } from '@kingside/ui';
import ShopRoutes from './ShopRoutes';

renderStandalone('mfe-shop', [{ path: '/shop/*', element: <ShopRoutes /> }]);
