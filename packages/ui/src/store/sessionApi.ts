import { API, type PublicUser } from '@kingside/contracts';
import { api } from './api';
import { bearer, errorStatus } from './baseQuery';
import { signedOut } from './slices';

/**
 * The signed-in member (docs/spec.md §4): fetched while a token exists; a 401 clears the token. Shared because
 * the shell's header and mfe-auth both read it.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<PublicUser, string>({
      query: (token) => ({ url: API.me, headers: bearer(token) }),
      providesTags: ['Me'],
      async onQueryStarted(_token, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          const error = (failure as { error?: unknown }).error;
          if (errorStatus(error) === 401) dispatch(signedOut());
        }
      },
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetMeQuery } = sessionApi;
