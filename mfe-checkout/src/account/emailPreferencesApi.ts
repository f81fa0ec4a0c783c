import { MARKETING_API, type EmailPreferences } from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/** The member's e-mail choices (docs/spec.md §7.20), read and written with their token; a 401 clears the session. */
const emailPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutEmailPreferences: build.query<EmailPreferences, string>({
      query: (token) => ({ url: MARKETING_API.preferences, headers: bearer(token) }),
      keepUnusedDataFor: 0,
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** The answer is the choices as saved, written into the read's cache entry. */
    checkoutPutEmailPreferences: build.mutation<EmailPreferences, { token: string; preferences: EmailPreferences }>({
      query: ({ token, preferences }) => ({ url: MARKETING_API.preferences, method: 'PUT', headers: bearer(token), body: preferences }),
      async onQueryStarted({ token }, lifecycle) {
        void signOutWhenTokenRefused(token, lifecycle);
        const answer = await lifecycle.queryFulfilled.catch(() => null);
        if (answer) lifecycle.dispatch(emailPreferencesApi.util.upsertQueryData('checkoutEmailPreferences', token, answer.data));
      },
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useCheckoutEmailPreferencesQuery, useCheckoutPutEmailPreferencesMutation } = emailPreferencesApi;
