import { Link } from '@kingside/ui';
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useEffect, useMemo } from 'react';
import { useAuthFailureOfRead } from '../session/useAdminAuthFailure';
import { DataTable, Pager } from './DataTable';
import type { ListColumn } from './list';
import { useAdminListPageQuery } from './listApi';
import { LoadError } from './LoadError';

/** Declared columns for react-table, the linked one drawn as a link to the row's page (when `linkOf` gives one). */
export function tableColumns<Row>(columns: readonly ListColumn<Row>[], linkOf?: (row: Row) => string) {
  const helper = createColumnHelper<Row>();
  // Columns of differing value types: react-table's own ColumnDef<T, any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return columns.map<ColumnDef<Row, any>>((column) =>
    helper.display({
      id: column.id,
      header: column.header,
      cell: ({ row }) =>
        column.link && linkOf ? <Link to={linkOf(row.original)}>{column.cell(row.original)}</Link> : column.cell(row.original),
    }),
  );
}

export interface ListResultsProps<Row extends { id: number }> {
  /** the list's endpoint (its cache tag) and the URL of the page to show */
  endpoint: string;
  url: string;
  /** names the table */
  label: string;
  columns: readonly ListColumn<Row>[];
  itemPath?: (id: number) => string;
  offset: number;
  pageSize: number;
  onPage(offset: number): void;
  texts: { loading: string; empty: string; failed: string };
  /** told the total once a page has come (the members tab shows it) */
  onTotal?(total: number): void;
}

/**
 * One page of an admin list from the api, as a table with "Showing x–y of N" and Previous / Next: what every
 * list of the back office shows, the list pages and the dashboard's tabs alike. Loading, empty and failed
 * (with Try again) states included; a 401/403 signs the administrator out.
 */
export function ListResults<Row extends { id: number }>({
  endpoint,
  url,
  label,
  columns,
  itemPath,
  offset,
  pageSize,
  onPage,
  texts,
  onTotal,
}: ListResultsProps<Row>) {
  const { data, error, isError, isFetching, refetch } = useAdminListPageQuery({ endpoint, url });
  useAuthFailureOfRead(error);
  useEffect(() => {
    if (data) onTotal?.(data.total);
  }, [data, onTotal]);
  const tableColumnsOf = useMemo(() => tableColumns(columns, itemPath && ((row: Row) => itemPath(row.id))), [columns, itemPath]);

  if (isError && !isFetching) return <LoadError message={texts.failed} onRetry={() => void refetch()} />;
  return (
    <div aria-busy={isFetching}>
      <DataTable
        label={label}
        columns={tableColumnsOf}
        data={(data?.items ?? []) as Row[]}
        getRowId={(row) => String(row.id)}
        rowHeader={columns.find((column) => column.link || column.rowHeader)?.id ?? ''}
        loading={!data}
        loadingText={texts.loading}
        emptyText={texts.empty}
      />
      {data ? (
        <Pager offset={offset} limit={pageSize} total={data.total} shown={data.items.length} disabled={isFetching} onPage={onPage} />
      ) : null}
    </div>
  );
}
