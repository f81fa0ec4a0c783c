import {
  GAMES_API,
  type GameColor,
  type GameDetail,
  type GameImportResult,
  type GameList,
  type GameSummary,
  type LichessImportRequest,
  type PgnImportRequest,
} from '@kingside/contracts/games';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';
import { REVIEW_TAG, TRAINING_TAG } from '../puzzleApi';

/** The member's games, their list and each game: an import reads them again (and the due count, once analysed). */
const GAMES_TAG = { type: 'Me', id: 'Games' } as const;

/** How often the list (or a game) is read again while a game waits for its analysis. */
export const ANALYSIS_POLL_MS = 1500;

/**
 * A member's imported games (docs/spec.md §7.19): the imports (pasted PGN, or the linked Lichess account), the list with
 * the analysis's progress, and one game with its evaluations and mistakes. Each takes the member's token: another
 * member is another cache entry, and a 401 signs the dead token out.
 */
const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    learnGetGames: build.query<GameList, string>({
      query: (token) => ({ url: GAMES_API.list, headers: bearer(token) }),
      providesTags: [GAMES_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnGetGame: build.query<GameDetail, { token: string; id: number }>({
      query: ({ token, id }) => ({ url: GAMES_API.game(id), headers: bearer(token) }),
      providesTags: [GAMES_TAG],
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnImportPgn: build.mutation<GameImportResult, { token: string; pgn: string; color: GameColor | null }>({
      query: ({ token, pgn, color }) => ({
        url: GAMES_API.importPgn,
        method: 'POST',
        body: (color ? { pgn, color } : { pgn }) satisfies PgnImportRequest,
        headers: bearer(token),
      }),
      invalidatesTags: (result) => (result ? [GAMES_TAG] : []),
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnImportLichess: build.mutation<GameImportResult, string>({
      query: (token) => ({ url: GAMES_API.importLichess, method: 'POST', body: {} satisfies LichessImportRequest, headers: bearer(token) }),
      invalidatesTags: (result) => (result ? [GAMES_TAG] : []),
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

/** A game's analysis ended: its mistakes are review cards now, so the due count and the review are read again. */
export const analysisEnded = () => gamesApi.util.invalidateTags([TRAINING_TAG, REVIEW_TAG]);

const waiting = (game: Pick<GameSummary, 'status'> | undefined) => game?.status === 'queued' || game?.status === 'analysing';

/**
 * The member's games, read afresh on each visit and again every ANALYSIS_POLL_MS while any game waits for its analysis:
 * the interval follows the list in the cache (RTK Query reads it on every render), so the reading stops once none does.
 */
export function useLearnGamesPolled(token: string) {
  const cached = gamesApi.endpoints.learnGetGames.useQueryState(token);
  const polling = Boolean(cached.data?.games.some(waiting));
  return gamesApi.endpoints.learnGetGames.useQuery(token, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? ANALYSIS_POLL_MS : 0,
  });
}

/** One game, read afresh on each visit and again every ANALYSIS_POLL_MS while it waits for its analysis. */
export function useLearnGamePolled(token: string, id: number) {
  const cached = gamesApi.endpoints.learnGetGame.useQueryState({ token, id });
  return gamesApi.endpoints.learnGetGame.useQuery(
    { token, id },
    { refetchOnMountOrArgChange: true, pollingInterval: waiting(cached.data) ? ANALYSIS_POLL_MS : 0 },
  );
}

export const { useLearnImportPgnMutation, useLearnImportLichessMutation } = gamesApi;
