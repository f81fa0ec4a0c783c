/**
 * What only the back office and the api read of the catalogue's administration (docs/spec.md §7.8): the kinds and
 * their paths, list sizes, ETags, the editable fields' bounds, audit actions and upload limits. Part of the
 * `@kingside/contracts/admin` entry (admin.ts), so no public page's first visit downloads it; the types and what
 * public pages read are in ./backOffice.
 */
import type { CatalogueKind } from './backOffice';

/** The three editable kinds, as they appear in the admin api's paths and the admin screens' URLs. */
export const CATALOGUE_KINDS = ['products', 'lessons', 'blog-posts'] as const satisfies readonly CatalogueKind[];

/** The audit log's name of each kind's entity ("product.update"). */
export const CATALOGUE_ENTITY: Record<CatalogueKind, 'product' | 'lesson' | 'blogPost'> = {
  products: 'product',
  lessons: 'lesson',
  'blog-posts': 'blogPost',
};

export const BACK_OFFICE_API = {
  list: (kind: CatalogueKind) => `/api/admin/${kind}`,
  item: (kind: CatalogueKind, id: number) => `/api/admin/${kind}/${id}`,
  uploads: '/api/admin/uploads',
  audit: '/api/admin/audit',
} as const;

/** Admin lists: page size when `limit` is not given, and the largest one accepted. */
export const ADMIN_LIST_DEFAULT_LIMIT = 25;
export const ADMIN_LIST_MAX_LIMIT = 100;
/**
 * A record's ETag, `"<version>"` (strong: a version names exactly one state of the record). The admin api
 * sends it with every record; an edit sends it back in If-Match.
 */
export function versionEtag(version: number): string {
  return `"${version}"`;
}

/** The one rule of the storefront's `inStock`: some units on hand. */
export function isInStock(stock: number): boolean {
  return stock > 0;
}

/** Prices are integer cents in this range ($0.01 to $100,000.00). */
export const PRICE_MIN_CENTS = 1;
export const PRICE_MAX_CENTS = 10_000_000;
export const STOCK_MAX = 1_000_000;
export const LESSON_COUNT_MAX = 50;

/** Text bounds of the editable fields (characters). */
export const TEXT_LIMITS = {
  name: 200,
  title: 200,
  description: 2_000,
  excerpt: 500,
  content: 50_000,
  imageUrl: 300,
} as const;

/**
 * Text fields the audit log records as "changed" without their content (an article's body would bury
 * the log and could be large; the record itself keeps the text).
 */
export const LONG_TEXT_FIELDS: readonly string[] = ['description', 'content', 'excerpt'];
export const LONG_TEXT_CHANGED = '(changed)';

/** What an admin write did to a catalogue record: the verb of its audit action ("product.archive"). */
export type CatalogueVerb = 'create' | 'update' | 'archive' | 'restore';

export function catalogueAuditAction(kind: CatalogueKind, verb: CatalogueVerb): string {
  return `${CATALOGUE_ENTITY[kind]}.${verb}`;
}

/** The audit action of an administrator turning their two-factor sign-in on or off (POST /api/admin/security). */
export const TWO_FACTOR_AUDIT_ACTION = 'user.twoFactor';

/** Uploads: the largest image accepted and the formats (checked by content). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FORMATS = ['png', 'jpeg', 'webp'] as const;
