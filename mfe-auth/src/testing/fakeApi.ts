import { readFetchCall, type FetchCall } from '@kingside/ui/testing';

export type FakeCall = FetchCall;

/** A reply: JSON `body`, or `text` for an unreadable (non-JSON) body, or `network` for a failed fetch. */
export type Reply = { status: number; body?: unknown; text?: string; statusText?: string } | { network: true };
type Handler = (call: FakeCall) => Reply | Promise<Reply>;

/**
 * A stand-in for the api behind `fetch`, recording every call: enough of Response for the shared base
 * query (ok, status, statusText, text()).
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    const reply = handler ? await handler(call) : { status: 404, body: { message: 'Not found' } };
    if ('network' in reply) throw new TypeError('Failed to fetch');
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text || null, { status: reply.status, statusText: reply.statusText ?? '' });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, callsTo: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}

/** A promise you resolve from the test, to hold a request pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
