import {
  MAX_LIST_PAGE,
  MAX_SEARCH_LENGTH,
  listApiQuery,
  listStateFrom,
  matchOption,
  normalizeSearch,
  pageWindow,
  queryOffset,
} from './listing';
import { LIST_COPY, listStatus } from './listingCopy';

const state = (query: string, kind: Parameters<typeof listStateFrom>[0] = 'products') => listStateFrom(kind, new URLSearchParams(query));

describe('listStateFrom: a list page’s URL, read the same in the browser and on the server', () => {
  it('reads page, search, sort and filter', () => {
    expect(state('page=3&q=+king+&sort=-price&category=books')).toEqual({ page: 3, q: 'king', sort: '-price', filter: 'Books' });
    expect(state('level=ADVANCED&sort=name', 'lessons')).toEqual({ page: 1, q: '', sort: 'name', filter: 'advanced' });
  });

  it('takes anything but a positive whole number as page 1, and a page past MAX_LIST_PAGE too', () => {
    for (const page of ['', '0', '-1', '1.5', '02', 'x', '1e3', String(MAX_LIST_PAGE + 1), '9999999999']) {
      expect(state(`page=${page}`).page).toBe(1);
    }
    expect(state(`page=${MAX_LIST_PAGE}`).page).toBe(MAX_LIST_PAGE);
  });

  it('keeps only the sorts the list offers, and no unknown filter', () => {
    expect(state('sort=price', 'blog').sort).toBeNull();
    expect(state('sort=PRICE').sort).toBeNull();
    expect(state('category=Puzzles').filter).toBeNull();
  });

  it('makes the same api query for the same page however the URL spells it', () => {
    expect(listApiQuery('products', state('category=books&q=%20king&page=2&sort=price'))).toBe(
      'limit=24&offset=24&category=Books&q=king&sort=price',
    );
    expect(listApiQuery('products', state('sort=price&page=2&q=king&category=BOOKS&utm=x'))).toBe(
      'limit=24&offset=24&category=Books&q=king&sort=price',
    );
  });
});

describe('normalizeSearch', () => {
  it('trims, and cuts to MAX_SEARCH_LENGTH without leaving half a character', () => {
    expect(normalizeSearch(null)).toBe('');
    expect(normalizeSearch('  a b  ')).toBe('a b');
    expect(normalizeSearch('x'.repeat(150))).toHaveLength(MAX_SEARCH_LENGTH);
    const cut = normalizeSearch(`${'x'.repeat(MAX_SEARCH_LENGTH - 1)}♞♞`.replace(/♞/g, '\u{1F40E}'));
    expect(cut).toBe('x'.repeat(MAX_SEARCH_LENGTH - 1));
  });
});

describe('matchOption', () => {
  it('finds an option whatever the case, and nothing for unknown or absent values', () => {
    const levels = ['beginner', 'intermediate', 'advanced'] as const;
    expect(matchOption('Advanced', levels)).toBe('advanced');
    expect(matchOption('expert', levels)).toBeNull();
    expect(matchOption(null, levels)).toBeNull();
  });
});

describe('listStatus', () => {
  it('says which items a page shows, of how many, in the list’s own words', () => {
    expect(listStatus('products', 2, 24, 10_000)).toBe('Showing 25–48 of 10,000 products');
    expect(listStatus('products', 1, 18, 18)).toBe('Showing 1–18 of 18 products');
    expect(listStatus('lessons', 3, 1, 49)).toBe('Showing 49 of 49 lessons');
    expect(listStatus('blog', 1, 1, 1)).toBe('Showing 1 of 1 article');
  });

  it('says nothing when nothing is shown', () => {
    expect(listStatus('products', 1, 0, 0)).toBeNull();
    expect(listStatus('products', 9, 0, 30)).toBeNull();
  });
});

describe('pageWindow', () => {
  it('keeps the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 417)).toEqual([1, null, 8, 9, 10, 11, 12, null, 417]);
    expect(pageWindow(1, 417)).toEqual([1, 2, 3, null, 417]);
    expect(pageWindow(417, 417)).toEqual([1, null, 415, 416, 417]);
  });

  it('shows a gap of one page as that page', () => {
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
  });

  it('centres on the last page when asked for one past it', () => {
    expect(pageWindow(9, 2)).toEqual([1, 2]);
  });
});

describe('the list words', () => {
  it('names the search box and the empty list after what the list holds', () => {
    expect(['products', 'lessons', 'blog'].map((kind) => LIST_COPY.searchLabel(kind as 'products'))).toEqual([
      'Search products',
      'Search lessons',
      'Search articles',
    ]);
    expect(LIST_COPY.nothingFound('blog')).toBe('No articles found');
  });
});

describe('queryOffset', () => {
  it('reads the offset of an api query', () => {
    expect(queryOffset('limit=24&offset=48')).toBe(48);
    expect(queryOffset('limit=4')).toBe(0);
    expect(queryOffset('offset=-3')).toBe(0);
  });
});
