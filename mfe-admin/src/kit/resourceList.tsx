import { formatCalendarDate, type AdminRecord, type CatalogueKind } from '@kingside/contracts';
import { ADMIN_LIST_DEFAULT_LIMIT, BACK_OFFICE_API } from '@kingside/contracts/admin';
import { Badge } from '@kingside/ui';
import { KIT_COPY } from './copy';
import type { ListDefinition, ListFilter } from './list';
import { resourcePaths, type ResourceDefinition } from './resource';

/** Live (the default), Archived or All: which versioned records a list shows, as the admin api's `archived`. */
export const STATUS_FILTER: ListFilter = {
  param: 'status',
  label: KIT_COPY.statusLabel,
  options: [
    { value: 'live', label: KIT_COPY.status.live },
    { value: 'archived', label: KIT_COPY.status.archived },
    { value: 'all', label: KIT_COPY.status.all },
  ],
  defaultValue: 'live',
  apiParams: (value): Record<string, string> => (value === 'all' ? {} : { archived: String(value === 'archived') }),
};

/** A catalogue resource's list: its columns, then Status and Updated; its filter, then the status filter. */
export function resourceList<K extends CatalogueKind>(resource: ResourceDefinition<K>): ListDefinition<AdminRecord<K>> {
  const paths = resourcePaths(resource.kind);
  return {
    endpoint: BACK_OFFICE_API.list(resource.kind),
    labels: resource.labels,
    columns: [
      ...resource.columns,
      {
        id: 'status',
        header: KIT_COPY.statusColumn,
        cell: (record) =>
          record.archived ? <Badge>{KIT_COPY.status.archived}</Badge> : <Badge tone="success">{KIT_COPY.status.live}</Badge>,
      },
      {
        id: 'updatedAt',
        header: KIT_COPY.updatedColumn,
        cell: (record) => <time dateTime={record.updatedAt}>{formatCalendarDate(record.updatedAt)}</time>,
      },
    ],
    filters: [resource.filter, STATUS_FILTER],
    itemPath: paths.edit,
    createPath: paths.create,
    pageSize: ADMIN_LIST_DEFAULT_LIMIT,
  };
}
