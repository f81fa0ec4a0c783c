import { NotFound, Route, Routes } from '@kingside/ui';
import { Suspense, lazy } from 'react';
import { ChapterSkeleton } from './chapter/ChapterSkeleton';
import { LessonDetailSkeleton } from './LessonDetailSkeleton';
import { LessonList } from './LessonList';

// Most visitors reach the list first: the lesson page is its own chunk, fetched on first open.
const LessonDetail = lazy(() => import('./LessonDetail'));
// A chapter's page (issue 18): a chunk of its own, and the board and the rules of chess a chunk of theirs, fetched at
// the learner's first move (chapter/ChapterPlayer.tsx): the list and the course page download neither.
const ChapterPage = lazy(() => import('./ChapterPage'));

/**
 * The lessons section, mounted by the shell at /learn/*: the list at /learn, a course at /learn/{id}, one of its
 * chapters at /learn/{id}/chapters/{n}.
 */
export default function LearnRoutes() {
  return (
    <Routes>
      <Route index element={<LessonList />} />
      <Route
        path=":id"
        element={
          <Suspense fallback={<LessonDetailSkeleton />}>
            <LessonDetail />
          </Suspense>
        }
      />
      <Route
        path=":id/chapters/:number"
        element={
          <Suspense fallback={<ChapterSkeleton />}>
            <ChapterPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
