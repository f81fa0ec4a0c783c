import type { CatalogueKind } from '@kingside/contracts';
import { Link, PageHeading } from '@kingside/ui';
import type { ReactNode } from 'react';
import { KIT_COPY } from './copy';
import { resourcePaths, type ResourceDefinition } from './resource';

/** A resource page's frame: the way back to its list, the heading with anything beside it, then the page. */
export function PageFrame<K extends CatalogueKind>({
  resource,
  heading,
  headingId,
  aside,
  children,
}: {
  resource: ResourceDefinition<K>;
  heading: string;
  headingId?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={resourcePaths(resource.kind).list} css={{ display: 'inline-block', marginBottom: 12, fontWeight: 600 }}>
        ← {KIT_COPY.backToList(resource.labels.plural)}
      </Link>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <PageHeading id={headingId} css={{ margin: 0 }}>
          {heading}
        </PageHeading>
        {aside}
      </div>
      {children}
    </>
  );
}
