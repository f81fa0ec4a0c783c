/*
 * Verified reviews (issue 44 point 2, docs/spec.md §7.16): a member who bought a product in an order that was shipped
 * rates it 1 to 5 with a short text, once per product, and may edit it (If-Match). Product pages read the visible
 * reviews, newest first, with their average and count; administrators hide and restore reviews, and a hidden review
 * counts nowhere.
 */

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A review's text, trimmed: a short text, not an essay (docs/spec.md §9). */
export const REVIEW_TEXT_MAX = 1000;
/** Reviews per page of a product's reviews (the product page's page), and the most one read may ask for. */
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_MAX = 50;
/** The statuses in which an order has reached its buyer: a review is of something received. */
export const REVIEWABLE_ORDER_STATUSES = ['shipped', 'delivered'] as const;

/** Body of POST and PUT /api/me/reviews/{productId}. */
export interface ReviewInput {
  rating: number;
  text: string;
}

/** One visible review as a product page shows it. */
export interface ProductReview {
  id: number;
  rating: number;
  text: string;
  /** the member's first name and the initial of their last name, or their username */
  author: string;
  createdAt: string;
  /** differs from createdAt once the member has edited it */
  updatedAt: string;
}

/** Answer of GET /api/products/{id}/reviews: one page, newest first, and the figures of every visible review. */
export interface ProductReviewPage {
  productId: number;
  /** to one decimal place; null without any visible review */
  average: number | null;
  count: number;
  limit: number;
  offset: number;
  reviews: ProductReview[];
}

/** The member's own review of a product (hidden or not), with its version for If-Match. */
export interface MyReview extends ReviewInput {
  id: number;
  productId: number;
  hidden: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Answer of GET /api/me/reviews/{productId}: whether the member may review the product, and their review if any. */
export interface MyReviewState {
  productId: number;
  /** bought in an order that was shipped (or delivered) */
  canReview: boolean;
  review: MyReview | null;
}

/** A row of the back office's Reviews screen (GET /api/admin/reviews). */
export interface AdminReviewRow {
  id: number;
  productId: number;
  productName: string;
  userId: number;
  author: string;
  rating: number;
  text: string;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The product page's URL parameter naming its page of reviews (`/shop/3?reviews=2`): a real link, drawn by the server. */
export const REVIEW_PAGE_PARAM = 'reviews';

/** The page of reviews a product page's URL names: a whole number from 1, anything else the first. */
export function reviewPageFrom(params: URLSearchParams): number {
  const text = params.get(REVIEW_PAGE_PARAM) ?? '';
  return /^[1-9][0-9]{0,5}$/.test(text) ? Number(text) : 1;
}

/** The product page's path showing its `page` of reviews (the first: none named). */
export const reviewPagePath = (productPath: string, page: number) =>
  page > 1 ? `${productPath}?${REVIEW_PAGE_PARAM}=${page}` : productPath;

/**
 * The read of a product page's `page` of reviews: GET /api/products/{id}/reviews with REVIEW_PAGE_SIZE and its offset.
 * The path is also the read's argument in the browser's cache, so the server's read and the browser's are one entry.
 */
export const reviewPageRead = (productId: number, page: number) =>
  `/api/products/${productId}/reviews?limit=${REVIEW_PAGE_SIZE}&offset=${(page - 1) * REVIEW_PAGE_SIZE}`;

export const REVIEW_API = {
  /** GET: one page of a product's visible reviews (`limit`, `offset`) */
  product: (productId: number | string) => `/api/products/${productId}/reviews`,
  /** GET the member's state; POST their review (201); PUT an edit with If-Match */
  mine: (productId: number | string) => `/api/me/reviews/${productId}`,
  /** GET: the back office's list (`q`, `hidden`, `productId`, `limit`, `offset`), X-Total-Count */
  admin: '/api/admin/reviews',
  hide: (id: number | string) => `/api/admin/reviews/${id}/hide`,
  restore: (id: number | string) => `/api/admin/reviews/${id}/restore`,
} as const;

/** The audit log's entity and actions of reviews (docs/spec.md §7.8). */
export const REVIEW_ENTITY = 'review';
export const REVIEW_AUDIT = { hide: 'review.hide', restore: 'review.restore' } as const;

export const REVIEW_MESSAGES = {
  /** 403 on POST and PUT /api/me/reviews/{productId} */
  notReceived: 'You can review a product once an order of yours with it has shipped.',
  /** 409 on POST: one review per member and product */
  alreadyReviewed: 'You have already reviewed this product. Edit your review instead.',
  /** 404 on PUT: nothing to edit yet */
  noReview: 'You have not reviewed this product yet.',
  /** 404 on the back office's hide and restore */
  notFound: 'Review not found',
  rating: `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`,
  text: `Review text must be 1 to ${REVIEW_TEXT_MAX} characters`,
  limit: `limit must be a whole number from 1 to ${REVIEW_PAGE_MAX}`,
  offset: 'offset must be a whole number, 0 or more',
  hidden: 'hidden must be true or false',
} as const;
