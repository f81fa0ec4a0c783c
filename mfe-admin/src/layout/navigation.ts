import { ROUTES } from '@kingside/contracts';

/** The admin menu of docs/spec.md §2.16, in its order, and Deployments (issue 20). */
export const ADMIN_LINKS = [
  { to: ROUTES.adminDashboard, label: 'Dashboard' },
  { to: ROUTES.adminUsers, label: 'Users' },
  { to: ROUTES.adminLessons, label: 'Lessons' },
  { to: ROUTES.adminBlogPosts, label: 'Blog Posts' },
  { to: ROUTES.adminProducts, label: 'Products' },
  { to: ROUTES.adminOrders, label: 'Orders' },
  { to: ROUTES.adminReviews, label: 'Reviews' },
  { to: ROUTES.adminDiscountCodes, label: 'Discount Codes' },
  { to: ROUTES.adminBundles, label: 'Bundles' },
  { to: ROUTES.adminDeployments, label: 'Deployments' },
  { to: ROUTES.adminSecurity, label: 'Security' },
  { to: ROUTES.adminSettings, label: 'Settings' },
] as const;
