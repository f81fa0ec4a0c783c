import type { CatalogueKind } from '@kingside/contracts';
import { NotFound, Route, Routes } from '@kingside/ui';
import { useMemo } from 'react';
import { ListPage } from './ListPage';
import type { ResourceDefinition } from './resource';
import { resourceList } from './resourceList';
import { ResourceCreatePage } from './ResourceCreatePage';
import { ResourceEditPage } from './ResourceEditPage';

/** A resource's three pages, under its list's path: the list, `new`, and `{id}`. */
export function ResourceRoutes<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  const list = useMemo(() => resourceList(resource), [resource]);
  return (
    <Routes>
      <Route index element={<ListPage list={list} />} />
      <Route path="new" element={<ResourceCreatePage resource={resource} />} />
      <Route path=":id" element={<ResourceEditPage resource={resource} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
