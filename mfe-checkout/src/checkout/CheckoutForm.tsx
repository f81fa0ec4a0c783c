import type { Theme } from '@emotion/react';
import { ROUTES, type PaymentProvider } from '@kingside/contracts';
import { PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import { Button, ButtonLink, Input, TextArea } from '@kingside/ui';
import { useRef, type FormEvent, type ReactNode } from 'react';
import type { CheckoutField, CheckoutValues } from './checkoutForm';
import type { CheckoutFormState } from './useCheckoutForm';

export const fieldId = (field: CheckoutField) => `checkout-${field}`;

const fieldsetStyle = {
  border: 0,
  padding: 0,
  margin: '0 0 28px',
  minWidth: 0,
} as const;

const notice = (t: Theme) => ({
  margin: '0 0 16px',
  padding: '10px 14px',
  fontSize: '0.9rem',
  background: t.colors.accentSoft,
  borderRadius: t.radius.sm,
});

function Legend({ children }: { children: ReactNode }) {
  return (
    <legend css={(t) => ({ fontFamily: t.fonts.heading, fontSize: '1.25rem', fontWeight: 700, padding: 0, marginBottom: 16 })}>
      {children}
    </legend>
  );
}

/**
 * The checkout form of docs/spec.md §2 and §5: shipping and (simulated) payment, inline messages, and the
 * Place Order button that reads "Processing..." and cannot be pressed again while the order is sent (nor while
 * the first submit waits for the rules, fetched on first use). With Stripe (issue 33) there are no card fields:
 * the notice says the payment is taken on Stripe's page, and the button goes there.
 */
export function CheckoutForm({
  form,
  pending,
  onValid,
  provider = 'simulated',
  savedAddresses,
  saveAddress,
}: {
  form: CheckoutFormState;
  pending: boolean;
  provider?: PaymentProvider;
  onValid: (values: CheckoutValues) => void;
  /** a signed-in member's address book, above the shipping fields (issue 44) */
  savedAddresses?: ReactNode;
  /** and "Save this address", below them */
  saveAddress?: ReactNode;
}) {
  const bind = (field: CheckoutField) => ({
    id: fieldId(field),
    name: field,
    value: form.values[field],
    error: form.errorFor(field),
    onChange: (event: { currentTarget: { value: string } }) => form.change(field, event.currentTarget.value),
    onBlur: () => form.leave(field),
  });
  const checking = useRef(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || checking.current) return;
    checking.current = true;
    let invalid: CheckoutField | null;
    try {
      invalid = await form.submit();
    } finally {
      checking.current = false;
    }
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
    else onValid(form.values);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={form.preload}
      aria-label="Checkout"
      aria-busy={pending || undefined}
    >
      <fieldset css={fieldsetStyle}>
        <Legend>Shipping Information</Legend>
        {savedAddresses}
        <Input label="Full Name" autoComplete="name" {...bind('customerName')} />
        <Input label="Email Address" type="email" autoComplete="email" {...bind('customerEmail')} />
        <TextArea label="Shipping Address" autoComplete="street-address" rows={3} {...bind('customerAddress')} />
        {saveAddress}
      </fieldset>
      {provider === 'stripe' ? (
        <fieldset css={fieldsetStyle}>
          <Legend>Payment Details</Legend>
          <p data-testid="stripe-notice" css={notice}>
            {PAYMENT_MESSAGES.stripeNotice}
          </p>
        </fieldset>
      ) : (
        <fieldset css={fieldsetStyle}>
          <Legend>Payment Details</Legend>
          <p data-testid="payment-notice" css={notice}>
            This is a simulated checkout: no real payment is processed and no card details leave your browser.
          </p>
          <Input label="Card Number" inputMode="numeric" autoComplete="cc-number" placeholder="1234567812345678" {...bind('cardNumber')} />
          <div css={{ display: 'grid', gap: 16, gridTemplateColumns: '1fr 1fr' }}>
            <Input label="Expiry Date" inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...bind('expiryDate')} />
            <Input label="CVV" type="password" inputMode="numeric" autoComplete="cc-csc" placeholder="123" {...bind('cvv')} />
          </div>
        </fieldset>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? 'Processing...' : provider === 'stripe' ? PAYMENT_MESSAGES.payButton : 'Place Order'}
        </Button>
        <ButtonLink to={ROUTES.cart} variant="outline">
          Back to Cart
        </ButtonLink>
      </div>
    </form>
  );
}
