import { PLACEHOLDER_COUNTS } from '@kingside/contracts';
import { NotFound, Route, Routes } from '@kingside/ui';
import { lazyWithPreload } from '@kingside/ui/lazyWithPreload';
import { PagedListSkeleton } from '@kingside/ui/parts';
import { Suspense } from 'react';
import { ChapterSkeleton } from './chapter/ChapterSkeleton';
import { LOADING_LESSONS } from './titles';
// Its endpoints exist with this module: the shell puts the server's reads into the store (contracts' SectionHandover)
// once this module has loaded, before the page's own chunk has.
import './learnApi';
import { LessonDetailSkeleton } from './LessonDetailSkeleton';

// The list is a chunk of its own, with the list pages' parts (@kingside/ui/parts' PagedList, the cards): a first visit
// to a course or a chapter does not download it. The lesson page is its own chunk too, fetched on first open.
const LessonList = lazyWithPreload(() => import('./LessonList').then(({ LessonList }) => ({ default: LessonList })));
const LessonDetail = lazyWithPreload(() => import('./LessonDetail'));
// A chapter's page (issue 18): a chunk of its own, and the board and the rules of chess a chunk of theirs, fetched at
// the learner's first move (chapter/ChapterPlayer.tsx): the list and the course page download neither.
const ChapterPage = lazyWithPreload(() => import('./ChapterPage'));

/**
 * Loads the chunk the page at `pathname` is drawn with (contracts' SectionModule.preloadFor): the server awaits it before
 * rendering the list, a course's or a chapter's page (src/server.tsx), the shell before its first render of a page the server
 * rendered, so that render draws the page itself, not its skeleton. Paths as LearnRoutes matches them, under /learn.
 */
export function preloadFor({ pathname }: { pathname: string }): Promise<unknown> {
  const [id, chapters, number, ...more] = pathname.split('/').filter(Boolean).slice(1);
  if (!id) return LessonList.preload();
  if (more.length) return Promise.resolve();
  if (!chapters) return LessonDetail.preload();
  return chapters === 'chapters' && number ? ChapterPage.preload() : Promise.resolve();
}

/**
 * The lessons section, mounted by the shell at /learn/*: the list at /learn, a course at /learn/{id}, one of its
 * chapters at /learn/{id}/chapters/{n}.
 */
export default function LearnRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={<PagedListSkeleton columns={3} count={PLACEHOLDER_COUNTS.lessonList} label={LOADING_LESSONS} />}>
            <LessonList />
          </Suspense>
        }
      />
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
