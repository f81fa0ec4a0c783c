import Joi from 'joi';
import { REVIEW_MESSAGES, REVIEW_PAGE_MAX, REVIEW_PAGE_SIZE, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_TEXT_MAX } from './reviews';

/* Verified reviews' joi schemas (docs/spec.md §7.16), re-exported by schemas.ts: the api and the product page's form. */

const unknownField = { 'object.unknown': 'Unknown field: {#key}' };

/** POST and PUT /api/me/reviews/{productId}: a whole rating (never "5") and a trimmed, bounded text. */
export const reviewSchema = Joi.object({
  rating: Joi.number()
    .strict()
    .integer()
    .min(REVIEW_RATING_MIN)
    .max(REVIEW_RATING_MAX)
    .required()
    .messages({ '*': REVIEW_MESSAGES.rating }),
  text: Joi.string().trim().min(1).max(REVIEW_TEXT_MAX).required().messages({ '*': REVIEW_MESSAGES.text }),
}).messages(unknownField);

const limit = (fallback: number) =>
  Joi.number().integer().min(1).max(REVIEW_PAGE_MAX).default(fallback).messages({ '*': REVIEW_MESSAGES.limit });
const offset = Joi.number().integer().min(0).max(1_000_000).default(0).messages({ '*': REVIEW_MESSAGES.offset });

/** GET /api/products/{id}/reviews?limit&offset */
export const reviewPageQuerySchema = Joi.object({ limit: limit(REVIEW_PAGE_SIZE), offset }).messages(unknownField);

/** GET /api/admin/reviews?q&hidden&productId&limit&offset: `q` finds its text in the review or the product's name. */
export const adminReviewsQuerySchema = Joi.object({
  q: Joi.string().trim().allow('').max(100).messages({ '*': 'q must be at most 100 characters' }),
  hidden: Joi.boolean().messages({ '*': REVIEW_MESSAGES.hidden }),
  productId: Joi.number().integer().min(1).max(2_147_483_647).messages({ '*': 'productId must be a positive integer' }),
  limit: limit(25),
  offset,
}).messages(unknownField);
