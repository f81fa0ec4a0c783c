import { API_MESSAGES } from '@kingside/contracts/api';
import { cartIdParamSchema } from '@kingside/contracts/schemas';
import type { Request } from 'express';
import { notFound } from '../shared/http/errors';
import { validated } from '../shared/http/validate';
import { routeId } from '../catalogue';

/**
 * The cart id of the path. Anything that is not a UUID v4 cannot name a cart, so it answers 404 "Cart not
 * found" like an unknown one (a caller learns nothing from the difference). Lower-cased because MariaDB
 * compares case-insensitively and SQLite does not: both must find the same cart.
 */
export function cartIdOf(req: Request): string {
  try {
    return validated<{ cartId: string }>(cartIdParamSchema, { cartId: req.params.cartId }).cartId.toLowerCase();
  } catch {
    throw notFound(API_MESSAGES.cartNotFound);
  }
}

/** The product id of /api/cart/:cartId/items/:productId: a positive integer, else 400. */
export function productIdOf(req: Request): number {
  return routeId(req.params.productId);
}
