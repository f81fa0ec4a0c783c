import { formatDateTime, type AuditEntry } from '@kingside/contracts';
import { ADMIN_LIST_DEFAULT_LIMIT, BACK_OFFICE_API } from '@kingside/contracts/admin';
import { Card, CardBody, Link, Select, useSearchParams } from '@kingside/ui';
import { useId, type ReactNode } from 'react';
import { adminItemPath } from '../kit/itemPaths';
import type { ListColumn } from '../kit/list';
import { ListResults } from '../kit/ListResults';
import { SETTINGS_COPY } from './copy';

type Entity = keyof typeof SETTINGS_COPY.entities;
const ENTITIES = Object.keys(SETTINGS_COPY.entities) as Entity[];

const show = (value: unknown): string => (value === null || value === undefined || value === '' ? '—' : String(value));

/** "price: 4999 → 5999; stock: 3 → 0" */
const changesOf = (entry: AuditEntry): string =>
  Object.entries(entry.changes)
    .map(([field, [before, after]]) => `${field}: ${show(before)} → ${show(after)}`)
    .join('; ');

function Item({ entry }: { entry: AuditEntry }): ReactNode {
  const path = adminItemPath(entry.entity, entry.entityId);
  const text = `${entry.entity} #${entry.entityId}`;
  return path ? <Link to={path}>{text}</Link> : text;
}

const COLUMNS: readonly ListColumn<AuditEntry>[] = [
  { id: 'at', header: SETTINGS_COPY.when, cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  { id: 'who', header: SETTINGS_COPY.who, cell: (entry) => entry.adminEmail },
  { id: 'action', header: SETTINGS_COPY.action, cell: (entry) => entry.action },
  { id: 'item', header: SETTINGS_COPY.entity, cell: (entry) => <Item entry={entry} /> },
  { id: 'changes', header: SETTINGS_COPY.changes, cell: (entry) => <span css={{ overflowWrap: 'anywhere' }}>{changesOf(entry)}</span> },
];

/** The audit log, newest first, filtered by the kind of item (kept in the URL), a page at a time. */
export function ActivityTab() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const entity = ENTITIES.find((value) => value === params.get('entity')) ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const offset = (page - 1) * ADMIN_LIST_DEFAULT_LIMIT;
  const url = `${BACK_OFFICE_API.audit}?${new URLSearchParams({
    ...(entity ? { entity } : {}),
    limit: String(ADMIN_LIST_DEFAULT_LIMIT),
    offset: String(offset),
  }).toString()}`;
  const go = (next: { entity?: string; page?: number }) => {
    const query = new URLSearchParams(params);
    const nextEntity = next.entity ?? entity;
    if (nextEntity) query.set('entity', nextEntity);
    else query.delete('entity');
    if (next.page && next.page > 1) query.set('page', String(next.page));
    else query.delete('page');
    setParams(query);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardBody>
        <h2 id={headingId} css={{ fontSize: '1.2rem', margin: '0 0 4px' }}>
          {SETTINGS_COPY.activityHeading}
        </h2>
        <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>{SETTINGS_COPY.activityIntro}</p>
        <div css={{ maxWidth: 280 }}>
          <Select label={SETTINGS_COPY.entity} value={entity} onChange={(event) => go({ entity: event.target.value, page: 1 })}>
            <option value="">All</option>
            {ENTITIES.map((value) => (
              <option key={value} value={value}>
                {SETTINGS_COPY.entities[value]}
              </option>
            ))}
          </Select>
        </div>
        <ListResults
          endpoint={BACK_OFFICE_API.audit}
          url={url}
          label={SETTINGS_COPY.activityHeading}
          columns={COLUMNS}
          offset={offset}
          pageSize={ADMIN_LIST_DEFAULT_LIMIT}
          onPage={(next) => go({ page: next / ADMIN_LIST_DEFAULT_LIMIT + 1 })}
          texts={{ loading: SETTINGS_COPY.activityLoading, empty: SETTINGS_COPY.activityEmpty, failed: SETTINGS_COPY.activityFailed }}
        />
      </CardBody>
    </Card>
  );
}
