import { BACK_OFFICE_MESSAGES } from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeCatalogue } from '../testing/fakeCatalogue';
import { gate, renderAdmin, storeSignIn } from '../testing/renderAdmin';
import { blogPost, lesson, product } from './testData';

/*
 * The create and edit pages the kit makes from a declaration: the contracts' rules at each field, what is
 * sent (only the changed fields, with the version edited in If-Match), the 412 and its Reload, archive and
 * restore behind a confirmation, the unsaved-changes guard, image upload with its preview, the live preview.
 */

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const toast = () => screen.getByTestId('toast');
const location = () => screen.getByTestId('location').textContent;
const writes = <T extends { method: string }>(calls: T[]) => calls.filter((call) => call.method !== 'GET');
/** The message shown at a field (its aria-describedby names the message line). */
const messageAt = (label: string) => {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('…/new', () => {
  it('shows the schema’s message at each field, then creates the product from dollars and opens its edit page', async () => {
    const { calls, db } = fakeCatalogue();
    renderAdmin('/admin/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();
    expect(document.title).toBe('New product - Kingside Academy');
    expect(field('Stock')).toHaveValue(0);

    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(messageAt('Name')).toContain('Name is required'));
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(messageAt('Description')).toContain('Description is required');
    expect(messageAt('Price (US$)')).toContain('Price is required');
    expect(messageAt('Category')).toContain('Category is required');
    expect(messageAt('Image')).toContain('Image is required');
    expect(writes(calls)).toEqual([]);

    // A fraction of a cent is not a price; the message is the contracts' own, and it updates as the admin types.
    type('Price (US$)', '12.345');
    await waitFor(() => expect(messageAt('Price (US$)')).toContain('Price must be a whole number of cents from 1 to 10,000,000'));
    type('Name', '  Tournament Clock  ');
    type('Description', 'A digital clock with delay and increment.');
    type('Price (US$)', '$1,019.99');
    type('Stock', '14');
    type('Category', 'Chess Clocks');
    type('Image', '/images/products/clock.svg');
    await waitFor(() => expect(messageAt('Price (US$)')).not.toContain('Price'));
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(location()).toBe('/admin/products/1'));
    expect(writes(calls)).toMatchObject([
      {
        method: 'POST',
        url: '/api/admin/products',
        body: {
          name: 'Tournament Clock',
          description: 'A digital clock with delay and increment.',
          price: 101999,
          stock: 14,
          category: 'Chess Clocks',
          imageUrl: '/images/products/clock.svg',
        },
      },
    ]);
    expect(db.products).toHaveLength(1);
    expect(toast()).toHaveTextContent(`${BACK_OFFICE_MESSAGES.created}Tournament Clock`);
    await waitFor(() => expect(field('Price (US$)')).toHaveValue('1019.99'));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit product' })).toBeInTheDocument();
  });

  it('keeps the form and says why when the api refuses it', async () => {
    fakeCatalogue({}, ({ method }) => (method === 'POST' ? { status: 400, body: { message: 'Unknown field: colour' } } : undefined));
    renderAdmin('/admin/blog-posts/new');
    await screen.findByRole('heading', { level: 1, name: 'New blog post' });
    type('Title', 'Endgames for Everyone');
    type('Excerpt', 'Short.');
    type('Category', 'Endgames');
    type('Published date', '2026-04-01');
    type('Image', '/images/blog/endgames.svg');
    type('Content', 'One.\nTwo.');
    fireEvent.click(screen.getByRole('button', { name: 'Create blog post' }));
    await waitFor(() => expect(toast()).toHaveTextContent(`${BACK_OFFICE_MESSAGES.saveFailed}Unknown field: colour`));
    expect(location()).toBe('/admin/blog-posts/new');
    expect(field('Title')).toHaveValue('Endgames for Everyone');
  });
});

describe('…/{id}', () => {
  it('sends only the changed fields with the version edited, then edits from the saved version', async () => {
    const { calls, db } = fakeCatalogue({ products: [product()] });
    renderAdmin('/admin/products/7');
    await waitFor(() => expect(field('Price (US$)')).toHaveValue('49.99'));
    expect(screen.getByText('Staunton Chess Set')).toBeInTheDocument();
    expect(document.title).toBe('Edit product - Kingside Academy');

    type('Price (US$)', '59.99');
    type('Stock', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast()).toHaveTextContent(`${BACK_OFFICE_MESSAGES.saved}Staunton Chess Set`));
    expect(writes(calls)).toMatchObject([
      { method: 'PATCH', url: '/api/admin/products/7', body: { price: 5999, stock: 0 }, headers: { 'If-Match': versionEtag(3) } },
    ]);
    expect(writes(calls)[0]?.body).toEqual({ price: 5999, stock: 0 });
    expect(db.products[0]).toMatchObject({ price: 5999, stock: 0, version: 4 });

    type('Name', 'Staunton Set, Weighted');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]).toMatchObject({ body: { name: 'Staunton Set, Weighted' }, headers: { 'If-Match': versionEtag(4) } });

    // Nothing changed: nothing sent.
    await waitFor(() => expect(toast()).toHaveTextContent('Staunton Set, Weighted'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast()).toHaveTextContent('No changes to save'));
    expect(writes(calls)).toHaveLength(2);
  });

  it('on 412 says someone else changed it and Reload replaces the stale form with their version', async () => {
    const { calls, db } = fakeCatalogue({ products: [product()] });
    renderAdmin('/admin/products/7');
    await waitFor(() => expect(field('Price (US$)')).toHaveValue('49.99'));
    // Someone else saves first.
    db.products[0] = { ...product(), price: 4599, stock: 40, version: 4 };

    type('Price (US$)', '55.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(BACK_OFFICE_MESSAGES.conflict);
    const reload = within(alert).getByRole('button', { name: 'Reload' });
    expect(reload).toHaveFocus();
    expect(db.products[0]).toMatchObject({ price: 4599, version: 4 });

    fireEvent.click(reload);
    await waitFor(() => expect(field('Price (US$)')).toHaveValue('45.99'));
    expect(field('Stock')).toHaveValue(40);
    expect(screen.queryByText(BACK_OFFICE_MESSAGES.conflict)).not.toBeInTheDocument();

    type('Stock', '39');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(db.products[0]).toMatchObject({ stock: 39, price: 4599, version: 5 }));
    expect(writes(calls).at(-1)).toMatchObject({ body: { stock: 39 }, headers: { 'If-Match': versionEtag(4) } });
  });

  it('archives and restores behind a confirmation, keeping what the admin typed meanwhile', async () => {
    const { calls, db } = fakeCatalogue({ products: [product()] });
    renderAdmin('/admin/products/7');
    await waitFor(() => expect(field('Price (US$)')).toHaveValue('49.99'));
    type('Stock', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this product?' });
    expect(dialog).toHaveAccessibleDescription('The site stops showing it. You can restore it at any time.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(toast()).toHaveTextContent(`${BACK_OFFICE_MESSAGES.archived}Staunton Chess Set`));
    expect(writes(calls)).toMatchObject([{ method: 'DELETE', url: '/api/admin/products/7', headers: { 'If-Match': versionEtag(3) } }]);
    expect(await screen.findByText('This product is archived: the site does not show it.')).toBeInTheDocument();
    expect(field('Stock')).toHaveValue(3);

    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    const restore = await screen.findByRole('dialog', { name: 'Restore this product?' });
    expect(restore).toHaveAccessibleDescription('The site shows it again.');
    fireEvent.click(within(restore).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(toast()).toHaveTextContent(`${BACK_OFFICE_MESSAGES.restored}Staunton Chess Set`));
    expect(writes(calls)[1]).toMatchObject({ method: 'PATCH', body: { archived: false }, headers: { 'If-Match': versionEtag(4) } });
    expect(db.products[0]).toMatchObject({ archived: false, stock: 12, version: 5 });
    expect(screen.queryByText('This product is archived: the site does not show it.')).not.toBeInTheDocument();
    // The stock typed before archiving is still in the form, unsaved, and saves against the restored version.
    expect(field('Stock')).toHaveValue(3);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(db.products[0]).toMatchObject({ stock: 3, version: 6 }));
  });

  it('asks before leaving with unsaved changes: Stay keeps the edit, Leave goes', async () => {
    fakeCatalogue({ products: [product()] });
    renderAdmin('/admin/products/7');
    await waitFor(() => expect(field('Name')).toHaveValue('Staunton Chess Set'));
    // The sidebar is drawn from the medium breakpoint; jsdom applies its display: none, so it counts as hidden.
    const menuLink = (name: string) =>
      within(document.querySelector<HTMLElement>('aside[aria-label="Admin sidebar"]') as HTMLElement).getByRole('link', {
        name,
        hidden: true,
      });

    // Nothing changed yet: the link just works.
    fireEvent.click(menuLink('Lessons'));
    await waitFor(() => expect(location()).toBe('/admin/lessons'));
    fireEvent.click(screen.getByTestId('history-back'));
    await waitFor(() => expect(field('Name')).toHaveValue('Staunton Chess Set'));

    type('Name', 'Changed');
    fireEvent.click(menuLink('Dashboard'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog).toHaveAccessibleDescription(BACK_OFFICE_MESSAGES.unsavedChanges);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/products/7');
    expect(field('Name')).toHaveValue('Changed');

    fireEvent.click(screen.getByRole('link', { name: '← Back to products' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/admin/products'));
  });

  it('uploads an image, puts its URL in the field and previews it; a refusal is shown at the file input', async () => {
    const stored = `/uploads/${'ab'.repeat(32)}`;
    let refuse = true;
    const { calls } = fakeCatalogue({ products: [product()] }, ({ url }) => {
      if (url !== '/api/admin/uploads') return undefined;
      return refuse
        ? { status: 415, body: { message: BACK_OFFICE_MESSAGES.unsupportedImage } }
        : { status: 201, body: { url: `${stored}.png`, variants: [{ width: 320, url: `${stored}-320.webp` }] } };
    });
    renderAdmin('/admin/products/7');
    await waitFor(() => expect(field('Image')).toHaveValue('/images/products/staunton.jpg'));
    expect(screen.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute('src', '/images/products/staunton.jpg');
    const picker = field('Upload an image');
    expect(picker).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    expect(picker).toHaveAccessibleDescription(/PNG, JPEG or WebP, at most 5 MB\./);

    const file = new File([new Uint8Array([1, 2, 3])], 'board.svg', { type: 'image/svg+xml' });
    fireEvent.change(picker, { target: { files: [file] } });
    await waitFor(() => expect(messageAt('Upload an image')).toContain(BACK_OFFICE_MESSAGES.unsupportedImage));
    expect(field('Image')).toHaveValue('/images/products/staunton.jpg');

    refuse = false;
    fireEvent.change(picker, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'board.png', { type: 'image/png' })] } });
    await waitFor(() => expect(field('Image')).toHaveValue(`${stored}.png`));
    const upload = calls.filter((call) => call.url === '/api/admin/uploads').at(-1);
    expect((upload?.body as FormData).get('image')).toMatchObject({ name: 'board.png', type: 'image/png' });
    expect(messageAt('Upload an image')).not.toContain(BACK_OFFICE_MESSAGES.unsupportedImage);
    expect(toast()).toHaveTextContent('Image uploaded');
    const preview = screen.getByRole('img', { name: 'Preview of the image' });
    expect(preview).toHaveAttribute('src', `${stored}.png`);
    expect(preview).toHaveAttribute('srcset', `${stored}-320.webp 320w, ${stored}-640.webp 640w, ${stored}-960.webp 960w`);
  });

  it('previews a lesson’s content as the site shows it, paragraph by paragraph, as the admin types', async () => {
    fakeCatalogue({ lessons: [lesson()] });
    renderAdmin('/admin/lessons/3');
    const preview = await screen.findByTestId('content-preview');
    await waitFor(() =>
      expect([...preview.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Develop your pieces.', 'Castle early.']),
    );
    expect(screen.getByRole('heading', { name: 'Preview: Content' })).toBeInTheDocument();
    type('Content', 'Knights before bishops.\n\n  Control the centre.  \nCastle.');
    expect([...preview.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Knights before bishops.',
      'Control the centre.',
      'Castle.',
    ]);
    type('Content', '');
    expect(preview).toHaveTextContent('Nothing to preview yet.');
    expect(field('Level')).toHaveValue('beginner');
    expect(screen.getByRole('option', { name: 'Intermediate' })).toHaveValue('intermediate');
  });

  it('an article’s date and excerpt are edited like the rest', async () => {
    const { calls } = fakeCatalogue({ 'blog-posts': [blogPost()] });
    renderAdmin('/admin/blog-posts/5');
    await waitFor(() => expect(field('Published date')).toHaveValue('2026-02-01'));
    type('Excerpt', 'x'.repeat(501));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(messageAt('Excerpt')).toContain('Excerpt must be at most 500 characters'));
    type('Excerpt', 'Why strong players miss simple tactics, and how not to.');
    type('Published date', '2026-02-03');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({
      excerpt: 'Why strong players miss simple tactics, and how not to.',
      publishedDate: '2026-02-03',
    });
  });

  it('loads, shows a failure with Try again, and a record that does not exist is the not-found page', async () => {
    const slow = gate();
    let fail = true;
    fakeCatalogue({ products: [product()] }, ({ url }) =>
      url === '/api/admin/products/7' && fail ? { status: 503, body: { message: 'down' }, until: slow.promise } : undefined,
    );
    const { unmount } = renderAdmin('/admin/products/7');
    expect(await screen.findByText('Loading product…')).toHaveAttribute('role', 'status');
    await act(async () => slow.open());
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this product. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(field('Name')).toHaveValue('Staunton Chess Set'));
    unmount();

    renderAdmin('/admin/products/99');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it.each(['/admin/products/abc', '/admin/products/0', '/admin/lessons/3/extra'])('%s is the not-found page', async (path) => {
    const { calls } = fakeCatalogue({ products: [product()], lessons: [lesson()] });
    renderAdmin(path);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(calls.filter((call) => /\/api\/admin\/(products|lessons)\//.test(call.url))).toEqual([]);
  });
});
