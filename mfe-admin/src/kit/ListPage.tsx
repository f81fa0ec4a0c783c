import { pageTitle } from '@kingside/contracts';
import { Button, ButtonLink, Input, PageHeading, Select, useDocumentTitle, useSearchParams } from '@kingside/ui';
import type { FormEvent } from 'react';
import { KIT_COPY } from './copy';
import type { ListDefinition } from './list';
import { ListResults } from './ListResults';
import { listRequestUrl, readListState, writeListState, type ListState } from './listState';

const toolbar = (filters: number) =>
  ({
    display: 'grid',
    gap: 12,
    alignItems: 'end',
    marginBottom: 12,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 768px)': { gridTemplateColumns: `minmax(0, 2fr) auto${' minmax(0, 1fr)'.repeat(filters)}` },
  }) as const;

/**
 * A list page: search, the declaration's filters and a page of rows from the admin api with
 * "Showing x–y of N", all kept in the URL's query (Back, Forward and reload keep them), and the link to a
 * new record where there is one.
 */
export function ListPage<Row extends { id: number }>({ list }: { list: ListDefinition<Row> }) {
  const { labels, filters } = list;
  useDocumentTitle(pageTitle(labels.title));
  const [params, setParams] = useSearchParams();
  const state = readListState(params, filters);
  const url = listRequestUrl(list, state);

  /** A new search or filter starts again at the first page. */
  const show = (changes: Partial<ListState>) => setParams(writeListState({ ...state, page: 1, ...changes }, filters));
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    show({ q: field instanceof HTMLInputElement ? field.value : '' });
  };

  return (
    <>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
        <PageHeading css={{ margin: 0 }}>{labels.title}</PageHeading>
        {list.createPath ? <ButtonLink to={list.createPath}>{KIT_COPY.newItem(labels.singular)}</ButtonLink> : null}
      </div>
      <form role="search" aria-label={KIT_COPY.searchLabel(labels.plural)} onSubmit={search} css={toolbar(filters.length)}>
        {/* keyed by the URL's q: Back and Forward put their search back in the box */}
        <Input key={state.q} type="search" name="q" label={KIT_COPY.searchLabel(labels.plural)} defaultValue={state.q} />
        <div css={{ marginBottom: 8 }}>
          <Button type="submit" variant="outline" css={{ marginBottom: 23 }}>
            {KIT_COPY.search}
          </Button>
        </div>
        {filters.map((filter) => (
          <Select
            key={filter.param}
            label={filter.label}
            value={state.filters[filter.param] ?? ''}
            onChange={(event) => show({ filters: { ...state.filters, [filter.param]: event.target.value } })}
          >
            {filter.defaultValue === undefined ? <option value="">{KIT_COPY.anyOption}</option> : null}
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ))}
      </form>
      <ListResults
        endpoint={list.endpoint}
        url={url}
        label={labels.title}
        columns={list.columns}
        itemPath={list.itemPath}
        offset={(state.page - 1) * list.pageSize}
        pageSize={list.pageSize}
        onPage={(next) => setParams(writeListState({ ...state, page: next / list.pageSize + 1 }, filters))}
        texts={{
          loading: KIT_COPY.loading(labels.plural),
          empty: KIT_COPY.empty(labels.plural),
          failed: KIT_COPY.loadFailed(labels.plural),
        }}
      />
    </>
  );
}
