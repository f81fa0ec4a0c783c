// The payments domain's public face: all that another domain may import from it (.dependency-cruiser.cjs holds the rule).
export { readOrderPayment } from './orderPayments';
export { refundPaidStripeOrder } from './stripeRefunds';
export { endSessionForAdminCancel, expiredSessionCancel } from './unpaidOrders';
