import { Container, Grid, Skeleton } from '@kingside/ui';
import { MediaCardSkeletons } from './MediaCardSkeleton';

/**
 * A list page (PagedList) while its code loads, in a section whose list is a chunk of its own (a visit that starts on
 * another page of the site): its heading, intro and controls as blocks, and the cards' placeholders as the list draws
 * them while its page of items loads.
 */
export function PagedListSkeleton({ columns, count, label }: { columns: number; count: number; label: string }) {
  return (
    <Container aria-busy="true" data-testid="list-skeleton">
      <div aria-hidden="true" css={{ display: 'flex', flexDirection: 'column', gap: 16, margin: '32px 0 24px' }}>
        <Skeleton height={44} width={280} />
        <Skeleton height={18} width="60%" />
        <Skeleton height={40} width={360} />
        <Skeleton height={64} />
      </div>
      <Grid columns={columns}>
        <MediaCardSkeletons count={count} label={label} />
      </Grid>
    </Container>
  );
}
