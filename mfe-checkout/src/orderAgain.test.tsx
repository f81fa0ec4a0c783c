import './testing/jsdomPolyfills';
import {
  API,
  ORDER_API,
  ROUTES,
  TOTAL_COUNT_HEADER,
  productsByIdsPath,
  type MemberOrder,
  type OrderAgainResult,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { AppProviders, cartIdChanged, makeStore, MemoryRouter, Route, Routes, signedIn } from '@kingside/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AccountOrdersPage from './AccountOrdersPage';
import CartPage from './CartPage';
import { ORDERS_COPY } from './orders/copy';
import { CART_ID, fakeApi, NEW_CART_ID, PRODUCTS } from './testing/fakeApi';

/*
 * Order again on /account/orders (issue 44, docs/spec.md §2.25): the api fills the member's cart at today's prices and
 * stock, the browser goes to /cart, which says what was left out or capped; an order none of whose products can be had
 * says so where it is.
 */

const TOKEN = 'k'.repeat(43);
const ORDER: MemberOrder = {
  id: 12,
  createdAt: '2026-03-14T10:05:00.000Z',
  status: 'delivered',
  subtotal: 4498,
  shipping: 999,
  totalAmount: 5497,
  lines: [
    { productId: 1, name: 'Club Set', quantity: 1, price: 2000 },
    { productId: 2, name: 'Scorebook', quantity: 4, price: 999 },
    { productId: 3, name: 'Tournament Clock', quantity: 1, price: 6000 },
    { productId: 4, name: 'Endgame Book', quantity: 1, price: 1500 },
  ],
};
const FILLED: OrderAgainResult = {
  orderId: 12,
  cart: {
    id: CART_ID,
    items: [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
    ],
  },
  lines: [
    { productId: 1, name: 'Club Set', ordered: 1, added: 1, inCart: 1, limitedBy: null },
    { productId: 2, name: 'Scorebook', ordered: 4, added: 2, inCart: 2, limitedBy: 'stock' },
  ],
  skipped: [
    { productId: 3, name: 'Tournament Clock', reason: 'unavailable' },
    { productId: 4, name: 'Endgame Book', reason: 'outOfStock' },
  ],
};
const NOTHING: OrderAgainResult = { ...FILLED, cart: { id: CART_ID, items: [] }, lines: [] };

const ordersRoute = {
  [`GET ${ORDER_API.mine}?limit=25&offset=0`]: () => ({ status: 200, body: [ORDER], headers: { [TOTAL_COUNT_HEADER]: '1' } }),
  [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: FILLED.cart }),
  [`GET ${productsByIdsPath([1, 2])}`]: () => ({ status: 200, body: PRODUCTS }),
};

function renderOrders(cartId: string | null = CART_ID) {
  const store = makeStore();
  store.dispatch(signedIn(TOKEN));
  if (cartId) store.dispatch(cartIdChanged(cartId));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[ROUTES.accountOrders]}>
        <Routes>
          <Route path={ROUTES.accountOrders} element={<AccountOrdersPage />} />
          <Route path={ROUTES.cart} element={<CartPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const orderAgainButton = async () => screen.findByRole('button', { name: ORDERS_COPY.orderAgain, description: 'Order #12' });

beforeEach(() => localStorage.clear());

describe('Order again', () => {
  it('fills the cart through the api, goes to the cart and says what was left out or capped', async () => {
    const api = fakeApi({ ...ordersRoute, [`POST ${ORDER_API.orderAgain(12)}`]: () => ({ status: 200, body: FILLED }) });
    renderOrders();
    fireEvent.click(await orderAgainButton());
    const notice = await screen.findByTestId('order-again-notice');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeTruthy();
    const [sent] = api.callsTo('POST', ORDER_API.orderAgain(12));
    expect(sent!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent!.body).toEqual({ cartId: CART_ID });
    expect(within(notice).getByText("The items of order #12 are in your cart, at today's prices.")).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tournament Clock is no longer available.', 'Endgame Book is out of stock.', 'Only 2 left of Scorebook.']);
    // The notice takes focus, so it is what a keyboard or screen-reader user meets first.
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // The cart's lines are priced from the catalogue (today's prices), as every cart.
    expect(await screen.findByText('Club Set')).toBeTruthy();
  });

  it('names the per-line limit', async () => {
    const atLimit: OrderAgainResult = {
      ...FILLED,
      lines: [{ productId: 1, name: 'Club Set', ordered: 3, added: 1, inCart: 99, limitedBy: 'lineLimit' }],
      skipped: [],
    };
    fakeApi({ ...ordersRoute, [`POST ${ORDER_API.orderAgain(12)}`]: () => ({ status: 200, body: atLimit }) });
    renderOrders();
    fireEvent.click(await orderAgainButton());
    const notice = await screen.findByTestId('order-again-notice');
    expect(within(notice).getByRole('listitem').textContent).toBe('Club Set: at most 99 per order.');
  });

  it('stays on the order and says so when none of its products can be had', async () => {
    fakeApi({ ...ordersRoute, [`POST ${ORDER_API.orderAgain(12)}`]: () => ({ status: 200, body: NOTHING }) });
    renderOrders();
    fireEvent.click(await orderAgainButton());
    const notice = await screen.findByTestId('order-again-notice');
    expect(notice.closest('[data-testid="member-order"]')).toBeTruthy();
    expect(within(notice).getByText('Nothing from order #12 could be added to your cart.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
  });

  it('reads "Adding to your cart…" while it works, and a second press sends nothing more', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => undefined;
    const api = fakeApi({ ...ordersRoute, [`POST ${ORDER_API.orderAgain(12)}`]: () => new Promise((resolve) => (release = resolve)) });
    renderOrders();
    fireEvent.click(await orderAgainButton());
    const busy = await screen.findByRole('button', { name: ORDERS_COPY.orderingAgain });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(busy);
    release({ status: 200, body: NOTHING });
    await screen.findByTestId('order-again-notice');
    expect(api.callsTo('POST', ORDER_API.orderAgain(12))).toHaveLength(1);
  });

  it('makes a cart first when the stored one is unknown to the api', async () => {
    const api = fakeApi({
      ...ordersRoute,
      [`POST ${API.carts}`]: () => ({ status: 201, body: { id: NEW_CART_ID } }),
      [`GET ${API.cart(NEW_CART_ID)}`]: () => ({ status: 200, body: { ...FILLED.cart, id: NEW_CART_ID } }),
      [`POST ${ORDER_API.orderAgain(12)}`]: (call) =>
        (call.body as { cartId: string }).cartId === CART_ID
          ? { status: 404, body: { message: API_MESSAGES.cartNotFound } }
          : { status: 200, body: { ...FILLED, cart: { ...FILLED.cart, id: NEW_CART_ID } } },
    });
    const store = renderOrders();
    fireEvent.click(await orderAgainButton());
    await screen.findByTestId('order-again-notice');
    expect(api.callsTo('POST', ORDER_API.orderAgain(12)).map((call) => call.body)).toEqual([{ cartId: CART_ID }, { cartId: NEW_CART_ID }]);
    expect(store.getState().cart.cartId).toBe(NEW_CART_ID);
  });

  it('says so in a toast when the api fails, and stays', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ ...ordersRoute, [`POST ${ORDER_API.orderAgain(12)}`]: () => ({ status: 500, body: { message: 'no' } }) });
    renderOrders();
    fireEvent.click(await orderAgainButton());
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('This order could not be added to your cart. Please try again.');
    expect(await orderAgainButton()).toBeTruthy();
    jest.mocked(console.error).mockRestore();
  });
});
