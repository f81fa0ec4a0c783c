import type { OrderRequest } from '@kingside/contracts';
import { orderRequestSchema } from '@kingside/contracts/schemas';
import { Router } from 'express';
import type { AppDeps } from '../deps';
import { idempotencyKeyOf } from '../commerce/idempotency';
import { orderService } from '../commerce/orders';
import { body } from '../http/validate';

/**
 * POST /api/orders: 201 with the new order, or 200 with the order an earlier submission with the same
 * Idempotency-Key created. Refusals: 400 (invalid body or key), 409 (prices changed, out of stock, unknown
 * product), 422 (key reused for a different order). See commerce/orders.ts.
 */
export function orderRoutes({ db }: AppDeps): Router {
  const router = Router();
  const orders = orderService(db);

  router.post('/orders', async (req, res) => {
    const key = idempotencyKeyOf(req);
    const request = body<OrderRequest>(req, orderRequestSchema);
    const { order, created } = await orders.place(request, key);
    res
      .set('Cache-Control', 'no-store')
      .status(created ? 201 : 200)
      .json(order);
  });

  return router;
}
