import { Container, Skeleton } from '@kingside/ui';
import { detailGrid } from './lessonLayout';

/** The lesson page while its data (or its code) loads: the same columns and blocks as the page. */
export function LessonDetailSkeleton() {
  return (
    <Container aria-busy="true" data-testid="lesson-detail-skeleton">
      <span className="visually-hidden" role="status">
        Loading lesson
      </span>
      <div aria-hidden="true">
        <Skeleton height={20} width={140} css={{ margin: '32px 0 24px' }} />
        <div css={detailGrid}>
          <div css={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
            <Skeleton height={24} width={180} radius="999px" />
            <Skeleton height={44} width="80%" />
            <Skeleton height={18} />
            <Skeleton height="auto" css={{ aspectRatio: '4 / 3', marginTop: 8 }} />
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="70%" />
          </div>
          <Skeleton height={360} />
        </div>
      </div>
    </Container>
  );
}
