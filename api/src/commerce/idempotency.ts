import { createHash } from 'node:crypto';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type OrderRequest } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import type { Request } from 'express';
import { badRequest } from '../shared/http/errors';

/** The Idempotency-Key of the request: null when absent, 400 when present but malformed. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  // Two headers arrive joined by ", ", which the pattern refuses: a request has one key or none.
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(API_MESSAGES.invalidIdempotencyKey);
  return key;
}

/**
 * A fingerprint of what an order request asks for, after validation (trimmed strings, no unknown keys):
 * the same key with the same fingerprint is a retry; with another, a different order. Lines are sorted by
 * product so a retry that lists them in another order is still the same order; `status` can only be
 * "pending" or absent, both meaning the same, so it is left out.
 */
export function orderFingerprint(request: OrderRequest): string {
  const canonical = {
    customerName: request.customerName,
    customerEmail: request.customerEmail,
    customerAddress: request.customerAddress,
    totalAmount: request.totalAmount,
    items: [...request.items]
      .sort((a, b) => a.productId - b.productId)
      .map(({ productId, quantity, price }) => [productId, quantity, price]),
    // Only when sent: an order without a code keeps the fingerprint it always had.
    ...(request.discountCode ? { discountCode: request.discountCode } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
