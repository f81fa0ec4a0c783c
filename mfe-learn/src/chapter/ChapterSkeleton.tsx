import { PLAYER_COPY } from '@kingside/contracts';
import { Container, Skeleton } from '@kingside/ui';
import { boardSquare, chapterGrid } from './chapterLayout';

/**
 * A chapter page while its code (ChapterPage's chunk) or its data loads, when the learner comes from another page of
 * the site: the same blocks as the page, the board's square reserved at its size. Never on a first visit's chapter
 * page, which the server renders whole (src/server.tsx) and the shell draws again after preloading its chunk.
 */
export function ChapterSkeleton() {
  return (
    <Container aria-busy="true" data-testid="chapter-skeleton">
      <span className="visually-hidden" role="status">
        {PLAYER_COPY.loadingChapter}
      </span>
      <div aria-hidden="true">
        <Skeleton height={20} width={200} css={{ margin: '32px 0 16px' }} />
        <Skeleton height={20} width={260} />
        <Skeleton height={44} width="60%" css={{ margin: '12px 0 24px' }} />
        <div css={chapterGrid}>
          <div css={{ gridArea: 'text', display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Skeleton height={16} />
            <Skeleton height={16} />
            <Skeleton height={16} width="80%" />
          </div>
          <div css={{ gridArea: 'board', width: '100%' }}>
            <Skeleton height="auto" radius="4px" css={boardSquare} data-testid="board-placeholder" />
          </div>
          <div css={{ gridArea: 'exercise', display: 'flex', flexDirection: 'column', gap: 12 }}>
            <Skeleton height={20} width="50%" />
            <Skeleton height={44} />
          </div>
        </div>
      </div>
    </Container>
  );
}
