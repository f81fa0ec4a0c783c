import { LIST_FILTERS, type ListFilter } from './catalog';
import { API } from './routes';

/*
 * Paged, searchable catalogue lists (issue 19, docs/spec.md §7.12): the query a list page sends, the answer's
 * shape, and the page's own URL. The words a list page shows are in listingCopy.ts. No joi here: the browser only builds these queries, the api validates them
 * (schemas.ts, listQuerySchema), so list pages never download the validator.
 */

/** The three public lists that page: /shop, /learn and /blog, and their api collections. */
export type ListKind = 'products' | 'lessons' | 'blog';

/** Cards per page on the list pages. */
export const LIST_PAGE_SIZE = 24;
/** The largest page the api serves (`limit`). */
export const MAX_LIST_LIMIT = 100;
/** The most ids one `?ids=` read names (a cart holds at most MAX_ORDER_LINES products). */
export const MAX_IDS_PER_READ = 100;
/** The longest search, in characters, after trimming. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The orders each list can be sorted in (`sort=`). Without one, a list keeps its own order (docs/spec.md §7: by id,
 * articles newest first), and a search is ordered by relevance. `-price` is the dearest first.
 */
export const LIST_SORTS = {
  products: ['newest', 'price', '-price', 'name'],
  lessons: ['newest', 'name'],
  blog: ['newest', 'name'],
} as const satisfies Record<ListKind, readonly string[]>;

export type ListSort<K extends ListKind = ListKind> = (typeof LIST_SORTS)[K][number];

/** The filter each list keeps beside its search (the same parameter name on the page and in the api query). */
export const LIST_KIND_FILTERS: Record<ListKind, ListFilter> = {
  products: LIST_FILTERS.shop,
  lessons: LIST_FILTERS.lessons,
  blog: LIST_FILTERS.blog,
};

/** The api collection each list reads. */
export const LIST_COLLECTIONS: Record<ListKind, string> = {
  products: API.products,
  lessons: API.lessons,
  blog: API.blogPosts,
};

/** One page of a list: its items and how many match in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * A paged answer as a client keeps it: the JSON array and the count the X-Total-Count header gives
 * (TOTAL_COUNT_HEADER); without a usable header, what came (after `offset` others).
 */
export function toPage<T>(body: unknown, totalHeader: string | null | undefined, offset = 0): Page<T> {
  const items = Array.isArray(body) ? (body as T[]) : [];
  const total = totalHeader == null || totalHeader.trim() === '' ? Number.NaN : Number(totalHeader);
  return { items, total: Number.isSafeInteger(total) && total >= 0 ? total : offset + items.length };
}

/** What a list page shows, as its URL says (`?page=&q=&sort=` and the filter). */
export interface ListState {
  /** 1-based */
  page: number;
  /** the search as typed, trimmed; '' for none */
  q: string;
  sort: string | null;
  /** the filter's option, or null for everything */
  filter: string | null;
}

/** The page's own query parameters beside the filter's. */
export const LIST_PARAMS = { page: 'page', q: 'q', sort: 'sort' } as const;

/**
 * The api query for a list page, in one fixed order so the same page is the same string (and so the same cache
 * entry) in the browser, in the server's rendering and in the api's response cache:
 * `limit=24&offset=24&category=Books&q=king&sort=price`.
 */
export function listApiQuery(kind: ListKind, state: ListState, limit: number = LIST_PAGE_SIZE): string {
  const query = new URLSearchParams({ limit: String(limit), offset: String((Math.max(1, state.page) - 1) * limit) });
  if (state.filter) query.set(LIST_KIND_FILTERS[kind].param, state.filter);
  if (state.q) query.set(LIST_PARAMS.q, state.q);
  if (state.sort) query.set(LIST_PARAMS.sort, state.sort);
  return query.toString();
}

/** The api path of a list page's read. */
export function listApiPath(kind: ListKind, query: string): string {
  return `${LIST_COLLECTIONS[kind]}?${query}`;
}

/** `GET /api/products?ids=3,1,2`: exactly those products that are on sale (the cart prices its lines with it). */
export function productsByIdsPath(ids: readonly number[]): string {
  return `${API.products}?ids=${ids.join(',')}`;
}

/** The first `count` of a list in its own order (Home's previews): a page of one read instead of the whole list. */
export function firstOfListQuery(count: number): string {
  return `limit=${count}&offset=0`;
}

/** How many pages `total` matches fill (at least one, so "page 1 of 1" holds for an empty list). */
export function pageCount(total: number, size: number = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The option a query-string value names, matched without regard to case ("Advanced" finds "advanced"), or null
 * when there is none or it names nothing known (docs/spec.md §4.4).
 */
export function matchOption<T extends string>(raw: string | null, options: readonly T[]): T | null {
  if (raw === null) return null;
  const wanted = raw.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}

/** The option a list filter names in a query string, or null. */
export function filterValue<T extends string>(search: URLSearchParams, { param, options }: ListFilter<T>): T | null {
  return matchOption(search.get(param), options);
}

/** The highest `?page=` a list page reads (its offset stays far inside the api's bound); above it, page 1. */
export const MAX_LIST_PAGE = 100_000;

/** A search as the api takes it: trimmed, at most MAX_SEARCH_LENGTH characters, never half a surrogate pair. */
export function normalizeSearch(raw: string | null): string {
  let q = (raw ?? '').trim();
  if (q.length > MAX_SEARCH_LENGTH) {
    q = q.slice(0, MAX_SEARCH_LENGTH);
    if (/[\uD800-\uDBFF]$/.test(q)) q = q.slice(0, -1);
    q = q.trim();
  }
  return q;
}

/**
 * What a list page shows, read from its URL: by the page in the browser (useListState) and by its server rendering
 * (each remote's server.tsx), so both ask the api the same query. `page` is a positive whole number (else 1), `q`
 * is trimmed and cut to MAX_SEARCH_LENGTH, `sort` counts only when the list offers it, and the filter is matched
 * without regard to case (an unknown value is no filter).
 */
export function listStateFrom(kind: ListKind, search: URLSearchParams): ListState {
  const rawPage = search.get(LIST_PARAMS.page);
  const page = rawPage !== null && /^[1-9][0-9]{0,5}$/.test(rawPage) ? Number(rawPage) : 1;
  const sort = search.get(LIST_PARAMS.sort);
  return {
    page: page <= MAX_LIST_PAGE ? page : 1,
    q: normalizeSearch(search.get(LIST_PARAMS.q)),
    sort: sort !== null && (LIST_SORTS[kind] as readonly string[]).includes(sort) ? sort : null,
    filter: filterValue(search, LIST_KIND_FILTERS[kind]),
  };
}

/** The offset a paged api query starts at (0 when it names none). */
export function queryOffset(query: string): number {
  const offset = Number(new URLSearchParams(query).get('offset') ?? 0);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

/**
 * The page numbers a list's page navigation offers around `page` of `last`: always the first and the last, the
 * `around` pages either side of the current one, and null for each gap ("…"). A gap of one page shows that page.
 */
export function pageWindow(page: number, last: number, around = 2): (number | null)[] {
  const current = Math.min(Math.max(1, page), last);
  const shown = new Set([1, last]);
  for (let n = current - around; n <= current + around; n += 1) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const n of sorted) {
    const previous = result.length > 0 ? result[result.length - 1] : undefined;
    if (typeof previous === 'number' && n - previous === 2) result.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) result.push(null);
    result.push(n);
  }
  return result;
}
