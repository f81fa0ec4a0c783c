/**
 * joi schemas of fulfilment and account care (issue 17): the admin orders and users lists, a change of an
 * order's status, a change of role, the administrator's password change. Shared by the admin api and the
 * admin screens; every message names its field.
 */
import Joi from 'joi';
import { listPaging, unknownField } from './backOfficeSchemas';
import { ORDER_NOTE_MAX_LENGTH, ORDER_STATUSES, ORDERS_DEFAULT_LIMIT, ORDERS_MAX_LIMIT } from './orders';
import { newPassword } from './passwordRule';
import { ADMIN_USERS_DEFAULT_LIMIT, ADMIN_USERS_MAX_LIMIT } from './admin';

const statusRule = Joi.string()
  .valid(...ORDER_STATUSES)
  .messages({ '*': `status must be one of: ${ORDER_STATUSES.join(', ')}` });

const limit = (fallback: number, max: number) =>
  Joi.number()
    .integer()
    .min(1)
    .max(max)
    .default(fallback)
    .messages({ '*': `limit must be a whole number from 1 to ${max}` });

/** GET /api/admin/orders (a query string: numbers are converted). */
export const adminOrdersQuerySchema = Joi.object({
  status: statusRule,
  q: listPaging.q,
  limit: limit(ORDERS_DEFAULT_LIMIT, ORDERS_MAX_LIMIT),
  offset: listPaging.offset,
}).messages(unknownField);

/** POST /api/admin/orders/{id}/status */
export const orderStatusSchema = Joi.object({
  status: statusRule.required(),
  note: Joi.string()
    .trim()
    .allow('')
    .max(ORDER_NOTE_MAX_LENGTH)
    .messages({ '*': `note must be at most ${ORDER_NOTE_MAX_LENGTH} characters` }),
}).messages(unknownField);

/** GET /api/admin/users (a query string). */
export const adminUsersListQuerySchema = Joi.object({
  q: listPaging.q,
  limit: limit(ADMIN_USERS_DEFAULT_LIMIT, ADMIN_USERS_MAX_LIMIT),
  offset: listPaging.offset,
  initiativeMember: Joi.boolean().messages({ '*': 'initiativeMember must be true or false' }),
}).messages(unknownField);

/** PATCH /api/admin/users/{id} */
export const userRoleSchema = Joi.object({
  role: Joi.string().valid('user', 'admin').required().messages({ '*': 'role must be user or admin' }),
}).messages(unknownField);

/** POST /api/admin/me/password: the form's fields and the api's body. */
export const passwordChangeSchema = Joi.object({
  currentPassword: Joi.string().max(1024).required().messages({ '*': 'Current password is required' }),
  newPassword,
}).messages(unknownField);

/** The password form: the body's fields and the new password typed twice (only the body is sent). */
export const passwordChangeFormSchema = passwordChangeSchema.keys({
  confirmPassword: Joi.string()
    .valid(Joi.ref('newPassword'))
    .required()
    .messages({ 'any.only': 'The two new passwords differ', '*': 'Type the new password again' }),
});

/** GET /api/admin/activity */
export const activityQuerySchema = Joi.object({
  limit: limit(3, 20),
}).messages(unknownField);
