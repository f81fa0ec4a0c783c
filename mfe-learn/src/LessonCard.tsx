import { ROUTES, levelLabel, type LessonSummary } from '@kingside/contracts';
import { Badge, MediaCard } from '@kingside/ui';
import { lessonCountLabel } from './courseContents';

/** A lesson in a list: links to /learn/{id}. */
export function LessonCard({
  lesson,
  headingLevel,
  lazyImage,
}: {
  lesson: LessonSummary;
  headingLevel?: 'h2' | 'h3';
  lazyImage?: boolean;
}) {
  return (
    <MediaCard
      to={ROUTES.lesson(lesson.id)}
      title={lesson.title}
      summary={lesson.description}
      imageUrl={lesson.imageUrl}
      imageAlt={`Illustration for the lesson ${lesson.title}`}
      meta={<Badge tone="accent">{levelLabel(lesson.level)}</Badge>}
      footer={lessonCountLabel(lesson.lessonCount)}
      headingLevel={headingLevel ?? 'h2'}
      lazyImage={lazyImage ?? true}
      testId="lesson-card"
    />
  );
}
