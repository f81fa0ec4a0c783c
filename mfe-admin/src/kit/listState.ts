import type { ListDefinition, ListFilter } from './list';

/** A list page's state, kept in the URL's query so Back, Forward and reload keep it. */
export interface ListState {
  q: string;
  /** each filter's value by its URL parameter ('' for "All") */
  filters: Record<string, string>;
  /** 1-based */
  page: number;
}

const defaultOf = (filter: ListFilter) => filter.defaultValue ?? '';

/** The state a URL names; anything it names wrongly counts as the default. */
export function readListState(params: URLSearchParams, filters: readonly ListFilter[]): ListState {
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    filters: Object.fromEntries(
      filters.map((filter) => {
        const value = params.get(filter.param) ?? '';
        return [filter.param, filter.options.some((option) => option.value === value) ? value : defaultOf(filter)];
      }),
    ),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a state, defaults left out: `?q=clock&category=Chess+Clocks&status=all&page=2`. */
export function writeListState(state: ListState, filters: readonly ListFilter[]): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const filter of filters) {
    const value = state.filters[filter.param] ?? defaultOf(filter);
    if (value !== defaultOf(filter)) params.set(filter.param, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What the admin api is asked for a state: `endpoint?q&<filters>&limit&offset`. */
export function listRequestUrl<Row extends { id: number }>(list: ListDefinition<Row>, state: ListState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const filter of list.filters) {
    const value = state.filters[filter.param] ?? defaultOf(filter);
    const asked = filter.apiParams ? filter.apiParams(value) : value ? { [filter.param]: value } : {};
    for (const [name, text] of Object.entries(asked)) params.set(name, text);
  }
  params.set('limit', String(list.pageSize));
  params.set('offset', String((state.page - 1) * list.pageSize));
  return `${list.endpoint}?${params.toString()}`;
}
