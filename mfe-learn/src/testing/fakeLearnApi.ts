import { readFetchCall, type FetchCall } from '@kingside/ui/testing';

export type FakeCall = FetchCall;

export type Reply = { status: number; body?: unknown };
type Handler = Reply | ((call: FakeCall) => Reply | Promise<Reply>);

/**
 * The api behind `fetch` for the lessons' and training's tests, by "METHOD /path" (a path with a query matches its
 * own entry, else the path's; 404 for anything else), recording every call
 * with its headers and JSON body. A handler is an answer or a function of the call.
 */
export function fakeLearnApi(routes: Record<string, Handler>) {
  const original = globalThis.fetch;
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push(call);
    // The exact URL first; else its path alone, for a route whose query the test reads from the call (?exclude=).
    const handler = routes[`${call.method} ${call.url}`] ?? routes[`${call.method} ${call.url.split('?')[0]}`];
    const reply =
      handler === undefined
        ? { status: 404, body: { message: 'Not found' } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return {
    calls,
    callsTo: (method: string, url: string) => calls.filter((call) => call.method === method && call.url === url),
    restore: () => void (globalThis.fetch = original),
  };
}

export const ok = (body: unknown): Reply => ({ status: 200, body });
