import { TRAINING_API, type PublicPuzzle } from '@kingside/contracts/training';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/** GET /api/puzzles/next: as the member (their history and rating are the api's) or as a guest with what they saw. */
export interface NextPuzzleArgs {
  token: string | null;
  /** a guest's puzzles of this visit (guestSeen.ts); empty for a member */
  exclude: readonly number[];
  /** bumped by Next puzzle: every press is a new puzzle, never the cached one */
  round: number;
  /** what the learner chose, as the api's query (contracts' puzzleChoiceQuery; '' for everything) */
  choice: string;
}

/** GET /api/puzzles/next with a guest's seen puzzles and the choice. */
function nextPuzzleUrl(exclude: readonly number[], choice: string): string {
  const query = [...(exclude.length ? [`exclude=${exclude.join(',')}`] : []), ...(choice ? [choice] : [])].join('&');
  return query ? `${TRAINING_API.nextPuzzle}?${query}` : TRAINING_API.nextPuzzle;
}

/** The review card and summary tags: a decided puzzle changes the rating, the streak and the deck. */
export const TRAINING_TAG = { type: 'Me', id: 'Training' } as const;
export const REVIEW_TAG = { type: 'Me', id: 'Review' } as const;

/**
 * /train's first read, on its first visit (guest or member). The rest of training's endpoints come with what needs
 * them: a member's summary and settings (memberTrainingApi.ts), the move checks with the board (trainMovesApi.ts).
 */
const puzzleApi = api.injectEndpoints({
  endpoints: (build) => ({
    learnGetNextPuzzle: build.query<PublicPuzzle, NextPuzzleArgs>({
      query: ({ token, exclude, choice }) => ({
        url: nextPuzzleUrl(exclude, choice),
        headers: bearer(token),
      }),
      // A puzzle played is not served again from the cache: leaving /train and coming back asks for the next one.
      keepUnusedDataFor: 0,
      onQueryStarted: ({ token }, lifecycle) => (token ? signOutWhenTokenRefused(token, lifecycle) : undefined),
    }),
    /**
     * The guest's puzzle the server drew /train with (src/trainServer.tsx: the same GET, made by the server without a
     * session), handed over with the page. The browser never asks for it: TrainPage reads it from the cache
     * (useQueryState) to hydrate the page as drawn, and a guest goes on with it. Kept the default time: it must still be
     * there when the section hydrates, after its module and the page's chunk have loaded. Its argument is the choice
     * in the page's URL, as the api's query (none when nothing is chosen).
     */
    learnGetServedPuzzle: build.query<PublicPuzzle, string | void>({
      query: (choice) => nextPuzzleUrl([], choice ?? ''),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useLearnGetNextPuzzleQuery } = puzzleApi;
export const { learnGetServedPuzzle } = puzzleApi.endpoints;
