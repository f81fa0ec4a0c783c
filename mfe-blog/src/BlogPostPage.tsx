import { ROUTES, parseRouteId, formatCalendarDate, paragraphs } from '@kingside/contracts';
import { Badge, CatalogueImage, Container, useDocumentTitle, skipToken, Link, Navigate, useParams } from '@kingside/ui';
import { BlogPostSkeleton } from './BlogPostSkeleton';
import { ShareButtons } from './ShareButtons';
import { ARTICLE_WIDTH } from './articleLayout';
import { useBlogGetPostQuery } from './blogApi';
import { articleTitle } from './titles';

/** The picture spans the article: the page's width (less its gutters) up to ARTICLE_WIDTH. */
const IMAGE_SIZES = `(min-width: ${ARTICLE_WIDTH + 48}px) ${ARTICLE_WIDTH}px, 100vw`;

/**
 * /blog/{id}. Any failure to load the article (unknown id, an id that is not one, the network) takes
 * the visitor back to the list (docs/spec.md §2, §8), replacing the broken URL in the history.
 */
export default function BlogPostPage() {
  const id = parseRouteId(useParams().id);
  // currentData, not data: while another article loads, data would still be the previous one.
  const { currentData: post, isError } = useBlogGetPostQuery(id ?? skipToken);
  // Until the article arrives the tab names the section, never the page the visitor came from.
  useDocumentTitle(articleTitle(post));

  if (id === null || isError) return <Navigate to={ROUTES.blog} replace />;
  if (!post) return <BlogPostSkeleton />;

  return (
    <Container>
      <article css={{ maxWidth: ARTICLE_WIDTH, margin: '0 auto' }}>
        <Link to={ROUTES.blog} css={{ display: 'inline-block', margin: '32px 0 24px', fontWeight: 600 }}>
          ← Back to Blog
        </Link>
        <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', color: t.colors.inkSoft })}>
          <Badge tone="accent" data-testid="post-category">
            {post.category}
          </Badge>
          <time dateTime={post.publishedDate} data-testid="post-date">
            {formatCalendarDate(post.publishedDate)}
          </time>
        </div>
        <h1 css={{ fontSize: 'clamp(1.8rem, 4vw, 2.5rem)', margin: '12px 0 20px' }}>{post.title}</h1>
        <CatalogueImage
          src={post.imageUrl}
          sizes={IMAGE_SIZES}
          alt={`Illustration for the article ${post.title}`}
          width={800}
          height={600}
          css={(t) => ({ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: t.radius.lg, marginBottom: 28 })}
        />
        <div data-testid="post-content" css={{ fontSize: '1.075rem', lineHeight: 1.75, '& p': { margin: '0 0 1.1em' } }}>
          {paragraphs(post.content).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <footer css={(t) => ({ borderTop: `1px solid ${t.colors.line}`, marginTop: 32, paddingTop: 20 })}>
          <ShareButtons />
        </footer>
      </article>
    </Container>
  );
}
