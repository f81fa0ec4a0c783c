import { Grid, HydratedSeparately, type RemoteModuleRef } from '@kingside/ui';
import { MediaCardSkeletons } from '@kingside/ui/parts';
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
  id,
  title,
  intro,
  link,
  tinted,
  columns,
  placeholders,
  loadingLabel,
  ...section
}: Omit<ComponentProps<typeof HomeSection>, 'children'> &
  RemoteModuleRef & {
    columns: number;
    placeholders: number;
    loadingLabel: string;
  }) {
  return (
    <HydratedSeparately>
      <HomeSection id={id} title={title} intro={intro} link={link} tinted={tinted}>
        <RemoteSection
          {...section}
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
