import { css, type Theme } from '@emotion/react';
import { Button, Skeleton } from '@kingside/ui';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { KIT_COPY } from './copy';

const tableStyle = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${theme.colors.line};
    vertical-align: middle;
  }
  thead th {
    font-weight: 700;
    color: ${theme.colors.inkSoft};
    background: #faf8f3;
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
  }
  tbody tr:hover {
    background: #fbfaf6;
  }
  a {
    color: ${theme.colors.primary};
  }
`;

const centred = (theme: Theme) => css`
  text-align: center !important;
  color: ${theme.colors.muted};
  padding: 28px 12px !important;
`;

/**
 * A table from @tanstack/react-table's column model, drawn with the ui theme: a caption that names it,
 * column headers (`scope="col"`), and the `rowHeader` column's cells as row headers (`scope="row"`), so a
 * screen reader announces each cell with its record. The scroll area is focusable and labelled, so the
 * keyboard can scroll a wide table on a narrow screen. Paging, filtering and ordering are the server's.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  rowHeader,
  loading,
  loadingText,
  emptyText,
}: {
  label: string;
  // Columns of differing value types: react-table's own ColumnDef<T, any>.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: T[];
  getRowId: (row: T) => string;
  /** the id of the column whose cells name their row */
  rowHeader: string;
  loading: boolean;
  loadingText: string;
  emptyText: string;
}) {
  // react-table's instance is mutable, which the React compiler cannot memoise: this component is left to
  // render as plain React does (the table is a page of at most 100 rows).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data, columns, getRowId, getCoreRowModel: getCoreRowModel(), manualPagination: true });
  const width = columns.length;
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      css={(t) => ({ overflowX: 'auto', background: t.colors.paper, border: `1px solid ${t.colors.line}`, borderRadius: t.radius.md })}
    >
      <table css={tableStyle}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={width} css={centred}>
                <Skeleton height={18} />
                <span className="visually-hidden" role="status">
                  {loadingText}
                </span>
              </td>
            </tr>
          ) : table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={width} css={centred}>
                {emptyText}
              </td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  return cell.column.id === rowHeader ? (
                    <th key={cell.id} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td key={cell.id}>{content}</td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** "Showing 26–50 of 120" with Previous / Next; the range alone when everything fits on one page, nothing when the list is empty. */
export function Pager({
  offset,
  limit,
  total,
  shown,
  onPage,
  disabled,
}: {
  offset: number;
  limit: number;
  total: number;
  /** how many records the page has */
  shown: number;
  onPage: (offset: number) => void;
  disabled?: boolean;
}) {
  const first = shown === 0 ? 0 : offset + 1;
  const last = offset + shown;
  const paged = total > limit || offset > 0;
  // An empty list says so in its table; "Showing 0–0 of 0" would add nothing.
  if (total === 0 && !paged) return null;
  return (
    <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginTop: 12, flexWrap: 'wrap' }}>
      <p data-testid="list-range" aria-live="polite" css={(t) => ({ margin: 0, color: t.colors.inkSoft, fontSize: '0.9rem' })}>
        {KIT_COPY.range(first, last, total)}
      </p>
      {paged ? (
        <nav aria-label={KIT_COPY.pages} css={{ display: 'flex', gap: 8 }}>
          <Button variant="outline" size="sm" disabled={disabled || offset === 0} onClick={() => onPage(Math.max(0, offset - limit))}>
            {KIT_COPY.previousPage}
          </Button>
          <Button variant="outline" size="sm" disabled={disabled || offset + limit >= total} onClick={() => onPage(offset + limit)}>
            {KIT_COPY.nextPage}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
