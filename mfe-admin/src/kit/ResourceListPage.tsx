import { ADMIN_LIST_DEFAULT_LIMIT, formatCalendarDate, pageTitle, type AdminRecord, type CatalogueKind } from '@kingside/contracts';
import { Badge, Button, ButtonLink, Input, Link, PageHeading, Select, useDocumentTitle, useSearchParams } from '@kingside/ui';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo, type FormEvent } from 'react';
import { useAdminCatalogueListQuery } from '../catalogue/catalogueApi';
import { useAdminAuthFailure } from '../session/useAdminAuthFailure';
import { KIT_COPY } from './copy';
import { DataTable, Pager } from './DataTable';
import { listQuery, readListState, STATUS_FILTERS, writeListState, type ListState } from './listState';
import { LoadError } from './LoadError';
import { resourcePaths, type ResourceDefinition } from './resource';

/** The declaration's columns, the first linked to the edit page, then Status and Updated, which every resource has. */
function tableColumns<K extends CatalogueKind>(resource: ResourceDefinition<K>) {
  const helper = createColumnHelper<AdminRecord<K>>();
  const paths = resourcePaths(resource.kind);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const columns: ColumnDef<AdminRecord<K>, any>[] = resource.columns.map((column) =>
    helper.display({
      id: column.id,
      header: column.header,
      cell: ({ row }) =>
        column.link ? <Link to={paths.edit(row.original.id)}>{column.cell(row.original)}</Link> : column.cell(row.original),
    }),
  );
  columns.push(
    helper.display({
      id: 'status',
      header: KIT_COPY.statusColumn,
      cell: ({ row }) =>
        row.original.archived ? <Badge>{KIT_COPY.status.archived}</Badge> : <Badge tone="success">{KIT_COPY.status.live}</Badge>,
    }),
    helper.display({
      id: 'updatedAt',
      header: KIT_COPY.updatedColumn,
      cell: ({ row }) => <time dateTime={row.original.updatedAt}>{formatCalendarDate(row.original.updatedAt)}</time>,
    }),
  );
  return columns;
}

const toolbar = {
  display: 'grid',
  gap: 12,
  alignItems: 'end',
  marginBottom: 12,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) auto minmax(0, 1fr) minmax(0, 1fr)' },
} as const;

/**
 * A resource's list: search, its filter and the status filter, a page of records from the admin api with
 * "x–y of N", all kept in the URL's query (Back, Forward and reload keep them), and the link to a new one.
 */
export function ResourceListPage<K extends CatalogueKind>({ resource }: { resource: ResourceDefinition<K> }) {
  const { labels, filter, kind } = resource;
  useDocumentTitle(pageTitle(labels.title));
  const [params, setParams] = useSearchParams();
  const state = readListState(params, filter);
  const limit = ADMIN_LIST_DEFAULT_LIMIT;
  const query = listQuery(state, filter, limit);
  const { data, error, isError, isFetching, refetch } = useAdminCatalogueListQuery({ kind, query });
  const authFailure = useAdminAuthFailure();
  useEffect(() => {
    if (error) authFailure(error);
  }, [error, authFailure]);
  const columns = useMemo(() => tableColumns(resource), [resource]);

  /** A new search or filter starts again at the first page. */
  const show = (changes: Partial<ListState>) => setParams(writeListState({ ...state, page: 1, ...changes }, filter));
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    show({ q: field instanceof HTMLInputElement ? field.value : '' });
  };

  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <PageHeading css={{ margin: 0 }}>{labels.title}</PageHeading>
        <ButtonLink to={resourcePaths(kind).create}>{KIT_COPY.newItem(labels.singular)}</ButtonLink>
      </div>
      <form role="search" aria-label={KIT_COPY.searchLabel(labels.plural)} onSubmit={search} css={toolbar}>
        <div css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <div css={{ flex: 1 }}>
            {/* keyed by the URL's q: Back and Forward put their search back in the box */}
            <Input key={state.q} type="search" name="q" label={KIT_COPY.searchLabel(labels.plural)} defaultValue={state.q} />
          </div>
        </div>
        <div css={{ marginBottom: 8 }}>
          <Button type="submit" variant="outline" css={{ marginBottom: 23 }}>
            {KIT_COPY.search}
          </Button>
        </div>
        <Select label={filter.label} value={state.filter} onChange={(event) => show({ filter: event.target.value })}>
          <option value="">{KIT_COPY.anyOption}</option>
          {filter.options.map((value) => (
            <option key={value} value={value}>
              {filter.optionLabel ? filter.optionLabel(value) : value}
            </option>
          ))}
        </Select>
        <Select
          label={KIT_COPY.statusLabel}
          value={state.status}
          onChange={(event) => show({ status: event.target.value as ListState['status'] })}
        >
          {STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {KIT_COPY.status[status]}
            </option>
          ))}
        </Select>
      </form>
      {isError && !isFetching ? (
        <LoadError message={KIT_COPY.loadFailed(labels.plural)} onRetry={() => void refetch()} />
      ) : (
        <div aria-busy={isFetching}>
          <DataTable
            label={labels.title}
            columns={columns}
            data={(data?.items ?? []) as unknown as AdminRecord<K>[]}
            getRowId={(record) => String(record.id)}
            rowHeader={resource.columns.find((column) => column.link)?.id ?? ''}
            loading={!data}
            loadingText={KIT_COPY.loading(labels.plural)}
            emptyText={KIT_COPY.empty(labels.plural)}
          />
          {data ? (
            <Pager
              offset={query.offset ?? 0}
              limit={limit}
              total={data.total}
              shown={data.items.length}
              disabled={isFetching}
              onPage={(offset) => setParams(writeListState({ ...state, page: offset / limit + 1 }, filter))}
            />
          ) : null}
        </div>
      )}
    </>
  );
}
