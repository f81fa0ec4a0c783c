import Joi from 'joi';
import { MARKETING_MESSAGES } from './marketing';
import { VALIDATION } from './messages';

/* The joi schemas of the e-mails that bring people back (docs/spec.md §7.20), re-exported by schemas.ts. */

const unknownField = { 'object.unknown': 'Unknown field: {#key}' };

/** POST /api/products/{id}/back-in-stock: a guest's address (a member's request ignores none: it sends `{}`). */
export const backInStockSchema = Joi.object({
  email: Joi.string()
    .trim()
    .max(254)
    .email({ tlds: { allow: false } })
    .messages({ '*': VALIDATION.invalidEmail }),
}).messages(unknownField);

/** A signed link's token: `<purpose>.<id>.<expiry in seconds>.<HMAC-SHA256, base64url>`. */
export const SIGNED_LINK_TOKEN = /^(confirm|bis|cart)\.[1-9][0-9]{0,9}\.[1-9][0-9]{0,11}\.[A-Za-z0-9_-]{43}$/;

/** ?token= of the confirmation and unsubscribe links (GET the page, POST the action). */
export const signedLinkQuerySchema = Joi.object({
  token: Joi.string().pattern(SIGNED_LINK_TOKEN).required(),
}).messages(unknownField);

/** PUT /api/me/email-preferences */
export const emailPreferencesSchema = Joi.object({
  cartReminders: Joi.boolean().strict().required().messages({ '*': MARKETING_MESSAGES.cartReminders }),
}).messages(unknownField);

/** PUT /api/me/cart */
export const memberCartSchema = Joi.object({
  cartId: Joi.string()
    .guid({ version: ['uuidv4'] })
    .required()
    .messages({ '*': MARKETING_MESSAGES.cartId }),
}).messages(unknownField);
