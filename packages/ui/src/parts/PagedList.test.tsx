import '../testing/formDataOfForms';
import { LIST_PAGE_SIZE, PRODUCT_CATEGORIES, type ListKind } from '@kingside/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { makeStore } from '../store/store';
import { collectServerDrawnFields, forgetServerDrawnFields } from '../serverDrawn';
import { useListState } from './useListState';
import { PagedList, type PageResult } from './PagedList';

interface Item {
  id: number;
  name: string;
}

const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }));

/** A list of `total` items, answered at once for any page, as a page endpoint's hook would once loaded. */
const catalogue =
  (total: number) =>
  (query: string): PageResult<Item> => {
    const params = new URLSearchParams(query);
    const offset = Number(params.get('offset'));
    const limit = Number(params.get('limit'));
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
      id: offset + i + 1,
      name: `Item ${offset + i + 1}`,
    }));
    return { currentData: { items, total }, isFetching: false, isError: false, refetch: () => undefined };
  };

/** The router's navigate, for Back and Forward (set once the harness has rendered). */
const router: { navigate?: NavigateFunction } = {};
const navigate = (delta: number) => router.navigate!(delta);
const queries: string[] = [];

function Harness({ kind, read }: { kind: ListKind; read: (query: string) => PageResult<Item> }) {
  const list = useListState(kind);
  queries.push(list.query);
  const routerNavigate = useNavigate();
  useEffect(() => {
    router.navigate = routerNavigate;
  }, [routerNavigate]);
  const location = useLocation();
  return (
    <>
      <PagedList
        list={list}
        result={read(list.query)}
        heading="Chess Shop"
        intro="Sets, boards and clocks."
        filterLabel="Filter products by category"
        filterOptions={CATEGORY_OPTIONS}
        errorText="The products could not be loaded. Please try again."
        renderItems={(items) => (
          <ul>
            {items.map((item) => (
              <li key={item.id} data-testid="item">
                {item.name}
              </li>
            ))}
          </ul>
        )}
        renderPlaceholders={() => <p data-testid="placeholders">Loading products</p>}
      />
      <div data-testid="location">{`${location.pathname}${location.search}`}</div>
    </>
  );
}

function renderList(url: string, read: (query: string) => PageResult<Item> = catalogue(100), kind: ListKind = 'products') {
  queries.length = 0;
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Harness kind={kind} read={read} />
      </MemoryRouter>
    </AppProviders>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const names = () => screen.queryAllByTestId('item').map((item) => item.textContent);
const pagination = () => screen.getByRole('navigation', { name: 'Pagination' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });
const sortControl = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
const lastQuery = () => queries[queries.length - 1];

describe('the paged list: pages', () => {
  it('reads the page from the URL, asks for it, and says which items it shows of how many', () => {
    renderList('/shop?page=2');
    expect(lastQuery()).toBe(`limit=${LIST_PAGE_SIZE}&offset=24`);
    expect(names()).toHaveLength(24);
    expect(names()[0]).toBe('Item 25');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 25–48 of 100 products');
  });

  it('offers real links to the pages around the current one, Previous and Next, the current page marked', () => {
    renderList('/shop?category=books&page=2', catalogue(100));
    const nav = pagination();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Previous', '1', '2', '3', '4', '5', 'Next']);
    // Built from the current URL: the filter is kept; page 1 is the list without ?page=.
    expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop?category=books');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shop?category=books');
    expect(within(nav).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/shop?category=books&page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows a window of pages with gaps in a long list, no Previous on the first page and no Next on the last', () => {
    const read = catalogue(10_000);
    const { unmount } = renderList('/shop?page=10', read);
    // The gaps are drawn, not announced (the numbers either side say it).
    expect(Array.from(pagination().querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Previous',
      '1',
      '…',
      '8',
      '9',
      '10',
      '11',
      '12',
      '…',
      '417',
      'Next',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 217–240 of 10,000 products');
    unmount();

    renderList('/shop', read);
    expect(within(pagination()).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(pagination()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('on the last page: no Next, and the status counts what is left', () => {
    renderList('/shop?page=417', catalogue(10_000));
    expect(within(pagination()).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(names()).toHaveLength(16);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 9,985–10,000 of 10,000 products');
  });

  it('moves to another page through its link, as a new history entry, and lands the keyboard at the list’s top', () => {
    renderList('/shop?category=Books');
    fireEvent.click(within(pagination()).getByRole('link', { name: 'Page 3' }));
    expect(location()).toBe('/shop?category=Books&page=3');
    expect(names()[0]).toBe('Item 49');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Chess Shop' }));

    fireEvent.click(within(pagination()).getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/shop?category=Books&page=4');

    act(() => navigate(-1));
    expect(location()).toBe('/shop?category=Books&page=3');
    expect(names()[0]).toBe('Item 49');
    act(() => navigate(-1));
    expect(location()).toBe('/shop?category=Books');
    expect(names()[0]).toBe('Item 1');
    act(() => navigate(2));
    expect(location()).toBe('/shop?category=Books&page=4');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 73–96 of 100 products');
  });

  it('has no page links when everything fits on one page, but still says how many there are', () => {
    renderList('/shop', catalogue(18));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–18 of 18 products');
  });

  it('speaks of one item in the singular', () => {
    renderList('/blog', catalogue(1), 'blog');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 1 article');
  });

  it('takes a page that is not a positive whole number as the first', () => {
    for (const page of ['0', '-2', 'two', '2.5', '02']) {
      const { unmount } = renderList(`/shop?page=${page}`);
      expect(lastQuery()).toBe('limit=24&offset=0');
      unmount();
    }
  });

  it('past the last page: nothing found, and links back to the pages there are', () => {
    renderList('/shop?page=9', catalogue(30));
    expect(screen.getByText('No products found')).toHaveAttribute('role', 'status');
    expect(within(pagination()).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/shop?page=2');
    expect(within(pagination()).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/shop');
  });
});

describe('the paged list: search', () => {
  it('writes the trimmed search into ?q=, back to the first page, keeping the filter', () => {
    renderList('/shop?category=Books&page=3');
    fireEvent.change(searchBox(), { target: { value: '  king  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/shop?category=Books&q=king');
    expect(lastQuery()).toBe('limit=24&offset=0&category=Books&q=king');
    expect(searchBox()).toHaveValue('king');
  });

  it('is a search landmark whose form works before JavaScript: a GET to the same page, the filter kept', () => {
    renderList('/shop?category=books&q=king');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/shop');
    expect(searchBox()).toHaveAttribute('name', 'q');
    expect(sortControl()).toHaveAttribute('name', 'sort');
    expect(form.querySelector('input[type="hidden"]')).toMatchObject({ name: 'category', value: 'Books' });
  });

  it('removes ?q= for an empty search, and Clear search is a link to the list without it', () => {
    renderList('/shop?q=king&sort=price');
    expect(searchBox()).toHaveValue('king');
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/shop?sort=price');
    fireEvent.change(searchBox(), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/shop?sort=price');
    expect(screen.queryByRole('link', { name: 'Clear search' })).toBeNull();

    fireEvent.change(searchBox(), { target: { value: 'clock' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(location()).toBe('/shop?sort=price');
    expect(searchBox()).toHaveValue('');
  });

  it('follows Back and Forward: the box shows the search of the URL', () => {
    renderList('/shop');
    fireEvent.change(searchBox(), { target: { value: 'king' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.change(searchBox(), { target: { value: 'queen' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/shop?q=queen');
    act(() => navigate(-1));
    expect(location()).toBe('/shop?q=king');
    expect(searchBox()).toHaveValue('king');
    act(() => navigate(-1));
    expect(searchBox()).toHaveValue('');
    // A search never moves the keyboard away from the box.
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('the same search again is not a new history entry', () => {
    renderList('/shop?q=king');
    fireEvent.submit(screen.getByRole('search'));
    act(() => navigate(-1));
    // Nothing before the first entry: still the search.
    expect(location()).toBe('/shop?q=king');
  });

  it('says "No products found" when nothing matches, with no page links', () => {
    renderList('/shop?q=zzz', catalogue(0));
    expect(screen.getByText('No products found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(names()).toEqual([]);
  });

  it('names the nothing found after the list: lessons and articles', () => {
    const { unmount } = renderList('/learn', catalogue(0), 'lessons');
    expect(screen.getByText('No lessons found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search lessons' })).toBeInTheDocument();
    unmount();
    renderList('/blog', catalogue(0), 'blog');
    expect(screen.getByText('No articles found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toBeInTheDocument();
  });
});

describe('the paged list: sort', () => {
  const options = () => Array.from(sortControl().options).map((option) => option.textContent);

  it('offers the list’s own order first, then the sorts; choosing one writes ?sort= back to the first page', () => {
    renderList('/shop?page=2&category=Books');
    expect(options()).toEqual(['Featured', 'Newest first', 'Price: low to high', 'Price: high to low', 'Name: A to Z']);
    expect(sortControl().value).toBe('');
    fireEvent.change(sortControl(), { target: { value: '-price' } });
    expect(location()).toBe('/shop?category=Books&sort=-price');
    expect(lastQuery()).toBe('limit=24&offset=0&category=Books&sort=-price');
    expect(sortControl().value).toBe('-price');
    fireEvent.change(sortControl(), { target: { value: '' } });
    expect(location()).toBe('/shop?category=Books');
  });

  it('orders a search by relevance unless a sort is chosen', () => {
    renderList('/shop?q=king');
    expect(options()[0]).toBe('Best match');
  });

  it('reads a sort the list does not offer as none', () => {
    renderList('/learn?sort=price', catalogue(3), 'lessons');
    expect(lastQuery()).toBe('limit=24&offset=0');
    expect(options()).toEqual(['Course order', 'Newest first', 'Name: A to Z']);
  });

  it('does not offer the blog’s own order twice, but offers newest first beside a search', () => {
    const { unmount } = renderList('/blog', catalogue(3), 'blog');
    expect(options()).toEqual(['Newest first', 'Name: A to Z']);
    unmount();
    renderList('/blog?q=endgame&sort=newest', catalogue(3), 'blog');
    expect(options()).toEqual(['Best match', 'Newest first', 'Name: A to Z']);
    expect(sortControl().value).toBe('newest');
  });
});

describe('the paged list: filter, loading and failure', () => {
  it('a filter starts again at the first page and keeps the search', () => {
    renderList('/shop?q=set&page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Chess Sets' }));
    expect(location()).toBe('/shop?q=set&category=Chess+Sets');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/shop?q=set');
  });

  it('shows the placeholders while a page loads, and no status', () => {
    renderList('/shop', () => ({ currentData: undefined, isFetching: true, isError: false, refetch: () => undefined }));
    expect(screen.getByTestId('placeholders')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('says the page could not be loaded, and Try again asks again', () => {
    const refetch = jest.fn();
    renderList('/shop', () => ({ currentData: undefined, isFetching: false, isError: true, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('The products could not be loaded. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('the paged list: accessibility', () => {
  it.each(['/shop?page=10', '/shop?q=king&category=Books', '/shop?q=zzz'])('has no violation axe can find at %s', async (url) => {
    const { container } = renderList(url, url.includes('zzz') ? catalogue(0) : catalogue(10_000));
    // jsdom lays nothing out: colour contrast is measured in the browser (e2e, bench:web's Lighthouse).
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

describe('the paged list: a sort chosen on the server’s page before start-up', () => {
  /** The server's sort control, as the visitor left it, collected by the shell before its first render. */
  function serverSort(value: string): HTMLSelectElement {
    const server = document.createElement('div');
    server.innerHTML = '<select data-keep="list-sort"><option value="">Featured</option><option value="-price">High</option></select>';
    document.body.append(server);
    const select = server.querySelector('select')!;
    select.value = value;
    collectServerDrawnFields(server);
    return select;
  }
  afterEach(() => {
    forgetServerDrawnFields();
    document.body.innerHTML = '';
  });

  it('is put into effect once the list is live', () => {
    serverSort('-price');
    renderList('/shop');
    expect(location()).toBe('/shop?sort=-price');
    expect(sortControl().value).toBe('-price');
  });

  it('is put into effect when chosen after the list first rendered but before that render was on screen', () => {
    const select = serverSort('');
    // On a slow machine the first render is sliced over hundreds of milliseconds: the visitor may choose meanwhile.
    function VisitorChoosesNow() {
      select.value = '-price';
      return null;
    }
    queries.length = 0;
    render(
      <AppProviders store={makeStore()}>
        <MemoryRouter initialEntries={['/shop']}>
          <Harness kind="products" read={catalogue(100)} />
          <VisitorChoosesNow />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(location()).toBe('/shop?sort=-price');
  });
});
