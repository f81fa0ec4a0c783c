/**
 * Administrator portal: the limits the admin api enforces and the admin screens explain, its own
 * messages (the spec's toasts live in TOAST), its extra endpoints and payloads; with account care
 * (accounts.ts). `@kingside/contracts/admin`, not the main entry: only the api and the admin remote
 * read them, and every export of the main entry is on every page's first visit.
 */
export * from './accounts';
export * from './backOfficeAdmin';

/** The second sign-in step (the TOTP code) must follow the password within this many minutes ... */
export const PENDING_TWO_FACTOR_MINUTES = 5;
/** ... and allows this many wrong codes before the whole sign-in starts over (each counts toward the lockout). */
export const MAX_TWO_FACTOR_ATTEMPTS = 5;

/** GET /api/admin/users: page size when `limit` is not given, and the largest one accepted. */
export const ADMIN_USERS_DEFAULT_LIMIT = 50;
export const ADMIN_USERS_MAX_LIMIT = 100;

export const ADMIN_MESSAGES = {
  /** no pending sign-in in this browser session, or it expired, or it was for another user */
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  /** the pending sign-in was burned by too many wrong codes */
  tooManyCodes: 'Too many wrong codes. Please sign in again.',
  /** a valid token whose owner is not (or no longer) an administrator */
  adminRequired: 'Administrator access required',
  ownAccountOnly: 'You can only change the security settings of your own account',
  /** the stored adminUser is not an administrator (client check of docs/spec.md §4) */
  accessDeniedTitle: 'Access denied',
  accessDeniedDescription: 'This account is not an administrator. Please sign in with an administrator account.',
  sessionExpiredTitle: 'Session expired',
  sessionExpiredDescription: 'Please sign in again.',
} as const;

/** The admin api beyond docs/spec.md §7: figures for the dashboard cards, and sign-out that revokes the token. */
export const ADMIN_API = {
  stats: '/api/admin/stats',
  logout: '/api/admin/logout',
} as const;

/** GET /api/admin/stats: live counts for the dashboard's Overview cards. */
export interface AdminStats {
  users: number;
  initiativeMembers: number;
  lessons: number;
  products: number;
  /** orders placed since midnight UTC, cancelled ones included */
  ordersToday: number;
  /** cents: the totals of the last 30 days' orders that were not cancelled */
  revenue30Days: number;
  /** live products with LOW_STOCK_THRESHOLD units or fewer */
  lowStockProducts: number;
}
