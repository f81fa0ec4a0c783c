import { bearer, type ApiError, type RequestArgs, type ResponseMeta, type kingsideBaseQuery } from '@kingside/ui';
import { readAdminSession } from './adminSession';

export type { ResponseMeta };

/** A call to the admin api: the site's base query (fetchBaseQuery underneath) with PATCH, multipart uploads and headers. */
export type AdminRequestArgs = Omit<RequestArgs, 'on401'>;

/** The stored admin token, read at the moment of the call (another tab may have signed out meanwhile). */
function adminToken(): string | null {
  const session = readAdminSession();
  return session.status === 'signedIn' ? session.token : null;
}

type BaseQuery = (args: RequestArgs) => ReturnType<typeof kingsideBaseQuery>;

/**
 * An RTK Query `queryFn` from a request and a `transformResponse(body, meta, arg)`: the shape of a `query`
 * endpoint, sent through the api's own base query with the administrator's bearer token as stored at the time of
 * the call. Failures keep the base query's shape (ApiError), so serverMessage, errorStatus and the sign-out on
 * 401/403 (useAdminAuthFailure) treat them alike.
 */
export function viaAdminRequest<Arg, Result>(
  request: (arg: Arg) => AdminRequestArgs,
  transformResponse: (body: unknown, meta: ResponseMeta, arg: Arg) => Result,
) {
  return async (
    arg: Arg,
    _api: unknown,
    _extraOptions: unknown,
    baseQuery: BaseQuery,
  ): Promise<{ data: Result; meta: ResponseMeta } | { error: ApiError }> => {
    const { headers, ...rest } = request(arg);
    const result = await baseQuery({ ...rest, headers: { ...bearer(adminToken()), ...headers } });
    if (result.error) return { error: result.error };
    const meta = result.meta ?? { status: 200, headers: new Headers() };
    return { data: transformResponse(result.data, meta, arg), meta };
  };
}
