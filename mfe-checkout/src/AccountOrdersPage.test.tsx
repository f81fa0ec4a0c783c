import './testing/jsdomPolyfills';
import { ORDER_API, ROUTES, STORAGE_KEYS, TOTAL_COUNT_HEADER, type MemberOrder } from '@kingside/contracts';
import { AppProviders, makeStore, MemoryRouter, Route, Routes, signedIn, useLocation, useNavigate } from '@kingside/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AccountOrdersPage from './AccountOrdersPage';
import { orderHeadingId } from './orders/MemberOrderCard';
import { fakeApi } from './testing/fakeApi';

const TOKEN = 'k'.repeat(43);
const pageUrl = (offset: number) => `${ORDER_API.mine}?limit=25&offset=${offset}`;

const NEWEST: MemberOrder = {
  id: 12,
  createdAt: '2026-03-14T10:05:00.000Z',
  status: 'shipped',
  subtotal: 4498,
  shipping: 999,
  totalAmount: 5497,
  lines: [
    { productId: 1, name: 'Club Set', quantity: 1, price: 2500 },
    { productId: 2, name: 'Scorebook', quantity: 2, price: 999 },
  ],
};
const OLDER: MemberOrder = {
  id: 7,
  createdAt: '2026-01-02T18:00:00.000Z',
  status: 'pending',
  subtotal: 6000,
  shipping: 0,
  totalAmount: 6000,
  lines: [{ productId: 3, name: 'Tournament Clock', quantity: 1, price: 6000 }],
};

/** `count` orders, newest (highest number) first, ids from `firstId` down; lineless, to keep long pages quick to draw. */
const manyOrders = (count: number, firstId: number): MemberOrder[] =>
  Array.from({ length: count }, (_, i) => ({ ...OLDER, id: firstId - i, lines: [] }));

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

/** The page at /account/orders after /shop in the history, with /auth and /shop as marker pages. */
function renderPage({ token = TOKEN as string | null } = {}) {
  const store = makeStore();
  if (token) store.dispatch(signedIn(token));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[ROUTES.shop, ROUTES.accountOrders]} initialIndex={1}>
        <Routes>
          <Route path={ROUTES.accountOrders} element={<AccountOrdersPage />} />
          <Route path={ROUTES.auth} element={<h1>Sign-in page</h1>} />
          <Route path={ROUTES.shop} element={<h1>Shop page</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const location = () => screen.getByTestId('location').textContent;

// With a page of 25 orders on screen, role queries (which compute every element's role and name) take seconds
// on a busy machine: these find the few things the paging tests press or check directly.
const loadMoreButton = () => screen.queryByText('Load more')?.closest('button') ?? null;
const orderHeading = (id: number) => document.getElementById(orderHeadingId(id));

beforeEach(() => {
  localStorage.clear();
  document.title = '';
});

describe('/account/orders', () => {
  it("lists the member's orders, newest first, each with number, date, status, lines and totals", async () => {
    const api = fakeApi({ [`GET ${pageUrl(0)}`]: () => ({ status: 200, body: [NEWEST, OLDER], headers: { [TOTAL_COUNT_HEADER]: '2' } }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeTruthy();
    expect(document.title).toBe('My Orders - Kingside Academy');

    const orders = await screen.findAllByTestId('member-order');
    expect(orders.map((order) => within(order).getByRole('heading', { level: 2 }).textContent)).toEqual(['Order #12', 'Order #7']);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);

    const [newest, older] = orders as [HTMLElement, HTMLElement];
    expect(within(newest).getByText(/^Placed on/).textContent).toBe('Placed on March 14, 2026');
    expect(within(newest).getByText('March 14, 2026').getAttribute('datetime')).toBe(NEWEST.createdAt);
    expect(within(newest).getByTestId('order-status').textContent).toBe('Shipped');
    expect(within(newest).getByText('Status:')).toBeTruthy();
    const table = within(newest).getByRole('table', { name: 'Items in order #12' });
    // jsdom applies no media query: it is a phone here, where the line total (shown from 640px) is hidden.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Quantity', 'Unit price']);
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Quantity', 'Unit price', 'Line total']);
    expect(
      within(newest)
        .getAllByTestId('order-line')
        .map((row) => Array.from(row.children).map((cell) => cell.textContent)),
    ).toEqual([
      ['Club Set', '1', '$25.00', '$25.00'],
      ['Scorebook', '2', '$9.99', '$19.98'],
    ]);
    expect(within(newest).getByTestId('subtotal').textContent).toBe('$44.98');
    expect(within(newest).getByTestId('shipping').textContent).toBe('$9.99');
    expect(within(newest).getByTestId('total').textContent).toBe('$54.97');

    expect(within(older).getByText(/^Placed on/).textContent).toBe('Placed on January 2, 2026');
    expect(within(older).getByTestId('order-status').textContent).toBe('Pending');
    expect(within(older).getByTestId('shipping').textContent).toBe('Free');
    expect(within(older).getByTestId('total').textContent).toBe('$60.00');
    // One page holds them all: nothing to page through.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('shows placeholders while the orders load', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => undefined;
    fakeApi({ [`GET ${pageUrl(0)}`]: () => new Promise((resolve) => (release = resolve)) });
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe('Loading your orders');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
    await act(async () => release({ status: 200, body: [NEWEST] }));
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeTruthy();
    expect(screen.queryByText('Loading your orders')).toBeNull();
  });

  it('says so kindly when the member has not ordered anything, with a way to the shop', async () => {
    fakeApi({ [`GET ${pageUrl(0)}`]: () => ({ status: 200, body: [], headers: { [TOTAL_COUNT_HEADER]: '0' } }) });
    renderPage();
    expect(await screen.findByText('You have not ordered anything yet.')).toBeTruthy();
    const shop = screen.getByRole('link', { name: 'Start Shopping' });
    expect(shop.getAttribute('href')).toBe(ROUTES.shop);
    fireEvent.click(shop);
    expect(location()).toBe(ROUTES.shop);
  });

  it('says the orders could not be loaded, and Try again asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const replies = [
      { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
      { status: 200, body: [NEWEST], headers: { [TOTAL_COUNT_HEADER]: '1' } },
    ];
    const api = fakeApi({ [`GET ${pageUrl(0)}`]: () => replies.shift()! });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your orders could not be loaded. Please try again.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order #12' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls).toHaveLength(2);
    jest.mocked(console.error).mockRestore();
  });

  it('sends a member whose token the api refuses (401) to /auth, in place of the page, signed out', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [`GET ${pageUrl(0)}`]: () => ({ status: 401, body: { message: 'Authentication required' } }) });
    const store = renderPage();
    await waitFor(() => expect(location()).toBe(ROUTES.auth));
    expect(screen.getByRole('heading', { name: 'Sign-in page' })).toBeTruthy();
    expect(screen.queryByText('Your orders could not be loaded. Please try again.')).toBeNull();
    expect(store.getState().session.authToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    // Replaced, not pushed: Back returns to the page before, not to the orders.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe(ROUTES.shop));
    jest.mocked(console.error).mockRestore();
  });

  it('sends a signed-out visitor to /auth without asking the api', async () => {
    const api = fakeApi({});
    renderPage({ token: null });
    await waitFor(() => expect(location()).toBe(ROUTES.auth));
    expect(api.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe(ROUTES.shop));
  });

  it('pages with Load more, moving focus to the first order it brought', async () => {
    const api = fakeApi({
      [`GET ${pageUrl(0)}`]: () => ({ status: 200, body: manyOrders(25, 40), headers: { [TOTAL_COUNT_HEADER]: '27' } }),
      [`GET ${pageUrl(25)}`]: () => ({ status: 200, body: manyOrders(2, 15), headers: { [TOTAL_COUNT_HEADER]: '27' } }),
    });
    renderPage();
    expect(await screen.findAllByTestId('member-order')).toHaveLength(25);
    expect(screen.getByText('Showing 25 of 27 orders').getAttribute('role')).toBe('status');
    fireEvent.click(loadMoreButton()!);
    await waitFor(() => expect(screen.getAllByTestId('member-order')).toHaveLength(27));
    expect(api.calls.map((call) => call.url)).toEqual([pageUrl(0), pageUrl(25)]);
    expect(api.calls[1]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(document.activeElement).toBe(orderHeading(15)));
    expect(orderHeading(15)?.textContent).toBe('Order #15');
    expect(screen.getByText('Showing 27 of 27 orders')).toBeTruthy();
    expect(loadMoreButton()).toBeNull();
  });

  it('says "Loading..." on the button while the next page loads, which keeps its focus and ignores presses', async () => {
    let release: (reply: { status: number; body: unknown; headers: Record<string, string> }) => void = () => undefined;
    const api = fakeApi({
      [`GET ${pageUrl(0)}`]: () => ({ status: 200, body: manyOrders(25, 40), headers: { [TOTAL_COUNT_HEADER]: '26' } }),
      [`GET ${pageUrl(25)}`]: () => new Promise((resolve) => (release = resolve)),
    });
    renderPage();
    await screen.findAllByTestId('member-order');
    const button = loadMoreButton()!;
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Loading...'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    await act(async () => release({ status: 200, body: manyOrders(1, 15), headers: { [TOTAL_COUNT_HEADER]: '26' } }));
    await waitFor(() => expect(screen.getAllByTestId('member-order')).toHaveLength(26));
    expect(api.calls.filter((call) => call.url === pageUrl(25))).toHaveLength(1);
  });

  it('keeps the orders shown when the next page fails, and Try again loads it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const nextReplies = [
      { status: 503, body: { message: 'The service is temporarily unavailable. Please try again shortly.' } },
      { status: 200, body: manyOrders(1, 15), headers: { [TOTAL_COUNT_HEADER]: '26' } },
    ];
    fakeApi({
      [`GET ${pageUrl(0)}`]: () => ({ status: 200, body: manyOrders(25, 40), headers: { [TOTAL_COUNT_HEADER]: '26' } }),
      [`GET ${pageUrl(25)}`]: () => nextReplies.shift()!,
    });
    renderPage();
    await screen.findAllByTestId('member-order');
    fireEvent.click(loadMoreButton()!);
    const failed = await screen.findByText('Your orders could not be loaded. Please try again.');
    const alert = failed.closest('[role="alert"]') as HTMLElement;
    expect(alert).not.toBeNull();
    expect(screen.getAllByTestId('member-order')).toHaveLength(25);
    fireEvent.click(within(alert).getByText('Try again'));
    await waitFor(() => expect(screen.getAllByTestId('member-order')).toHaveLength(26));
    expect(screen.queryByText('Your orders could not be loaded. Please try again.')).toBeNull();
    jest.mocked(console.error).mockRestore();
  });

  it('shows an order once when newer orders pushed it onto the next page', async () => {
    fakeApi({
      [`GET ${pageUrl(0)}`]: () => ({ status: 200, body: manyOrders(25, 40), headers: { [TOTAL_COUNT_HEADER]: '27' } }),
      // A new order came meanwhile: the next page starts with the last one already shown.
      [`GET ${pageUrl(25)}`]: () => ({ status: 200, body: manyOrders(3, 16), headers: { [TOTAL_COUNT_HEADER]: '28' } }),
    });
    renderPage();
    await screen.findAllByTestId('member-order');
    fireEvent.click(loadMoreButton()!);
    await waitFor(() => expect(orderHeading(14)).not.toBeNull());
    expect(screen.getAllByText('Order #16')).toHaveLength(1);
    expect(screen.getAllByTestId('member-order')).toHaveLength(27);
  });
});
