import './testing/jsdomPolyfills';
import {
  API,
  PROMOTION_API,
  PROMOTION_MESSAGES,
  productsByIdsPath,
  type Cart,
  type CartDiscount,
  type MemberOrder,
  type OrderResponse,
} from '@kingside/contracts';
import { AppProviders, cartIdChanged, makeStore, MemoryRouter, signedIn } from '@kingside/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';
import { MemberOrderCard } from './orders/MemberOrderCard';
import { CART, CART_ID, fakeApi, NEW_CART_ID, PLACED_ORDER, PRODUCTS, type FakeCall } from './testing/fakeApi';

/*
 * The cart's discount code (issue 44 point 1, docs/spec.md §2.9, §7.17): applied and removed in the cart's order summary,
 * the api's refusals inline, the line "Discount ({code})" in the cart, the checkout, the confirmation and the member's
 * orders; the order sends the code and the discounted total.
 */

const SPRING: CartDiscount = { code: 'SPRING10', kind: 'percent', value: 10, minSubtotal: null };
// CART: $25.00 + 2 × $9.99 = $44.98; 10% off is $4.50 (rounded half up); shipping $9.99 (under $50 before the discount).
const withCode = (discount: CartDiscount): Cart => ({ ...CART, discount });

/** The api's cart, which a PUT of a code changes (or refuses with `refusal`) and a DELETE clears. */
function serve({
  initial = CART,
  refusal,
  removeRefusal,
}: { initial?: Cart; refusal?: { status: number; message: string }; removeRefusal?: { status: number; message: string } } = {}) {
  let cart = initial;
  const api = fakeApi({
    [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: cart }),
    [`GET ${productsByIdsPath([1, 2])}`]: () => ({ status: 200, body: PRODUCTS }),
    [`POST ${API.carts}`]: () => ({ status: 201, body: { id: NEW_CART_ID } }),
    [`PUT ${PROMOTION_API.cartCode(CART_ID)}`]: (call: FakeCall) => {
      if (refusal) return { status: refusal.status, body: { message: refusal.message } };
      cart = withCode({ ...SPRING, code: String((call.body as { code: string }).code) });
      return { status: 200, body: cart };
    },
    [`DELETE ${PROMOTION_API.cartCode(CART_ID)}`]: () => {
      if (removeRefusal) return { status: removeRefusal.status, body: { message: removeRefusal.message } };
      cart = CART;
      return { status: 200, body: cart };
    },
    [`POST ${API.orders}`]: () => ({
      status: 201,
      body: { ...PLACED_ORDER, totalAmount: 5047, discount: { code: 'SPRING10', amount: 450 } } satisfies OrderResponse,
    }),
  });
  return api;
}

function renderPage(page: 'cart' | 'checkout', token?: string) {
  const store = makeStore();
  store.dispatch(cartIdChanged(CART_ID));
  if (token) store.dispatch(signedIn(token));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[`/${page}`]}>{page === 'cart' ? <CartPage /> : <CheckoutPage />}</MemoryRouter>
    </AppProviders>,
  );
}

const codeField = () => screen.findByRole('textbox', { name: 'Discount code' });

beforeEach(() => localStorage.clear());

describe('the cart’s discount code', () => {
  it('applies a code typed in any case, shows its line and the discounted total, then removes it', async () => {
    const api = serve();
    renderPage('cart');
    const section = within(await screen.findByRole('region', { name: 'Discount code' }));
    expect(screen.queryByTestId('discount-line')).toBeNull();
    fireEvent.change(await codeField(), { target: { value: ' spring10 ' } });
    fireEvent.click(section.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getByTestId('discount-line')).toHaveTextContent('Discount (SPRING10)-$4.50'));
    const [put] = api.callsTo('PUT', PROMOTION_API.cartCode(CART_ID));
    expect(put!.body).toEqual({ code: 'SPRING10' });
    expect(put!.headers).not.toHaveProperty('Authorization');
    expect(screen.getByTestId('subtotal')).toHaveTextContent('$44.98');
    expect(screen.getByTestId('shipping')).toHaveTextContent('$9.99');
    expect(screen.getByTestId('total')).toHaveTextContent('$50.47');
    expect(section.getByText('Code SPRING10 applied.', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(section.getByRole('status')).toHaveTextContent('Code SPRING10 applied.');
    // Focus goes to the way back out.
    const remove = section.getByRole('button', { name: 'Remove code' });
    await waitFor(() => expect(remove).toHaveFocus());

    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByTestId('discount-line')).toBeNull());
    expect(api.callsTo('DELETE', PROMOTION_API.cartCode(CART_ID))).toHaveLength(1);
    expect(screen.getByTestId('total')).toHaveTextContent('$54.97');
    expect(screen.getByText(PROMOTION_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Discount code' })).toHaveFocus());
  });

  it('sends a signed-in member’s token with the code', async () => {
    const api = serve();
    renderPage('cart', 'member-token');
    fireEvent.change(await codeField(), { target: { value: 'SPRING10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByTestId('discount-line');
    expect(api.callsTo('PUT', PROMOTION_API.cartCode(CART_ID))[0]!.headers).toMatchObject({ Authorization: 'Bearer member-token' });
  });

  it.each([
    PROMOTION_MESSAGES.notValid,
    PROMOTION_MESSAGES.expired,
    PROMOTION_MESSAGES.limitReached,
    PROMOTION_MESSAGES.signIn,
    PROMOTION_MESSAGES.alreadyUsed,
    PROMOTION_MESSAGES.minSubtotal(6000),
  ])('shows the api’s refusal "%s" at the field, as an alert', async (message) => {
    serve({ refusal: { status: 409, message } });
    renderPage('cart');
    const field = await codeField();
    fireEvent.change(field, { target: { value: 'NOPE1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('discount-line')).toBeNull();
    // Typing again clears the refusal.
    fireEvent.change(field, { target: { value: 'NOPE2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failure without a message in its own words', async () => {
    serve({ refusal: { status: 500, message: '' } });
    renderPage('cart');
    fireEvent.change(await codeField(), { target: { value: 'SPRING10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be applied. Please try again.');
  });

  it('refuses a code that cannot be one without asking the api', async () => {
    const api = serve();
    renderPage('cart');
    fireEvent.change(await codeField(), { target: { value: 'a b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROMOTION_MESSAGES.codeFormat);
    expect(api.callsTo('PUT', PROMOTION_API.cartCode(CART_ID))).toHaveLength(0);
  });

  it('leaves a code out of the totals while the subtotal is under its minimum, and says what it needs', async () => {
    serve({ initial: withCode({ ...SPRING, minSubtotal: 5000 }) });
    renderPage('cart');
    expect(await screen.findByTestId('discount-minimum')).toHaveTextContent('This code needs a subtotal of at least $50.00');
    expect(screen.getByText('Code SPRING10 applied.', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(screen.queryByTestId('discount-line')).toBeNull();
    expect(screen.getByTestId('total')).toHaveTextContent('$54.97');
  });
});

describe('the checkout with a discount code', () => {
  it('shows the line, sends the code with the discounted total and confirms with the discount', async () => {
    const api = serve({ initial: withCode(SPRING) });
    renderPage('checkout');
    await screen.findByLabelText('Card Number');
    expect(screen.getByTestId('discount-line')).toHaveTextContent('Discount (SPRING10)-$4.50');
    expect(screen.getByTestId('total')).toHaveTextContent('$50.47');
    for (const [label, value] of [
      ['Full Name', 'Ada Lovelace'],
      ['Email Address', 'ada@example.com'],
      ['Shipping Address', '12 Analytical Row, London'],
      ['Card Number', '4242424242424242'],
      ['Expiry Date', '12/29'],
      ['CVV', '123'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByTestId('order-discount')).toHaveTextContent('Discount (SPRING10): -$4.50');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$50.47');
    expect(api.callsTo('POST', API.orders)[0]!.body).toMatchObject({ discountCode: 'SPRING10', totalAmount: 5047 });
  });

  it('removes the code on its line: "Remove code", the line and the total follow, and the order goes without it', async () => {
    const api = serve({ initial: withCode(SPRING) });
    renderPage('checkout');
    await screen.findByLabelText('Card Number');
    const line = screen.getByTestId('discount-line');
    const remove = within(line).getByRole('button', { name: 'Remove code' });
    // A native button in the tab order (Enter and Space press it), described by the line it removes.
    expect(remove.tagName).toBe('BUTTON');
    expect(remove).not.toHaveAttribute('tabindex');
    expect(remove).toHaveAccessibleDescription('Discount (SPRING10)');
    expect(screen.getByTestId('total')).toHaveTextContent('$50.47');

    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByTestId('discount-line')).toBeNull());
    expect(api.callsTo('DELETE', PROMOTION_API.cartCode(CART_ID))).toHaveLength(1);
    expect(screen.getByTestId('subtotal')).toHaveTextContent('$44.98');
    expect(screen.getByTestId('total')).toHaveTextContent('$54.97');
    expect(screen.queryByRole('button', { name: 'Remove code' })).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(summary).getByRole('status')).toHaveTextContent(PROMOTION_MESSAGES.removed);
    // The button left with its line: focus goes to the summary's heading, not to the page's start.
    expect(within(summary).getByRole('heading', { name: 'Order Summary' })).toHaveFocus();

    for (const [label, value] of [
      ['Full Name', 'Ada Lovelace'],
      ['Email Address', 'ada@example.com'],
      ['Shipping Address', '12 Analytical Row, London'],
      ['Card Number', '4242424242424242'],
      ['Expiry Date', '12/29'],
      ['CVV', '123'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.callsTo('POST', API.orders)).toHaveLength(1));
    const sent = api.callsTo('POST', API.orders)[0]!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('discountCode');
    expect(sent.totalAmount).toBe(5497);
  });

  it('keeps the line and says so when the code cannot be removed', async () => {
    serve({ initial: withCode(SPRING), removeRefusal: { status: 500, message: '' } });
    renderPage('checkout');
    await screen.findByLabelText('Card Number');
    fireEvent.click(within(screen.getByTestId('discount-line')).getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be removed. Please try again.');
    expect(screen.getByTestId('discount-line')).toHaveTextContent('Discount (SPRING10)-$4.50');
    expect(screen.getByTestId('total')).toHaveTextContent('$50.47');
  });

  it('orders without a code whose minimum the cart no longer reaches', async () => {
    const api = serve({ initial: withCode({ ...SPRING, minSubtotal: 5000 }) });
    renderPage('checkout');
    await screen.findByLabelText('Card Number');
    expect(screen.queryByTestId('discount-line')).toBeNull();
    for (const [label, value] of [
      ['Full Name', 'Ada Lovelace'],
      ['Email Address', 'ada@example.com'],
      ['Shipping Address', '12 Analytical Row, London'],
      ['Card Number', '4242424242424242'],
      ['Expiry Date', '12/29'],
      ['CVV', '123'],
    ] as const)
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.callsTo('POST', API.orders)).toHaveLength(1));
    const sent = api.callsTo('POST', API.orders)[0]!.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('discountCode');
    expect(sent.totalAmount).toBe(5497);
  });
});

describe('a member’s order placed with a code', () => {
  it('shows the line "Discount ({code})" among its totals', () => {
    const order: MemberOrder = {
      id: 9,
      createdAt: '2026-03-01T10:00:00.000Z',
      status: 'paid',
      subtotal: 4498,
      shipping: 999,
      totalAmount: 5047,
      lines: [{ productId: 1, name: 'Club Set', quantity: 1, price: 2500 }],
      discount: { code: 'SPRING10', amount: 450 },
    };
    render(
      <AppProviders store={makeStore()}>
        <MemoryRouter>
          <MemberOrderCard order={order} />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByTestId('discount-line')).toHaveTextContent('Discount (SPRING10)-$4.50');
    expect(screen.getByTestId('total')).toHaveTextContent('$50.47');
  });
});
