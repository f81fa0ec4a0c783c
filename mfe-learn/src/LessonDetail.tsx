import { ROUTES, parseRouteId, levelLabel, pageTitle, paragraphs } from '@kingside/contracts';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CatalogueImage,
  Container,
  useDocumentTitle,
  skipToken,
  Link,
  Navigate,
  useParams,
} from '@kingside/ui';
import { LessonDetailSkeleton } from './LessonDetailSkeleton';
import { courseContents, lessonCountLabel } from './courseContents';
import { useLearnGetLessonQuery } from './learnApi';
import { detailGrid } from './lessonLayout';

/** The picture's width in detailGrid: the page's, then two thirds of it from 1024px, at most ~750px in the 1200px page. */
const IMAGE_SIZES = '(min-width: 1200px) 750px, (min-width: 1024px) 67vw, 100vw';

/**
 * /learn/{id}. Any failure to load the lesson (unknown id, an id that is not one, the network) takes the
 * visitor back to the list (docs/spec.md §2, §8), replacing the broken URL in the history.
 */
export default function LessonDetail() {
  const id = parseRouteId(useParams().id);
  // currentData, not data: while another lesson loads, data would still be the previous one.
  const { currentData: lesson, isError } = useLearnGetLessonQuery(id ?? skipToken);
  // Until the lesson arrives the tab names the section, never the page the visitor came from.
  useDocumentTitle(pageTitle(lesson ? lesson.title : 'Chess Lessons'));

  if (id === null || isError) return <Navigate to={ROUTES.learn} replace />;
  if (!lesson) return <LessonDetailSkeleton />;

  const contents = courseContents(lesson.lessonCount);
  return (
    <Container>
      <Link to={ROUTES.learn} css={{ display: 'inline-block', margin: '32px 0 24px', fontWeight: 600 }}>
        ← Back to Lessons
      </Link>
      <div css={detailGrid}>
        <article>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
            <Badge tone="accent" data-testid="lesson-level">
              {levelLabel(lesson.level)}
            </Badge>
            {lesson.category ? <Badge>{lesson.category}</Badge> : null}
            <span data-testid="lesson-count" css={(t) => ({ color: t.colors.inkSoft, fontSize: '0.9rem' })}>
              {lessonCountLabel(lesson.lessonCount)}
            </span>
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
        <aside aria-labelledby="course-contents-heading" css={(t) => ({ [t.breakpoints.lg]: { position: 'sticky', top: 24 } })}>
          <Card>
            <CardBody>
              <h2 id="course-contents-heading" css={{ fontSize: '1.25rem' }}>
                Course Contents
              </h2>
              <ol data-testid="course-contents" css={{ listStyle: 'none', margin: '0 0 16px', padding: 0 }}>
                {contents.map((item, index) => (
                  <li
                    key={item}
                    css={(t) => ({
                      display: 'flex',
                      alignItems: 'center',
                      gap: 12,
                      padding: '10px 0',
                      borderTop: index === 0 ? 'none' : `1px solid ${t.colors.line}`,
                    })}
                  >
                    <span
                      aria-hidden="true"
                      css={(t) => ({
                        flexShrink: 0,
                        width: 28,
                        height: 28,
                        borderRadius: '50%',
                        display: 'inline-flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        background: t.colors.accentSoft,
                        color: t.colors.primary,
                      })}
                    >
                      <svg width="12" height="12" viewBox="0 0 12 12">
                        <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
                      </svg>
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ol>
              {/* docs/spec.md §2: the Start Course button does nothing yet; it is a real, focusable button. */}
              <Button size="lg" css={{ width: '100%' }}>
                Start Course
              </Button>
            </CardBody>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
