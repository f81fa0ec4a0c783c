import { ADDRESS_MESSAGES, type OrderPaymentRedirect, type OrderRequest, type OrderResponse } from '@kingside/contracts';
import { orderRequestSchema } from '@kingside/contracts/schemas';
import { Router } from 'express';
import type { AppDeps } from '../shared/deps';
import { catalogueChanged } from '../catalogue';
import { idempotencyKeyOf } from './idempotency';
import { orderService } from './orders';
import { body } from '../shared/http/validate';
import { badRequest } from '../shared/http/errors';
import { sendQueuedMail } from '../shared/mail/mailQueue';
import { memberOrGuest } from '../accounts';

/**
 * POST /api/orders: 201 with the new order, or 200 with the order an earlier submission with the same
 * Idempotency-Key created. Refusals: 401 (an Authorization header without a live member token: routes/me.ts),
 * 400 (invalid body or key), 409 (prices changed, out of stock, only N left, unknown or archived product),
 * 422 (key reused for a different order). A member's token links the order to them. See commerce/orders.ts.
 * Once the order is committed its confirmation e-mail is sent in the background, and a product that sold
 * out leaves the storefront's caches. With Stripe keys (issue 33) the answer also carries `payment.url`, the
 * hosted page of the order's Checkout Session, and the confirmation e-mail waits for the payment.
 */
/** Starts the payment of a placed order and answers where the browser goes to pay (payments/stripeCheckout.ts). */
export interface OrderCheckout {
  /** how long a placed order waits for its payment (and holds its stock) before it is cancelled */
  paymentWindowSeconds: number;
  sessionFor(order: OrderResponse, customerEmail: string, orderKey: string | null): Promise<OrderPaymentRedirect>;
}

/** `checkout` is the composition's (app.ts): commerce does not know which payment provider takes the money. */
export function orderRoutes(deps: AppDeps, checkout: OrderCheckout): Router {
  const router = Router();
  const orders = orderService(deps.db);

  router.post('/orders', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const member = await memberOrGuest(deps, req);
    const key = idempotencyKeyOf(req);
    const request = body<OrderRequest>(req, orderRequestSchema);
    // Only a member has an address book (issue 44): a guest's order asking to save one is refused, not placed without it.
    if (request.saveAddress && !member) throw badRequest(ADDRESS_MESSAGES.membersOnly);
    const stripe = deps.config.stripe !== undefined;
    const placed = await orders.place(request, key, member ? Number(member.id) : null, stripe ? checkout.paymentWindowSeconds : null);
    sendQueuedMail(deps, placed.mailIds);
    if (placed.availabilityChanged) catalogueChanged(deps);
    const payment = stripe ? await checkout.sessionFor(placed.order, request.customerEmail, key) : undefined;
    res.status(placed.created ? 201 : 200).json(payment ? { ...placed.order, payment } : placed.order);
  });

  return router;
}
