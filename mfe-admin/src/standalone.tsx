import { renderStandalone } from '@kingside/ui/standalone';
import AdminLogin from './AdminLogin';
import AdminRoutes from './AdminRoutes';

renderStandalone('mfe-admin', [
  { path: '/admin/login', element: <AdminLogin /> },
  { path: '/admin/*', element: <AdminRoutes /> },
]);
