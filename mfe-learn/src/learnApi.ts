import { API, type Lesson, type LessonLevel, type LessonSummary } from '@kingside/contracts';
import { api, SECTION_ENDPOINTS } from '@kingside/ui';

/**
 * The lessons endpoints of docs/spec.md §7, on the site's one api. Names are prefixed "learn" so no other
 * section can overwrite them (and 'throw' makes any clash loud).
 */
export const learnApi = api.injectEndpoints({
  endpoints: (build) => ({
    learnGetLessons: build.query<LessonSummary[], void>({
      query: () => API.lessons,
      providesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    learnGetLessonsByLevel: build.query<LessonSummary[], LessonLevel>({
      query: (level) => API.lessonsByLevel(level),
      providesTags: [{ type: 'Lesson', id: 'LIST' }],
    }),
    learnGetLesson: build.query<Lesson, number>({
      query: (id) => API.lesson(id),
      providesTags: (_result, _error, id) => [{ type: 'Lesson', id }],
    }),
  }),
  ...SECTION_ENDPOINTS,
});

export const { useLearnGetLessonsQuery, useLearnGetLessonsByLevelQuery, useLearnGetLessonQuery } = learnApi;
