import { renderStandalone } from '@kingside/ui';
import BlogRoutes from './BlogRoutes';

renderStandalone('mfe-blog', [{ path: '/blog/*', element: <BlogRoutes /> }]);
