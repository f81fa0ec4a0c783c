import { NotFound, Route, Routes } from '@kingside/ui';
import { Suspense, lazy } from 'react';
import { LessonDetailSkeleton } from './LessonDetailSkeleton';
import { LessonList } from './LessonList';

// Most visitors reach the list first: the lesson page is its own chunk, fetched on first open.
const LessonDetail = lazy(() => import('./LessonDetail'));

/** The lessons section, mounted by the shell at /learn/*: the list at /learn, a lesson at /learn/{id}. */
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
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
