import type { AddCartItemRequest, ApplyDiscountRequest, UpdateCartItemRequest } from '@kingside/contracts';
import { addCartItemSchema, applyDiscountSchema, Joi, updateCartItemSchema } from '@kingside/contracts/schemas';
import { memberOrGuest } from '../accounts';
import { Router, type Response } from 'express';
import type { AppDeps } from '../shared/deps';
import { cartIdOf, productIdOf } from './cartIds';
import { cartService } from './carts';
import { body } from '../shared/http/validate';

/** A cart is one visitor's private, changing state: no cache may keep it. */
function noStore(res: Response): Response {
  return res.set('Cache-Control', 'no-store');
}

/** POST /api/cart takes no payload (docs/spec.md §7): a body with any field is refused rather than ignored. */
const newCartSchema = Joi.object({});

/** Carts of docs/spec.md §7. Every mutation answers the updated cart `{id, items}`. */
export function cartRoutes(deps: AppDeps): Router {
  const { db } = deps;
  const router = Router();
  const carts = cartService(db);

  router.post('/cart', async (req, res) => {
    body(req, newCartSchema);
    noStore(res)
      .status(201)
      .json(await carts.create());
  });

  router.get('/cart/:cartId', async (req, res) => {
    noStore(res).json(await carts.get(cartIdOf(req)));
  });

  router.post('/cart/:cartId/items', async (req, res) => {
    const cartId = cartIdOf(req);
    const { productId, quantity } = body<AddCartItemRequest>(req, addCartItemSchema);
    noStore(res).json(await carts.addItem(cartId, productId, quantity));
  });

  router.put('/cart/:cartId/items/:productId', async (req, res) => {
    const cartId = cartIdOf(req);
    const productId = productIdOf(req);
    const { quantity } = body<UpdateCartItemRequest>(req, updateCartItemSchema);
    noStore(res).json(await carts.setQuantity(cartId, productId, quantity));
  });

  // A discount code (issue 44): a member's token, when sent, is checked (a code once per member needs one).
  router.put('/cart/:cartId/discount-code', async (req, res) => {
    const cartId = cartIdOf(req);
    const { code } = body<ApplyDiscountRequest>(req, applyDiscountSchema);
    const member = await memberOrGuest(deps, req);
    noStore(res).json(await carts.applyCode(cartId, code, member ? Number(member.id) : null));
  });

  router.delete('/cart/:cartId/discount-code', async (req, res) => {
    noStore(res).json(await carts.removeCode(cartIdOf(req)));
  });

  router.delete('/cart/:cartId/items/:productId', async (req, res) => {
    const cartId = cartIdOf(req);
    const productId = productIdOf(req);
    noStore(res).json(await carts.removeItem(cartId, productId));
  });

  return router;
}
