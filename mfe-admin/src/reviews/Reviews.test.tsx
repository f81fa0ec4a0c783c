import { REVIEW_MESSAGES, type AdminReviewRow } from '@kingside/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, storeSignIn } from '../testing/renderAdmin';

/** Every row of a table as the texts of its cells. */
const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

const row = (fields: Partial<AdminReviewRow> = {}): AdminReviewRow => ({
  id: 5,
  productId: 3,
  productName: 'Staunton Chess Set',
  userId: 8,
  author: 'Ada L.',
  rating: 4,
  text: 'Heavy pieces, lovely felt.',
  hidden: false,
  createdAt: '2026-03-14T10:05:00.000Z',
  updatedAt: '2026-03-14T10:05:00.000Z',
  ...fields,
});

/** The reviews api over rows in memory: the list filtered by hidden and q, hide and restore. */
function fakeReviews(initial: AdminReviewRow[]) {
  const rows = [...initial];
  const calls = fakeApi(({ method, url }) => {
    if (method === 'GET' && url.startsWith('/api/admin/reviews?')) {
      const query = new URL(url, 'http://x').searchParams;
      const hidden = query.get('hidden');
      const q = query.get('q')?.toLowerCase();
      const found = rows.filter(
        (r) =>
          (hidden === null || String(r.hidden) === hidden) &&
          (!q || r.text.toLowerCase().includes(q) || r.productName.toLowerCase().includes(q)),
      );
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    }
    const match = /^\/api\/admin\/reviews\/(\d+)\/(hide|restore)$/.exec(url);
    if (method !== 'POST' || !match) return undefined;
    const index = rows.findIndex((r) => r.id === Number(match[1]));
    if (index < 0) return { status: 404, body: { message: REVIEW_MESSAGES.notFound } };
    rows[index] = { ...rows[index]!, hidden: match[2] === 'hide' };
    return { body: rows[index] };
  });
  return { calls, rows };
}

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('/admin/reviews', () => {
  it('lists reviews with their product, author and status; filtered by status and searched, state in the URL', async () => {
    const { calls } = fakeReviews([row(), row({ id: 6, hidden: true, rating: 1, text: 'Spam spam', author: 'Bobby R.', userId: 9 })]);
    renderAdmin('/admin/reviews');
    const table = await screen.findByRole('table', { name: 'Reviews' });
    await within(table).findByText('Heavy pieces, lovely felt.');
    expect(cellTexts(table)).toEqual([
      ['Review', 'Rating', 'Product', 'Author', 'Written', 'Status', 'Actions'],
      ['Heavy pieces, lovely felt.', '4 / 5', 'Staunton Chess Set', 'Ada L.', 'March 14, 2026 at 10:05 AM UTC', 'Visible', 'Hide'],
      ['Spam spam', '1 / 5', 'Staunton Chess Set', 'Bobby R.', 'March 14, 2026 at 10:05 AM UTC', 'Hidden', 'Restore'],
    ]);
    // The review's text names its row; the product and the author link to their back-office pages.
    expect(within(table).getByRole('rowheader', { name: 'Spam spam' })).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: 'Staunton Chess Set' })[0]).toHaveAttribute('href', '/admin/products/3');
    expect(within(table).getByRole('link', { name: 'Bobby R.' })).toHaveAttribute('href', '/admin/users/9');
    expect(document.title).toBe('Reviews - Kingside Academy');
    expect(calls.at(-1)?.url).toBe('/api/admin/reviews?limit=25&offset=0');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'hidden' } });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?status=hidden'));
    await waitFor(() => expect(within(table).queryByText('Heavy pieces, lovely felt.')).not.toBeInTheDocument());
    expect(calls.at(-1)?.url).toBe('/api/admin/reviews?hidden=true&limit=25&offset=0');
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Visible', 'Hidden']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search reviews' }), { target: { value: 'spam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/reviews?q=spam&hidden=true&limit=25&offset=0'));
  });

  it('hides a review after asking, says so, and reads the list again; restores one the same way', async () => {
    const { calls } = fakeReviews([row(), row({ id: 6, hidden: true, text: 'Spam spam' })]);
    renderAdmin('/admin/reviews');
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const first = (await within(table).findByText('Heavy pieces, lovely felt.')).closest('tr')!;
    fireEvent.click(within(first).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    expect(dialog).toHaveTextContent(
      'The product page stops showing it, and it counts in no average or count. You can restore it at any time.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/reviews/5/hide')).toBe(true);
    await waitFor(() => expect(within(first).getByText('Hidden')).toBeInTheDocument());

    fireEvent.click(within(first).getByRole('button', { name: 'Restore' }));
    const again = await screen.findByRole('dialog', { name: 'Restore this review?' });
    expect(again).toHaveTextContent('The product page shows it again and counts it.');
    fireEvent.click(within(again).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Review restored')).toBeInTheDocument();
    await waitFor(() => expect(within(first).getByText('Visible')).toBeInTheDocument());
  });

  it('says the api’s refusal of a hide in the toast', async () => {
    const { rows } = fakeReviews([row()]);
    renderAdmin('/admin/reviews');
    const table = await screen.findByRole('table', { name: 'Reviews' });
    const first = (await within(table).findByText('Heavy pieces, lovely felt.')).closest('tr')!;
    rows.splice(0); // gone meanwhile: the api answers 404
    fireEvent.click(within(first).getByRole('button', { name: 'Hide' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Hide this review?' })).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Could not hide the review')).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.notFound)).toBeInTheDocument();
  });
});
