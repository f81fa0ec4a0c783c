import type { BlogCategory, LessonLevel, ProductCategory } from './catalog';
import type { CartDiscount } from './promotions';

/** What GET /api/lessons and /api/lessons/level/{level} carry per lesson. */
export interface LessonSummary {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  level: LessonLevel;
  lessonCount: number;
}

export interface Lesson extends LessonSummary {
  /** Multi-line text; the page shows one paragraph per line. */
  content: string;
  category: string;
  createdAt: string;
  /**
   * Products to practise the course on at home (issue 18), shown under "Practise at home" on the course page;
   * an archived or unknown id is simply not shown.
   */
  recommendedProductIds: number[];
}

export interface BlogPost {
  id: number;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  category: BlogCategory;
  /** ISO date, e.g. "2026-03-14" */
  publishedDate: string;
}

export interface Product {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  /** integer cents */
  price: number;
  inStock: boolean;
  category: ProductCategory;
}

export interface Testimonial {
  id: number;
  name: string;
  imageUrl: string;
  /** 1..5; a fraction of .5 or more shows a half star */
  rating: number;
  testimonial: string;
  playerLevel: string;
}

export interface CartItem {
  productId: number;
  quantity: number;
}

export interface Cart {
  id: string;
  items: CartItem[];
  /** the discount code applied in the cart (issue 44), absent without one */
  discount?: CartDiscount;
}

export interface NewCartResponse {
  id: string;
}

export interface AddCartItemRequest {
  productId: number;
  quantity: number;
}

export interface UpdateCartItemRequest {
  quantity: number;
}

export type Role = 'user' | 'admin';

/** A user as the api shows it: never the password hash, tokens or the two-factor secret. */
export interface PublicUser {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isVerified: boolean;
  initiativeMember: boolean;
  twoFactorEnabled: boolean;
  profileImage: string | null;
  ageGroup: string | null;
  chessExperience: string | null;
  lastLoginDate: string | null;
  createdAt: string;
}

/** Stored as adminUser in localStorage (docs/spec.md §3). */
export interface AdminUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

export interface RegisterInitiativeRequest {
  username: string;
  email: string;
  password: string;
  initiativeMember: boolean;
  ageGroup?: string;
  chessExperience?: string;
}

export interface MessageResponse {
  message: string;
}

export type AdminLoginResponse = { requireTwoFactor: true; userId: number } | { requireTwoFactor: false; token: string; user: AdminUser };

export interface AdminVerifyRequest {
  twoFactorCode: string;
  userId: number;
}

export interface AdminVerifyResponse {
  token: string;
  user: AdminUser;
}

export interface SecurityRequest {
  enableTwoFactor: boolean;
  userId: number;
}

export interface SecurityResponse {
  user: AdminUser;
  /** base32 secret for manual entry, null when two-factor was turned off */
  twoFactorSecret: string | null;
  /** otpauth:// URL for the QR code (issuer "Kingside Admin"), null when off */
  otpauthUrl: string | null;
}

/** Admin tables read the member fields plus ageGroup / chessExperience. */
export interface AdminUserRow extends PublicUser {
  lastLoginIp: string | null;
  failedLoginAttempts: number;
  accountLocked: boolean;
  githubLinked: boolean;
}

/**
 * Runtime configuration the server hands the shell: where each remote's manifest lives (a base URL ending with `/`),
 * which version that is, and for a registered version the one before it, which the shell loads when the live one
 * fails (docs/architecture.md §11).
 */
export interface RuntimeConfig {
  remotes: Record<string, string>;
  versions?: Record<string, string>;
  fallbacks?: Record<string, { url: string; version: string }>;
}
