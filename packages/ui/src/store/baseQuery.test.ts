import { kingsideBaseQuery, serverMessage } from './baseQuery';

/** Every request sent, as the server would receive it. */
function mockFetch(status: number, body: string, statusText = '') {
  const calls: Request[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push(new Request(input, init));
    return new Response(body || null, { status, statusText });
  }) as typeof fetch;
  return calls;
}

const api = { signal: new AbortController().signal } as Parameters<typeof kingsideBaseQuery>[1];

describe('the one base query (docs/spec.md §7)', () => {
  it('includes cookies and sends no JSON content type without a body', async () => {
    const calls = mockFetch(200, '[]');
    await kingsideBaseQuery('/api/lessons', api, {});
    expect(calls[0]?.credentials).toBe('include');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });

  it('sends a JSON content type with a body', async () => {
    const calls = mockFetch(201, '{"id":"x"}');
    const result = await kingsideBaseQuery({ url: '/api/cart/x/items', method: 'POST', body: { productId: 1, quantity: 1 } }, api, {});
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await calls[0]?.text()).toBe('{"productId":1,"quantity":1}');
    expect(result.data).toEqual({ id: 'x' });
  });

  it("passes on a success's status and headers, for the endpoints that read them (X-Total-Count)", async () => {
    globalThis.fetch = jest.fn(async () => new Response('[]', { status: 200, headers: { 'X-Total-Count': '30' } })) as typeof fetch;
    const result = await kingsideBaseQuery('/api/me/orders', api, {});
    expect(result.data).toEqual([]);
    expect(result.meta?.status).toBe(200);
    expect(result.meta?.headers.get('X-Total-Count')).toBe('30');
  });

  it('builds the error message from the status and the response text, or the status text', async () => {
    mockFetch(409, '{"message":"Prices have changed. Please review your cart."}');
    const withText = await kingsideBaseQuery('/api/orders', api, {});
    expect(withText.error?.message).toBe('409: {"message":"Prices have changed. Please review your cart."}');
    expect(serverMessage(withText.error, 'fallback')).toBe('Prices have changed. Please review your cart.');

    mockFetch(503, '', 'Service Unavailable');
    const withoutText = await kingsideBaseQuery('/api/orders', api, {});
    expect(withoutText.error?.message).toBe('503: Service Unavailable');
    expect(serverMessage(withoutText.error, 'fallback')).toBe('fallback');
  });

  it('throws on 401 by default and answers null when asked', async () => {
    mockFetch(401, '{"message":"Unauthorized"}');
    expect((await kingsideBaseQuery('/api/auth/me', api, {})).error?.status).toBe(401);
    expect(await kingsideBaseQuery({ url: '/api/auth/me', on401: 'returnNull' }, api, {})).toEqual({ data: null });
  });
});
