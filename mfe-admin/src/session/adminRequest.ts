import { bearer, type ApiError } from '@kingside/ui';
import { readAdminSession } from './adminSession';

/**
 * A call to the admin api that needs more than the site's one base query gives: PATCH, multipart bodies, and
 * the response's headers (X-Total-Count, ETag), which that base query does not pass on. Endpoints that use it
 * read the headers in their `transformResponse(body, meta)`. Failures have the base query's shape (ApiError:
 * "{status}: {text}", the parsed `{message}` in `data`), so serverMessage, errorStatus and the sign-out on
 * 401/403 treat them alike.
 */
export interface AdminRequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** JSON, or FormData for an upload (the browser writes its multipart Content-Type) */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ResponseMeta {
  status: number;
  headers: Headers;
}

export type AdminResult<T> = { data: T; meta: ResponseMeta } | { error: ApiError };

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The stored admin token, read at the moment of the call (another tab may have signed out meanwhile). */
function adminToken(): string | null {
  const session = readAdminSession();
  return session.status === 'signedIn' ? session.token : null;
}

export async function adminRequest(args: AdminRequestArgs, signal?: AbortSignal): Promise<AdminResult<unknown>> {
  const { url, method = 'GET', body, headers = {} } = args;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...bearer(adminToken()), ...headers },
  };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    return { error: { status: 0, message: `0: ${cause instanceof Error ? cause.message : 'Network error'}` } };
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    return { error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data: parseJson(text) } };
  }
  return { data: parseJson(text) ?? null, meta: { status: response.status, headers: response.headers } };
}

/**
 * An RTK Query `queryFn` from a request and a `transformResponse(body, meta, arg)`: the shape of a `query`
 * endpoint, with the response's headers in `meta`.
 */
export function viaAdminRequest<Arg, Result>(
  request: (arg: Arg) => AdminRequestArgs,
  transformResponse: (body: unknown, meta: ResponseMeta, arg: Arg) => Result,
) {
  return async (arg: Arg, { signal }: { signal: AbortSignal }): Promise<{ data: Result; meta: ResponseMeta } | { error: ApiError }> => {
    const result = await adminRequest(request(arg), signal);
    if ('error' in result) return result;
    return { data: transformResponse(result.data, result.meta, arg), meta: result.meta };
  };
}
