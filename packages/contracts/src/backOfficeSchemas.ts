/**
 * joi schemas of the back office's bodies and queries (docs/spec.md §7.8), shared by the admin api and
 * the admin forms, so a field's rule and message exist once. Every message names its field.
 */
import Joi from 'joi';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  LESSON_COUNT_MAX,
  PRICE_MAX_CENTS,
  PRICE_MIN_CENTS,
  STOCK_MAX,
  TEXT_LIMITS,
} from './backOfficeAdmin';
import type { CatalogueKind } from './backOffice';
import { BLOG_CATEGORIES, LESSON_CATEGORIES, LESSON_LEVELS, PRODUCT_CATEGORIES } from './catalog';

const MAX_INT = 2_147_483_647;

/** Whole dollars with thousands separators, for messages: 10000000 cents → "$100,000.00". */
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

const requiredText = (label: string, max: number) =>
  Joi.string()
    .trim()
    .min(1)
    .max(max)
    .messages({
      'any.required': `${label} is required`,
      'string.empty': `${label} is required`,
      'string.min': `${label} is required`,
      'string.max': `${label} must be at most ${max.toLocaleString('en-US')} characters`,
      'string.base': `${label} must be text`,
    });

const oneOf = (label: string, values: readonly string[]) =>
  Joi.string()
    .valid(...values)
    .messages({ 'any.required': `${label} is required`, '*': `${label} must be one of: ${values.join(', ')}` });

const wholeNumber = (label: string, min: number, max: number, range = `between ${min} and ${max.toLocaleString('en-US')}`) =>
  Joi.number()
    .strict()
    .integer()
    .min(min)
    .max(max)
    .messages({ 'any.required': `${label} is required`, '*': `${label} must be a whole number ${range}` });

/**
 * An image the site serves itself: one it ships (/images/…) or one an administrator uploaded
 * (/uploads/…). The site works offline and its CSP allows no other origin for images.
 */
const imageUrl = Joi.string()
  .max(TEXT_LIMITS.imageUrl)
  .pattern(/^\/(images|uploads)\/(?!.*\.\.)[\w./-]+$/)
  .messages({
    'any.required': 'Image is required',
    '*': 'Image must be an uploaded image or one of the site’s own (/images/… or /uploads/…)',
  });

const price = wholeNumber(
  'Price',
  PRICE_MIN_CENTS,
  PRICE_MAX_CENTS,
  `of cents from ${PRICE_MIN_CENTS} to ${PRICE_MAX_CENTS.toLocaleString('en-US')} (${dollars(PRICE_MIN_CENTS)} to ${dollars(PRICE_MAX_CENTS)})`,
);

const FIELDS = {
  products: {
    name: requiredText('Name', TEXT_LIMITS.name),
    description: requiredText('Description', TEXT_LIMITS.description),
    imageUrl,
    price,
    stock: wholeNumber('Stock', 0, STOCK_MAX),
    category: oneOf('Category', PRODUCT_CATEGORIES),
  },
  lessons: {
    title: requiredText('Title', TEXT_LIMITS.title),
    description: requiredText('Description', TEXT_LIMITS.description),
    imageUrl,
    level: oneOf('Level', LESSON_LEVELS),
    lessonCount: wholeNumber('Lesson count', 1, LESSON_COUNT_MAX),
    content: requiredText('Content', TEXT_LIMITS.content),
    category: oneOf('Category', LESSON_CATEGORIES),
  },
  'blog-posts': {
    title: requiredText('Title', TEXT_LIMITS.title),
    excerpt: requiredText('Excerpt', TEXT_LIMITS.excerpt),
    content: requiredText('Content', TEXT_LIMITS.content),
    imageUrl,
    category: oneOf('Category', BLOG_CATEGORIES),
    publishedDate: Joi.string()
      .pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
      .messages({ 'any.required': 'Published date is required', '*': 'Published date must be a date (YYYY-MM-DD)' }),
  },
} satisfies Record<CatalogueKind, Record<string, Joi.Schema>>;

const required = (fields: Record<string, Joi.Schema>) =>
  Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, rule.required()]));

export const unknownField = { 'object.unknown': 'Unknown field: {#key}', 'object.base': 'Expected a JSON object' };

/** POST /api/admin/<kind>: every field. */
export const catalogueCreateSchemas: Record<CatalogueKind, Joi.ObjectSchema> = {
  products: Joi.object(required(FIELDS.products)).messages(unknownField),
  lessons: Joi.object(required(FIELDS.lessons)).messages(unknownField),
  'blog-posts': Joi.object(required(FIELDS['blog-posts'])).messages(unknownField),
};

/** PATCH /api/admin/<kind>/{id}: any of the fields, and `archived` (false restores); at least one. */
const patch = (fields: Record<string, Joi.Schema>) =>
  Joi.object({ ...fields, archived: Joi.boolean().strict().messages({ '*': 'Archived must be true or false' }) })
    .min(1)
    .messages({ ...unknownField, 'object.min': 'Nothing to change' });

export const cataloguePatchSchemas: Record<CatalogueKind, Joi.ObjectSchema> = {
  products: patch(FIELDS.products),
  lessons: patch(FIELDS.lessons),
  'blog-posts': patch(FIELDS['blog-posts']),
};

/** `q`, `archived`, `limit` and `offset` of the admin lists (docs/spec.md §7.8); the other admin lists take what they need. */
export const listPaging = {
  q: Joi.string().trim().allow('').max(100).messages({ '*': 'q must be at most 100 characters' }),
  archived: Joi.boolean().messages({ '*': 'archived must be true or false' }),
  limit: Joi.number()
    .integer()
    .min(1)
    .max(ADMIN_LIST_MAX_LIMIT)
    .default(ADMIN_LIST_DEFAULT_LIMIT)
    .messages({ '*': `limit must be a whole number from 1 to ${ADMIN_LIST_MAX_LIMIT}` }),
  offset: Joi.number().integer().min(0).max(MAX_INT).default(0).messages({ '*': 'offset must be a whole number, 0 or more' }),
};

/** GET /api/admin/<kind> (query strings: numbers and booleans are converted). */
export const catalogueListQuerySchemas: Record<CatalogueKind, Joi.ObjectSchema> = {
  products: Joi.object({ ...listPaging, category: oneOf('category', PRODUCT_CATEGORIES) }).messages(unknownField),
  lessons: Joi.object({ ...listPaging, level: oneOf('level', LESSON_LEVELS) }).messages(unknownField),
  'blog-posts': Joi.object({ ...listPaging, category: oneOf('category', BLOG_CATEGORIES) }).messages(unknownField),
};

/** GET /api/admin/audit */
export const auditQuerySchema = Joi.object({
  entity: Joi.string()
    .max(40)
    .pattern(/^[a-zA-Z]+$/)
    .messages({ '*': 'entity must be an entity name, e.g. product' }),
  entityId: Joi.number().integer().min(1).max(MAX_INT).messages({ '*': 'entityId must be a positive whole number' }),
  limit: listPaging.limit,
  offset: listPaging.offset,
}).messages(unknownField);
