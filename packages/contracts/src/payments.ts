/*
 * Payments through a provider (issue 33): Stripe Checkout when the api has Stripe keys, the simulated card form
 * (docs/spec.md §2.10) without them. The order becomes paid only when Stripe's signed webhook says so; the
 * return page reads the payment state through the Checkout Session id that only this browser holds.
 */

export const PAYMENT_PROVIDERS = ['simulated', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * A Stripe payment's own status: open until the webhook says paid, expired or refunded; `mismatch` when the amount paid is not the
 * order's; `failed` when a delayed payment (a bank debit) failed after the session completed (issue 44).
 */
export const PAYMENT_STATUSES = ['open', 'paid', 'expired', 'refunded', 'mismatch', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The currency every order is priced in (cents: contracts' formatCents), as Stripe spells it. */
export const PAYMENT_CURRENCY = 'usd';

/** Who a change of status made by the provider is recorded as (order_status_changes.adminEmail, adminId null). */
export const STRIPE_ACTOR = 'Stripe';
/** Who a change of status the api makes by itself is recorded as: the sweep of unpaid orders (history and audit log). */
export const SYSTEM_ACTOR = 'System';

export const PAYMENT_API = {
  /** GET: which payment the checkout takes ({provider}) */
  provider: '/api/payments/provider',
  /** POST, Stripe's signed events (raw JSON body, Stripe-Signature header) */
  stripeWebhook: '/api/payments/stripe/webhook',
  /** GET: the payment state of the order a Checkout Session pays for (the return page) */
  checkoutSession: (sessionId: string) => `/api/payments/stripe/sessions/${encodeURIComponent(sessionId)}`,
  /**
   * GET ?order={id}&token={token}: the Checkout Session's cancel URL (Cancel on Stripe's page). Expires the session, cancels
   * the pending order (its stock back) and sends the browser on to /cart (303). The token is the server's signature of the
   * order id: no one else can cancel an order by its number.
   */
  checkoutCancel: '/api/payments/stripe/cancel',
} as const;

/** The return page from Stripe's hosted page, and its query parameter (Stripe fills in {CHECKOUT_SESSION_ID}). */
export const CHECKOUT_COMPLETE_PATH = '/checkout/complete';
export const CHECKOUT_SESSION_PARAM = 'session_id';

/** GET /api/payments/provider */
export interface PaymentProviderInfo {
  provider: PaymentProvider;
}

/** POST /api/orders in Stripe mode adds where the browser goes to pay. */
export interface OrderPaymentRedirect {
  provider: 'stripe';
  url: string;
}

/** GET /api/payments/stripe/sessions/{id}: what the return page shows. */
export interface CheckoutPaymentState {
  orderId: number;
  /** the order's status: `paid` once Stripe's webhook confirmed the payment */
  status: string;
  paymentStatus: PaymentStatus;
  totalAmount: number;
}

/** The payment of an order, on the admin order page (null for a simulated order). */
export interface OrderPayment {
  provider: 'stripe';
  sessionId: string;
  paymentIntentId: string | null;
  amount: number;
  currency: string;
  status: PaymentStatus;
  /** Stripe reported an amount or currency other than the order's: the order was not marked paid */
  mismatch: boolean;
  amountRefunded: number;
  refundId: string | null;
  /** the payment in Stripe's dashboard (its test-mode path for a test payment), once there is a payment intent */
  dashboardUrl: string | null;
}

/** The payment in Stripe's dashboard. */
export const stripeDashboardUrl = (paymentIntentId: string, livemode: boolean) =>
  `https://dashboard.stripe.com/${livemode ? '' : 'test/'}payments/${encodeURIComponent(paymentIntentId)}`;

/** How long the return page waits for Stripe's confirmation, and how often it asks. */
export const PAYMENT_POLL = { intervalMs: 2000, maxWaitMs: 2 * 60 * 1000 } as const;

export const PAYMENT_MESSAGES = {
  /** the return page, once the webhook marked the order paid */
  paymentReceived: 'Payment received',
  paymentReceivedText: (id: number) => `Thank you: your order #${id} is paid. A confirmation is on its way to your inbox.`,
  /** the return page until then */
  waiting: 'Waiting for the payment to be confirmed…',
  /** the return page after PAYMENT_POLL.maxWaitMs without a confirmation */
  waitTimedOut: 'The payment has not been confirmed yet. We will e-mail you as soon as it is; you can also check your orders later.',
  /** the return page: the session is unknown, or the order was cancelled (expired session) */
  notFound: 'We could not find this payment.',
  expiredTitle: 'Payment not completed',
  expired: 'This payment was not completed and the order was cancelled. Your cart still has its items.',
  /** the checkout form in Stripe mode, in place of the card fields */
  stripeNotice: 'You will pay on Stripe’s secure page: no card details are entered on this site.',
  payButton: 'Continue to payment',
  /** 400 on the webhook */
  missingSignature: 'Missing Stripe-Signature header',
  badSignature: 'Invalid Stripe signature',
  /** 415 on the webhook: Stripe sends application/json */
  unsupportedMediaType: 'Content-Type must be application/json',
  /** 502 when Stripe refuses or does not answer */
  stripeFailed: 'The payment provider did not answer. Please try again.',
  /** 503: a Stripe order changes while the api has no Stripe keys */
  stripeNotConfigured: 'Stripe is not configured on this server',
  /** 409 on an administrator's Cancel of a pending order whose Checkout Session Stripe reports complete (issue 44) */
  sessionComplete:
    'Stripe has taken this order’s payment, or a delayed payment is under way: the order can be cancelled once Stripe has settled it.',
  /** history notes of the changes Stripe makes */
  paidNote: (paymentIntentId: string | null) => `Payment confirmed by Stripe${paymentIntentId ? ` (${paymentIntentId})` : ''}`,
  expiredNote: 'Checkout session expired on Stripe: the payment was not made',
  failedNote: 'The delayed payment failed on Stripe: the order was not paid',
  windowPassedNote: 'Not paid within its payment window: cancelled by the api, the stock put back',
  /** 400 on GET /api/payments/stripe/cancel */
  cancelOrderInvalid: 'order must be a whole number from 1',
  cancelTokenInvalid: 'token must be the cancel link’s token',
  refundedNote: (refundId: string | null) => `Refunded through Stripe${refundId ? ` (${refundId})` : ''}`,
} as const;
