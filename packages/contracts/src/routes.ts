import { LIST_FILTERS } from './catalog';

/** Browser routes of docs/spec.md §2, one place for every path a link or a redirect uses. */
export const ROUTES = {
  home: '/',
  learn: '/learn',
  lesson: (id: number | string) => `/learn/${id}`,
  blog: '/blog',
  blogPost: (id: number | string) => `/blog/${id}`,
  shop: '/shop',
  product: (id: number | string) => `/shop/${id}`,
  shopCategory: (category: string) => `/shop?${LIST_FILTERS.shop.param}=${encodeURIComponent(category)}`,
  cart: '/cart',
  checkout: '/checkout',
  about: '/about',
  contact: '/contact',
  revival: '/revival',
  auth: '/auth',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminSecurity: '/admin/security-settings',
  adminUsers: '/admin/users',
  adminLessons: '/admin/lessons',
  adminBlogPosts: '/admin/blog-posts',
  adminProducts: '/admin/products',
  adminOrders: '/admin/orders',
  adminOrder: (id: number | string) => `/admin/orders/${id}`,
  adminUser: (id: number | string) => `/admin/users/${id}`,
  adminSettings: '/admin/settings',
  adminDeployments: '/admin/deployments',
  /** verified reviews' moderation (issue 44) */
  adminReviews: '/admin/reviews',
  /** promotions' back office (issue 44 point 1, docs/spec.md §2.35) */
  adminDiscountCodes: '/admin/discount-codes',
  adminBundles: '/admin/bundles',
  /** a member's orders (mfe-checkout), reached from the header's account menu */
  accountOrders: '/account/orders',
  /** puzzle training and the review deck (mfe-learn, docs/spec.md §7.15) */
  train: '/train',
  trainReview: '/train/review',
} as const;

/** Endpoints of docs/spec.md §7 (and what the issues add). */
export const API = {
  lessons: '/api/lessons',
  lessonsByLevel: (level: string) => `/api/lessons/level/${encodeURIComponent(level)}`,
  lesson: (id: number | string) => `/api/lessons/${id}`,
  blogPosts: '/api/blog-posts',
  blogPostsByCategory: (category: string) => `/api/blog-posts/category/${encodeURIComponent(category)}`,
  blogPost: (id: number | string) => `/api/blog-posts/${id}`,
  products: '/api/products',
  productsByCategory: (category: string) => `/api/products/category/${encodeURIComponent(category)}`,
  product: (id: number | string) => `/api/products/${id}`,
  testimonials: '/api/testimonials',
  carts: '/api/cart',
  cart: (cartId: string) => `/api/cart/${encodeURIComponent(cartId)}`,
  cartItems: (cartId: string) => `/api/cart/${encodeURIComponent(cartId)}/items`,
  cartItem: (cartId: string, productId: number) => `/api/cart/${encodeURIComponent(cartId)}/items/${productId}`,
  orders: '/api/orders',
  login: '/api/auth/login',
  register: '/api/auth/register',
  registerInitiative: '/api/auth/register-initiative',
  logout: '/api/auth/logout',
  resendVerification: '/api/auth/resend-verification',
  verifyEmail: '/api/auth/verify-email',
  me: '/api/auth/me',
  github: '/api/auth/github',
  adminLogin: '/api/admin/login',
  adminVerify2fa: '/api/admin/verify-2fa',
  adminSecurity: '/api/admin/security',
  adminUsers: '/api/admin/users',
  health: '/api/health',
  ready: '/api/ready',
} as const;

/** Header on POST /api/orders that makes a retried submission return the first order. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What an Idempotency-Key may hold: 1 to 100 letters, digits, underscores or dashes (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
