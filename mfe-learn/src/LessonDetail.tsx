import { PLAYER_COPY, ROUTES, chapterProgressLabel, parseRouteId, levelLabel, paragraphs } from '@kingside/contracts';
import {
  Badge,
  ButtonLink,
  Card,
  CardBody,
  CatalogueImage,
  Container,
  FederatedSlot,
  useDocumentTitle,
  skipToken,
  Link,
  Navigate,
  useParams,
} from '@kingside/ui';
import { LessonDetailSkeleton } from './LessonDetailSkeleton';
import { ChapterList } from './ChapterList';
import { courseStart, lessonCountLabel } from './courseContents';
import { useLearnGetChaptersQuery, useLearnGetLessonQuery } from './learnApi';
import { detailGrid } from './lessonLayout';
import { useLearnerProgress } from './progress';
import { courseTitle } from './titles';

/** The picture's width in detailGrid: the page's, then two thirds of it from 1024px, at most ~750px in the 1200px page. */
const IMAGE_SIZES = '(min-width: 1200px) 750px, (min-width: 1024px) 67vw, 100vw';

/**
 * /learn/{id}. Any failure to load the lesson (unknown id, an id that is not one, the network) takes the
 * visitor back to the list (docs/spec.md §2, §8), replacing the broken URL in the history.
 *
 * Issue 18: the Course Contents are the course's chapters, each a link to its page on the board, and the big
 * button starts the course at chapter 1 or continues at the first chapter not solved yet. The page is drawn as soon
 * as the course is there, as the server draws it into the first HTML (src/server.tsx, a guest's page); a member's
 * progress, read afterwards, changes words in place and moves nothing: "{n} of {N} chapters" takes the place of
 * "N lessons" in the same line (as on the cards of /learn), Continue that of Start Course in the same full-width
 * button, and the solved marks are the same size as the others.
 */
export default function LessonDetail() {
  const id = parseRouteId(useParams().id);
  // currentData, not data: while another lesson loads, data would still be the previous one.
  const { currentData: lesson, isError } = useLearnGetLessonQuery(id ?? skipToken);
  const chapters = useLearnGetChaptersQuery(id ?? skipToken);
  const progress = useLearnerProgress();
  // Until the lesson arrives the tab names the section, never the page the visitor came from.
  useDocumentTitle(courseTitle(lesson));

  if (id === null || isError) return <Navigate to={ROUTES.learn} replace />;
  if (!lesson) return <LessonDetailSkeleton />;

  const solved = progress.solvedIn(lesson.id);
  const memberSolved = progress.memberSolvedIn(lesson.id)?.filter((number) => number <= lesson.lessonCount);
  const start = courseStart(lesson.id, lesson.lessonCount, solved);
  const recommended = lesson.recommendedProductIds ?? [];
  return (
    <Container>
      <Link to={ROUTES.learn} css={{ display: 'inline-block', margin: '32px 0 24px', fontWeight: 600 }}>
        ← Back to Lessons
      </Link>
      <div css={detailGrid}>
        <div>
          <article>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <Badge tone="accent" data-testid="lesson-level">
                {levelLabel(lesson.level)}
              </Badge>
              {lesson.category ? <Badge>{lesson.category}</Badge> : null}
              {memberSolved?.length ? (
                <Badge tone="success" data-testid="lesson-progress">
                  {chapterProgressLabel(memberSolved.length, lesson.lessonCount)}
                </Badge>
              ) : (
                <span data-testid="lesson-count" css={(t) => ({ color: t.colors.inkSoft, fontSize: '0.9rem' })}>
                  {lessonCountLabel(lesson.lessonCount)}
                </span>
              )}
            </div>
            <h1 css={{ fontSize: 'clamp(1.8rem, 4vw, 2.5rem)', margin: '12px 0' }}>{lesson.title}</h1>
            <p css={(t) => ({ fontSize: '1.1rem', color: t.colors.inkSoft, marginTop: 0 })}>{lesson.description}</p>
            <CatalogueImage
              src={lesson.imageUrl}
              sizes={IMAGE_SIZES}
              alt={`Illustration for the lesson ${lesson.title}`}
              width={800}
              height={600}
              css={(t) => ({ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: t.radius.lg, margin: '8px 0 24px' })}
            />
            <div data-testid="lesson-content" css={{ fontSize: '1.05rem', '& p': { margin: '0 0 1em' } }}>
              {paragraphs(lesson.content).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </article>
          {recommended.length > 0 ? (
            <section aria-labelledby="practise-at-home-heading" css={{ marginTop: 8 }}>
              <Card>
                <CardBody>
                  <h2 id="practise-at-home-heading" css={{ fontSize: '1.25rem' }}>
                    {PLAYER_COPY.practiseAtHome}
                  </h2>
                  {/* The shop's own teaser, composed at run time (issue 18); nothing outside the shell. */}
                  <FederatedSlot remote="shop" module="./ProductTeaser" props={{ productIds: recommended }} compact deferUntilVisible />
                </CardBody>
              </Card>
            </section>
          ) : null}
        </div>
        <aside
          aria-labelledby="course-contents-heading"
          css={(t) => ({
            display: 'flex',
            flexDirection: 'column',
            gap: 24,
            // Held in view beside the text.
            [t.breakpoints.lg]: { position: 'sticky', top: 24 },
          })}
        >
          <Card>
            <CardBody>
              <h2 id="course-contents-heading" css={{ fontSize: '1.25rem' }}>
                Course Contents
              </h2>
              <ChapterList
                lessonId={lesson.id}
                lessonCount={lesson.lessonCount}
                chapters={chapters.currentData}
                failed={chapters.isError}
                solved={solved}
              />
              <ButtonLink size="lg" to={start.to} css={{ width: '100%' }} data-testid="start-course">
                {start.label}
              </ButtonLink>
            </CardBody>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
