import { HOME_LESSON_COUNT, PLACEHOLDER_COUNTS, firstOfListQuery } from '@kingside/contracts';
import { Grid } from '@kingside/ui';
import { MediaCardSkeletons } from '@kingside/ui/parts';
import { LessonCard } from './LessonCard';
import { useLearnGetLessonPageQuery } from './learnApi';

/**
 * The lessons preview of Home (exposed as ./LessonsPreview). The shell draws the section's heading and
 * its link to /learn; this is the grid: the first lessons in the list's own order, read as one page of HOME_LESSON_COUNT.
 */
export default function LessonsPreview() {
  const { data, isError } = useLearnGetLessonPageQuery(firstOfListQuery(HOME_LESSON_COUNT));
  const lessons = data?.items;
  if (isError) {
    return (
      <p role="alert" css={(t) => ({ color: t.colors.inkSoft })}>
        The lessons could not be loaded right now.
      </p>
    );
  }
  return (
    <Grid columns={4} aria-busy={lessons ? undefined : true}>
      {lessons ? (
        lessons.slice(0, HOME_LESSON_COUNT).map((lesson) => <LessonCard key={lesson.id} lesson={lesson} headingLevel="h3" />)
      ) : (
        <MediaCardSkeletons count={PLACEHOLDER_COUNTS.homeLessons} label="Loading lessons" />
      )}
    </Grid>
  );
}
