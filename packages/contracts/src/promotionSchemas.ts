import Joi from 'joi';
import { catalogueCreateSchemas, listPaging, unknownField } from './backOfficeSchemas';
import {
  BUNDLE_PART_QUANTITY_MAX,
  BUNDLE_PARTS_MAX,
  DISCOUNT_AMOUNT_MAX,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  DISCOUNT_PERCENT_MAX,
  PROMOTION_MESSAGES,
} from './promotions';

/* Promotions' joi schemas (docs/spec.md §7.17), re-exported by schemas.ts: the api, the cart's form and the back office's. */

const MAX_INT = 2_147_483_647;

/** A code as typed: trimmed and upper-cased before its pattern is checked. */
export const discountCodeField = Joi.string()
  .trim()
  .uppercase()
  .pattern(DISCOUNT_CODE_PATTERN)
  .messages({ '*': PROMOTION_MESSAGES.codeFormat });

/** PUT /api/cart/{cartId}/discount-code */
export const applyDiscountSchema = Joi.object({ code: discountCodeField.required() }).messages(unknownField);

const cents = (label: string, min: number) =>
  Joi.number()
    .strict()
    .integer()
    .min(min)
    .max(DISCOUNT_AMOUNT_MAX)
    .messages({ '*': `${label} must be a whole number of cents from ${min} to ${DISCOUNT_AMOUNT_MAX}` });

const date = (label: string) =>
  Joi.string()
    .isoDate()
    .allow(null)
    .messages({ '*': `${label} must be a date and time (ISO 8601) or empty` });

/** POST and PUT /api/admin/discount-codes: every field; a percentage 1-100, an amount in cents; the end after the start. */
export const discountCodeSchema = Joi.object({
  code: discountCodeField.required(),
  kind: Joi.string()
    .valid(...DISCOUNT_KINDS)
    .required()
    .messages({ '*': `Kind must be one of: ${DISCOUNT_KINDS.join(', ')}` }),
  value: Joi.when('kind', {
    is: 'percent',
    then: Joi.number().strict().integer().min(1).max(DISCOUNT_PERCENT_MAX).required().messages({ '*': PROMOTION_MESSAGES.percentRange }),
    otherwise: Joi.number().strict().integer().min(1).max(DISCOUNT_AMOUNT_MAX).required().messages({ '*': PROMOTION_MESSAGES.amountRange }),
  }),
  minSubtotal: cents('Minimum subtotal', 1).allow(null).required(),
  startsAt: date('Start').required(),
  endsAt: date('End').required(),
  usageLimit: Joi.number()
    .strict()
    .integer()
    .min(1)
    .max(MAX_INT)
    .allow(null)
    .required()
    .messages({ '*': 'Usage limit must be a whole number, at least 1, or empty' }),
  oncePerMember: Joi.boolean().strict().required().messages({ '*': 'Once per member must be true or false' }),
})
  .custom((value: { startsAt: string | null; endsAt: string | null }, helpers) =>
    value.startsAt && value.endsAt && new Date(value.endsAt) <= new Date(value.startsAt)
      ? helpers.message({ custom: PROMOTION_MESSAGES.endsBeforeStart })
      : value,
  )
  .messages(unknownField);

const product = catalogueCreateSchemas.products;

/** POST and PUT /api/admin/bundles: a product's fields (no stock: the parts hold it) and 2-10 different parts. */
export const bundleSchema = Joi.object({
  name: product.extract('name').required(),
  description: product.extract('description').required(),
  imageUrl: product.extract('imageUrl').required(),
  price: product.extract('price').required(),
  category: product.extract('category').required(),
  parts: Joi.array()
    .items(
      Joi.object({
        productId: Joi.number().strict().integer().min(1).max(MAX_INT).required().messages({ '*': 'productId must be a positive integer' }),
        quantity: Joi.number()
          .strict()
          .integer()
          .min(1)
          .max(BUNDLE_PART_QUANTITY_MAX)
          .required()
          .messages({ '*': `A part's quantity must be a whole number from 1 to ${BUNDLE_PART_QUANTITY_MAX}` }),
      }).messages(unknownField),
    )
    .min(2)
    .max(BUNDLE_PARTS_MAX)
    .unique('productId')
    .required()
    .messages({
      'array.min': PROMOTION_MESSAGES.partsRequired,
      'array.max': PROMOTION_MESSAGES.partsRequired,
      'array.unique': PROMOTION_MESSAGES.partsRequired,
      'array.base': PROMOTION_MESSAGES.partsRequired,
      'any.required': PROMOTION_MESSAGES.partsRequired,
    }),
}).messages(unknownField);

/** GET /api/admin/discount-codes and /api/admin/bundles: `q` (the code, the name), `limit`, `offset`. */
export const promotionListQuerySchema = Joi.object({ q: listPaging.q, limit: listPaging.limit, offset: listPaging.offset }).messages(
  unknownField,
);
