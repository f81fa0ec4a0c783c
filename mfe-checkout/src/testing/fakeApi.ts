import type { Cart, OrderResponse, Product } from '@kingside/contracts';
import { readFetchCall, type FetchCall } from '@kingside/ui/testing';

export type FakeCall = FetchCall;

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

/**
 * A stand-in for the api behind `fetch`, recording every call: enough of Response for the shared base
 * query (ok, status, statusText, headers, text()).
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    const { url } = call;
    calls.push(call);
    // An exact route first, then one for the path with any query (`GET /api/products?*`).
    const handler = routes[`${call.method} ${url}`] ?? routes[`${call.method} ${url.split('?')[0]}?*`];
    const reply = handler ? await handler(call) : { status: 404, body: { message: 'Not found' } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(text || null, { status: reply.status, headers: reply.headers });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}

/**
 * `GET /api/products?ids=` as the api answers it (docs/spec.md §7.12): the products among the ids that are on sale,
 * once each, in id order; an id not in `onSale` is simply absent.
 */
export const productsByIds =
  (onSale: readonly Product[]): Handler =>
  (call) => {
    const ids = new Set((new URL(call.url, 'http://site.test').searchParams.get('ids') ?? '').split(',').map(Number));
    return { status: 200, body: onSale.filter((product) => ids.has(product.id)).sort((a, b) => a.id - b.id) };
  };

export const CART_ID = '0b9a4c52-3f1e-4d7a-9c39-5f6a1c2b3d4e';
export const NEW_CART_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

export const PRODUCTS: Product[] = [
  { id: 1, name: 'Club Set', description: 'd', imageUrl: '/images/products/1.svg', price: 2500, inStock: true, category: 'Chess Sets' },
  { id: 2, name: 'Scorebook', description: 'd', imageUrl: '/images/products/2.svg', price: 999, inStock: true, category: 'Accessories' },
];

export const CART: Cart = {
  id: CART_ID,
  items: [
    { productId: 1, quantity: 1 },
    { productId: 2, quantity: 2 },
  ],
};

/** The order the api answers a checkout with (pending, as placed). */
export const PLACED_ORDER: OrderResponse = {
  id: 41,
  status: 'pending',
  subtotal: 4498,
  shipping: 999,
  totalAmount: 5497,
  items: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};
