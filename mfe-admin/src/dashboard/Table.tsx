import { css, type Theme } from '@emotion/react';
import { Button } from '@kingside/ui';
import type { ReactNode } from 'react';

const tableStyle = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    text-align: left;
    padding: 10px 12px;
    border-bottom: 1px solid ${theme.colors.line};
    white-space: nowrap;
  }
  th {
    font-weight: 700;
    color: ${theme.colors.inkSoft};
    background: #faf8f3;
  }
  tbody tr:hover {
    background: #fbfaf6;
  }
`;

/**
 * A data table that scrolls sideways on narrow screens. The scroll area is focusable and labelled, so
 * keyboard users can scroll it too.
 */
export function DataTable({ caption, columns, children }: { caption: string; columns: readonly string[]; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      css={(t) => ({ overflowX: 'auto', background: t.colors.paper, border: `1px solid ${t.colors.line}`, borderRadius: t.radius.md })}
    >
      <table css={tableStyle}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** One full-width row: the empty text, or the loading placeholder. */
export function FullRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} css={(t) => ({ textAlign: 'center', color: t.colors.muted, padding: '28px 12px !important' })}>
        {children}
      </td>
    </tr>
  );
}

/** "Showing 1–50 of 120" with Previous / Next. Hidden when everything fits on one page. */
export function Pager({
  offset,
  limit,
  total,
  onChange,
  disabled,
}: {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
  disabled?: boolean;
}) {
  if (total <= limit && offset === 0) return null;
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(offset + limit, total);
  return (
    <nav
      aria-label="Pages"
      css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginTop: 12, flexWrap: 'wrap' }}
    >
      <span css={(t) => ({ color: t.colors.inkSoft, fontSize: '0.9rem' })}>
        Showing {first}–{last} of {total}
      </span>
      <span css={{ display: 'flex', gap: 8 }}>
        <Button variant="outline" size="sm" disabled={disabled || offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={disabled || offset + limit >= total} onClick={() => onChange(offset + limit)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
