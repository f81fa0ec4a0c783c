import { ROUTES } from '@kingside/contracts';
import { NotFound, Navigate, Route, Routes } from '@kingside/ui';
import { Dashboard } from './dashboard/Dashboard';
import { AdminShell } from './layout/AdminShell';
import { SecuritySettings } from './security/SecuritySettings';

/**
 * Everything under /admin/* inside the public frame (mounted by the shell at admin/*). Every page sits in
 * the admin shell, which sends visitors without an admin sign-in to /admin/login. The menu's Users,
 * Lessons, Blog Posts, Products and Settings have no screens yet: they, like any other admin path, show
 * the not-found page (docs/spec.md §2).
 */
export default function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={ROUTES.adminDashboard} replace />} />
        <Route path="dashboard" element={<Dashboard />} />
        <Route path="security-settings" element={<SecuritySettings />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
