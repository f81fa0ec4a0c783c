import './testing/jsdomPolyfills';
import { API, VALIDATION, productsByIdsPath, type CheckoutPaymentState, type OrderResponse } from '@kingside/contracts';
import { CHECKOUT_COMPLETE_PATH, PAYMENT_API, PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import { AppProviders, cartIdChanged, makeStore, MemoryRouter } from '@kingside/ui';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CheckoutCompletePage from './CheckoutCompletePage';
import CheckoutPage, { goToPayment } from './CheckoutPage';
import { CART, CART_ID, fakeApi, NEW_CART_ID, PLACED_ORDER, PRODUCTS } from './testing/fakeApi';

/*
 * The checkout with Stripe keys on the api (issue 33): no card field, Pay sends the browser to Stripe's page and
 * keeps the cart; the return page waits for the webhook's confirmation through the session id.
 */

const PAYMENT_URL = 'https://checkout.stripe.example/pay/cs_test_1';
const ORDER: OrderResponse = { ...PLACED_ORDER, payment: { provider: 'stripe', url: PAYMENT_URL } };

const baseRoutes = {
  [`GET ${PAYMENT_API.provider}`]: () => ({ status: 200, body: { provider: 'stripe' } }),
  [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: CART }),
  [`GET ${productsByIdsPath([1, 2])}`]: () => ({ status: 200, body: PRODUCTS }),
  [`POST ${API.carts}`]: () => ({ status: 201, body: { id: NEW_CART_ID } }),
};

function renderAt(path: string, page: React.ReactNode) {
  const store = makeStore();
  store.dispatch(cartIdChanged(CART_ID));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the checkout form with Stripe', () => {
  it('has no card field, says Stripe takes the payment, and checks the shipping fields only', async () => {
    fakeApi(baseRoutes);
    renderAt('/checkout', <CheckoutPage />);
    expect(await screen.findByTestId('stripe-notice')).toHaveTextContent(PAYMENT_MESSAGES.stripeNotice);
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.queryByTestId('payment-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.payButton }));
    await screen.findByText(VALIDATION.nameRequired);
    expect(screen.queryByText(VALIDATION.cardNumber)).toBeNull();
  });

  it('places the order, keeps the cart, and sends the browser to Stripe’s page', async () => {
    const assign = jest.spyOn(goToPayment, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({ ...baseRoutes, [`POST ${API.orders}`]: () => ({ status: 201, body: ORDER }) });
    const store = renderAt('/checkout', <CheckoutPage />);
    await screen.findByTestId('stripe-notice');
    type('Full Name', 'Ada Lovelace');
    type('Email Address', 'ada@example.com');
    type('Shipping Address', '12 Analytical Row, London');
    fireEvent.click(screen.getByRole('button', { name: PAYMENT_MESSAGES.payButton }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(api.callsTo('POST', API.orders)).toHaveLength(1);
    expect(api.callsTo('POST', API.carts)).toHaveLength(0);
    expect(store.getState().cart.cartId).toBe(CART_ID);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    assign.mockRestore();
  });
});

describe('/checkout/complete', () => {
  const state = (fields: Partial<CheckoutPaymentState>): CheckoutPaymentState => ({
    orderId: 41,
    status: 'pending',
    paymentStatus: 'open',
    totalAmount: 5497,
    ...fields,
  });

  it('waits for the confirmation, then says Payment received and replaces the cart once', async () => {
    let current = state({});
    const api = fakeApi({
      ...baseRoutes,
      [`GET ${PAYMENT_API.checkoutSession('cs_test_1')}`]: () => ({ status: 200, body: current }),
    });
    const store = renderAt(`${CHECKOUT_COMPLETE_PATH}?session_id=cs_test_1`, <CheckoutCompletePage />);
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.waiting })).toBeInTheDocument();
    expect(document.title).toBe('Payment - Kingside Academy');
    current = state({ status: 'paid', paymentStatus: 'paid' });
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.paymentReceived }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.paymentReceivedText(41))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    await waitFor(() => expect(store.getState().cart.cartId).toBe(NEW_CART_ID));
    expect(api.callsTo('POST', API.carts)).toHaveLength(1);
  });

  it('says an expired payment cancelled the order and the cart still has its items', async () => {
    fakeApi({
      ...baseRoutes,
      [`GET ${PAYMENT_API.checkoutSession('cs_test_1')}`]: () => ({
        status: 200,
        body: state({ status: 'cancelled', paymentStatus: 'expired' }),
      }),
    });
    renderAt(`${CHECKOUT_COMPLETE_PATH}?session_id=cs_test_1`, <CheckoutCompletePage />);
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.expiredTitle })).toBeInTheDocument();
    expect(screen.getByText(PAYMENT_MESSAGES.expired)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
  });

  it('says an unknown session is not found', async () => {
    fakeApi({
      ...baseRoutes,
      [`GET ${PAYMENT_API.checkoutSession('cs_test_guess')}`]: () => ({ status: 404, body: { message: PAYMENT_MESSAGES.notFound } }),
    });
    renderAt(`${CHECKOUT_COMPLETE_PATH}?session_id=cs_test_guess`, <CheckoutCompletePage />);
    expect(await screen.findByRole('heading', { name: PAYMENT_MESSAGES.notFound })).toBeInTheDocument();
  });

  it('stops asking after PAYMENT_POLL.maxWaitMs and says so', async () => {
    jest.useFakeTimers();
    try {
      const api = fakeApi({
        ...baseRoutes,
        [`GET ${PAYMENT_API.checkoutSession('cs_test_1')}`]: () => ({ status: 200, body: state({}) }),
      });
      renderAt(`${CHECKOUT_COMPLETE_PATH}?session_id=cs_test_1`, <CheckoutCompletePage />);
      await act(() => jest.advanceTimersByTimeAsync(2 * 60 * 1000 + 100));
      expect(screen.getByText(PAYMENT_MESSAGES.waitTimedOut)).toBeInTheDocument();
      const asked = api.callsTo('GET', PAYMENT_API.checkoutSession('cs_test_1')).length;
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(api.callsTo('GET', PAYMENT_API.checkoutSession('cs_test_1'))).toHaveLength(asked);
    } finally {
      jest.useRealTimers();
    }
  });
});
