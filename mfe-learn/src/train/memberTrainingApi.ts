import { TRAINING_API, type ReviewQueue, type ThemeStats, type TrainingSettings, type TrainingSummary } from '@kingside/contracts/training';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';
import { REVIEW_TAG, TRAINING_TAG } from './puzzleApi';

/**
 * A member's training (docs/spec.md §7.15): the summary, its settings, Lichess linking and the review deck. Read only
 * where a member is signed in (a guest's /train, /train/review and /learn never download this). Each takes the
 * member's token: another member is another cache entry, and a 401 signs the dead token out.
 */
const memberTrainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    learnGetTrainingSummary: build.query<TrainingSummary, string>({
      query: (token) => ({ url: TRAINING_API.summary, headers: bearer(token) }),
      providesTags: [TRAINING_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** The browser's time zone or the reminders choice: the answer is the summary, written into its cache entry. */
    learnPutTrainingSettings: build.mutation<TrainingSummary, { token: string; settings: TrainingSettings }>({
      query: ({ token, settings }) => ({ url: TRAINING_API.summary, method: 'PUT', body: settings, headers: bearer(token) }),
      async onQueryStarted({ token }, lifecycle) {
        void signOutWhenTokenRefused(token, lifecycle);
        try {
          const { data } = await lifecycle.queryFulfilled;
          lifecycle.dispatch(memberTrainingApi.util.upsertQueryData('learnGetTrainingSummary', token, data));
        } catch {
          /* the page says so; the cached summary stands */
        }
      },
    }),
    /** A one-use link code: the browser then goes to the answer's url, Lichess's sign-in, which links the account. */
    learnLinkLichess: build.mutation<{ url: string }, string>({
      query: (token) => ({ url: TRAINING_API.lichessLink, method: 'POST', headers: bearer(token) }),
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnGetReviewQueue: build.query<ReviewQueue, string>({
      query: (token) => ({ url: TRAINING_API.review, headers: bearer(token) }),
      providesTags: [REVIEW_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** The themes dashboard's figures (/train/themes): a decided puzzle changes them, as it changes the summary. */
    learnGetThemeStats: build.query<ThemeStats, string>({
      query: (token) => ({ url: TRAINING_API.themes, headers: bearer(token) }),
      providesTags: [TRAINING_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useLearnGetTrainingSummaryQuery,
  useLearnPutTrainingSettingsMutation,
  useLearnLinkLichessMutation,
  useLearnGetReviewQueueQuery,
  useLearnGetThemeStatsQuery,
} = memberTrainingApi;
