import type { RemoteName } from '@kingside/contracts';
import { Grid, HydratedSeparately, MediaCardSkeletons } from '@kingside/ui';
import type { ComponentProps } from 'react';
import { RemoteSection } from '../../federation/RemoteSection';
import { HomeSection } from './HomeSection';

/**
 * A band of Home that a remote draws (its preview of lessons, products or articles), below the fold. Its
 * remote loads when the band nears the viewport; meanwhile the band shows the placeholders the remote
 * shows while its data loads, so the count and the size stay the same from the first paint to the cards.
 * Hydrated on its own (HydratedSeparately), so the start-up is a few short tasks, not one long one.
 */
export function PreviewBand({
  remote,
  module,
  columns,
  placeholders,
  loadingLabel,
  ...band
}: Omit<ComponentProps<typeof HomeSection>, 'children'> & {
  remote: RemoteName;
  module: string;
  columns: number;
  placeholders: number;
  loadingLabel: string;
}) {
  return (
    <HydratedSeparately>
      <HomeSection {...band}>
        <RemoteSection
          remote={remote}
          module={module}
          compact
          deferUntilVisible
          loading={
            <Grid columns={columns} aria-busy="true">
              <MediaCardSkeletons count={placeholders} label={loadingLabel} />
            </Grid>
          }
        />
      </HomeSection>
    </HydratedSeparately>
  );
}
