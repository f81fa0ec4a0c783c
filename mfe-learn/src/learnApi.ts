import {
  API,
  CHAPTER_API,
  TOTAL_COUNT_HEADER,
  listApiPath,
  queryOffset,
  toPage,
  type Lesson,
  type LessonProgress,
  type LessonSummary,
  type MoveCheckRequest,
  type MoveCheckResult,
  type Page,
  type PublicChapter,
} from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/** The member's progress entry in the cache: a solved chapter invalidates it, as do sign-in and sign-out ('Me'). */
export const LEARN_PROGRESS_TAG = { type: 'Me', id: 'LearnProgress' } as const;

/** POST /api/lessons/{id}/chapters/{n}/moves, with the member's token when there is one. */
export interface MoveCheckArgs extends MoveCheckRequest {
  lessonId: number;
  number: number;
  token: string | null;
}

/**
 * The lessons endpoints of docs/spec.md §7, on the site's one api. Names are prefixed "learn" so no other
 * section can overwrite them (and 'throw' makes any clash loud).
 */
export const learnApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One page of /learn (or Home's first lessons): the argument is the api query (contracts' listApiQuery or
     * firstOfListQuery), the value the page's lessons and how many match (X-Total-Count).
     */
    learnGetLessonPage: build.query<Page<LessonSummary>, string>({
      query: (query) => listApiPath('lessons', query),
      transformResponse: (body: unknown, meta, query) =>
        toPage<LessonSummary>(body, meta?.headers.get(TOTAL_COUNT_HEADER), queryOffset(query)),
      providesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    learnGetLesson: build.query<Lesson, number>({
      query: (id) => API.lesson(id),
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
    /** A course's chapters (issue 18), public: text, position and prompt, never the solution. */
    learnGetChapters: build.query<PublicChapter[], number>({
      query: (id) => CHAPTER_API.chapters(id),
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
    /**
     * The member's solved chapters, per course. The argument is the member's token, sent as the bearer: another
     * member (or none) is another cache entry. A 401 means the token is dead: the session is cleared, as for the
     * member's orders, unless another member has signed in meanwhile.
     */
    learnGetProgress: build.query<LessonProgress[], string>({
      query: (token) => ({ url: CHAPTER_API.progress, headers: bearer(token) }),
      providesTags: [LEARN_PROGRESS_TAG],
      onQueryStarted: (token, lifecycle) => signOutWhenTokenRefused(token, lifecycle),
    }),
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

export const {
  useLearnGetLessonPageQuery,
  useLearnGetLessonQuery,
  useLearnGetChaptersQuery,
  useLearnGetProgressQuery,
  useLearnCheckMovesMutation,
} = learnApi;
