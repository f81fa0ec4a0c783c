import type { CatalogueKind } from '@kingside/contracts';
import { Link, PageHeading } from '@kingside/ui';
import type { ReactNode } from 'react';
import { KIT_COPY } from './copy';
import { resourcePaths, type ResourceDefinition } from './resource';

/** What a record's pages call it ("discount code", "discount codes"), and the path of its list (the way back). */
export interface PageNoun {
  singular: string;
  plural: string;
  listPath: string;
}

/** A catalogue resource's nouns and list. */
export const resourceNoun = <K extends CatalogueKind>({ labels, kind }: ResourceDefinition<K>): PageNoun => ({
  singular: labels.singular,
  plural: labels.plural,
  listPath: resourcePaths(kind).list,
});

/** A record page's frame: the way back to its list, the heading with anything beside it, then the page. */
export function PageFrame({
  noun,
  heading,
  headingId,
  aside,
  children,
}: {
  noun: PageNoun;
  heading: string;
  headingId?: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <Link to={noun.listPath} css={{ display: 'inline-block', marginBottom: 12, fontWeight: 600 }}>
        ← {KIT_COPY.backToList(noun.plural)}
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
