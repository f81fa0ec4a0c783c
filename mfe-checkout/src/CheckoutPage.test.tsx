import './testing/jsdomPolyfills';
import { API, IDEMPOTENCY_HEADER, STORAGE_KEYS, TOAST, VALIDATION, productsByIdsPath } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { AppProviders, cartIdChanged, makeStore, signedIn, type AppStore, MemoryRouter } from '@kingside/ui';
import { SESSION_EXPIRED } from './checkout/copy';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import CheckoutPage from './CheckoutPage';
import { CART, CART_ID, fakeApi, NEW_CART_ID, PLACED_ORDER, PRODUCTS } from './testing/fakeApi';

const ORDER = PLACED_ORDER;

function renderCheckout(store: AppStore = makeStore()) {
  store.dispatch(cartIdChanged(CART_ID));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValidForm() {
  type('Full Name', 'Ada Lovelace');
  type('Email Address', 'ada@example.com');
  type('Shipping Address', '12 Analytical Row, London');
  type('Card Number', '4242424242424242');
  type('Expiry Date', '12/29');
  type('CVV', '123');
}

const baseRoutes = {
  [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: CART }),
  // The cart's own products only (docs/spec.md §2.9): never the whole list.
  [`GET ${productsByIdsPath([1, 2])}`]: () => ({ status: 200, body: PRODUCTS }),
  [`POST ${API.carts}`]: () => ({ status: 201, body: { id: NEW_CART_ID } }),
};

beforeEach(() => localStorage.clear());

describe('checkout form', () => {
  beforeEach(() => fakeApi(baseRoutes));

  it('masks the payment fields as the visitor types (docs/spec.md §5)', async () => {
    renderCheckout();
    await screen.findByLabelText('Card Number');
    type('Card Number', '4242 4242-4242 4242 99');
    expect(field('Card Number').value).toBe('4242424242424242');
    type('Expiry Date', '1');
    type('Expiry Date', '12');
    expect(field('Expiry Date').value).toBe('12/');
    type('Expiry Date', '12/345');
    expect(field('Expiry Date').value).toBe('12/34');
    type('CVV', '1a2b3c4d5');
    expect(field('CVV').value).toBe('1234');
    expect(field('CVV').type).toBe('password');
  });

  it('shows every message of docs/spec.md §5 inline on an empty submission and focuses the first field', async () => {
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Place Order' }));
    // The rules are fetched on first use: the messages come once they are here.
    await screen.findByText(VALIDATION.nameRequired);
    for (const message of Object.values({
      name: VALIDATION.nameRequired,
      email: VALIDATION.invalidEmail,
      address: VALIDATION.addressRequired,
      card: VALIDATION.cardNumber,
      expiry: VALIDATION.expiryFormat,
      cvv: VALIDATION.cvv,
    })) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Full Name'));
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');
    type('Full Name', 'Ada Lovelace');
    expect(screen.queryByText(VALIDATION.nameRequired)).toBeNull();
  });

  it('shows the order summary with shipping below $50', async () => {
    renderCheckout();
    await screen.findByLabelText('Card Number');
    expect(screen.getAllByTestId('summary-line').map((li) => li.textContent)).toEqual(['Club Set × 1$25.00', 'Scorebook × 2$19.98']);
    expect(screen.getByTestId('subtotal').textContent).toBe('$44.98');
    expect(screen.getByTestId('shipping').textContent).toBe('$9.99');
    expect(screen.getByTestId('total').textContent).toBe('$54.97');
    expect(screen.getByText('Including VAT/taxes')).toBeTruthy();
  });
});

describe('placing the order', () => {
  it('sends one request while pending, then confirms and replaces the cart id', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = fakeApi({
      ...baseRoutes,
      [`POST ${API.orders}`]: () => new Promise((resolve) => (release = resolve)),
    });
    const store = renderCheckout();
    await screen.findByLabelText('Card Number');
    fillValidForm();
    // Twice before the rules (fetched on first use) have answered the first press: still one order.
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(processing.closest('form')!);
    expect(api.callsTo('POST', API.orders)).toHaveLength(1);
    const [sent] = api.callsTo('POST', API.orders);
    expect(sent!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    // A guest (no member signed in) orders without any Authorization header.
    expect(sent!.headers).not.toHaveProperty('Authorization');
    expect(sent!.body).toEqual({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerAddress: '12 Analytical Row, London',
      totalAmount: 5497,
      items: [
        { productId: 1, quantity: 1, price: 2500 },
        { productId: 2, quantity: 2, price: 999 },
      ],
      status: 'pending',
    });

    await act(async () => release({ status: 201, body: ORDER }));
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('$54.97');
    expect(screen.getByRole('link', { name: 'Return to Homepage' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(store.getState().cart.cartId).toBe(NEW_CART_ID));
    expect(localStorage.getItem('cartId')).toBe(NEW_CART_ID);
  });

  it('keeps what was typed after a failure and retries the same order with the same key', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const replies = [
      { status: 500, body: { message: 'boom' } },
      { status: 201, body: ORDER },
    ];
    const api = fakeApi({ ...baseRoutes, [`POST ${API.orders}`]: () => replies.shift()! });
    const store = renderCheckout();
    await screen.findByLabelText('Card Number');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText(TOAST.orderFailed)).toBeTruthy();
    expect(field('Full Name').value).toBe('Ada Lovelace');
    expect(field('Card Number').value).toBe('4242424242424242');
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    const [first, second] = api.callsTo('POST', API.orders);
    expect(second!.headers[IDEMPOTENCY_HEADER]).toBe(first!.headers[IDEMPOTENCY_HEADER]);
    await waitFor(() => expect(store.getState().cart.cartId).toBe(NEW_CART_ID));
    jest.mocked(console.error).mockRestore();
  });

  it('says when prices changed (409) and reloads the cart and the products', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({
      ...baseRoutes,
      [`POST ${API.orders}`]: () => ({ status: 409, body: { message: API_MESSAGES.pricesChanged } }),
    });
    renderCheckout();
    await screen.findByLabelText('Card Number');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain(TOAST.error);
    expect(toast.textContent).toContain(API_MESSAGES.pricesChanged);
    await waitFor(() => expect(api.callsTo('GET', productsByIdsPath([1, 2]))).toHaveLength(2));
    await waitFor(() => expect(api.callsTo('GET', API.cart(CART_ID))).toHaveLength(2));
    expect(field('Email Address').value).toBe('ada@example.com');
    jest.mocked(console.error).mockRestore();
  });

  it('only logs when the fresh cart cannot be made', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      ...baseRoutes,
      [`POST ${API.orders}`]: () => ({ status: 201, body: ORDER }),
      [`POST ${API.carts}`]: () => ({ status: 503, body: { message: 'down' } }),
    });
    const store = renderCheckout();
    await screen.findByLabelText('Card Number');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    await waitFor(() => expect(errors).toHaveBeenCalledWith('Could not create a new cart after the order', expect.anything()));
    expect(store.getState().cart.cartId).toBe(CART_ID);
    expect(screen.queryByTestId('toast')).toBeNull();
    errors.mockRestore();
  });
});

describe("a signed-in member's order", () => {
  const TOKEN = 'm'.repeat(43);

  function renderSignedIn() {
    const store = makeStore();
    store.dispatch(signedIn(TOKEN));
    return renderCheckout(store);
  }

  it('carries the member token, so the api links the order to them', async () => {
    const api = fakeApi({ ...baseRoutes, [`POST ${API.orders}`]: () => ({ status: 201, body: ORDER }) });
    renderSignedIn();
    await screen.findByLabelText('Card Number');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    const [sent] = api.callsTo('POST', API.orders);
    expect(sent!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent!.headers[IDEMPOTENCY_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('on a 401 signs the member out, says the order was not placed, keeps the form and lets them order as a guest', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const replies = [
      { status: 401, body: { message: 'Authentication required' } },
      { status: 201, body: ORDER },
    ];
    const api = fakeApi({ ...baseRoutes, [`POST ${API.orders}`]: () => replies.shift()! });
    const store = renderSignedIn();
    await screen.findByLabelText('Card Number');
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    const toast = await screen.findByTestId('toast');
    expect(toast.dataset.variant).toBe('destructive');
    expect(toast.textContent).toContain(SESSION_EXPIRED.title);
    expect(toast.textContent).toContain(
      'Your order was not placed. Sign in again to add it to your account, or press Place Order to order as a guest.',
    );
    expect(store.getState().session.authToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Order Placed Successfully!' })).toBeNull();
    expect(field('Full Name').value).toBe('Ada Lovelace');
    expect(field('Card Number').value).toBe('4242424242424242');

    // Nothing was written on the 401: the same order, now as a guest, with the same key.
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    const [first, second] = api.callsTo('POST', API.orders);
    expect(first!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(second!.headers).not.toHaveProperty('Authorization');
    expect(second!.headers[IDEMPOTENCY_HEADER]).toBe(first!.headers[IDEMPOTENCY_HEADER]);
    jest.mocked(console.error).mockRestore();
  });
});
