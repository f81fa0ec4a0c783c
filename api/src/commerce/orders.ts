import { createHash } from 'node:crypto';
import { type OrderRequest, type OrderResponse, type OrderStatus } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { Op, UniqueConstraintError } from 'sequelize';
import { storedNow } from '../shared/db/clock';
import type { Database } from '../shared/db/database';
import type { OrderModel } from './models';
import { HttpError } from '../shared/http/errors';
import { toBoolean, toIsoString } from '../shared/db/values';
import { orderConfirmationMail } from './orderMail';
import { orderDiscount } from './orderViews';
import { queueMail } from '../shared/mail/mailQueue';
import { orderFingerprint } from './idempotency';
import { priceLines, priceOrder } from './pricing';
import { discountCodes } from '../promotions';
import { takeStock } from './stock';
import { writeTransaction } from '../shared/db/writeTransaction';
import { addressBook } from './addressBook';

/** The audit log's action and entity of a change of status (docs/spec.md §7.8's audit line). */
export const ORDER_STATUS_AUDIT_ACTION = 'order.status';
export const ORDER_ENTITY = 'order';

export interface PlacedOrder {
  order: OrderResponse;
  /** false when an earlier submission with the same Idempotency-Key made it */
  created: boolean;
  /** the confirmation e-mail queued with a new order: send it once the order is committed (mail/mailQueue.ts) */
  mailIds: number[];
  /** a product sold out with this order: the storefront's caches must be cleared */
  availabilityChanged: boolean;
}

/**
 * The fingerprint of a submission: the request's (commerce/idempotency.ts), and for a member's order also
 * whose it is, so the same key from another account (or from no account) is a different order (422), never
 * a way to read someone's order back. A guest order's fingerprint is the request's alone, as before.
 */
function submissionFingerprint(request: OrderRequest, userId: number | null): string {
  const fingerprint = orderFingerprint(request);
  return userId === null ? fingerprint : createHash('sha256').update(`${fingerprint}:user:${userId}`).digest('hex');
}

function toOrderResponse(order: OrderModel): OrderResponse {
  return {
    id: Number(order.id),
    status: order.status as OrderStatus,
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
    ...orderDiscount(order),
  };
}

/**
 * Orders (docs/spec.md §7, issue 3 point 5, issue 17). An order is written in one transaction with the
 * server's prices and status "pending", or not at all: the order and its lines, its units taken off the
 * products' stock (commerce/stock.ts; a line asking for more than is left refuses the whole order with 409),
 * the first entry of its status history (pending, by the customer), and its confirmation e-mail in the mail
 * queue (sent once committed; a failed send never fails the order). A member's order carries their id.
 *
 * Idempotency-Key: the key and a fingerprint of the request are stored on the order (unique index on
 * the key). A later request with the same key and the same fingerprint gets the first order back
 * (`created: false`, 200); with another fingerprint it is refused with 422. Only orders that were placed
 * are remembered: a submission refused with 4xx stored nothing, so retrying its key runs it again.
 * Concurrent submissions with one key race to the unique index; the losers read the winner's order.
 */
export function orderService(db: Database) {
  const { sequelize, models } = db;
  const { Order, OrderLine, OrderStatusChange, Product } = models;
  const addresses = addressBook(db);
  const codes = discountCodes(db);

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
    return { order: toOrderResponse(existing), created: false, mailIds: [], availabilityChanged: false };
  }

  async function create(
    request: OrderRequest,
    key: string | null,
    fingerprint: string,
    userId: number | null,
    paymentWindowSeconds: number | null,
  ): Promise<Omit<PlacedOrder, 'created'>> {
    return writeTransaction(sequelize, async (transaction) => {
      const ids = request.items.map((item) => item.productId);
      const products = await Product.findAll({
        attributes: ['id', 'name', 'price', 'stock', 'archived'],
        where: { id: { [Op.in]: ids } },
        transaction,
      });
      const forPricing = products.map((product) => ({
        id: Number(product.id),
        name: product.name,
        price: Number(product.price),
        stock: Number(product.stock),
        archived: toBoolean(product.archived),
      }));
      // The cart's discount code (issue 44), judged on the server's subtotal under its row's lock (promotions/codes.ts).
      const code = request.discountCode
        ? await codes.forOrder(
            request.discountCode,
            { userId },
            priceLines(request.items, forPricing).reduce((sum, line) => sum + line.price * line.quantity, 0),
            transaction,
          )
        : null;
      const priced = priceOrder(request.items, request.totalAmount, forPricing, code?.terms ?? null);
      const stock = await takeStock(db, priced.lines, transaction);
      // Whole seconds, as MariaDB's DATETIME keeps them: the first answer and a replay read back agree.
      const createdAt = storedNow();
      // What the order row and its confirmation both say: the customer and the totals the server priced.
      const placed = {
        customerName: request.customerName,
        customerEmail: request.customerEmail,
        customerAddress: request.customerAddress,
        subtotal: priced.subtotal,
        shipping: priced.shipping,
        totalAmount: priced.total,
      };
      const discount = code ? { code: code.terms.code, amount: priced.discount } : undefined;
      const order = await Order.create(
        {
          ...placed,
          status: 'pending',
          idempotencyKey: key,
          requestHash: key ? fingerprint : null,
          userId,
          stockTaken: true,
          // Its stock is held until then (docs/spec.md §4.6); null: the simulated checkout, paid when an administrator says.
          paymentDueAt: paymentWindowSeconds === null ? null : new Date(createdAt.getTime() + paymentWindowSeconds * 1000),
          discountCode: discount?.code ?? null,
          discount: discount?.amount ?? 0,
          createdAt,
          updatedAt: createdAt,
        },
        // silent: updatedAt is the whole second given here, not Sequelize's own now.
        { transaction, silent: true },
      );
      const id = Number(order.id);
      // Its use counted, never past the code's limit, once per member (409 and nothing written otherwise).
      if (code) await code.use(id);
      await OrderLine.bulkCreate(
        priced.lines.map((line) => ({ orderId: id, ...line })),
        { transaction },
      );
      await OrderStatusChange.create(
        { orderId: id, status: 'pending', at: createdAt, adminId: null, adminEmail: null, note: null },
        { transaction },
      );
      // "Save this address" (issue 44): into the member's book with the order, or not at all; a full book or an address
      // already there leaves the book as it is and never fails the order.
      if (request.saveAddress && userId !== null) {
        await addresses.saveWithOrder(
          userId,
          { customerName: request.customerName, customerAddress: request.customerAddress },
          transaction,
        );
      }
      // Paid through Stripe, the confirmation waits for the payment (payments/stripeEvents.ts).
      const mailIds =
        paymentWindowSeconds === null
          ? [await queueMail(db, orderConfirmationMail({ id, createdAt, ...placed, lines: priced.lines, discount }), transaction)]
          : [];
      const response: OrderResponse = {
        id,
        status: 'pending',
        subtotal: priced.subtotal,
        shipping: priced.shipping,
        totalAmount: priced.total,
        items: priced.lines,
        createdAt: createdAt.toISOString(),
        ...(discount ? { discount } : {}),
      };
      return { order: response, mailIds, availabilityChanged: stock.availabilityChanged };
    });
  }

  return {
    /**
     * `userId`: the member placing the order (from their token), null for a guest. `paymentWindowSeconds`: null for
     * the simulated checkout (the confirmation e-mail is queued with the order); else the order waits that long for
     * an online payment (Stripe's), its confirmation with it, and is cancelled if none comes (payments/unpaidOrders.ts).
     */
    async place(
      request: OrderRequest,
      key: string | null,
      userId: number | null = null,
      paymentWindowSeconds: number | null = null,
    ): Promise<PlacedOrder> {
      const fingerprint = submissionFingerprint(request, userId);
      if (key) {
        const earlier = await replay(key, fingerprint);
        if (earlier) return earlier;
      }
      try {
        return { ...(await create(request, key, fingerprint, userId, paymentWindowSeconds)), created: true };
      } catch (error) {
        // A concurrent submission with the same key committed first: either this one then met it on the
        // unique index (only idempotencyKey is unique here), or it found the units that submission took
        // gone (409 out of stock / only N left). Either way the answer is the order that was placed.
        if (key && (error instanceof UniqueConstraintError || (error instanceof HttpError && error.status === 409))) {
          const earlier = await replay(key, fingerprint);
          if (earlier) return earlier;
        }
        throw error;
      }
    },
  };
}
