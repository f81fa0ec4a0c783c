import { CHAPTER_API, type MoveCheckRequest, type MoveCheckResult } from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS } from '@kingside/ui';
import { LEARN_PROGRESS_TAG } from '../learnApi';

/** POST /api/lessons/{id}/chapters/{n}/moves, with the member's token when there is one. */
export interface MoveCheckArgs extends MoveCheckRequest {
  lessonId: number;
  number: number;
  token: string | null;
}

/**
 * The move check (docs/spec.md §7.11), injected into the site's one api with the player that sends it: in the player's
 * chunk (InteractivePlayer), not in learnApi.ts, which every page of the section downloads.
 */
const moveCheckApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the moves played so far; a member's solved chapter is recorded, so their progress is read again. */
    learnCheckMoves: build.mutation<MoveCheckResult, MoveCheckArgs>({
      query: ({ lessonId, number, moves, token }) => ({
        url: CHAPTER_API.moves(lessonId, number),
        method: 'POST',
        body: { moves } satisfies MoveCheckRequest,
        headers: bearer(token),
      }),
      invalidatesTags: (result, _error, { token }) => (result?.complete && token ? [LEARN_PROGRESS_TAG] : []),
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useLearnCheckMovesMutation } = moveCheckApi;
