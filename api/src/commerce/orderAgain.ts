import { MAX_LINE_QUANTITY, ORDER_MESSAGES, type OrderAgainLine, type OrderAgainResult, type OrderAgainSkipped } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { Op, UniqueConstraintError } from 'sequelize';
import type { Database } from '../shared/db/database';
import { toBoolean } from '../shared/db/values';
import { writeTransaction } from '../shared/db/writeTransaction';
import { notFound } from '../shared/http/errors';

/** A concurrent add that created a line between our read and our insert makes us read again; more is a 503's business. */
const ATTEMPTS = 3;

/**
 * Order again (issue 44 point 4, docs/spec.md §7.4): the lines of one of the member's orders go into a cart at
 * today's prices and stock. Only the order's products and quantities are read from it: what each product is now
 * (name, archived, stock) comes from the database, and the cart holds no price (the cart page prices it from the
 * catalogue, as every cart). A product archived or gone is skipped (`unavailable`), one without stock too
 * (`outOfStock`); any other line becomes, with what the cart already held of the product, at most the stock left
 * and at most MAX_LINE_QUANTITY (its `limitedBy` says which held it). One write transaction: the cart's lines for
 * these products are read under lock (MariaDB) and written, so a concurrent add is neither lost nor pushed past the
 * limit; the cart is touched only when something was added. Nothing is reserved: stock is taken when an order is placed.
 */
export async function orderAgain(db: Database, userId: number, orderId: number, cartId: string): Promise<OrderAgainResult> {
  const { sequelize, models } = db;
  const { Cart, CartItem, Order, OrderLine, Product } = models;
  const order = await Order.findOne({ attributes: ['id'], where: { id: orderId, userId } });
  if (!order) throw notFound(ORDER_MESSAGES.orderNotFound);
  const ordered = await OrderLine.findAll({ attributes: ['productId', 'name', 'quantity'], where: { orderId }, order: [['id', 'ASC']] });
  const ids = ordered.map((line) => Number(line.productId));

  const fill = () =>
    writeTransaction(sequelize, async (transaction) => {
      if (!(await Cart.findByPk(cartId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE }))) {
        throw notFound(API_MESSAGES.cartNotFound);
      }
      const products = new Map(
        (await Product.findAll({ attributes: ['id', 'name', 'stock', 'archived'], where: { id: { [Op.in]: ids } }, transaction })).map(
          (product) => [Number(product.id), product],
        ),
      );
      const held = new Map(
        (
          await CartItem.findAll({
            attributes: ['productId', 'quantity'],
            where: { cartId, productId: { [Op.in]: ids } },
            transaction,
            lock: transaction.LOCK.UPDATE,
          })
        ).map((line) => [Number(line.productId), Number(line.quantity)]),
      );
      const lines: OrderAgainLine[] = [];
      const skipped: OrderAgainSkipped[] = [];
      for (const line of ordered) {
        const productId = Number(line.productId);
        const product = products.get(productId);
        if (!product || toBoolean(product.archived)) {
          skipped.push({ productId, name: product?.name ?? line.name, reason: 'unavailable' });
          continue;
        }
        const stock = Number(product.stock);
        if (stock <= 0) {
          skipped.push({ productId, name: product.name, reason: 'outOfStock' });
          continue;
        }
        const before = held.get(productId) ?? 0;
        const wanted = before + Number(line.quantity);
        const inCart = Math.max(before, Math.min(wanted, stock, MAX_LINE_QUANTITY));
        const limitedBy = inCart >= wanted ? null : stock < MAX_LINE_QUANTITY ? 'stock' : 'lineLimit';
        if (inCart > before) {
          if (held.has(productId)) await CartItem.update({ quantity: inCart }, { where: { cartId, productId }, transaction });
          else await CartItem.create({ cartId, productId, quantity: inCart }, { transaction });
        }
        lines.push({ productId, name: product.name, ordered: Number(line.quantity), added: inCart - before, inCart, limitedBy });
      }
      if (lines.some((line) => line.added > 0)) {
        // The query interface: Model.update skips a statement that would only set updatedAt (commerce/carts.ts's touch).
        await sequelize
          .getQueryInterface()
          .bulkUpdate(Cart.getTableName(), { updatedAt: new Date() }, { id: cartId }, { transaction }, Cart.getAttributes() as never);
      }
      const items = await CartItem.findAll({
        attributes: ['productId', 'quantity'],
        where: { cartId },
        order: [['id', 'ASC']],
        transaction,
      });
      return {
        orderId,
        cart: { id: cartId, items: items.map((item) => ({ productId: Number(item.productId), quantity: Number(item.quantity) })) },
        lines,
        skipped,
      };
    });

  for (let attempt = 1; ; attempt++) {
    try {
      return await fill();
    } catch (error) {
      if (!(error instanceof UniqueConstraintError) || attempt >= ATTEMPTS) throw error;
    }
  }
}
