import Joi from 'joi';
import { VALIDATION } from './messages';

/**
 * A member's new password (registration, and an administrator's password change): at least 8 characters
 * (member-accounts issue), at most 128 to bound hashing work. A module of its own so every schema file can
 * take it without importing schemas.ts, which re-exports them.
 */
export const newPassword = Joi.string()
  .min(8)
  .max(128)
  .required()
  .messages({ 'string.max': 'Password must be at most 128 characters', '*': VALIDATION.passwordMin8 });
