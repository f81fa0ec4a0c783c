/**
 * joi schemas with the spec's messages (docs/spec.md §5), shared by the api (which trusts nothing) and the browser
 * forms (which show the same messages inline). Kept out of the package's main entry so pages that do not
 * validate anything never download joi.
 */
import Joi from 'joi';
import { AGE_GROUPS, BLOG_CATEGORIES, CHESS_EXPERIENCE, LESSON_LEVELS, PRODUCT_CATEGORIES } from './catalog';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './limits';
import { API_MESSAGES } from './apiMessages';
import { VALIDATION } from './messages';
import { PAYMENT_MESSAGES } from './payments';
import { newPassword } from './passwordRule';
import { discountCodeField } from './promotionSchemas';

const MAX_INT = 2_147_483_647;

/** Every way a field can be wrong reports the one message the spec gives for it. */
function withMessage<T extends Joi.Schema>(schema: T, message: string): T {
  return schema.messages({ '*': message }) as T;
}

/** Browsers and JSON send no e-mail TLD list; accept any syntactically valid address. */
const email = (message: string = VALIDATION.invalidEmail) =>
  withMessage(
    Joi.string()
      .trim()
      .max(254)
      .email({ tlds: { allow: false } }),
    message,
  ).required();

const text = (min: number, max: number, message: string) => withMessage(Joi.string().trim().min(min).max(max), message).required();

/** A body number must really be a number: "5" is refused, not coerced. */
const strictInt = (min: number, max: number) => Joi.number().strict().integer().min(min).max(max);

export const idParamSchema = Joi.object({
  id: withMessage(Joi.number().integer().min(1).max(MAX_INT), API_MESSAGES.invalidId).required(),
});
export const levelParamSchema = Joi.object({
  level: withMessage(Joi.string().valid(...LESSON_LEVELS), API_MESSAGES.invalidLevel).required(),
});
export const blogCategoryParamSchema = Joi.object({
  category: withMessage(Joi.string().valid(...BLOG_CATEGORIES), API_MESSAGES.invalidCategory).required(),
});
export const productCategoryParamSchema = Joi.object({
  category: withMessage(Joi.string().valid(...PRODUCT_CATEGORIES), API_MESSAGES.invalidCategory).required(),
});
export const cartIdParamSchema = Joi.object({
  cartId: withMessage(Joi.string().guid({ version: ['uuidv4'] }), API_MESSAGES.cartNotFound).required(),
});
export const cartItemParamSchema = cartIdParamSchema.keys({
  productId: withMessage(Joi.number().integer().min(1).max(MAX_INT), API_MESSAGES.invalidId).required(),
});

const quantity = strictInt(1, MAX_LINE_QUANTITY)
  .required()
  .messages({
    'number.max': `Quantity must be at most ${MAX_LINE_QUANTITY}`,
    '*': 'Quantity must be a positive whole number',
  });

export const addCartItemSchema = Joi.object({
  productId: strictInt(1, MAX_INT).required().messages({ '*': 'productId must be a positive integer' }),
  quantity,
});

export const updateCartItemSchema = Joi.object({ quantity });

/** Shipping fields of the checkout form (docs/spec.md §5), also what POST /api/orders checks. */
export const customerFields = {
  customerName: text(3, 200, VALIDATION.nameRequired),
  customerEmail: email(),
  customerAddress: text(5, 500, VALIDATION.addressRequired),
};

export const customerSchema = Joi.object(customerFields);

/** Payment fields (simulated; never sent to the server). */
export const paymentSchema = Joi.object({
  cardNumber: withMessage(Joi.string().pattern(/^\d{16}$/), VALIDATION.cardNumber).required(),
  expiryDate: withMessage(Joi.string().pattern(/^(0[1-9]|1[0-2])\/\d{2}$/), VALIDATION.expiryFormat).required(),
  cvv: withMessage(Joi.string().pattern(/^\d{3,4}$/), VALIDATION.cvv).required(),
});

export const checkoutFormSchema = customerSchema.concat(paymentSchema);

export const orderRequestSchema = Joi.object({
  ...customerFields,
  totalAmount: strictInt(0, MAX_INT).required().messages({ '*': 'totalAmount must be a whole number of cents' }),
  items: Joi.array()
    .items(
      Joi.object({
        productId: strictInt(1, MAX_INT).required().messages({ '*': 'productId must be a positive integer' }),
        quantity,
        price: strictInt(0, MAX_INT).required().messages({ '*': 'price must be a whole number of cents' }),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES)
    .unique('productId')
    .required()
    .messages({
      'array.min': 'The order has no items',
      'array.max': `An order holds at most ${MAX_ORDER_LINES} different products`,
      'array.unique': 'Each product may appear only once in an order',
      'array.base': 'items must be a list',
      'any.required': 'items must be a list',
    }),
  status: Joi.string().valid('pending').messages({ '*': 'status must be "pending"' }),
  saveAddress: Joi.boolean().strict().messages({ '*': 'saveAddress must be true or false' }),
  /** the cart's discount code (issue 44), priced by the server */
  discountCode: discountCodeField,
});

/**
 * A member's saved address (issue 44): the checkout's name and address, with the checkout's rules and messages
 * (customerFields), so an address that can be saved can be ordered to and the other way round.
 */
export const savedAddressSchema = Joi.object({
  customerName: customerFields.customerName,
  customerAddress: customerFields.customerAddress,
}).messages({ 'object.unknown': 'Unknown field: {#key}' });

/** POST /api/me/orders/{id}/order-again: the cart to fill. */
export const orderAgainSchema = Joi.object({
  cartId: withMessage(Joi.string().guid({ version: ['uuidv4'] }), 'cartId must be the id of a cart').required(),
}).messages({ 'object.unknown': 'Unknown field: {#key}' });

/**
 * GET /api/payments/stripe/cancel (a query string): the Checkout Session's cancel link, the order's id and the server's
 * token for it (base64url of an HMAC-SHA256: 43 characters).
 */
export const checkoutCancelQuerySchema = Joi.object({
  order: Joi.number().integer().min(1).max(MAX_INT).required().messages({ '*': PAYMENT_MESSAGES.cancelOrderInvalid }),
  token: Joi.string()
    .pattern(/^[A-Za-z0-9_-]{43}$/)
    .required()
    .messages({ '*': PAYMENT_MESSAGES.cancelTokenInvalid }),
}).messages({ 'object.unknown': 'Unknown field: {#key}' });

export const contactFormSchema = Joi.object({
  name: text(2, 200, VALIDATION.nameRequired),
  email: email(),
  subject: text(5, 200, VALIDATION.subjectRequired),
  message: text(10, 5000, VALIDATION.messageTooShort),
});

export const newsletterSchema = Joi.object({
  email: Joi.string()
    .trim()
    .email({ tlds: { allow: false } })
    .required()
    .messages({ 'string.email': VALIDATION.invalidEmail, '*': VALIDATION.newsletterEmailRequired }),
});

const username = Joi.string()
  .trim()
  .min(3)
  .max(30)
  .pattern(/^[A-Za-z0-9_.-]+$/)
  // What an erased account's username becomes (erasedUsername): nobody can take one, or look like one.
  .pattern(/^deleted(-[A-Za-z0-9-]*)?$/i, { invert: true })
  .required()
  .messages({
    'string.pattern.base': 'Username may contain only letters, digits, dots, dashes and underscores',
    'string.pattern.invert.base': 'This username is reserved',
    'string.min': 'Username must be at least 3 characters',
    'string.max': 'Username must be at most 30 characters',
    '*': 'Username is required',
  });

const personName = (label: string) =>
  Joi.string()
    .trim()
    .min(1)
    .max(100)
    .required()
    .messages({ 'string.max': `${label} must be at most 100 characters`, '*': `${label} is required` });

export const registerSchema = Joi.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  username,
  email: email(),
  password: newPassword,
});

export const registerInitiativeSchema = Joi.object({
  username,
  email: email(),
  password: newPassword,
  initiativeMember: Joi.boolean().default(true),
  ageGroup: Joi.string()
    .valid(...AGE_GROUPS)
    .messages({ '*': 'Unknown age group' }),
  chessExperience: Joi.string()
    .valid(...CHESS_EXPERIENCE)
    .messages({ '*': 'Unknown experience level' }),
});

/** docs/spec.md §5's sign-in schema (password at least 6). The forms use it; the server only needs two strings. */
export const signInSchema = Joi.object({
  email: email(),
  password: withMessage(Joi.string().min(6).max(1024), VALIDATION.passwordMin6).required(),
});

/** What the server accepts as credentials: any two bounded strings (policy is not leaked on login). */
export const credentialsSchema = Joi.object({
  email: Joi.string().trim().max(254).required().messages({ '*': 'Email and password are required' }),
  password: Joi.string().max(1024).required().messages({ '*': 'Email and password are required' }),
});

export const resendVerificationSchema = Joi.object({ email: email() });

export const twoFactorFormSchema = Joi.object({
  twoFactorCode: withMessage(Joi.string().trim().min(6).max(10), VALIDATION.codeMin6).required(),
});

export const verifyTwoFactorSchema = twoFactorFormSchema.keys({
  userId: strictInt(1, MAX_INT).required().messages({ '*': 'userId must be a positive integer' }),
});

export const securitySchema = Joi.object({
  enableTwoFactor: Joi.boolean().strict().required().messages({ '*': 'enableTwoFactor must be true or false' }),
  userId: strictInt(1, MAX_INT).required().messages({ '*': 'userId must be a positive integer' }),
});

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/**
 * Validates for a form: every field's first message, keyed by field name. Empty when valid.
 * Forms show these inline; the server uses `firstError` for its one `{message}`.
 */
export function fieldErrors<T extends object>(schema: Joi.ObjectSchema, values: T): FieldErrors<T> {
  const { error } = schema.validate(values, { abortEarly: false, allowUnknown: true });
  const errors: FieldErrors<T> = {};
  for (const detail of error?.details ?? []) {
    const key = String(detail.path[0] ?? '') as keyof T & string;
    if (key && !errors[key]) errors[key] = detail.message;
  }
  return errors;
}

export { Joi };
export * from './backOfficeSchemas';
export * from './fulfilmentSchemas';
export * from './chapterSchemas';
export * from './listSchemas';
export * from './deploymentSchemas';
export * from './reviewSchemas';
export * from './promotionSchemas';
export * from './marketingSchemas';
