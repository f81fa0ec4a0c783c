import { ROUTES, chapterProgressLabel, levelLabel, type LessonSummary } from '@kingside/contracts';
import { Badge } from '@kingside/ui';
import { MediaCard } from '@kingside/ui/parts';
import { lessonCountLabel } from './courseContents';
import { useLearnerProgress } from './progress';

/**
 * A lesson in a list: links to /learn/{id}. Its footer line says "N lessons", or for a member who has solved
 * chapters of the course "3 of 6 chapters" (issue 18): the same line, so the label arriving after the member's
 * progress moves nothing (the list is rendered on the server, for a guest).
 */
export function LessonCard({
  lesson,
  headingLevel,
  lazyImage,
}: {
  lesson: LessonSummary;
  headingLevel?: 'h2' | 'h3';
  lazyImage?: boolean;
}) {
  const solved = useLearnerProgress()
    .memberSolvedIn(lesson.id)
    ?.filter((number) => number <= lesson.lessonCount);
  return (
    <MediaCard
      to={ROUTES.lesson(lesson.id)}
      title={lesson.title}
      summary={lesson.description}
      imageUrl={lesson.imageUrl}
      imageAlt={`Illustration for the lesson ${lesson.title}`}
      meta={<Badge tone="accent">{levelLabel(lesson.level)}</Badge>}
      footer={
        solved?.length ? (
          <span data-testid="lesson-progress">{chapterProgressLabel(solved.length, lesson.lessonCount)}</span>
        ) : (
          lessonCountLabel(lesson.lessonCount)
        )
      }
      headingLevel={headingLevel ?? 'h2'}
      lazyImage={lazyImage ?? true}
      testId="lesson-card"
    />
  );
}
