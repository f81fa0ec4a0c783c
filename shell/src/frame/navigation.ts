import { PRODUCT_CATEGORIES, ROUTES } from '@kingside/contracts';

/** Header links of docs/spec.md §2, in order; the cart and Sign In links are drawn separately. */
export const HEADER_LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.learn, label: 'Learn' },
  { to: ROUTES.blog, label: 'Blog' },
  { to: ROUTES.shop, label: 'Shop' },
  { to: ROUTES.revival, label: '"Chess for Revival"' },
  { to: ROUTES.about, label: 'About' },
] as const;

export const FOOTER_LINKS = [
  { to: ROUTES.home, label: 'Home' },
  { to: ROUTES.about, label: 'About Us' },
  { to: ROUTES.learn, label: 'Lessons' },
  { to: ROUTES.blog, label: 'Blog' },
  { to: ROUTES.shop, label: 'Shop' },
  { to: ROUTES.contact, label: 'Contact' },
] as const;

export const FOOTER_SHOP_LINKS = PRODUCT_CATEGORIES.map((category) => ({ to: ROUTES.shopCategory(category), label: category }));

/** Links the spec lists as dead (#): they stay inert but look deliberate. */
export const FOOTER_DEAD_LINKS = ['Privacy Policy', 'Terms of Service', 'Shipping Policy'] as const;
export const SOCIAL_LINKS = ['Facebook', 'Twitter', 'Instagram', 'YouTube'] as const;
export const BUSINESS_HOURS = 'Mon-Fri 9am-6pm';
