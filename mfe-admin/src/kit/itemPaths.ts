import { ROUTES } from '@kingside/contracts';

/** Where each kind of item the audit log and the activity name (`entity`) is shown in the back office. */
const ITEM_PATHS: Record<string, (id: number) => string> = {
  product: (id) => `${ROUTES.adminProducts}/${id}`,
  lesson: (id) => `${ROUTES.adminLessons}/${id}`,
  blogPost: (id) => `${ROUTES.adminBlogPosts}/${id}`,
  order: ROUTES.adminOrder,
  user: ROUTES.adminUser,
  // A review has no page of its own: the Reviews list shows it.
  review: () => ROUTES.adminReviews,
  // Promotions (issue 44): a bundle's id is its product's.
  'discount-code': (id) => `${ROUTES.adminDiscountCodes}/${id}`,
  bundle: (id) => `${ROUTES.adminBundles}/${id}`,
  // A remote's version is shown with the others of its remote, on the one Deployments screen.
  remote: () => ROUTES.adminDeployments,
};

/** The back-office page of an audited item, or undefined for a kind without one. */
export const adminItemPath = (entity: string, id: number): string | undefined => ITEM_PATHS[entity]?.(id);
