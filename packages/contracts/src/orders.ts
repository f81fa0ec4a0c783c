import type { OrderPayment, OrderPaymentRedirect } from './payments';
import type { OrderDiscount } from './promotions';

/*
 * Orders after they are placed (issue 17): their statuses and the only ways between them, stock at
 * checkout, the member's own orders, fulfilment in the back office and the e-mails that follow. The api,
 * the admin screens, the member's page and the tests read these; nothing restates them.
 */

/** Every status an order can have, in the order a fulfilled order passes through them. */
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The only changes of status: pending → paid → shipped → delivered, pending or paid → cancelled, and paid →
 * refunded (issue 33: cancelling an order paid through Stripe refunds it, and a refund made in Stripe's dashboard
 * is recorded). Shipped goods cannot be cancelled (they are on their way); delivered, cancelled and refunded are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

export const canChangeOrderStatus = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);

/** How a status reads on a screen or in an e-mail. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A cancelled order puts its stock back; a product at or under this many units counts as low on the dashboard. */
export const LOW_STOCK_THRESHOLD = 3;

/** The longest note an administrator can add to a change of status. */
export const ORDER_NOTE_MAX_LENGTH = 500;

/** GET /api/admin/orders and GET /api/me/orders: page size when `limit` is not given, and the largest one. */
export const ORDERS_DEFAULT_LIMIT = 25;
export const ORDERS_MAX_LIMIT = 100;

export const ORDER_MESSAGES = {
  /** 409 on POST /api/orders: a line asks for more than the product has left (nothing is written) */
  onlyLeft: (left: number, name: string) => `Only ${left} left of ${name}.`,
  /** 409 on POST /api/admin/orders/{id}/status: not one of ORDER_TRANSITIONS (the labels are the statuses themselves) */
  cannotChange: (from: OrderStatus, to: OrderStatus) => `Cannot change an order from ${from} to ${to}.`,
  orderNotFound: 'Order not found',
  /** the admin order page's toast after a change of status */
  statusChanged: 'Order updated',
  statusChangeFailed: 'Could not update the order',
} as const;

/** One change of an order's status: who made it (null for the customer placing it), when, and why. */
export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
  adminId: number | null;
  adminEmail: string | null;
  note: string | null;
}

/** GET /api/me/orders: a member's order as they placed it (names and unit prices as they were then). */
export interface MemberOrder {
  id: number;
  createdAt: string;
  status: OrderStatus;
  subtotal: number;
  shipping: number;
  totalAmount: number;
  lines: OrderLine[];
  /** the discount code it was placed with (issue 44), absent without one */
  discount?: OrderDiscount;
}

/** A row of GET /api/admin/orders. */
export interface AdminOrderRow {
  id: number;
  createdAt: string;
  updatedAt: string;
  status: OrderStatus;
  customerName: string;
  customerEmail: string;
  totalAmount: number;
  /** units ordered, all lines together */
  itemCount: number;
  /** the member who placed it, or null for a guest order */
  userId: number | null;
}

/** GET /api/admin/orders/{id}: the order with its lines, customer and history (oldest change first). */
export interface AdminOrder extends AdminOrderRow {
  customerAddress: string;
  subtotal: number;
  shipping: number;
  lines: OrderLine[];
  history: OrderStatusChange[];
  /** an order paid through Stripe (issue 33); absent for a simulated one */
  payment?: OrderPayment;
  /** the discount code it was placed with (issue 44), absent without one */
  discount?: OrderDiscount;
}

/** Query of GET /api/admin/orders: `q` matches the order number, the customer's name or e-mail. */
export interface AdminOrdersQuery {
  status?: OrderStatus;
  q?: string;
  limit?: number;
  offset?: number;
}

/** Body of POST /api/admin/orders/{id}/status. */
export interface OrderStatusRequest {
  status: OrderStatus;
  note?: string;
}

/** What the e-mails after an order say (sent through SMTP or the outbox; a failed send is retried, never fails the order). */
export const ORDER_MAIL = {
  confirmationSubject: (id: number) => `Your Kingside Academy order #${id}`,
  shippedSubject: (id: number) => `Your Kingside Academy order #${id} has shipped`,
} as const;

export const ORDER_API = {
  /** a member's own orders, newest first (member bearer token) */
  mine: '/api/me/orders',
  /** one of the member's orders back into a cart, at today's prices and stock (issue 44) */
  orderAgain: (id: number | string) => `/api/me/orders/${id}/order-again`,
  adminList: '/api/admin/orders',
  adminItem: (id: number | string) => `/api/admin/orders/${id}`,
  adminStatus: (id: number | string) => `/api/admin/orders/${id}/status`,
} as const;

export interface OrderLineRequest {
  productId: number;
  quantity: number;
  /** unit price in cents, as the browser showed it */
  price: number;
}

export interface OrderRequest {
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  /** total in cents, as the browser showed it (the server recomputes and compares) */
  totalAmount: number;
  items: OrderLineRequest[];
  /** an order is always placed pending */
  status?: 'pending';
  /** a member's order: keep its name and address in their address book (issue 44; not part of the idempotency fingerprint) */
  saveAddress?: boolean;
  /** the cart's discount code (issue 44 point 1): priced by the server, refused with 409 when it no longer applies */
  discountCode?: string;
}

export interface OrderLine {
  productId: number;
  name: string;
  quantity: number;
  /** unit price in cents, from the database */
  price: number;
}

export interface OrderResponse {
  id: number;
  status: OrderStatus;
  subtotal: number;
  shipping: number;
  totalAmount: number;
  items: OrderLine[];
  createdAt: string;
  /** Stripe mode only (issue 33): the hosted page the browser goes to pay on */
  payment?: OrderPaymentRedirect;
  /** the discount code it was placed with (issue 44), absent without one */
  discount?: OrderDiscount;
}
