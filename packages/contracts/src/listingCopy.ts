import { formatCount } from './money';
import { LIST_PAGE_SIZE, type ListKind, type ListSort } from './listing';

/* The words of the paged catalogue lists (docs/spec.md §2 and §4.4); listing.ts holds their queries. */

/** The label of each `sort=` a list offers, in its Sort by. */
export const SORT_LABELS: Record<ListSort, string> = {
  newest: 'Newest first',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  name: 'Name: A to Z',
};

/** What a list is in when nothing is chosen: the label of "no sort=". */
export const DEFAULT_ORDER_LABELS: Record<ListKind, string> = {
  products: 'Featured',
  lessons: 'Course order',
  blog: 'Newest first',
};
export const RELEVANCE_LABEL = 'Best match';

/** What each list calls its items, one and many. */
export const LIST_NOUNS: Record<ListKind, { one: string; other: string }> = {
  products: { one: 'product', other: 'products' },
  lessons: { one: 'lesson', other: 'lessons' },
  blog: { one: 'article', other: 'articles' },
};

/** The words of a list page's search, sort and pages (docs/spec.md §2 and §4.4). */
export const LIST_COPY = {
  search: 'Search',
  clearSearch: 'Clear search',
  sortBy: 'Sort by',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  /** the accessible name of a page number's link */
  page: (page: number) => `Page ${page}`,
  /** the search box's label: "Search products", "Search lessons", "Search articles" */
  searchLabel: (kind: ListKind) => `Search ${LIST_NOUNS[kind].other}`,
  /** when nothing matches: "No products found", "No lessons found", "No articles found" */
  nothingFound: (kind: ListKind) => `No ${LIST_NOUNS[kind].other} found`,
} as const;

/**
 * The line above a list's cards: "Showing 25–48 of 10,000 products", "Showing 7 of 7 products" for a page of one,
 * "Showing 1 of 1 article"; null when nothing matches (the page says nothing was found instead) or the page is past
 * the last.
 */
export function listStatus(kind: ListKind, page: number, shown: number, total: number, size: number = LIST_PAGE_SIZE): string | null {
  if (total <= 0 || shown <= 0) return null;
  const first = (Math.max(1, page) - 1) * size + 1;
  const last = first + shown - 1;
  const range = first === last ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`;
  const noun = total === 1 ? LIST_NOUNS[kind].one : LIST_NOUNS[kind].other;
  return `Showing ${range} of ${formatCount(total)} ${noun}`;
}
