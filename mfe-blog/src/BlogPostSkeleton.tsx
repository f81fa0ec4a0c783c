import { Container, Skeleton } from '@kingside/ui';
import { ARTICLE_WIDTH } from './articleLayout';

/** The article page while its data (or its code) loads: the same column and blocks as the page. */
export function BlogPostSkeleton() {
  return (
    <Container aria-busy="true" data-testid="blog-post-skeleton">
      <span className="visually-hidden" role="status">
        Loading article
      </span>
      <div aria-hidden="true" css={{ maxWidth: ARTICLE_WIDTH, margin: '0 auto', display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Skeleton height={20} width={140} css={{ margin: '32px 0 8px' }} />
        <Skeleton height={24} width={220} radius="999px" />
        <Skeleton height={44} width="85%" />
        <Skeleton height="auto" css={{ aspectRatio: '4 / 3', margin: '8px 0' }} />
        <Skeleton height={16} />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </div>
    </Container>
  );
}
