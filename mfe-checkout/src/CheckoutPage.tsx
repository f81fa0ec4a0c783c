import type { Theme } from '@emotion/react';
import { BACK_OFFICE_MESSAGES, pageTitle, type OrderResponse } from '@kingside/contracts';
import {
  Container,
  PageHeading,
  selectAuthToken,
  Skeleton,
  useAppSelector,
  useDocumentTitle,
  useDrawnWithout,
  usePrerendering,
} from '@kingside/ui';
import { useState } from 'react';
import { CartLoadError } from './cart/CartLoadError';
import { EmptyCart } from './cart/EmptyCart';
import { twoColumns } from './cart/layout';
import { useCartContents, type CartContents } from './cart/useCartContents';
import { orderRequestFrom, type CheckoutValues } from './checkout/checkoutForm';
import { CheckoutForm } from './checkout/CheckoutForm';
import { CheckoutSummary } from './checkout/CheckoutSummary';
import { OrderPlaced } from './checkout/OrderPlaced';
import { SaveAddressOption, SavedAddressPicker, useAddressBook } from './checkout/SavedAddresses';
import { useCheckoutForm } from './checkout/useCheckoutForm';
import { usePlaceOrder } from './checkout/usePlaceOrder';
import { usePaymentProvider } from './payments/paymentsApi';

/** Sends the browser to Stripe's hosted page (a seam for the tests: jsdom does not navigate). */
export const goToPayment = { assign: (url: string) => window.location.assign(url) };

const panel = (t: Theme) => ({
  background: t.colors.paper,
  border: `1px solid ${t.colors.line}`,
  borderRadius: t.radius.lg,
  padding: 24,
});

function CheckoutSkeleton() {
  return (
    <div css={twoColumns} aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading checkout
      </span>
      <div css={{ display: 'grid', gap: 16 }}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={i === 0 ? 28 : 64} data-testid="skeleton" />
        ))}
      </div>
      <Skeleton height={300} data-testid="skeleton" />
    </div>
  );
}

/**
 * /checkout (docs/spec.md §2): placeholders, the empty cart, the form with its summary, and the confirmation
 * (plus the cart's load error). The form's values live here, above every state, so a failed order,
 * a reload of the cart or a price change never loses what the visitor typed. Drawn on the server too (src/server.tsx):
 * the heading and the placeholder, as the browser hydrates it before the cart (the browser's) and the payment
 * provider are read; for a browser that keeps no cart (@kingside/ui's useDrawnWithout), the empty cart's message.
 */
export default function CheckoutPage() {
  useDocumentTitle(pageTitle('Checkout'));
  const prerendering = usePrerendering();
  // Drawn for a browser that keeps no cart: the empty cart's message, as the live page shows it, from the first HTML on.
  const drawnWithoutCart = useDrawnWithout('cart');
  const contents = useCartContents();
  const payment = usePaymentProvider();
  const emptyCart = <EmptyCart description="Add some items to your cart before proceeding to checkout." />;
  const form = useCheckoutForm(payment.provider !== 'stripe');
  const { placeOrder, pending } = usePlaceOrder();
  const [placed, setPlaced] = useState<OrderResponse | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // A signed-in member's address book (issue 44): none for a guest, whose checkout is as it always was.
  const token = useAppSelector(selectAuthToken);
  const book = useAddressBook(token, form.values);
  const [saveAddress, setSaveAddress] = useState(false);

  if (placed) {
    return (
      <Container>
        <OrderPlaced order={placed} />
      </Container>
    );
  }

  const submit = async (ready: Extract<CartContents, { status: 'ready' }>, values: CheckoutValues) => {
    const discountCode = ready.discount?.applies ? ready.discount.terms.code : undefined;
    const order = await placeOrder(
      ready.cartId,
      orderRequestFrom(values, ready.lines, ready.totals, book.offerSave && saveAddress, discountCode),
    );
    if (order?.payment) {
      // Stripe's page takes the payment (issue 33); the button stays busy until the browser has left.
      setRedirecting(true);
      goToPayment.assign(order.payment.url);
    } else if (order) setPlaced(order);
  };

  return (
    <Container>
      <PageHeading>Checkout</PageHeading>
      {drawnWithoutCart ? (
        emptyCart
      ) : prerendering || contents.status === 'loading' ? (
        <CheckoutSkeleton />
      ) : contents.status === 'error' ? (
        <CartLoadError />
      ) : contents.status === 'empty' ? (
        // An empty cart needs no payment provider: it does not wait for it.
        emptyCart
      ) : payment.loading ? (
        <CheckoutSkeleton />
      ) : contents.itemCount === 0 ? (
        // Items, but none that can still be ordered (their products are no longer sold).
        <EmptyCart title="Nothing to order" description={BACK_OFFICE_MESSAGES.nothingToOrder} />
      ) : (
        <div css={twoColumns}>
          <div css={panel}>
            <CheckoutForm
              form={form}
              pending={pending || redirecting}
              provider={payment.provider}
              onValid={(values) => void submit(contents, values)}
              savedAddresses={
                <SavedAddressPicker
                  addresses={book.addresses}
                  onUse={(address) => {
                    form.change('customerName', address.customerName);
                    form.change('customerAddress', address.customerAddress);
                  }}
                />
              }
              saveAddress={<SaveAddressOption offered={book.offerSave} full={book.full} checked={saveAddress} onChange={setSaveAddress} />}
            />
          </div>
          <CheckoutSummary
            cartId={contents.cartId}
            busy={pending || redirecting}
            lines={contents.lines}
            totals={contents.totals}
            refreshing={contents.refreshing}
            leftOut={contents.unavailable.length}
            {...(contents.discount?.applies ? { discountCode: contents.discount.terms.code } : {})}
          />
        </div>
      )}
    </Container>
  );
}
