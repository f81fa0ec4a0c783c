import { LESSON_LEVELS, LIST_FILTERS, PLACEHOLDER_COUNTS, levelLabel, pageTitle } from '@kingside/contracts';
import {
  Button,
  Container,
  FilterBar,
  Grid,
  MediaCardSkeletons,
  PageHeading,
  useDocumentTitle,
  useUrlFilter,
  skipToken,
} from '@kingside/ui';
import { LessonCard } from './LessonCard';
import { useLearnGetLessonsByLevelQuery, useLearnGetLessonsQuery } from './learnApi';

/** Cards in the first screenful load their picture at once; the rest when scrolled to. */
const EAGER_IMAGES = 3;

const LEVEL_OPTIONS = LESSON_LEVELS.map((level) => ({ value: level, label: levelLabel(level) }));

/** /learn: every lesson, or one level's (?level=, served by /api/lessons/level/{level}). */
export function LessonList() {
  useDocumentTitle(pageTitle('Chess Lessons'));
  const level = useUrlFilter(LIST_FILTERS.lessons);
  const all = useLearnGetLessonsQuery(level.value ? skipToken : undefined);
  const byLevel = useLearnGetLessonsByLevelQuery(level.value ?? skipToken);
  const { currentData: lessons, isFetching, isError, refetch } = level.value ? byLevel : all;

  return (
    <Container>
      <PageHeading>Chess Lessons</PageHeading>
      <p css={(t) => ({ color: t.colors.inkSoft, maxWidth: 680, marginTop: 0, marginBottom: 24 })}>
        Structured courses for every stage of your chess journey, from your first moves to the endgames masters win with.
      </p>
      <FilterBar
        label="Filter lessons by level"
        options={LEVEL_OPTIONS}
        selected={level.value}
        showClear={level.isSet}
        onSelect={level.select}
        onClear={level.clear}
      />
      {isError ? (
        <div role="alert" css={{ padding: '32px 0' }}>
          <p>The lessons could not be loaded. Please try again.</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      ) : isFetching || !lessons ? (
        <Grid columns={3} aria-busy="true">
          <MediaCardSkeletons count={PLACEHOLDER_COUNTS.lessonList} label="Loading lessons" />
        </Grid>
      ) : lessons.length === 0 ? (
        <p role="status" css={(t) => ({ padding: '48px 0', textAlign: 'center', fontSize: '1.1rem', color: t.colors.inkSoft })}>
          No lessons found
        </p>
      ) : (
        <Grid columns={3}>
          {lessons.map((lesson, index) => (
            <LessonCard key={lesson.id} lesson={lesson} lazyImage={index >= EAGER_IMAGES} />
          ))}
        </Grid>
      )}
    </Container>
  );
}
