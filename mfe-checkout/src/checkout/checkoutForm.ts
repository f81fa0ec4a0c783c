import type { OrderRequest, OrderTotals } from '@kingside/contracts';
import type { FieldErrors } from '@kingside/contracts/schemas';
import type { FormRules } from '@kingside/ui';
import type { PricedLine } from '../cart/pricedLines';

/** The checkout form (docs/spec.md §2, §5): shipping fields sent with the order, payment fields never sent. */
export interface CheckoutValues {
  customerName: string;
  customerEmail: string;
  customerAddress: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = FieldErrors<CheckoutValues>;

export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  'customerName',
  'customerEmail',
  'customerAddress',
  'cardNumber',
  'expiryDate',
  'cvv',
];

/** The fields sent with the order: the whole form when Stripe takes the payment on its own page (issue 33). */
export const SHIPPING_FIELDS: readonly CheckoutField[] = ['customerName', 'customerEmail', 'customerAddress'];

export const EMPTY_CHECKOUT: CheckoutValues = {
  customerName: '',
  customerEmail: '',
  customerAddress: '',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
};

/**
 * Each field's message of docs/spec.md §5 (the same schema the server checks the shipping fields with). The rules
 * are fetched on first use, not with the page (@kingside/ui's loadFormRules; useCheckoutForm).
 */
export function validateCheckout(rules: FormRules, values: CheckoutValues): CheckoutErrors {
  return rules.fieldErrors(rules.checkoutFormSchema, values);
}

/**
 * What POST /api/orders receives: the shipping fields, each line at the price the visitor saw, and the
 * total they saw; the server recomputes both and refuses the order if they differ. Card data stays here.
 * `saveAddress`: a signed-in member asked to keep the name and address in their address book (issue 44).
 */
export function orderRequestFrom(
  values: CheckoutValues,
  lines: readonly PricedLine[],
  totals: OrderTotals,
  saveAddress = false,
  discountCode?: string,
): OrderRequest {
  return {
    customerName: values.customerName.trim(),
    customerEmail: values.customerEmail.trim(),
    customerAddress: values.customerAddress.trim(),
    totalAmount: totals.total,
    items: lines.map((line) => ({ productId: line.product.id, quantity: line.quantity, price: line.product.price })),
    status: 'pending',
    ...(saveAddress ? { saveAddress: true } : {}),
    // The cart's code (issue 44): `totals` are already the discounted ones, which the api checks against its own.
    ...(discountCode ? { discountCode } : {}),
  };
}
