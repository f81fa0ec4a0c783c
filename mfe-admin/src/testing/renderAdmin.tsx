import './polyfills';
import { STORAGE_KEYS, type AdminUser } from '@kingside/contracts';
import { AppProviders, makeStore, MemoryRouter, Route, Routes, useLocation, useNavigate } from '@kingside/ui';
import { readFetchCall, type FetchCall } from '@kingside/ui/testing';
import { render } from '@testing-library/react';
import AdminLogin from '../AdminLogin';
import AdminRoutes from '../AdminRoutes';

export type FakeCall = FetchCall;

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** raw text instead of JSON */
  text?: string;
  /** resolves only when this promise does (to see pending states) */
  until?: Promise<void>;
  /** response headers (X-Total-Count, ETag, …) */
  headers?: Record<string, string>;
}

type Handler = (call: FakeCall) => FakeAnswer | undefined;

/**
 * A stand-in for the api: `fetch` answered by `handler` (404 for anything it does not answer), with every
 * call recorded.
 */
export function fakeApi(handler: Handler) {
  const calls: FakeCall[] = [];
  globalThis.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const call = await readFetchCall(input, init);
    calls.push(call);
    const answer = handler(call) ?? { status: 404, body: { message: 'No such API route' } };
    if (answer.until) await answer.until;
    const status = answer.status ?? 200;
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(text || null, { status, headers: answer.headers });
  }) as typeof fetch;
  return calls;
}

export const ADMIN: AdminUser = { id: 1, username: 'admin', email: 'admin@kingside.example', role: 'admin', twoFactorEnabled: false };
export const TOKEN = 'T'.repeat(43);

export function storeSignIn(user: AdminUser = ADMIN, token: string | null = TOKEN) {
  if (token) localStorage.setItem(STORAGE_KEYS.adminToken, token);
  localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(user));
}

/** Where the router is (path and query), and the browser's Back as the router sees it (navigate(-1)). */
function Location() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{location.pathname}</output>
      <output data-testid="search">{location.search}</output>
      <button type="button" data-testid="history-back" onClick={() => navigate(-1)}>
        History back
      </button>
    </>
  );
}

/** The admin remote's two modules, mounted as the shell mounts them, at `path`. */
export function renderAdmin(path: string) {
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/login" element={<AdminLogin />} />
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A promise and its resolver, to hold an answer back. */
export function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
