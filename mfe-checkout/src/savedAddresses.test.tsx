import './testing/jsdomPolyfills';
import { ADDRESS_API, API, MAX_SAVED_ADDRESSES, productsByIdsPath, type SavedAddress } from '@kingside/contracts';
import { AppProviders, cartIdChanged, makeStore, MemoryRouter, signedIn } from '@kingside/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import CheckoutPage from './CheckoutPage';
import { ADDRESS_COPY } from './checkout/copy';
import { CART, CART_ID, fakeApi, NEW_CART_ID, PLACED_ORDER, PRODUCTS } from './testing/fakeApi';

/*
 * Checkout and the member's address book (issue 44, docs/spec.md §2.10): a signed-in member chooses a saved address to
 * fill the form, and can ask to save a new one with the order; a guest's checkout is as it was.
 */

const TOKEN = 'm'.repeat(43);
const HOME: SavedAddress = { id: 3, customerName: 'Ada Lovelace', customerAddress: '12 Analytical Row, London', version: 1 };
const WORK: SavedAddress = { id: 5, customerName: 'Ada King', customerAddress: '1 Engine House\nLondon', version: 2 };

const baseRoutes = {
  [`GET ${API.cart(CART_ID)}`]: () => ({ status: 200, body: CART }),
  [`GET ${productsByIdsPath([1, 2])}`]: () => ({ status: 200, body: PRODUCTS }),
  [`POST ${API.carts}`]: () => ({ status: 201, body: { id: NEW_CART_ID } }),
  [`POST ${API.orders}`]: () => ({ status: 201, body: PLACED_ORDER }),
};

function renderCheckout(token: string | null) {
  const store = makeStore();
  store.dispatch(cartIdChanged(CART_ID));
  if (token) store.dispatch(signedIn(token));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
function fillTheRest() {
  type('Email Address', 'ada@example.com');
  type('Card Number', '4242424242424242');
  type('Expiry Date', '12/29');
  type('CVV', '123');
}
const sentOrder = (api: ReturnType<typeof fakeApi>) => api.callsTo('POST', API.orders)[0]!.body as Record<string, unknown>;

beforeEach(() => localStorage.clear());

describe("a signed-in member's address book at checkout", () => {
  it('offers the saved addresses; choosing one fills the name and address and says so', async () => {
    const api = fakeApi({ ...baseRoutes, [`GET ${ADDRESS_API.list}`]: () => ({ status: 200, body: [HOME, WORK] }) });
    renderCheckout(TOKEN);
    const group = await screen.findByRole('group', { name: ADDRESS_COPY.savedAddresses });
    expect(api.callsTo('GET', ADDRESS_API.list)[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    const buttons = within(group).getAllByRole('button', { name: ADDRESS_COPY.useAddress });
    expect(buttons).toHaveLength(2);
    // Each button is described by its address, so a screen reader tells them apart.
    expect(buttons[1]!.getAttribute('aria-describedby')).toBe('saved-address-5');
    expect(document.getElementById('saved-address-5')!.textContent).toBe('Ada King1 Engine House\nLondon');
    expect(buttons[1]!.getAttribute('type')).toBe('button');

    fireEvent.click(buttons[1]!);
    expect(field('Full Name').value).toBe(WORK.customerName);
    expect(field('Shipping Address').value).toBe(WORK.customerAddress);
    expect(within(group).getByRole('status').textContent).toBe(ADDRESS_COPY.filledIn);
    // An address already in the book is not offered for saving again.
    expect(screen.queryByLabelText(ADDRESS_COPY.saveAddress)).toBeNull();

    fillTheRest();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(sentOrder(api)).toMatchObject({ customerName: WORK.customerName, customerAddress: WORK.customerAddress });
    expect(sentOrder(api)).not.toHaveProperty('saveAddress');
  });

  it('saves a new address with the order when the member ticks "Save this address"', async () => {
    const api = fakeApi({ ...baseRoutes, [`GET ${ADDRESS_API.list}`]: () => ({ status: 200, body: [HOME] }) });
    renderCheckout(TOKEN);
    await screen.findByRole('group', { name: ADDRESS_COPY.savedAddresses });
    type('Full Name', 'Ada Lovelace');
    type('Shipping Address', '  7 Babbage Court, Cambridge ');
    const save = field(ADDRESS_COPY.saveAddress);
    expect(save.type).toBe('checkbox');
    expect(save.checked).toBe(false);
    fireEvent.click(save);
    fillTheRest();
    fireEvent.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByRole('heading', { name: 'Order Placed Successfully!' });
    expect(sentOrder(api)).toMatchObject({ customerAddress: '7 Babbage Court, Cambridge', saveAddress: true });
  });

  it('says when the book is full instead of offering to save', async () => {
    const full = Array.from({ length: MAX_SAVED_ADDRESSES }, (_, i) => ({ ...HOME, id: i + 1, customerAddress: `${i + 1} Row` }));
    fakeApi({ ...baseRoutes, [`GET ${ADDRESS_API.list}`]: () => ({ status: 200, body: full }) });
    renderCheckout(TOKEN);
    await screen.findByRole('group', { name: ADDRESS_COPY.savedAddresses });
    type('Shipping Address', '7 Babbage Court, Cambridge');
    expect(screen.getByText(`Your address book is full (${MAX_SAVED_ADDRESSES} addresses): this address will not be saved.`)).toBeTruthy();
    expect(screen.queryByLabelText(ADDRESS_COPY.saveAddress)).toBeNull();
  });

  it('leaves the form as a guest sees it when the book cannot be read', async () => {
    fakeApi({ ...baseRoutes, [`GET ${ADDRESS_API.list}`]: () => ({ status: 500, body: { message: 'no' } }) });
    renderCheckout(TOKEN);
    await screen.findByLabelText('Card Number');
    await waitFor(() => expect(screen.getByLabelText(ADDRESS_COPY.saveAddress)).toBeTruthy());
    expect(screen.queryByRole('group', { name: ADDRESS_COPY.savedAddresses })).toBeNull();
  });
});

it('shows a guest the checkout as before: no address book, no saving, no call for one', async () => {
  const api = fakeApi(baseRoutes);
  renderCheckout(null);
  await screen.findByLabelText('Card Number');
  expect(screen.queryByRole('group', { name: ADDRESS_COPY.savedAddresses })).toBeNull();
  expect(screen.queryByLabelText(ADDRESS_COPY.saveAddress)).toBeNull();
  expect(api.callsTo('GET', ADDRESS_API.list)).toEqual([]);
});
