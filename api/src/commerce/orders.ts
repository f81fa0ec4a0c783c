import { API_MESSAGES, type OrderRequest, type OrderResponse } from '@kingside/contracts';
import { Op, UniqueConstraintError } from 'sequelize';
import type { Database } from '../db/database';
import type { OrderModel } from '../db/models';
import { HttpError } from '../http/errors';
import { toBoolean, toIsoString } from '../catalogue/serialize';
import { orderFingerprint } from './idempotency';
import { priceOrder } from './pricing';
import { writeTransaction } from './writeTransaction';

export interface PlacedOrder {
  order: OrderResponse;
  /** false when an earlier submission with the same Idempotency-Key made it */
  created: boolean;
}

function toOrderResponse(order: OrderModel): OrderResponse {
  return {
    id: Number(order.id),
    status: 'pending',
    subtotal: Number(order.subtotal),
    shipping: Number(order.shipping),
    totalAmount: Number(order.totalAmount),
    items: (order.lines ?? []).map((line) => ({
      productId: Number(line.productId),
      name: line.name,
      quantity: Number(line.quantity),
      price: Number(line.price),
    })),
    createdAt: toIsoString(order.createdAt),
  };
}

/**
 * Orders (docs/spec.md §7, issue 3 point 5). An order and its lines are written in one transaction with the
 * server's prices and status "pending", or not at all.
 *
 * Idempotency-Key: the key and a fingerprint of the request are stored on the order (unique index on
 * the key). A later request with the same key and the same fingerprint gets the first order back
 * (`created: false`, 200); with another fingerprint it is refused with 422. Only orders that were placed
 * are remembered: a submission refused with 4xx stored nothing, so retrying its key runs it again.
 * Concurrent submissions with one key race to the unique index; the losers read the winner's order.
 */
export function orderService({ sequelize, models }: Database) {
  const { Order, OrderLine, Product } = models;

  async function load(idempotencyKey: string): Promise<OrderModel | null> {
    return Order.findOne({
      where: { idempotencyKey },
      include: [{ model: OrderLine, as: 'lines' }],
      order: [[{ model: OrderLine, as: 'lines' }, 'id', 'ASC']],
    });
  }

  async function replay(key: string, fingerprint: string): Promise<PlacedOrder | null> {
    const existing = await load(key);
    if (!existing) return null;
    if (existing.requestHash !== fingerprint) throw new HttpError(422, API_MESSAGES.idempotencyKeyReused);
    return { order: toOrderResponse(existing), created: false };
  }

  async function create(request: OrderRequest, key: string | null, fingerprint: string): Promise<OrderResponse> {
    return writeTransaction(sequelize, async (transaction) => {
      const ids = request.items.map((item) => item.productId);
      const products = await Product.findAll({
        attributes: ['id', 'name', 'price', 'stock', 'archived'],
        where: { id: { [Op.in]: ids } },
        transaction,
      });
      const priced = priceOrder(
        request.items,
        request.totalAmount,
        products.map((product) => ({
          id: Number(product.id),
          name: product.name,
          price: Number(product.price),
          stock: Number(product.stock),
          archived: toBoolean(product.archived),
        })),
      );
      // Whole seconds, as MariaDB's DATETIME keeps them: the first answer and a replay read back agree.
      const createdAt = new Date(Math.floor(Date.now() / 1000) * 1000);
      const order = await Order.create(
        {
          customerName: request.customerName,
          customerEmail: request.customerEmail,
          customerAddress: request.customerAddress,
          subtotal: priced.subtotal,
          shipping: priced.shipping,
          totalAmount: priced.total,
          status: 'pending',
          idempotencyKey: key,
          requestHash: key ? fingerprint : null,
          createdAt,
        },
        { transaction },
      );
      await OrderLine.bulkCreate(
        priced.lines.map((line) => ({ orderId: order.id, ...line })),
        { transaction },
      );
      return {
        id: Number(order.id),
        status: 'pending',
        subtotal: priced.subtotal,
        shipping: priced.shipping,
        totalAmount: priced.total,
        items: priced.lines,
        createdAt: createdAt.toISOString(),
      } satisfies OrderResponse;
    });
  }

  return {
    async place(request: OrderRequest, key: string | null): Promise<PlacedOrder> {
      const fingerprint = orderFingerprint(request);
      if (key) {
        const earlier = await replay(key, fingerprint);
        if (earlier) return earlier;
      }
      try {
        return { order: await create(request, key, fingerprint), created: true };
      } catch (error) {
        // A concurrent submission with the same key committed first (only idempotencyKey is unique here).
        if (key && error instanceof UniqueConstraintError) {
          const earlier = await replay(key, fingerprint);
          if (earlier) return earlier;
        }
        throw error;
      }
    },
  };
}
