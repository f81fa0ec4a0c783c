import './testing/jsdomPolyfills';
import {
  API,
  BACK_OFFICE_MESSAGES,
  imageSrcSet,
  SHIPPING_FEE_CENTS,
  formatCents,
  type Cart,
  type OrderResponse,
  type Product,
} from '@kingside/contracts';
import { AppProviders, cartIdChanged, makeStore, MemoryRouter } from '@kingside/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import CartPage from './CartPage';
import CheckoutPage from './CheckoutPage';
import { CART_ID, fakeApi, NEW_CART_ID, PRODUCTS, productsByIds } from './testing/fakeApi';

/*
 * A product the back office archived is left out of the cart's read of its products (GET /api/products?ids=) while
 * carts keep its line.
 * The cart shows such a line as "No longer available" with Remove, and neither the totals, the item count
 * nor the order include it.
 */

/** Archived: the list leaves it out, its own record still answers (name and picture). */
const ARCHIVED: Product = {
  id: 3,
  name: 'Retired Clock',
  description: 'd',
  imageUrl: `/uploads/${'9f'.repeat(32)}.png`,
  price: 4000,
  inStock: true,
  category: 'Chess Clocks',
};
/** Gone altogether: neither the list nor its own record (404). */
const GONE_ID = 4;

const cartOf = (...items: [number, number][]): Cart => ({
  id: CART_ID,
  items: items.map(([productId, quantity]) => ({ productId, quantity })),
});

function serve(cart: Cart, extra: Record<string, () => { status: number; body?: unknown }> = {}) {
  return fakeApi({
    [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: cart }),
    [`GET ${API.products}?*`]: productsByIds(PRODUCTS),
    [`GET ${API.product(ARCHIVED.id)}`]: () => ({ status: 200, body: ARCHIVED }),
    [`POST ${API.carts}`]: () => ({ status: 201, body: { id: NEW_CART_ID } }),
    ...extra,
  });
}

function renderPage(page: 'cart' | 'checkout') {
  const store = makeStore();
  store.dispatch(cartIdChanged(CART_ID));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[`/${page}`]}>{page === 'cart' ? <CartPage /> : <CheckoutPage />}</MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => localStorage.clear());

describe('the cart page with products that are no longer sold', () => {
  it('shows each as "No longer available" with Remove, and leaves it out of the totals', async () => {
    const api = serve(cartOf([1, 1], [ARCHIVED.id, 2], [GONE_ID, 1]));
    renderPage('cart');
    const unavailable = await screen.findAllByTestId('cart-line-unavailable');
    // The lines are priced from one read of exactly the cart's products, never the whole list.
    expect(api.calls.filter((call) => call.url.startsWith(`${API.products}?`)).map((call) => call.url)).toEqual([
      `${API.products}?ids=1,3,4`,
    ]);
    expect(unavailable).toHaveLength(2);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);

    const archived = await waitFor(() => within(unavailable[0]!).getByRole('heading', { name: ARCHIVED.name }));
    expect(archived).toBeTruthy();
    expect(within(unavailable[0]!).getByText(BACK_OFFICE_MESSAGES.noLongerAvailable)).toBeTruthy();
    expect(within(unavailable[0]!).getByText('Quantity 2')).toBeTruthy();
    expect(within(unavailable[0]!).getByRole('button', { name: `Remove ${ARCHIVED.name} from cart` })).toBeTruthy();
    // Its picture, if uploaded, through the thumbnail's variants; never a link to a page that sells it.
    const picture = unavailable[0]!.querySelector('img')!;
    expect(picture.getAttribute('srcset')).toBe(imageSrcSet(ARCHIVED.imageUrl));
    expect(within(unavailable[0]!).queryByRole('link')).toBeNull();
    expect(within(unavailable[0]!).queryByRole('button', { name: /quantity/i })).toBeNull();

    await waitFor(() =>
      expect(within(unavailable[1]!).getByRole('heading', { name: BACK_OFFICE_MESSAGES.unavailableProduct })).toBeTruthy(),
    );
    expect(within(unavailable[1]!).getByText(BACK_OFFICE_MESSAGES.noLongerAvailable)).toBeTruthy();
    expect(
      within(unavailable[1]!).getByRole('button', { name: `Remove ${BACK_OFFICE_MESSAGES.unavailableProduct} from cart` }),
    ).toBeTruthy();

    // Only the Club Set ($25.00) is charged.
    expect(screen.getByTestId('subtotal').textContent).toBe('$25.00');
    expect(screen.getByTestId('shipping').textContent).toBe(formatCents(SHIPPING_FEE_CENTS));
    expect(screen.getByTestId('total').textContent).toBe(formatCents(2500 + SHIPPING_FEE_CENTS));
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toBeTruthy();
  });

  it('removes the line through the cart api, and the reloaded cart no longer shows it', async () => {
    let cart = cartOf([1, 1], [ARCHIVED.id, 2]);
    const api = serve(cart, {
      [`DELETE ${API.cartItem(CART_ID, ARCHIVED.id)}`]: () => {
        cart = cartOf([1, 1]);
        return { status: 200, body: cart };
      },
      [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: cart }),
    });
    renderPage('cart');
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${ARCHIVED.name} from cart` }));
    await waitFor(() => expect(screen.queryByTestId('cart-line-unavailable')).toBeNull());
    expect(api.callsTo('DELETE', API.cartItem(CART_ID, ARCHIVED.id))).toHaveLength(1);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });

  it('offers no checkout when nothing in the cart can be ordered, and charges nothing', async () => {
    serve(cartOf([ARCHIVED.id, 1], [GONE_ID, 3]));
    renderPage('cart');
    expect(await screen.findAllByTestId('cart-line-unavailable')).toHaveLength(2);
    expect(screen.queryByTestId('cart-line')).toBeNull();
    expect(screen.getByTestId('nothing-to-order').textContent).toBe(BACK_OFFICE_MESSAGES.nothingToOrder);
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe('$0.00');
  });
});

describe('checkout with products that are no longer sold', () => {
  const ORDER: OrderResponse = {
    id: 42,
    status: 'pending',
    subtotal: 1998,
    shipping: SHIPPING_FEE_CENTS,
    totalAmount: 1998 + SHIPPING_FEE_CENTS,
    items: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('orders only what is still sold, and says the rest is left out', async () => {
    const api = serve(cartOf([ARCHIVED.id, 1], [2, 2], [GONE_ID, 1]), { [`POST ${API.orders}`]: () => ({ status: 201, body: ORDER }) });
    renderPage('checkout');
    await screen.findByLabelText('Card Number');
    expect(screen.getAllByTestId('summary-line').map((li) => li.textContent)).toEqual(['Scorebook × 2$19.98']);
    expect(screen.getByTestId('left-out').textContent).toBe(BACK_OFFICE_MESSAGES.leftOutOfOrder);
    expect(screen.getByTestId('total').textContent).toBe(formatCents(1998 + SHIPPING_FEE_CENTS));

    for (const [label, value] of [
      ['Full Name', 'Ada Lovelace'],
      ['Email Address', 'ada@example.com'],
      ['Shipping Address', '12 Analytical Row, London'],
      ['Card Number', '4242424242424242'],
      ['Expiry Date', '12/29'],
      ['CVV', '123'],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    const [sent] = api.callsTo('POST', API.orders);
    expect(sent!.body).toMatchObject({ items: [{ productId: 2, quantity: 2, price: 999 }], totalAmount: 1998 + SHIPPING_FEE_CENTS });
  });

  it('shows no form when nothing in the cart can be ordered', async () => {
    serve(cartOf([ARCHIVED.id, 1], [GONE_ID, 1]));
    renderPage('checkout');
    expect(await screen.findByRole('heading', { name: 'Nothing to order' })).toBeTruthy();
    expect(screen.getByText(BACK_OFFICE_MESSAGES.nothingToOrder)).toBeTruthy();
    expect(screen.queryByLabelText('Card Number')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });
});
