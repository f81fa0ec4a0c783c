import type { MoveCheckRequest } from '@kingside/contracts';
import { GAMES_API } from '@kingside/contracts/games';
import { TRAINING_API, type TrainingMoveResult } from '@kingside/contracts/training';
import { api, bearer, SECTION_ENDPOINTS } from '@kingside/ui';
import { REVIEW_TAG, TRAINING_TAG } from './puzzleApi';

/**
 * The puzzles' and review cards' move checks (docs/spec.md §7.15), injected with the board that sends them (the
 * players' chunks, as chapter/moveCheckApi.ts): not on /train's first visit.
 */
const trainMovesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A member's decided first try moves their rating and streak, and a miss enters the deck: both are read again. */
    learnCheckPuzzleMoves: build.mutation<TrainingMoveResult, MoveCheckRequest & { id: number; token: string | null }>({
      query: ({ id, moves, token }) => ({
        url: TRAINING_API.puzzleMoves(id),
        method: 'POST',
        body: { moves } satisfies MoveCheckRequest,
        headers: bearer(token),
      }),
      invalidatesTags: (result, _error, { token }) => (token && (result?.rating || result?.complete) ? [TRAINING_TAG, REVIEW_TAG] : []),
    }),
    /** An answered card changes the due count and the streak. The queue itself is kept: the page walks through it. */
    learnCheckReviewMoves: build.mutation<TrainingMoveResult, MoveCheckRequest & { cardId: number; token: string | null }>({
      query: ({ cardId, moves, token }) => ({
        url: TRAINING_API.reviewMoves(cardId),
        method: 'POST',
        body: { moves } satisfies MoveCheckRequest,
        headers: bearer(token),
      }),
      invalidatesTags: (result) => (result?.review ? [TRAINING_TAG] : []),
    }),
    /** A mistake of the member's games, answered as the deck's cards are (docs/spec.md §7.19). */
    learnCheckGameCardMoves: build.mutation<TrainingMoveResult, MoveCheckRequest & { cardId: number; token: string | null }>({
      query: ({ cardId, moves, token }) => ({
        url: GAMES_API.cardMoves(cardId),
        method: 'POST',
        body: { moves } satisfies MoveCheckRequest,
        headers: bearer(token),
      }),
      invalidatesTags: (result) => (result?.review ? [TRAINING_TAG] : []),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useLearnCheckPuzzleMovesMutation, useLearnCheckReviewMovesMutation, useLearnCheckGameCardMovesMutation } = trainMovesApi;
