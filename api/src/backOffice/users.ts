import { TOTAL_COUNT_HEADER, type AdminUserRow } from '@kingside/contracts';
import { type AdminStats, type AdminUsersListQuery } from '@kingside/contracts/admin';
import { adminUsersListQuerySchema } from '@kingside/contracts/schemas';
import type { RequestHandler } from 'express';
import { Op, type WhereOptions } from 'sequelize';
import type { AppDeps } from '../shared/deps';
import { toAdminUserRow } from '../accounts';
import { validated } from '../shared/http/validate';
import { orderFigures } from './orders';

/** Columns the listing never reads, so they cannot leak even through a careless serializer. */
export const NEVER_LISTED = ['password', 'verificationToken', 'tokenExpiry', 'twoFactorSecret', 'twoFactorLastStep'];

/** The columns `q` searches. */
const SEARCHED = ['firstName', 'lastName', 'username', 'email'];

/** `%` and `_` match anything in LIKE: a search for "a_b" must find "a_b", not "axb". `!` is the escape. */
function likePattern(q: string): string {
  return `%${q.replace(/[!%_]/g, '!$&')}%`;
}

/**
 * GET /api/admin/users?q&limit&offset&initiativeMember (behind requireAdmin): one page of users (AdminUserRow[])
 * in id order, the total in X-Total-Count. `q` finds its text anywhere in the first or last name, username or
 * e-mail without regard to case, on both databases; `initiativeMember` keeps only (non-)members of Chess for
 * Revival. Bounded: at most ADMIN_USERS_MAX_LIMIT rows per call.
 */
export function listUsersHandler({ db }: AppDeps): RequestHandler {
  const { sequelize } = db;
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  return async (req, res) => {
    const { q, limit, offset, initiativeMember } = validated<AdminUsersListQuery & { limit: number; offset: number }>(
      adminUsersListQuerySchema,
      { ...req.query },
      { convert: true },
    );
    const conditions: WhereOptions[] = [];
    if (initiativeMember !== undefined) conditions.push({ initiativeMember });
    if (q) {
      // LOWER on both sides: case-insensitive whatever the column's collation (SQLite folds ASCII only, and
      // users.email and usernameKey are binary on MariaDB since 0003).
      const pattern = sequelize.escape(likePattern(q));
      const matches = SEARCHED.map((column) => `LOWER(${quote(column)}) LIKE LOWER(${pattern}) ESCAPE '!'`);
      conditions.push(sequelize.literal(`(${matches.join(' OR ')})`) as unknown as WhereOptions);
    }
    const { rows, count } = await db.models.User.findAndCountAll({
      where: { [Op.and]: conditions },
      attributes: { exclude: NEVER_LISTED },
      order: [['id', 'ASC']],
      limit,
      offset,
    });
    const now = Date.now();
    res.set(TOTAL_COUNT_HEADER, String(count)).json(rows.map((row) => toAdminUserRow(row, now)) satisfies AdminUserRow[]);
  };
}

/**
 * GET /api/admin/stats (behind requireAdmin): the live figures of the dashboard's Overview cards. Lessons
 * and products count what the storefront shows: archived ones are left out. The order figures (orders
 * today, revenue over 30 days, low stock) are admin/orders.ts's orderFigures.
 */
export function statsHandler({ db }: AppDeps): RequestHandler {
  return async (_req, res) => {
    const { User, Lesson, Product } = db.models;
    const [users, initiativeMembers, lessons, products, orders] = await Promise.all([
      // An erased account is a record kept, not a person: it counts as neither.
      User.count({ where: { erasedAt: null } }),
      User.count({ where: { initiativeMember: true, erasedAt: null } }),
      Lesson.count({ where: { archived: false } }),
      Product.count({ where: { archived: false } }),
      orderFigures(db),
    ]);
    res.json({ users, initiativeMembers, lessons, products, ...orders } satisfies AdminStats);
  };
}
