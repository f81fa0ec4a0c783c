import { fetchBaseQuery, type BaseQueryFn, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

/** How every call fails (docs/spec.md §8): the message is "{status}: {response text or status text}". */
export interface ApiError {
  status: number;
  message: string;
  /** the parsed JSON body when there was one, e.g. the server's `{message}` */
  data?: unknown;
}

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON, or FormData for an upload (the browser writes its multipart Content-Type) */
  body?: unknown;
  headers?: Record<string, string>;
  /** docs/spec.md §7: a 401 either throws (default) or answers null */
  on401?: 'throw' | 'returnNull';
}

/**
 * What a successful answer carries besides its body, in an endpoint's `transformResponse(body, meta)`:
 * its status and headers (a list's total in X-Total-Count, docs/architecture.md §2.3).
 */
export interface ResponseMeta {
  status: number;
  headers: Headers;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * RTK Query's fetchBaseQuery does the request: cookies always included, a JSON content type and body only when
 * there is a JSON body. It reads the answer as text, because a failure's message quotes the text as sent.
 */
const fetchText = fetchBaseQuery({
  credentials: 'include',
  responseHandler: 'text',
  prepareHeaders: (headers) => {
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    return headers;
  },
});

/** fetchBaseQuery's outcome in the site's terms: a parsed body and its ResponseMeta, or an ApiError. */
function toApiResult(result: {
  data?: unknown;
  error?: FetchBaseQueryError;
  meta?: FetchBaseQueryMeta;
}): { data: unknown; meta: ResponseMeta } | { error: ApiError } {
  const { error, meta } = result;
  const response = meta?.response;
  if (error) {
    if (typeof error.status !== 'number') {
      // No answer at all (FETCH_ERROR), or one that could not be read.
      const cause = 'error' in error ? error.error : 'Network error';
      return { error: { status: 0, message: `0: ${cause}` } };
    }
    const text = typeof error.data === 'string' ? error.data : '';
    return { error: { status: error.status, message: `${error.status}: ${text || response?.statusText || ''}`, data: parseJson(text) } };
  }
  const text = typeof result.data === 'string' ? result.data : '';
  return { data: parseJson(text) ?? null, meta: { status: response?.status ?? 200, headers: response?.headers ?? new Headers() } };
}

/**
 * The one way the browser talks to the api (docs/spec.md §7): fetchBaseQuery, with the site's error shape
 * ("{status}: {text}", the parsed `{message}` in `data`) and a 401 that can answer null instead of failing.
 */
export const kingsideBaseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError, object, ResponseMeta> = async (
  args,
  api,
  extraOptions,
) => {
  const { on401 = 'throw', ...request } = typeof args === 'string' ? { url: args } : args;
  const result = await fetchText(request, api, extraOptions);
  if (on401 === 'returnNull' && result.error?.status === 401) return { data: null };
  return toApiResult(result);
};

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * What to show for a failed call: the server's own `{message}` when it sent one, the fallback of the
 * spec otherwise (docs/spec.md §8: "Login failed" with server message; default ...).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error)) {
    const data = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message) {
      return data.message;
    }
  }
  return fallback;
}

/** The HTTP status of a failed call, or undefined when it was not an api error. */
export function errorStatus(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/** `Authorization: Bearer …` from a stored token, or nothing. */
export function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}
