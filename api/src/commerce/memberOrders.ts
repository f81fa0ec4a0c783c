import { ORDER_API, TOTAL_COUNT_HEADER, type MemberOrder, type OrderAgainRequest } from '@kingside/contracts';
import { adminOrdersQuerySchema, Joi, orderAgainSchema, unknownField } from '@kingside/contracts/schemas';
import { Router } from 'express';
import { signedInMember } from '../accounts';
import type { AppDeps } from '../shared/deps';
import { body, validated } from '../shared/http/validate';
import { routeId } from '../catalogue';
import { orderAgain } from './orderAgain';
import { linesOf, toMemberOrder } from './orderViews';

/** GET /api/me/orders: `limit` and `offset` with the rules (and messages) of the admin orders list. */
export const memberOrdersQuerySchema = Joi.object({
  limit: adminOrdersQuerySchema.extract('limit'),
  offset: adminOrdersQuerySchema.extract('offset'),
}).messages(unknownField);

/**
 * POST /api/me/orders/{id}/order-again (member bearer token): commerce/orderAgain.ts.
 *
 * GET /api/me/orders (member bearer token): a page of the signed-in member's orders, newest first, as they were ordered
 * (MemberOrder), the total in X-Total-Count. Only orders placed with the member's token are theirs: an order is never
 * matched by e-mail address.
 */
export function memberOrderRoutes(deps: AppDeps): Router {
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

  // Order again (issue 44): one of the member's own orders (another's is 404) into the cart the browser names.
  router.post(ORDER_API.orderAgain(':id').slice('/api'.length), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const member = await signedInMember(deps, req);
    const id = routeId(req.params.id);
    const { cartId } = body<OrderAgainRequest>(req, orderAgainSchema);
    res.json(await orderAgain(deps.db, Number(member.id), id, cartId.toLowerCase()));
  });

  return router;
}
