import type { OrderStatus, PaymentStatus } from '@kingside/contracts';

/** What the order screens say (the statuses' names and the api's messages are the contracts'). */
export const ORDER_COPY = {
  orderTitle: (id: number) => `Order #${id}`,
  placed: (when: string) => `Placed ${when}`,
  lines: 'Items',
  product: 'Product',
  unitPrice: 'Unit price',
  quantity: 'Quantity',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  total: 'Total',
  free: 'Free',
  customer: 'Customer',
  address: 'Shipping address',
  guest: 'Guest order',
  memberAccount: 'Member account',
  history: 'History',
  byCustomer: 'by the customer',
  by: (who: string) => `by ${who}`,
  actions: 'Actions',
  noActions: 'This order is final: its status cannot change any more.',
  note: 'Note (optional)',
  noteHint: 'Kept in the order’s history, for example a tracking number.',
  loadFailed: 'Could not load this order. Please try again.',
  loading: 'Loading the order…',
  /** the button that asks for each change of status */
  action: {
    paid: 'Mark as paid',
    shipped: 'Mark as shipped',
    delivered: 'Mark as delivered',
    cancelled: 'Cancel order',
  } satisfies Partial<Record<OrderStatus, string>>,
  confirmTitle: {
    paid: (id: number) => `Mark order #${id} as paid?`,
    shipped: (id: number) => `Mark order #${id} as shipped?`,
    delivered: (id: number) => `Mark order #${id} as delivered?`,
    cancelled: (id: number) => `Cancel order #${id}?`,
  } satisfies Partial<Record<OrderStatus, (id: number) => string>>,
  confirmText: {
    paid: 'Record that the payment has arrived.',
    shipped: 'The customer is e-mailed a shipping notice.',
    delivered: 'Record that the customer has received the order.',
    cancelled: 'The order is cancelled for good and its items go back into stock.',
  } satisfies Partial<Record<OrderStatus, string>>,
  /** Cancel on an order paid through Stripe (issue 33): the payment is refunded there first */
  cancelRefundText: 'The payment is refunded through Stripe, the order is cancelled for good and its items go back into stock.',
  payment: 'Payment',
  provider: 'Provider',
  stripe: 'Stripe',
  paymentIntent: 'Payment intent',
  amount: 'Amount',
  paymentStatusLabel: 'Status',
  refundedAmount: 'Refunded',
  viewInStripe: 'View the payment in Stripe',
  mismatch: 'Stripe reported an amount or currency other than this order’s: the order was not marked paid. Check the payment in Stripe.',
  paymentStatus: {
    open: 'Awaiting payment',
    paid: 'Paid',
    expired: 'Expired',
    refunded: 'Refunded',
    mismatch: 'Amount mismatch',
    failed: 'Payment failed',
  } satisfies Record<PaymentStatus, string>,
  keepOrder: 'Keep order',
  back: 'Back',
} as const;

/** The statuses an order can be moved to (every status but the first). */
export type TargetStatus = keyof typeof ORDER_COPY.action;
