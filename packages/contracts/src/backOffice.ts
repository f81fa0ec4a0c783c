/**
 * The back office's catalogue (docs/spec.md §7.8): what administrators edit (products with stock, lessons,
 * blog posts), the records and lists the admin api answers, its limits and messages, uploads and their
 * image variants, and the audit log. The joi schemas for these bodies are in ./backOfficeSchemas (the
 * `schemas` entry), so pages that validate nothing never download joi; the values only the back office and the
 * api read (its paths, limits and audit actions) are in ./backOfficeAdmin (the `admin` entry). Here: what public
 * pages read too (the list total's header, image variants, the messages a cart shows) and the types.
 */
import type { LessonCategory } from './catalog';
import type { BlogPost, Lesson, Product } from './entities';

/** The three editable kinds, as they appear in the admin api's paths and the admin screens' URLs (CATALOGUE_KINDS). */
export type CatalogueKind = 'products' | 'lessons' | 'blog-posts';

/** The header that carries a list's total (the body is the page, a JSON array). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The widths of an uploaded image's WebP variants. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960] as const;
/** Where uploaded images are served from: content-hash names, cached forever. */
export const UPLOADS_PATH = '/uploads/';
/**
 * The most pixels (width × height) an upload may decode to. 5 MB of compressed bytes can announce a
 * picture of billions of pixels (a decompression bomb); 40 megapixels covers any camera's photo.
 */
export const MAX_UPLOAD_PIXELS = 40_000_000;

export interface ImageVariant {
  width: number;
  url: string;
}

/** POST /api/admin/uploads: the stored image and its responsive variants (WebP, by width). */
export interface UploadedImage {
  url: string;
  variants: ImageVariant[];
}

const UPLOADED = /^\/uploads\/([0-9a-f]{64})\.(png|jpg|webp)$/;

/**
 * The variants of an uploaded image, named from its content hash (`/uploads/<hash>-640.webp`), so a page
 * can offer them through `srcset` from the image's URL alone. Images the site ships (`/images/…`) have none.
 */
export function imageVariants(url: string): ImageVariant[] {
  const match = UPLOADED.exec(url);
  if (!match) return [];
  return IMAGE_VARIANT_WIDTHS.map((width) => ({ width, url: `${UPLOADS_PATH}${match[1]}-${width}.webp` }));
}

/** A `srcset` for an image URL, or undefined when it has no variants. */
export function imageSrcSet(url: string): string | undefined {
  const variants = imageVariants(url);
  return variants.length > 0 ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
}

export const BACK_OFFICE_MESSAGES = {
  /** 412: the If-Match version is not the record's version any more */
  conflict: 'This item was changed by someone else. Reload it to see their changes.',
  /** 428: an edit without If-Match (or with `*`, which names no version) */
  preconditionRequired: 'Send the version you edited in If-Match (reload the item and save again).',
  /** 400: an If-Match that is not a list of the api's ETags */
  invalidIfMatch: 'If-Match must be the ETag of the item you edited, e.g. "3".',
  notFound: 'Not found',
  /** 415: not a PNG, JPEG or WebP by its content */
  unsupportedImage: 'Upload a PNG, JPEG or WebP image.',
  /** 413 */
  imageTooLarge: 'Images can be at most 5 MB.',
  /** 400: the multipart body has no `image` file */
  imageMissing: 'Choose an image to upload (field "image").',
  /** 413: the image decodes to more than MAX_UPLOAD_PIXELS */
  imageTooManyPixels: `Images can be at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels.`,
  /** 409 when an archived product is added to a cart or ordered */
  productUnavailable: (name: string) => `${name} is no longer available.`,
  /** what a cart line of an archived product says */
  noLongerAvailable: 'No longer available',
  /** the name of such a line when the product cannot be looked up any more */
  unavailableProduct: 'Unavailable product',
  /** the cart's summary when none of its items can be ordered */
  nothingToOrder: 'None of the items in your cart can be ordered any more. Remove them and choose others in the shop.',
  /** the checkout's summary when some items of the cart are left out of the order */
  leftOutOfOrder: 'Items that are no longer available are not part of this order.',
  /** admin screens */
  saved: 'Saved',
  created: 'Created',
  archived: 'Archived',
  restored: 'Restored',
  saveFailed: 'Could not save',
  unsavedChanges: 'You have unsaved changes. Leave this page and lose them?',
  reload: 'Reload',
} as const;

/** Fields every editable record carries besides its own. */
export interface Versioned {
  id: number;
  archived: boolean;
  /** +1 on every write; the record's ETag is `"<version>"` */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** What an administrator writes: the public fields, with `stock` in place of the derived `inStock`. */
export type ProductInput = Omit<Product, 'id' | 'inStock'> & {
  /** units on hand; the public `inStock` is `stock > 0` */
  stock: number;
};

export type LessonInput = Omit<Lesson, 'id' | 'createdAt' | 'category' | 'recommendedProductIds'> & { category: LessonCategory };

export type BlogPostInput = Omit<BlogPost, 'id'>;

export interface CatalogueInputs {
  products: ProductInput;
  lessons: LessonInput;
  'blog-posts': BlogPostInput;
}

export type AdminRecord<K extends CatalogueKind> = CatalogueInputs[K] & Versioned;
export type AdminProduct = AdminRecord<'products'>;
export type AdminLesson = AdminRecord<'lessons'>;
export type AdminBlogPost = AdminRecord<'blog-posts'>;

/** PATCH bodies: any subset of the fields, and `archived: false` to restore. */
export type CataloguePatch<K extends CatalogueKind> = Partial<CatalogueInputs[K]> & { archived?: boolean };

/** GET /api/admin/<kind>: `category` filters products and posts, `level` lessons. */
export interface AdminListQuery {
  q?: string;
  category?: string;
  level?: string;
  /** `true` lists only archived items, `false` only live ones; absent lists both */
  archived?: boolean;
  limit?: number;
  offset?: number;
}

/** One line of the audit log: who changed what, with each field's value before and after. */
export interface AuditEntry {
  id: number;
  /** ISO time */
  at: string;
  adminId: number;
  adminEmail: string;
  /** `<entity>.<verb>`: "product.create", "lesson.update", "blogPost.archive", "product.restore" */
  action: string;
  entity: string;
  entityId: number;
  /** field → [before, after]; long text fields → [LONG_TEXT_CHANGED, LONG_TEXT_CHANGED] */
  changes: Record<string, [unknown, unknown]>;
}

export interface AuditQuery {
  entity?: string;
  entityId?: number;
  limit?: number;
  offset?: number;
}
