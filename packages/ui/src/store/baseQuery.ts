import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';

/** How every call fails (docs/spec.md §8): the message is "{status}: {response text or status text}". */
export interface ApiError {
  status: number;
  message: string;
  /** the parsed JSON body when there was one, e.g. the server's `{message}` */
  data?: unknown;
}

export interface RequestArgs {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
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
 * The one way the browser talks to the api (docs/spec.md §7): cookies always included, a JSON content type only
 * when there is a body, JSON parsing of the answer, and a message built from the status and the text.
 */
export const kingsideBaseQuery: BaseQueryFn<string | RequestArgs, unknown, ApiError, object, ResponseMeta> = async (args, { signal }) => {
  const { url, method = 'GET', body, headers = {}, on401 = 'throw' } = typeof args === 'string' ? { url: args } : args;
  const init: RequestInit = { method, credentials: 'include', signal, headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
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
  if (response.status === 401 && on401 === 'returnNull') return { data: null };
  if (!response.ok) {
    return { error: { status: response.status, message: `${response.status}: ${text || response.statusText}`, data: parseJson(text) } };
  }
  return { data: parseJson(text) ?? null, meta: { status: response.status, headers: response.headers } };
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
