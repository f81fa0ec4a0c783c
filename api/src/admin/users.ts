import {
  ADMIN_USERS_DEFAULT_LIMIT,
  ADMIN_USERS_MAX_LIMIT,
  type AdminStats,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from '@kingside/contracts';
import { Joi } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { toAdminUserRow } from '../auth/publicUser';
import { validated } from '../http/validate';

const MAX_OFFSET = 2_147_483_647;

export const adminUsersQuerySchema = Joi.object({
  limit: Joi.number()
    .integer()
    .min(1)
    .max(ADMIN_USERS_MAX_LIMIT)
    .default(ADMIN_USERS_DEFAULT_LIMIT)
    .messages({ '*': `limit must be a whole number from 1 to ${ADMIN_USERS_MAX_LIMIT}` }),
  offset: Joi.number().integer().min(0).max(MAX_OFFSET).default(0).messages({ '*': 'offset must be a whole number, 0 or more' }),
  initiativeMember: Joi.boolean().messages({ '*': 'initiativeMember must be true or false' }),
});

/** Columns the listing never reads, so they cannot leak even through a careless serializer. */
const NEVER_LISTED = ['password', 'verificationToken', 'tokenExpiry', 'twoFactorSecret', 'twoFactorLastStep'];

/**
 * GET /api/admin/users (behind requireAdmin): one page of users in id order with the total, optionally
 * only Chess for Revival members. Bounded: at most ADMIN_USERS_MAX_LIMIT rows per call.
 */
export function listUsersHandler({ db }: AppDeps): RequestHandler {
  return async (req, res) => {
    const { limit, offset, initiativeMember } = validated<Required<Pick<AdminUsersQuery, 'limit' | 'offset'>> & AdminUsersQuery>(
      adminUsersQuerySchema,
      { ...req.query },
      { convert: true },
    );
    const where = initiativeMember === undefined ? {} : { initiativeMember };
    const { rows, count } = await db.models.User.findAndCountAll({
      where,
      attributes: { exclude: NEVER_LISTED },
      order: [['id', 'ASC']],
      limit,
      offset,
    });
    res.json({ users: rows.map(toAdminUserRow), total: count, limit, offset } satisfies AdminUsersResponse);
  };
}

/**
 * GET /api/admin/stats (behind requireAdmin): the live figures of the dashboard's Overview cards. Lessons
 * and products count what the storefront shows: archived ones are left out.
 */
export function statsHandler({ db }: AppDeps): RequestHandler {
  return async (_req, res) => {
    const { User, Lesson, Product } = db.models;
    const [users, initiativeMembers, lessons, products] = await Promise.all([
      User.count(),
      User.count({ where: { initiativeMember: true } }),
      Lesson.count({ where: { archived: false } }),
      Product.count({ where: { archived: false } }),
    ]);
    res.json({ users, initiativeMembers, lessons, products } satisfies AdminStats);
  };
}
