import {
  LIST_KIND_FILTERS,
  LIST_PARAMS,
  listApiQuery,
  listStateFrom,
  normalizeSearch,
  type ListKind,
  type ListState,
} from '@kingside/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from '@kingside/ui';

/** A list page's state, as its URL holds it, and the ways to change it (each change a new history entry). */
export interface ListControls {
  kind: ListKind;
  state: ListState;
  /** the api query of the page (contracts' listApiQuery): the argument of the remote's page endpoint */
  query: string;
  /** whether the filter parameter is in the URL at all, known or not: what Clear Filters removes */
  filterIsSet: boolean;
  selectFilter: (option: string) => void;
  clearFilter: () => void;
  /** writes `?q=` (trimmed; empty removes it) */
  search: (q: string) => void;
  /** writes `?sort=`, or removes it for the list's own order */
  sortBy: (sort: string | null) => void;
  /** the URL (path and query) of another page of the same list, for a real link */
  hrefForPage: (page: number) => string;
  /** the URL of the same list without the search */
  hrefWithoutSearch: string;
}

type Edit = (params: URLSearchParams) => void;

/** `params` with `edit` applied and the page reset to the first (absent), other parameters kept. */
function edited(params: URLSearchParams, edit: Edit, resetPage = true): URLSearchParams {
  const next = new URLSearchParams(params);
  edit(next);
  if (resetPage) next.delete(LIST_PARAMS.page);
  return next;
}

const withQuery = (pathname: string, params: URLSearchParams) => {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/**
 * The state of a paged list page (/shop, /learn, /blog; docs/spec.md §4.4), read from the URL with the same function
 * the server rendering uses (contracts' listStateFrom), and written back to it: a new filter, search or sort starts
 * again at page 1; pages are links (hrefForPage). Other query parameters are kept.
 */
export function useListState(kind: ListKind): ListControls {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => listStateFrom(kind, searchParams), [kind, searchParams]);
  const { param } = LIST_KIND_FILTERS[kind];

  const write = useCallback(
    (edit: Edit) =>
      setSearchParams((previous) => {
        const next = edited(previous, edit);
        // The same URL again is no new history entry.
        return next.toString() === previous.toString() ? previous : next;
      }),
    [setSearchParams],
  );

  const selectFilter = useCallback((option: string) => write((p) => p.set(param, option)), [param, write]);
  const clearFilter = useCallback(() => write((p) => p.delete(param)), [param, write]);
  const search = useCallback(
    (raw: string) =>
      write((p) => {
        const q = normalizeSearch(raw);
        if (q) p.set(LIST_PARAMS.q, q);
        else p.delete(LIST_PARAMS.q);
      }),
    [write],
  );
  const sortBy = useCallback(
    (sort: string | null) =>
      write((p) => {
        if (sort) p.set(LIST_PARAMS.sort, sort);
        else p.delete(LIST_PARAMS.sort);
      }),
    [write],
  );
  const hrefForPage = useCallback(
    (page: number) =>
      withQuery(
        pathname,
        edited(searchParams, (p) => (page > 1 ? p.set(LIST_PARAMS.page, String(page)) : p.delete(LIST_PARAMS.page)), false),
      ),
    [pathname, searchParams],
  );

  return {
    kind,
    state,
    query: listApiQuery(kind, state),
    filterIsSet: searchParams.has(param),
    selectFilter,
    clearFilter,
    search,
    sortBy,
    hrefForPage,
    hrefWithoutSearch: withQuery(
      pathname,
      edited(searchParams, (p) => p.delete(LIST_PARAMS.q)),
    ),
  };
}
