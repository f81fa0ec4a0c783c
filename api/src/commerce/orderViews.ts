import type { AdminOrderRow, MemberOrder, OrderDiscount, OrderLine, OrderStatus, OrderStatusChange } from '@kingside/contracts';
import { Op, type Transaction } from 'sequelize';
import { toIsoString } from '../shared/db/values';
import type { Database } from '../shared/db/database';
import type { OrderLineModel, OrderModel, OrderStatusChangeModel } from './models';

/*
 * Orders as the member's page and the back office see them (contracts' MemberOrder, AdminOrderRow,
 * AdminOrder), whichever types the database driver gave. Lines keep the name and unit price they had when
 * ordered (order_lines stores them). Lines and history are read for a whole page at once (one query each),
 * never per order.
 */

export function toOrderLine(line: OrderLineModel): OrderLine {
  return { productId: Number(line.productId), name: line.name, quantity: Number(line.quantity), price: Number(line.price) };
}

export function toStatusChange(change: OrderStatusChangeModel): OrderStatusChange {
  return {
    status: change.status as OrderStatus,
    at: toIsoString(change.at),
    adminId: change.adminId === null ? null : Number(change.adminId),
    adminEmail: change.adminEmail,
    note: change.note,
  };
}

/** The lines of these orders, each order's in the order they were placed. */
export async function linesOf(db: Database, orderIds: readonly number[], transaction?: Transaction): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const lines = await db.models.OrderLine.findAll({
    where: { orderId: { [Op.in]: [...orderIds] } },
    order: [
      ['orderId', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  for (const line of lines) byOrder.get(Number(line.orderId))?.push(toOrderLine(line));
  return byOrder;
}

/** `{discount}` for an order placed with a discount code (issue 44), `{}` otherwise: spread into any view of it. */
export function orderDiscount(order: Pick<OrderModel, 'discountCode' | 'discount'>): { discount?: OrderDiscount } {
  return order.discountCode ? { discount: { code: order.discountCode, amount: Number(order.discount) } } : {};
}

export const itemCount = (lines: readonly OrderLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

export function toMemberOrder(order: OrderModel, lines: OrderLine[]): MemberOrder {
  return {
    id: Number(order.id),
    createdAt: toIsoString(order.createdAt),
    status: order.status as OrderStatus,
    subtotal: Number(order.subtotal),
    shipping: Number(order.shipping),
    totalAmount: Number(order.totalAmount),
    lines,
    ...orderDiscount(order),
  };
}

export function toAdminOrderRow(order: OrderModel, lines: readonly OrderLine[]): AdminOrderRow {
  return {
    id: Number(order.id),
    createdAt: toIsoString(order.createdAt),
    updatedAt: toIsoString(order.updatedAt),
    status: order.status as OrderStatus,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    totalAmount: Number(order.totalAmount),
    itemCount: itemCount(lines),
    userId: order.userId === null || order.userId === undefined ? null : Number(order.userId),
  };
}
