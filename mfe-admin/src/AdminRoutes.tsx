import { ROUTES } from '@kingside/contracts';
import { CATALOGUE_KINDS } from '@kingside/contracts/admin';
import { NotFound, Navigate, Route, Routes, Skeleton } from '@kingside/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Dashboard } from './dashboard/Dashboard';
import { resourcePaths } from './kit/resource';
import { AdminShell } from './layout/AdminShell';
import { SecuritySettings } from './security/SecuritySettings';

// The back office's screens load when an administrator first opens one of them, so the table and form
// libraries are not part of the dashboard's or the login's download.
const CatalogueRoutes = lazy(() => import('./catalogue/CatalogueRoutes'));
const OrdersRoutes = lazy(() => import('./orders/OrdersRoutes'));
const UsersRoutes = lazy(() => import('./users/UsersRoutes'));
const ReviewsRoutes = lazy(() => import('./reviews/ReviewsRoutes'));
const PromotionsRoutes = lazy(() => import('./promotions/PromotionsRoutes'));
const Settings = lazy(() => import('./settings/Settings'));
const Deployments = lazy(() => import('./deployments/Deployments'));

/** "products/*" from "/admin/products": where a section's pages sit under /admin. */
const under = (path: string) => `${path.replace(/^\/admin\//, '')}/*`;

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div aria-busy="true">
          <Skeleton height={320} />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

/**
 * Everything under /admin/* inside the public frame (mounted by the shell at admin/*). Every page sits in
 * the admin shell, which sends visitors without an admin sign-in to /admin/login. Users, Lessons, Blog
 * Posts, Products and Orders are the back office (users/*, catalogue/*, orders/*, built from the kit in kit/*). Settings holds the
 * administrator's password, sign-ins and the activity log. Deployments holds each remote's versions (issue 20). Any other admin path shows the not-found page
 * (docs/spec.md §2).
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={ROUTES.adminDashboard} replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="security-settings" element={<SecuritySettings />} />
        {CATALOGUE_KINDS.map((kind) => (
          <Route
            key={kind}
            path={under(resourcePaths(kind).list)}
            element={
              <Loading>
                <CatalogueRoutes kind={kind} />
              </Loading>
            }
          />
        ))}
        <Route
          path={under(ROUTES.adminOrders)}
          element={
            <Loading>
              <OrdersRoutes />
            </Loading>
          }
        />
        <Route
          path={under(ROUTES.adminReviews)}
          element={
            <Loading>
              <ReviewsRoutes />
            </Loading>
          }
        />
        <Route
          path={under(ROUTES.adminDiscountCodes)}
          element={
            <Loading>
              <PromotionsRoutes kind="codes" />
            </Loading>
          }
        />
        <Route
          path={under(ROUTES.adminBundles)}
          element={
            <Loading>
              <PromotionsRoutes kind="bundles" />
            </Loading>
          }
        />
        <Route
          path={under(ROUTES.adminUsers)}
          element={
            <Loading>
              <UsersRoutes />
            </Loading>
          }
        />
        <Route
          path="settings"
          element={
            <Loading>
              <Settings />
            </Loading>
          }
        />
        <Route
          path="deployments"
          element={
            <Loading>
              <Deployments />
            </Loading>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
