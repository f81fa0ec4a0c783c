import { HOME_LESSON_COUNT, PLACEHOLDER_COUNTS } from '@kingside/contracts';
import { Grid, MediaCardSkeletons } from '@kingside/ui';
import { LessonCard } from './LessonCard';
import { useLearnGetLessonsQuery } from './learnApi';

/**
 * The lessons preview of Home (exposed as ./LessonsPreview). The shell draws the section's heading and
 * its link to /learn; this is the grid. It shares its request with /learn, so that page opens at once.
 */
export default function LessonsPreview() {
  const { data: lessons, isError } = useLearnGetLessonsQuery();
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
