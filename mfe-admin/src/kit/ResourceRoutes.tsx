import type { CatalogueKind } from '@kingside/contracts';
import { NotFound, Route, Routes } from '@kingside/ui';
import type { ResourceDefinition } from './resource';
import { ResourceListPage } from './ResourceListPage';
import { ResourceCreatePage, ResourceEditPage } from './ResourcePages';

/** A resource's three pages, under its list's path: the list, `new`, and `{id}`. */
export function ResourceRoutes<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  return (
    <Routes>
      <Route index element={<ResourceListPage resource={resource} />} />
      <Route path="new" element={<ResourceCreatePage resource={resource} />} />
      <Route path=":id" element={<ResourceEditPage resource={resource} />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
