import { CATALOGUE_KINDS, ROUTES } from '@kingside/contracts';
import { NotFound, Navigate, Route, Routes, Skeleton } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { Dashboard } from './dashboard/Dashboard';
import { resourcePaths } from './kit/resource';
import { AdminShell } from './layout/AdminShell';
import { SecuritySettings } from './security/SecuritySettings';

const CatalogueRoutes = lazy(() => import('./catalogue/CatalogueRoutes'));

/** "products/*" from "/admin/products": where a catalogue kind's pages sit under /admin. */
const catalogueRoute = (kind: (typeof CATALOGUE_KINDS)[number]) => `${resourcePaths(kind).list.replace(/^\/admin\//, '')}/*`;

/**
 * Everything under /admin/* inside the public frame (mounted by the shell at admin/*). Every page sits in
 * the admin shell, which sends visitors without an admin sign-in to /admin/login. The menu's Lessons, Blog
 * Posts and Products have their screens (list, new, edit: catalogue/*, built from the kit in kit/*). Users
 * and Settings have none yet: they, like any other admin path, show the not-found page (docs/spec.md §2)
 * until a later issue.
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
            path={catalogueRoute(kind)}
            element={
              <Suspense
                fallback={
                  <div aria-busy="true">
                    <Skeleton height={320} />
                  </div>
                }
              >
                <CatalogueRoutes kind={kind} />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
