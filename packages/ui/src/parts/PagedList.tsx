import type { Theme } from '@emotion/react';
import {
  DEFAULT_ORDER_LABELS,
  LIST_COPY,
  LIST_KIND_FILTERS,
  LIST_PARAMS,
  LIST_SORTS,
  MAX_SEARCH_LENGTH,
  RELEVANCE_LABEL,
  SORT_LABELS,
  listStatus,
  pageCount,
  pageWindow,
  type ListSort,
  type ListState,
  type Page,
} from '@kingside/contracts';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Container, Link, PageHeading, useKeptValue, useLocation } from '@kingside/ui';
import { FilterBar, type FilterOption } from './FilterBar';
import type { ListControls } from './useListState';

/** What a page endpoint's RTK Query hook gives (currentData: never the previous argument's page). */
export interface PageResult<T> {
  currentData?: Page<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface PagedListProps<T> {
  /** the page's state in its URL: useListState(kind) */
  list: ListControls;
  /** the remote's page endpoint called with list.query */
  result: PageResult<T>;
  heading: string;
  intro: ReactNode;
  /** names the filter's group, e.g. "Filter products by category" */
  filterLabel: string;
  filterOptions: readonly FilterOption<string>[];
  /** said when the page cannot be read, above Try again */
  errorText: string;
  /** the cards of a page */
  renderItems: (items: readonly T[]) => ReactNode;
  /** the placeholders while a page loads */
  renderPlaceholders: () => ReactNode;
}

const controlStyle = (t: Theme) => ({
  padding: '8px 12px',
  font: 'inherit',
  color: t.colors.ink,
  background: t.colors.paper,
  border: `1px solid ${t.colors.inkSoft}`,
  borderRadius: t.radius.sm,
  minHeight: 40,
});
const labelStyle = { display: 'block', fontWeight: 600, fontSize: '0.9rem', marginBottom: 4 } as const;
const pageLinkStyle = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 40,
  minHeight: 40,
  padding: '0 10px',
  borderRadius: t.radius.sm,
  border: `1px solid ${t.colors.line}`,
  background: t.colors.paper,
  fontWeight: 600,
  textDecoration: 'none',
  '&[aria-current="page"]': { background: t.colors.primary, borderColor: t.colors.primary, color: t.colors.primaryInk },
  '&:hover:not([aria-current="page"])': { background: t.colors.accentSoft },
});

/** Only the page number moved: a page link, or Back and Forward between pages of the same list. */
const onlyPageMoved = (a: ListState, b: ListState) => a.page !== b.page && a.q === b.q && a.sort === b.sort && a.filter === b.filter;

/**
 * A list page of the catalogue (/shop, /learn, /blog; docs/spec.md §2 and §4.4): heading and intro, the filter,
 * a search box, a sort control, one page of cards, the "Showing 25–48 of 10,000 products" line and the page links.
 * Everything lives in the URL (useListState), so Back, Forward and reload keep it, and the page links are real
 * links, which work before JavaScript on a server-rendered page. The data comes from the remote's own page endpoint;
 * the cards from its render props.
 */
export function PagedList<T>({
  list,
  result,
  heading,
  intro,
  filterLabel,
  filterOptions,
  errorText,
  renderItems,
  renderPlaceholders,
}: PagedListProps<T>) {
  const { kind, state } = list;
  const { currentData: page, isFetching, isError, refetch } = result;
  const ready = !isError && !isFetching && page !== undefined;
  const last = page ? pageCount(page.total) : 1;

  // After a move to another page, keyboard and screen-reader users land at the top of the new results.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownState = useRef(state);
  useEffect(() => {
    const heading = headingRef.current;
    if (heading && onlyPageMoved(shownState.current, state)) {
      heading.focus({ preventScroll: true });
      // jsdom has no scrolling
      heading.scrollIntoView?.({ block: 'start' });
    }
    shownState.current = state;
  }, [state]);

  const status = ready ? listStatus(kind, state.page, page.items.length, page.total) : null;
  const { pathname } = useLocation();

  return (
    <Container>
      <PageHeading ref={headingRef} tabIndex={-1} css={{ scrollMarginTop: 80 }}>
        {heading}
      </PageHeading>
      <p css={(t) => ({ color: t.colors.inkSoft, maxWidth: 680, marginTop: 0, marginBottom: 24 })}>{intro}</p>
      <FilterBar
        label={filterLabel}
        action={pathname}
        param={LIST_KIND_FILTERS[kind].param}
        keep={{ [LIST_PARAMS.q]: state.q, [LIST_PARAMS.sort]: state.sort }}
        options={filterOptions}
        selected={state.filter}
        showClear={list.filterIsSet}
        onSelect={list.selectFilter}
        onClear={list.clearFilter}
      />
      <SearchAndSort list={list} />
      <p role="status" css={(t) => ({ minHeight: '1.6em', margin: '0 0 16px', color: t.colors.inkSoft })}>
        {status}
      </p>
      {isError ? (
        <div role="alert" css={{ padding: '32px 0' }}>
          <p>{errorText}</p>
          <Button onClick={() => void refetch()}>Try again</Button>
        </div>
      ) : !ready ? (
        renderPlaceholders()
      ) : page.items.length === 0 ? (
        <p role="status" css={(t) => ({ padding: '48px 0', textAlign: 'center', fontSize: '1.1rem', color: t.colors.inkSoft })}>
          {LIST_COPY.nothingFound(kind)}
        </p>
      ) : (
        renderItems(page.items)
      )}
      {ready && (last > 1 || state.page > last) ? <PageLinks page={state.page} last={last} hrefForPage={list.hrefForPage} /> : null}
    </Container>
  );
}

/**
 * The search box and the sort control, in one GET form: before JavaScript (a server-rendered page), submitting it
 * loads the same URL the live page writes.
 */
function SearchAndSort({ list }: { list: ListControls }) {
  const { kind, state } = list;
  const { pathname } = useLocation();
  const searchId = useId();
  const sortId = useId();
  // The box holds what is typed until it is submitted (from the server's page on, before start-up too); a new search
  // in the URL (Back, Forward) replaces it.
  const [draft, setDraft, keepSearch] = useKeptValue('list-search', state.q);
  const [shownQ, setShownQ] = useState(state.q);
  if (shownQ !== state.q) {
    setShownQ(state.q);
    setDraft(state.q);
  }

  const defaultLabel = state.q ? RELEVANCE_LABEL : DEFAULT_ORDER_LABELS[kind];
  // An order that reads the same as the list's own (articles: newest first) is not offered twice.
  const sorts = (LIST_SORTS[kind] as readonly ListSort[]).filter((sort) => SORT_LABELS[sort] !== defaultLabel);
  const sortValue = state.sort !== null && (sorts as readonly string[]).includes(state.sort) ? state.sort : '';
  const filter = LIST_KIND_FILTERS[kind];
  // A sort chosen on the server's page before start-up (it could not act then) is put into effect once live. The kept
  // value changes once more if the visitor chose between the first render and its commit (the select's take-over reads
  // it then), so the effect follows it rather than running on mount alone.
  const [chosenSort, , keepSort] = useKeptValue<HTMLSelectElement>('list-sort', sortValue);
  const applyEarlySort = useEffectEvent(() => {
    if (chosenSort !== sortValue) list.sortBy(chosenSort || null);
  });
  useEffect(() => applyEarlySort(), [chosenSort]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    list.search(draft);
  };

  return (
    <form
      role="search"
      method="get"
      action={pathname}
      // The URL is the one home of the search and the sort: a browser restoring the controls' last values on Back
      // (Chromium does, into a page loaded again) would show a sort the list is not in.
      autoComplete="off"
      onSubmit={submit}
      css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '12px 24px', margin: '0 0 12px' }}
    >
      {state.filter ? <input type="hidden" name={filter.param} value={state.filter} /> : null}
      <div css={{ flex: '1 1 320px', maxWidth: 560 }}>
        <label htmlFor={searchId} css={labelStyle}>
          {LIST_COPY.searchLabel(kind)}
        </label>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
          <input
            {...keepSearch}
            id={searchId}
            type="search"
            name={LIST_PARAMS.q}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            css={(t) => ({ ...controlStyle(t), flex: '1 1 180px', minWidth: 0 })}
          />
          <Button type="submit" variant="primary">
            {LIST_COPY.search}
          </Button>
          {state.q ? (
            <Link to={list.hrefWithoutSearch} css={{ fontWeight: 600, padding: '8px 4px' }}>
              {LIST_COPY.clearSearch}
            </Link>
          ) : null}
        </div>
      </div>
      <div>
        <label htmlFor={sortId} css={labelStyle}>
          {LIST_COPY.sortBy}
        </label>
        <select
          {...keepSort}
          id={sortId}
          name={LIST_PARAMS.sort}
          value={sortValue}
          onChange={(event) => list.sortBy(event.target.value || null)}
          css={controlStyle}
        >
          <option value="">{defaultLabel}</option>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** Previous, a window of page numbers (the current one marked) and Next: links, so each page has its URL. */
function PageLinks({ page, last, hrefForPage }: { page: number; last: number; hrefForPage: (page: number) => string }) {
  return (
    <nav aria-label={LIST_COPY.pagination} css={{ margin: '32px 0 8px' }}>
      <ul css={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 6, padding: 0, margin: 0 }}>
        {page > 1 ? (
          <li>
            <Link to={hrefForPage(Math.min(page - 1, last))} rel="prev" css={pageLinkStyle}>
              {LIST_COPY.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, last).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true" css={{ alignSelf: 'center', padding: '0 4px' }}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefForPage(n)} aria-label={LIST_COPY.page(n)} aria-current={n === page ? 'page' : undefined} css={pageLinkStyle}>
                {n}
              </Link>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <Link to={hrefForPage(page + 1)} rel="next" css={pageLinkStyle}>
              {LIST_COPY.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
