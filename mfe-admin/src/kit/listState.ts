import type { AdminListQuery } from '@kingside/contracts';
import type { FilterSpec } from './resource';

/** Which records a list shows: the live ones (the default), the archived ones, or both. */
export const STATUS_FILTERS = ['live', 'archived', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** A list page's state, kept in the URL's query so Back, Forward and reload keep it. */
export interface ListState {
  q: string;
  /** the filter's value, '' for any */
  filter: string;
  status: StatusFilter;
  /** 1-based */
  page: number;
}

/** The state a URL names; anything it names wrongly counts as the default. */
export function readListState(params: URLSearchParams, filter: FilterSpec): ListState {
  const value = params.get(filter.param) ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: params.get('q') ?? '',
    filter: filter.options.includes(value) ? value : '',
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : 'live',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a state, defaults left out: `?q=clock&category=Chess+Clocks&status=all&page=2`. */
export function writeListState(state: ListState, filter: FilterSpec): URLSearchParams {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  if (state.filter) params.set(filter.param, state.filter);
  if (state.status !== 'live') params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** What the admin api is asked for a state. */
export function listQuery(state: ListState, filter: FilterSpec, limit: number): AdminListQuery {
  const query: AdminListQuery = { limit, offset: (state.page - 1) * limit };
  if (state.q.trim()) query.q = state.q.trim();
  if (state.filter) query[filter.param] = state.filter;
  if (state.status !== 'all') query.archived = state.status === 'archived';
  return query;
}
