import { STORAGE_KEYS, type AdminProduct } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeCatalogue } from '../testing/fakeCatalogue';
import { fakeApi, gate, renderAdmin, storeSignIn, TOKEN } from '../testing/renderAdmin';
import { blogPost, lesson, product } from './testData';

/** Every row of a table as the texts of its cells. */
const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

/** 60 products, newest first as the api orders them. */
const sixty: AdminProduct[] = Array.from({ length: 60 }, (_, index) =>
  product({ id: index + 1, name: `Product ${index + 1}`, category: index % 2 ? 'Books' : 'Chess Clocks' }),
);

const listCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.includes('?')).map((c) => c.url);
const search = () => screen.getByTestId('search').textContent;

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('/admin/products (the list)', () => {
  it('shows a page of rows, linked to their edit pages, and "x–y of N" from X-Total-Count', async () => {
    const { calls } = fakeCatalogue({
      products: [product({ name: 'Staunton Chess Set', archived: false }), ...sixty.filter((p) => p.id !== 7)],
    });
    renderAdmin('/admin/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByText('Staunton Chess Set');
    const rows = cellTexts(table);
    expect(rows[0]).toEqual(['Name', 'Category', 'Price', 'Stock', 'Status', 'Updated']);
    expect(rows[1]).toEqual(['Staunton Chess Set', 'Chess Sets', '$49.99', '12', 'Live', 'March 14, 2026']);
    expect(rows).toHaveLength(1 + 25);
    expect(within(table).getByRole('rowheader', { name: 'Staunton Chess Set' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Staunton Chess Set' })).toHaveAttribute('href', '/admin/products/7');
    expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 1–25 of 60');
    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/admin/products/new');
    expect(calls[0]).toMatchObject({
      url: '/api/admin/products?archived=false&limit=25&offset=0',
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(document.title).toBe('Products - Kingside Academy');
  });

  it('puts search, category, status and page in the URL and in the request; Back and a reload keep them', async () => {
    const { calls } = fakeCatalogue({ products: sixty });
    renderAdmin('/admin/products');
    await screen.findByText('Product 1');

    const form = screen.getByRole('search', { name: 'Search products' });
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Search products' }), { target: { value: 'product' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search()).toBe('?q=product'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/admin/products?q=product&archived=false&limit=25&offset=0'));

    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'Books' } });
    await waitFor(() => expect(search()).toBe('?q=product&category=Books'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/admin/products?q=product&category=Books&archived=false&limit=25&offset=0'),
    );
    // The range is already on screen (of 60) while the narrowed request is in flight: wait for its answer.
    await waitFor(() => expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 1–25 of 30'));

    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'all' } });
    await waitFor(() => expect(search()).toBe('?q=product&category=Books&status=all'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/admin/products?q=product&category=Books&limit=25&offset=0'));

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(search()).toBe('?q=product&category=Books&status=all&page=2'));
    await waitFor(() => expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 26–30 of 30'));
    expect(listCalls(calls).at(-1)).toBe('/api/admin/products?q=product&category=Books&limit=25&offset=25');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'archived' } });
    await waitFor(() => expect(search()).toBe('?q=product&category=Books&status=archived'));
    expect(listCalls(calls).at(-1)).toBe('/api/admin/products?q=product&category=Books&archived=true&limit=25&offset=0');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    // Nothing found: no range to show.
    expect(screen.queryByTestId('list-range')).not.toBeInTheDocument();

    // Back: the previous state, in the controls and in the request
    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(search()).toBe('?q=product&category=Books&status=all&page=2'));
    expect(within(form).getByLabelText('Status')).toHaveValue('all');
    await waitFor(() => expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 26–30 of 30'));
    fireEvent.click(screen.getByTestId('history-back'));
    fireEvent.click(screen.getByTestId('history-back'));
    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(search()).toBe('?q=product'));
    expect(within(form).getByLabelText('Category')).toHaveValue('');
    expect(within(within(form).getByLabelText('Category')).getByRole('option', { name: 'All', selected: true })).toBeInTheDocument();
    expect(within(form).getByRole('searchbox', { name: 'Search products' })).toHaveValue('product');
  });

  it('opens a URL (a reload) with its state in the controls and the request', async () => {
    const { calls } = fakeCatalogue({ products: sixty.map((p) => ({ ...p, archived: true })) });
    renderAdmin('/admin/products?q=Product&category=Chess+Clocks&status=archived&page=2');
    await screen.findByText('Showing 26–30 of 30');
    expect(listCalls(calls)).toEqual(['/api/admin/products?q=Product&category=Chess+Clocks&archived=true&limit=25&offset=25']);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('Product');
    expect(screen.getByLabelText('Category')).toHaveValue('Chess Clocks');
    expect(screen.getByLabelText('Status')).toHaveValue('archived');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining(['Live', 'Archived', 'All', 'Chess Sets', 'Chess Boards', 'Chess Clocks', 'Books', 'Accessories']),
    );
    expect(cellTexts(screen.getByRole('table', { name: 'Products' }))[1]?.[4]).toBe('Archived');
  });

  it('says it is loading, then what failed, and tries again', async () => {
    const slow = gate();
    let fail = true;
    const { calls } = fakeCatalogue({ products: [product()] }, ({ url }) =>
      url.startsWith('/api/admin/products?') && fail ? { status: 500, body: { message: 'boom' }, until: slow.promise } : undefined,
    );
    renderAdmin('/admin/products');
    expect(await screen.findByText('Loading products…')).toHaveAttribute('role', 'status');
    slow.open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load products. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Staunton Chess Set')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(2);
  });

  it('signs out when the api refuses the token', async () => {
    fakeApi(() => ({ status: 401, body: { message: 'Authentication required' } }));
    renderAdmin('/admin/products');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(screen.getByTestId('toast')).toHaveTextContent(ADMIN_MESSAGES.sessionExpiredTitle);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });
});

describe('/admin/lessons and /admin/blog-posts: the same list from their declarations', () => {
  it('lessons: title, level, category, lesson count; filtered by level', async () => {
    const { calls } = fakeCatalogue({
      lessons: [lesson(), lesson({ id: 4, title: 'Rook Endgames', level: 'advanced', category: 'Endgames' })],
    });
    renderAdmin('/admin/lessons');
    const table = await screen.findByRole('table', { name: 'Lessons' });
    await within(table).findByText('Opening Principles');
    expect(cellTexts(table)).toEqual([
      ['Title', 'Level', 'Category', 'Lessons', 'Status', 'Updated'],
      ['Opening Principles', 'Beginner', 'Openings', '8', 'Live', 'March 14, 2026'],
      ['Rook Endgames', 'Advanced', 'Endgames', '8', 'Live', 'March 14, 2026'],
    ]);
    expect(screen.getByRole('link', { name: 'New lesson' })).toHaveAttribute('href', '/admin/lessons/new');
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'advanced' } });
    await waitFor(() => expect(search()).toBe('?level=advanced'));
    await waitFor(() => expect(within(table).queryByText('Opening Principles')).not.toBeInTheDocument());
    expect(listCalls(calls).at(-1)).toBe('/api/admin/lessons?level=advanced&archived=false&limit=25&offset=0');
    expect(screen.getByRole('option', { name: 'Intermediate' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search lessons' })).toBeInTheDocument();
  });

  it('blog posts: title, category, published date; filtered by category', async () => {
    const { calls } = fakeCatalogue({ 'blog-posts': [blogPost()] });
    renderAdmin('/admin/blog-posts?category=Psychology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Posts' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Blog Posts' });
    await within(table).findByText('The Psychology of Blunders');
    expect(cellTexts(table)).toEqual([
      ['Title', 'Category', 'Published', 'Status', 'Updated'],
      ['The Psychology of Blunders', 'Psychology', 'February 1, 2026', 'Live', 'March 14, 2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'The Psychology of Blunders' })).toHaveAttribute('href', '/admin/blog-posts/5');
    expect(screen.getByRole('link', { name: 'New blog post' })).toHaveAttribute('href', '/admin/blog-posts/new');
    expect(listCalls(calls)).toEqual(['/api/admin/blog-posts?category=Psychology&archived=false&limit=25&offset=0']);
    expect(screen.getByTestId('list-range')).toHaveTextContent('Showing 1–1 of 1');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search blog posts' })).toBeInTheDocument();
  });
});
