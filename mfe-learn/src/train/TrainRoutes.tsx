import { Container, NotFound, Route, Routes } from '@kingside/ui';
import { lazyWithPreload } from '@kingside/ui/lazyWithPreload';
import { Suspense } from 'react';
// Its endpoints exist with this module: the shell puts the server's puzzle into the store (contracts' SectionHandover)
// once this module has loaded, before TrainPage's chunk has.
import './puzzleApi';

// Each page is a chunk of its own: /train and /train/review download only theirs (docs/architecture.md §4's 170 KB).
const TrainPage = lazyWithPreload(() => import('./TrainPage'));
const ReviewPage = lazyWithPreload(() => import('./ReviewPage'));
const ThemesPage = lazyWithPreload(() => import('./ThemesPage'));
const OpeningsPage = lazyWithPreload(() => import('./openings/OpeningsPage'));
const DrillPage = lazyWithPreload(() => import('./openings/DrillPage'));
const GamesPage = lazyWithPreload(() => import('./games/GamesPage'));
const GamePage = lazyWithPreload(() => import('./games/GamePage'));

/**
 * Loads the chunk the page at `pathname` is drawn with (contracts' SectionModule.preloadFor): the server awaits it before
 * drawing /train or /train/review (src/trainServer.tsx), the shell before it hydrates them, so both draw the page, not
 * the room of its heading. Paths as TrainRoutes matches them, under /train.
 */
export function preloadFor({ pathname }: { pathname: string }): Promise<unknown> {
  const [page, ...more] = pathname.split('/').filter(Boolean).slice(1);
  if (page === 'openings' && more.length <= 1)
    return more[0] === 'drill' ? DrillPage.preload() : more.length ? Promise.resolve() : OpeningsPage.preload();
  if (page === 'games' && more.length <= 1) return more.length ? GamePage.preload() : GamesPage.preload();
  if (more.length) return Promise.resolve();
  if (page === undefined) return TrainPage.preload();
  if (page === 'review') return ReviewPage.preload();
  return page === 'themes' ? ThemesPage.preload() : Promise.resolve();
}

/** While a page's chunk arrives: the room of the page's heading, so the frame does not jump. */
const loading = <Container aria-busy="true" css={{ minHeight: 480 }} />;

/**
 * Training (issue 34), mounted by the shell at /train/*: puzzles at /train, the member's review at /train/review, their
 * themes dashboard at /train/themes, their openings and their games (docs/spec.md §2.29, §2.30, §2.32, §2.34, §2.36).
 * Exposed as ./TrainRoutes, apart from ./Routes, so that a first visit to /train downloads none of the lessons' pages.
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
      <Route
        path="themes"
        element={
          <Suspense fallback={loading}>
            <ThemesPage />
          </Suspense>
        }
      />
      <Route
        path="openings"
        element={
          <Suspense fallback={loading}>
            <OpeningsPage />
          </Suspense>
        }
      />
      <Route
        path="openings/drill"
        element={
          <Suspense fallback={loading}>
            <DrillPage />
          </Suspense>
        }
      />
      <Route
        path="games"
        element={
          <Suspense fallback={loading}>
            <GamesPage />
          </Suspense>
        }
      />
      <Route
        path="games/:id"
        element={
          <Suspense fallback={loading}>
            <GamePage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
