import { TRAINING_API, type TrainingSummary } from '@kingside/contracts/training';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/**
 * GET /api/me/training for the header's account menu (its due count and streak). Apart from authApi.ts, which /auth
 * reads too: only a signed-in member's menu downloads it and the training contracts. The tag is the one mfe-learn's
 * summary provides, so a puzzle decided or a card answered on /train reads both again.
 */
const trainingSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    authGetTrainingSummary: build.query<TrainingSummary, string>({
      query: (token) => ({ url: TRAINING_API.summary, headers: bearer(token) }),
      providesTags: [{ type: 'Me', id: 'Training' }],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useAuthGetTrainingSummaryQuery } = trainingSummaryApi;
