import type { MoveCheckRequest } from '@kingside/contracts';
import {
  OPENINGS_API,
  type Repertoire,
  type RepertoireChange,
  type RepertoireColor,
  type RepertoireDrill,
  type RepertoireGameExit,
  type RepertoireGames,
  type TrainingMoveResult,
} from '@kingside/contracts/training';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';
import { TRAINING_TAG } from '../puzzleApi';

/** The member's repertoire and its drill: every write and every graded answer reads them again. */
const REPERTOIRE_TAG = { type: 'Me', id: 'Repertoire' } as const;
/** The member's games (games/gamesApi.ts' tag): an import changes where they left the repertoire too. */
const GAMES_TAG = { type: 'Me', id: 'Games' } as const;

/**
 * A member's opening repertoire (docs/spec.md §7.18): read, added to by a line or a PGN, pruned, and drilled. Each
 * takes the member's token: another member is another cache entry, and a 401 signs the dead token out.
 */
const openingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    learnGetRepertoire: build.query<Repertoire, string>({
      query: (token) => ({ url: OPENINGS_API.repertoire, headers: bearer(token) }),
      providesTags: [REPERTOIRE_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnAddRepertoireLine: build.mutation<RepertoireChange, { token: string; color: RepertoireColor; moves: string[] }>({
      query: ({ token, color, moves }) => ({ url: OPENINGS_API.lines(color), method: 'POST', body: { moves }, headers: bearer(token) }),
      invalidatesTags: (result) => (result ? [REPERTOIRE_TAG] : []),
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnAddRepertoirePgn: build.mutation<RepertoireChange, { token: string; color: RepertoireColor; pgn: string }>({
      query: ({ token, color, pgn }) => ({ url: OPENINGS_API.pgn(color), method: 'POST', body: { pgn }, headers: bearer(token) }),
      invalidatesTags: (result) => (result ? [REPERTOIRE_TAG] : []),
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnRemoveRepertoireMove: build.mutation<RepertoireChange, { token: string; id: number }>({
      query: ({ token, id }) => ({ url: OPENINGS_API.move(id), method: 'DELETE', headers: bearer(token) }),
      invalidatesTags: (result) => (result ? [REPERTOIRE_TAG] : []),
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** Where the member's latest games left their repertoire: read again when either changes. */
    learnGetRepertoireGames: build.query<RepertoireGames, string>({
      query: (token) => ({ url: OPENINGS_API.games, headers: bearer(token) }),
      providesTags: [REPERTOIRE_TAG, GAMES_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** Where one of the member's games left their repertoire (the game's page). */
    learnGetRepertoireGame: build.query<RepertoireGameExit, { token: string; id: number }>({
      query: ({ token, id }) => ({ url: OPENINGS_API.game(id), headers: bearer(token) }),
      providesTags: [REPERTOIRE_TAG, GAMES_TAG],
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    learnGetRepertoireDrill: build.query<RepertoireDrill, { token: string; color: RepertoireColor | null }>({
      query: ({ token, color }) => ({ url: color ? `${OPENINGS_API.drill}?color=${color}` : OPENINGS_API.drill, headers: bearer(token) }),
      onQueryStarted: ({ token }, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
    /** A graded answer changes the repertoire's due counts and the streak. */
    learnCheckDrillMoves: build.mutation<TrainingMoveResult, MoveCheckRequest & { cardId: number; token: string | null }>({
      query: ({ cardId, moves, token }) => ({
        url: OPENINGS_API.cardMoves(cardId),
        method: 'POST',
        body: { moves } satisfies MoveCheckRequest,
        headers: bearer(token),
      }),
      invalidatesTags: (result) => (result?.review ? [REPERTOIRE_TAG, TRAINING_TAG] : []),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const {
  useLearnGetRepertoireQuery,
  useLearnAddRepertoireLineMutation,
  useLearnAddRepertoirePgnMutation,
  useLearnRemoveRepertoireMoveMutation,
  useLearnGetRepertoireGamesQuery,
  useLearnGetRepertoireGameQuery,
  useLearnGetRepertoireDrillQuery,
  useLearnCheckDrillMovesMutation,
} = openingsApi;
