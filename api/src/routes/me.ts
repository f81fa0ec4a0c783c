import { AUTH_MESSAGES, CHAPTER_API, ORDER_API, TOTAL_COUNT_HEADER, type MemberOrder } from '@kingside/contracts';
import { adminOrdersQuerySchema, Joi, unknownField } from '@kingside/contracts/schemas';
import { Router, type Request } from 'express';
import type { AppDeps } from '../deps';
import { bearerToken, findUserByToken } from '../auth/tokens';
import { linesOf, toMemberOrder } from '../commerce/orderViews';
import { progressOf } from '../lessons/progress';
import type { UserModel } from '../db/models';
import { HttpError } from '../http/errors';
import { validated } from '../http/validate';

const unauthenticated = () => new HttpError(401, AUTH_MESSAGES.authenticationRequired, { 'WWW-Authenticate': 'Bearer' });

/**
 * Who places an order: nobody (a guest) when the request has no Authorization header, else the member
 * whose live member token it carries. A header that is there but holds no live member token (malformed,
 * unknown, expired, revoked, an administrator's token) is refused with 401 rather than read as a guest:
 * a member whose session ended must find out and sign in again, not place an order that silently never
 * appears among theirs.
 */
export async function memberOrGuest(deps: AppDeps, req: Request): Promise<UserModel | null> {
  if (req.headers.authorization === undefined) return null;
  return signedInMember(deps, req);
}

/** The member of the request's live member token (read from the database on every request), else 401. */
export async function signedInMember({ db }: AppDeps, req: Request): Promise<UserModel> {
  const token = bearerToken(req);
  const user = token ? await findUserByToken(db.models, token, 'member') : null;
  if (!user) throw unauthenticated();
  return user;
}

/** GET /api/me/orders: `limit` and `offset` with the rules (and messages) of the admin orders list. */
export const memberOrdersQuerySchema = Joi.object({
  limit: adminOrdersQuerySchema.extract('limit'),
  offset: adminOrdersQuerySchema.extract('offset'),
}).messages(unknownField);

/**
 * /api/me/*: the signed-in member's own records (member bearer token). GET /api/me/orders answers a page of
 * the member's orders, newest first, as they were ordered (MemberOrder), the total in X-Total-Count. Only
 * orders placed with the member's token are theirs: an order is never matched by e-mail address. GET
 * /api/me/progress answers the chapters they have solved.
 */
export function meRoutes(deps: AppDeps): Router {
  const router = Router();
  const { Order } = deps.db.models;

  router.get(ORDER_API.mine.slice('/api'.length), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    const { limit, offset } = validated<{ limit: number; offset: number }>(memberOrdersQuerySchema, { ...req.query }, { convert: true });
    const { rows, count } = await Order.findAndCountAll({
      where: { userId: member.id },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit,
      offset,
    });
    const lines = await linesOf(
      deps.db,
      rows.map((row) => Number(row.id)),
    );
    const orders: MemberOrder[] = rows.map((row) => toMemberOrder(row, lines.get(Number(row.id)) ?? []));
    res.set(TOTAL_COUNT_HEADER, String(count)).json(orders);
  });

  // GET /api/me/progress (issue 18, docs/spec.md §7.11): the chapters the member has solved, per course.
  router.get(CHAPTER_API.progress.slice('/api'.length), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    res.json(await progressOf(deps.db, member.id));
  });

  return router;
}
