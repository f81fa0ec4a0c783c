import { Container, NotFound, Route, Routes } from '@kingside/ui';
import { lazy, Suspense } from 'react';

// Each page is a chunk of its own: /train and /train/review download only theirs (docs/architecture.md §4's 170 KB).
const TrainPage = lazy(() => import('./TrainPage'));
const ReviewPage = lazy(() => import('./ReviewPage'));

/** While a page's chunk arrives: the room of the page's heading, so the frame does not jump. */
const loading = <Container aria-busy="true" css={{ minHeight: 480 }} />;

/**
 * Training (issue 34), mounted by the shell at /train/*: puzzles at /train, the member's review at /train/review
 * (docs/spec.md §2.29, §2.30). Exposed as ./TrainRoutes, apart from ./Routes, so that a first visit to /train
 * downloads none of the lessons' pages.
 */
export default function TrainRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={loading}>
            <TrainPage />
          </Suspense>
        }
      />
      <Route
        path="review"
        element={
          <Suspense fallback={loading}>
            <ReviewPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
