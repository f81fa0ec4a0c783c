import { createApi } from '@reduxjs/toolkit/query/react';

// Remotes take `skipToken` from here: Redux Toolkit lives inside this shared package, not beside it.
export { skipToken } from '@reduxjs/toolkit/query/react';
import { kingsideBaseQuery } from './baseQuery';

/**
 * The one RTK Query api of the site. docs/spec.md §7: no retries, no refetch on focus, reconnect or interval,
 * and data is never considered stale. Remotes add endpoints with `injectEndpoints`, names prefixed by
 * section (two remotes injecting the same name would silently overwrite each other).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: kingsideBaseQuery,
  tagTypes: ['Cart', 'Product', 'Lesson', 'BlogPost', 'Testimonial', 'Me', 'AdminUsers'],
  keepUnusedDataFor: 60 * 60 * 24,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  endpoints: () => ({}),
});

/**
 * How a remote injects its endpoints: names are prefixed by section, so remotes never collide, and a
 * remote evaluated again (Retry after a failure, a redeploy picked up by Retry) replaces its own endpoints
 * instead of failing on them. Shared endpoints in this package keep `overrideExisting: 'throw'`.
 */
export const SECTION_ENDPOINTS = { overrideExisting: true } as const;
