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
  type Page,
  type PublicChapter,
} from '@kingside/contracts';
import { api, bearer, SECTION_ENDPOINTS, signOutWhenTokenRefused } from '@kingside/ui';

/** The member's progress entry in the cache: a solved chapter invalidates it, as do sign-in and sign-out ('Me'). */
export const LEARN_PROGRESS_TAG = { type: 'Me', id: 'LearnProgress' } as const;

/**
 * The lessons endpoints of docs/spec.md §7, on the site's one api. Names are prefixed "learn" so no other
 * section can overwrite them (and 'throw' makes any clash loud). The move check is the player's own
 * (chapter/moveCheckApi.ts), injected when the player's chunk arrives: every page of the section reads this file.
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
  }),
  ...SECTION_ENDPOINTS,
});

export const { useLearnGetLessonPageQuery, useLearnGetLessonQuery, useLearnGetChaptersQuery, useLearnGetProgressQuery } = learnApi;
