import { PLAYER_COPY, ROUTES, parseRouteId } from '@kingside/contracts';
import { Container, Link, Navigate, skipToken, useDocumentTitle, useParams } from '@kingside/ui';
import { ChapterPlayer } from './chapter/ChapterPlayer';
import { ChapterSkeleton } from './chapter/ChapterSkeleton';
import { backLink } from './chapter/chapterLayout';
import { useLearnGetChaptersQuery, useLearnGetLessonQuery } from './learnApi';
import { chapterTitle } from './titles';

/**
 * /learn/{id}/chapters/{n} (issue 18): a chapter of a course, played on the board. Its own chunk, drawn from the
 * chapter's data alone (ChapterPlayer's static board); chess.js and react-chessboard come in another chunk still, at
 * the learner's first sign of playing, so neither the lesson list, the course page nor a chapter's first paint downloads
 * them (docs/architecture.md §10.11).
 *
 * A course that cannot be read goes back to /learn, as the course page does (docs/spec.md §2.4); a chapter the
 * course does not have (or a number that cannot be one) goes to the course's page, replacing the URL.
 */
export default function ChapterPage() {
  const params = useParams();
  const id = parseRouteId(params.id);
  const number = parseRouteId(params.number);
  const lesson = useLearnGetLessonQuery(id ?? skipToken);
  const chapters = useLearnGetChaptersQuery(id ?? skipToken);
  const all = chapters.currentData;
  const chapter = all?.find((candidate) => candidate.number === number);
  useDocumentTitle(chapterTitle(chapter, lesson.currentData));

  if (id === null || lesson.isError) return <Navigate to={ROUTES.learn} replace />;
  if (number === null || chapters.isError || (all && !chapter)) return <Navigate to={ROUTES.lesson(id)} replace />;
  if (!lesson.currentData || !all || !chapter) return <ChapterSkeleton />;

  const total = all.length;
  return (
    <Container>
      <Link to={ROUTES.lesson(id)} css={backLink}>
        <span aria-hidden="true">← </span>
        {lesson.currentData.title}
      </Link>
      <div css={{ display: 'flex', alignItems: 'center', gap: 12, minHeight: 20, fontSize: '0.9rem' }}>
        <span id="chapter-progress-label" css={(t) => ({ color: t.colors.inkSoft, fontWeight: 600 })}>
          {PLAYER_COPY.chapterOf(chapter.number, total)}
        </span>
        <progress
          aria-labelledby="chapter-progress-label"
          value={chapter.number}
          max={total}
          css={(t) => ({ flex: '0 1 240px', height: 8, accentColor: t.colors.primary })}
        />
      </div>
      <h1 css={{ fontSize: 'clamp(1.8rem, 4vw, 2.5rem)', margin: '12px 0 24px' }}>{chapter.title}</h1>
      {/* A fresh board and exercise for every chapter. */}
      <ChapterPlayer key={`${id}/${chapter.number}`} lessonId={id} chapter={chapter} total={total} />
    </Container>
  );
}
