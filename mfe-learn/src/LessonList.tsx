import { LESSON_LEVELS, PLACEHOLDER_COUNTS, ROUTES, levelLabel } from '@kingside/contracts';
import { Grid, Link, selectAuthToken, useAppSelector, useDocumentTitle } from '@kingside/ui';
import { PagedList, useListState, MediaCardSkeletons } from '@kingside/ui/parts';
import { lazy, Suspense } from 'react';
import { LessonCard } from './LessonCard';
import { useLearnGetLessonPageQuery } from './learnApi';
import { LEARN_INTRO, LEARN_TITLE, LEARN_TRAIN_LINK, LOADING_LESSONS } from './titles';

/** Cards in the first screenful load their picture at once; the rest when scrolled to. */
const EAGER_IMAGES = 3;

// A member's suggested level (issue 34): its own chunk with the training summary's read, which no guest downloads.
const SuggestedLevel = lazy(() => import('./train/SuggestedLevel'));

const LEVEL_OPTIONS = LESSON_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }));

/** /learn: the lessons a page at a time, searched, sorted and filtered by level (?level=), all in the URL. */
export function LessonList() {
  useDocumentTitle(LEARN_TITLE);
  const list = useListState('lessons');
  const result = useLearnGetLessonPageQuery(list.query);
  const token = useAppSelector(selectAuthToken);
  return (
    <PagedList
      list={list}
      result={result}
      heading="Chess Lessons"
      intro={
        <>
          {LEARN_INTRO} <Link to={ROUTES.train}>{LEARN_TRAIN_LINK}</Link>
          {token ? (
            <Suspense fallback={null}>
              <SuggestedLevel token={token} />
            </Suspense>
          ) : null}
        </>
      }
      filterLabel="Filter lessons by level"
      filterOptions={LEVEL_OPTIONS}
      errorText="The lessons could not be loaded. Please try again."
      renderItems={(lessons) => (
        <Grid columns={3}>
          {lessons.map((lesson, index) => (
            <LessonCard key={lesson.id} lesson={lesson} lazyImage={index >= EAGER_IMAGES} />
          ))}
        </Grid>
      )}
      renderPlaceholders={() => (
        <Grid columns={3} aria-busy="true">
          <MediaCardSkeletons count={PLACEHOLDER_COUNTS.lessonList} label={LOADING_LESSONS} />
        </Grid>
      )}
    />
  );
}
