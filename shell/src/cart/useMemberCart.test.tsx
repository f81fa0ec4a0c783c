import { API, MARKETING_API } from '@kingside/contracts';
import { AppProviders, cartIdChanged, makeStore, signedIn, signedOut } from '@kingside/ui';
import { readFetchCall, type FetchCall } from '@kingside/ui/testing';
import { act, render, waitFor } from '@testing-library/react';
import { useMemberCart } from './useMemberCart';

/* The cart a signed-in member's browser holds is sent to the api once (docs/spec.md §7.20): never for a guest. */

const CART = '0b9a4c52-3f1e-4d7a-9c39-5f6a1c2b3d4e';
const TOKEN = 'c'.repeat(43);
let calls: FetchCall[];
const original = globalThis.fetch;

beforeEach(() => {
  localStorage.clear();
  calls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push(call);
    if (call.method === 'GET' && call.url === API.cart(CART)) return new Response(JSON.stringify({ id: CART, items: [] }), { status: 200 });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
});
afterEach(() => {
  globalThis.fetch = original;
});

function Probe() {
  useMemberCart();
  return null;
}

function renderWith(token: string | null) {
  const store = makeStore();
  store.dispatch(cartIdChanged(CART));
  if (token) store.dispatch(signedIn(token));
  const view = render(
    <AppProviders store={store}>
      <Probe />
    </AppProviders>,
  );
  return { store, view };
}

const links = () => calls.filter((call) => call.method === 'PUT' && call.url === MARKETING_API.memberCart);

describe('useMemberCart', () => {
  it("sends a signed-in member's cart once the api knows it, once", async () => {
    const { store, view } = renderWith(TOKEN);
    await waitFor(() => expect(links()).toHaveLength(1));
    expect(links()[0]).toEqual(
      expect.objectContaining({ body: { cartId: CART }, headers: expect.objectContaining({ Authorization: `Bearer ${TOKEN}` }) }),
    );
    view.rerender(
      <AppProviders store={store}>
        <Probe />
      </AppProviders>,
    );
    expect(links()).toHaveLength(1);
  });

  it('sends nothing for a guest, and sends once a member signs in', async () => {
    const { store } = renderWith(null);
    await waitFor(() => expect(calls.some((call) => call.url === API.cart(CART))).toBe(true));
    expect(links()).toEqual([]);
    act(() => void store.dispatch(signedIn(TOKEN)));
    await waitFor(() => expect(links()).toHaveLength(1));
    act(() => void store.dispatch(signedOut()));
    expect(links()).toHaveLength(1);
  });
});
