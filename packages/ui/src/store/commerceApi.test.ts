import { API, IDEMPOTENCY_HEADER, type OrderRequest } from '@kingside/contracts';
import { fakeApi } from '../testing/renderWithSite';
import { commerceApi } from './commerceApi';
import { makeStore } from './store';

describe('creating a cart', () => {
  it('knows the new cart is empty without asking the server for it again', async () => {
    const server = fakeApi({ [API.carts]: { id: 'new-cart' } });
    try {
      const store = makeStore();
      const { id } = await store.dispatch(commerceApi.endpoints.createCart.initiate()).unwrap();
      // What the shell does next: the new id goes to the header, which reads the cart.
      const cart = await store.dispatch(commerceApi.endpoints.getCart.initiate(id)).unwrap();
      expect(cart).toEqual({ id: 'new-cart', items: [] });
      expect(server.requests).toEqual([API.carts]);
    } finally {
      server.restore();
    }
  });

  it('asks for any other cart', async () => {
    const server = fakeApi({ [API.cart('known')]: { id: 'known', items: [{ productId: 1, quantity: 2 }] } });
    try {
      const store = makeStore();
      const cart = await store.dispatch(commerceApi.endpoints.getCart.initiate('known')).unwrap();
      expect(cart.items).toHaveLength(1);
      expect(server.requests).toEqual([API.cart('known')]);
    } finally {
      server.restore();
    }
  });
});

describe('placing an order', () => {
  const ORDER: OrderRequest = {
    customerName: 'Ada',
    customerEmail: 'ada@example.com',
    customerAddress: '1 Road',
    totalAmount: 3499,
    items: [{ productId: 1, quantity: 1, price: 2500 }],
  };

  /** Places ORDER and returns the headers POST /api/orders was sent with. */
  async function headersSent(memberToken: string | null): Promise<Headers> {
    const sent: Headers[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init).headers);
      return new Response(JSON.stringify({ id: 1 }), { status: 201 });
    }) as typeof fetch;
    try {
      await makeStore()
        .dispatch(commerceApi.endpoints.placeOrder.initiate({ order: ORDER, idempotencyKey: 'key-1', memberToken }))
        .unwrap();
    } finally {
      globalThis.fetch = original;
    }
    expect(sent).toHaveLength(1);
    return sent[0] as Headers;
  }

  it("carries a signed-in member's token, so the api links the order to them", async () => {
    const headers = await headersSent('m'.repeat(43));
    expect(headers.get('Authorization')).toBe(`Bearer ${'m'.repeat(43)}`);
    expect(headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
  });

  it("sends a guest's order without any Authorization header", async () => {
    const headers = await headersSent(null);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
  });
});
