import {
  BACK_OFFICE_MESSAGES,
  PROMOTION_MESSAGES,
  type AdminBundle,
  type AdminDiscountCode,
  type AdminOrder,
  type BundleInput,
  type DiscountCodeInput,
} from '@kingside/contracts';
import { versionEtag } from '@kingside/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, storeSignIn, type FakeCall } from '../testing/renderAdmin';
import type { CodeUse } from './promotionsApi';

/*
 * The back office's Discount codes and Bundles (issue 44 point 1, docs/spec.md §2.35): the kit's list, create and edit
 * with If-Match (412 and Reload), End asked first, a code's usage; and the discount on the order page.
 */

const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
const header = (call: FakeCall, name: string) => Object.entries(call.headers).find(([key]) => key.toLowerCase() === name)?.[1];
const NOW = '2026-03-14T10:05:00.000Z';

const code = (fields: Partial<AdminDiscountCode> = {}): AdminDiscountCode & { uses: CodeUse[] } => ({
  id: 4,
  code: 'SPRING10',
  kind: 'percent',
  value: 10,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  oncePerMember: false,
  timesUsed: 2,
  endedAt: null,
  version: 3,
  createdAt: NOW,
  updatedAt: NOW,
  uses: [
    { orderId: 12, createdAt: NOW, status: 'paid', discount: 450 },
    { orderId: 11, createdAt: NOW, status: 'cancelled', discount: 300 },
  ],
  ...fields,
});

const bundle = (fields: Partial<AdminBundle> = {}): AdminBundle => ({
  id: 30,
  name: 'Club Starter Bundle',
  description: 'Board, pieces and clock.',
  imageUrl: '/images/products/1.svg',
  price: 9900,
  category: 'Chess Sets',
  parts: [
    { productId: 1, quantity: 1, name: 'Club Set', stock: 7 },
    { productId: 5, quantity: 2, name: 'Score Book', stock: 9 },
  ],
  stock: 4,
  sold: 6,
  archived: false,
  version: 2,
  createdAt: NOW,
  updatedAt: NOW,
  ...fields,
});

/** The promotions api over records in memory: lists, POST, GET with ETag, PUT with If-Match (412 when stale), end. */
function fakePromotions({ codes = [code()], bundles = [bundle()] }: { codes?: AdminDiscountCode[]; bundles?: AdminBundle[] } = {}) {
  const db = {
    'discount-codes': [...codes] as (AdminDiscountCode | AdminBundle)[],
    bundles: [...bundles] as (AdminDiscountCode | AdminBundle)[],
  };
  const calls = fakeApi((call) => {
    const match = /^\/api\/admin\/(discount-codes|bundles)(?:\/(\d+))?(\/end)?(?:\?.*)?$/.exec(call.url);
    if (!match) return undefined;
    const rows = db[match[1] as keyof typeof db];
    if (!match[2]) {
      if (call.method === 'GET') return { body: rows, headers: { 'X-Total-Count': String(rows.length) } as Record<string, string> };
      const created = { ...(call.body as object), id: 50, version: 1, createdAt: NOW, updatedAt: NOW, timesUsed: 0, endedAt: null };
      rows.push(created as AdminDiscountCode);
      return { status: 201, body: created, headers: { ETag: versionEtag(1) } };
    }
    const index = rows.findIndex((row) => row.id === Number(match[2]));
    const row = rows[index];
    if (!row) return { status: 404, body: { message: PROMOTION_MESSAGES.notFound } };
    if (call.method === 'GET') return { body: row, headers: { ETag: versionEtag(row.version) } };
    if (header(call, 'if-match') !== versionEtag(row.version)) return { status: 412, body: { message: BACK_OFFICE_MESSAGES.conflict } };
    const next =
      match[3] === '/end'
        ? { ...row, ...('code' in row ? { endedAt: NOW } : { archived: true }), version: row.version + 1 }
        : { ...row, ...(call.body as object), version: row.version + 1 };
    rows[index] = next;
    return { body: next, headers: { ETag: versionEtag(next.version) } };
  });
  return { calls, db };
}

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('/admin/discount-codes', () => {
  it('lists the codes with their discount, minimum, dates, uses and status, and links each to its page', async () => {
    fakePromotions({
      codes: [
        code(),
        code({ id: 5, code: 'TENOFF', kind: 'amount', value: 1000, minSubtotal: 5000, usageLimit: null, timesUsed: 0, endedAt: NOW }),
      ],
    });
    renderAdmin('/admin/discount-codes');
    const table = await screen.findByRole('table', { name: 'Discount Codes' });
    await within(table).findByText('SPRING10');
    expect(cellTexts(table)).toEqual([
      ['Code', 'Discount', 'Minimum', 'Runs', 'Used', 'Status', 'Updated'],
      ['SPRING10', '10% off', '—', 'Any time', '2 / 100', 'Active', 'March 14, 2026'],
      ['TENOFF', '$10.00 off', '$50.00', 'Any time', '0', 'Ended', 'March 14, 2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'SPRING10' })).toHaveAttribute('href', '/admin/discount-codes/4');
    expect(screen.getByRole('link', { name: 'New discount code' })).toHaveAttribute('href', '/admin/discount-codes/new');
    expect(screen.getByRole('searchbox', { name: 'Search discount codes' })).toBeInTheDocument();
    expect(document.title).toBe('Discount Codes - Kingside Academy');
  });

  it('creates a code: the schema’s messages first, then the api’s input and the new code’s page', async () => {
    const { calls } = fakePromotions({ codes: [] });
    renderAdmin('/admin/discount-codes/new');
    expect(await screen.findByRole('heading', { name: 'New discount code' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create discount code' }));
    expect(await screen.findByText(PROMOTION_MESSAGES.codeFormat)).toBeInTheDocument();
    expect(screen.getByText(PROMOTION_MESSAGES.percentRange)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'summer-5' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'amount' } });
    fireEvent.change(screen.getByLabelText('Amount off (US$)'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Minimum subtotal (US$)'), { target: { value: '30.00' } });
    fireEvent.change(screen.getByLabelText('Usage limit'), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '2026-06-01T09:00' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-05-01T09:00' } });
    fireEvent.click(screen.getByLabelText('Once per member (a guest must sign in to use it)'));
    fireEvent.click(screen.getByRole('button', { name: 'Create discount code' }));
    expect(await screen.findByText(PROMOTION_MESSAGES.endsBeforeStart)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '2026-08-31T18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create discount code' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/discount-codes/50'));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      code: 'SUMMER-5',
      kind: 'amount',
      value: 500,
      minSubtotal: 3000,
      startsAt: new Date('2026-06-01T09:00').toISOString(),
      endsAt: new Date('2026-08-31T18:00').toISOString(),
      usageLimit: 50,
      oncePerMember: true,
    } satisfies DiscountCodeInput);
    expect(await screen.findByText('Created')).toBeInTheDocument();
  });

  it('shows a code’s usage and saves an edit with If-Match; someone else’s save first is a conflict with Reload', async () => {
    const { calls, db } = fakePromotions();
    renderAdmin('/admin/discount-codes/4');
    expect(await screen.findByTestId('times-used')).toHaveTextContent('Used by 2 orders.');
    expect(screen.getByRole('heading', { name: 'Edit discount code' })).toBeInTheDocument();
    const uses = screen.getByRole('table', { name: 'Latest orders placed with this code' });
    expect(cellTexts(uses).slice(1)).toEqual([
      ['Order #12', 'March 14, 2026 at 10:05 AM UTC', 'Paid', '-$4.50'],
      ['Order #11', 'March 14, 2026 at 10:05 AM UTC', 'Cancelled', '-$3.00'],
    ]);
    expect(within(uses).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/admin/orders/12');
    expect(screen.getByLabelText('Percentage off')).toHaveValue('10');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No changes to save')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Percentage off'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(header(put, 'if-match')).toBe('"3"');
    expect(put.body).toMatchObject({ code: 'SPRING10', kind: 'percent', value: 15, usageLimit: 100 });

    // Someone else saves meanwhile: the next save is refused, Reload brings their version.
    db['discount-codes'][0] = { ...db['discount-codes'][0]!, value: 20, version: 9 } as AdminDiscountCode;
    fireEvent.change(screen.getByLabelText('Percentage off'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(BACK_OFFICE_MESSAGES.conflict)).toBeInTheDocument();
    const reload = screen.getByRole('button', { name: BACK_OFFICE_MESSAGES.reload });
    await waitFor(() => expect(reload).toHaveFocus());
    fireEvent.click(reload);
    await waitFor(() => expect(screen.getByLabelText('Percentage off')).toHaveValue('20'));
    expect(screen.queryByText(BACK_OFFICE_MESSAGES.conflict)).toBeNull();
  });

  it('asks before leaving a code’s unsaved changes', async () => {
    fakePromotions();
    renderAdmin('/admin/discount-codes/4');
    fireEvent.change(await screen.findByLabelText('Usage limit'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('link', { name: '← Back to discount codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/discount-codes/4');
    expect(screen.getByLabelText('Usage limit')).toHaveValue(7);
  });

  it('ends a code after asking, with If-Match', async () => {
    const { calls } = fakePromotions();
    renderAdmin('/admin/discount-codes/4');
    fireEvent.click(await screen.findByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this discount code?' });
    expect(dialog).toHaveTextContent('The code stops working at once. Orders already placed with it keep their discount.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('This code has ended: it can no longer be used.')).toBeInTheDocument();
    const end = calls.find((call) => call.url === '/api/admin/discount-codes/4/end')!;
    expect(end.method).toBe('POST');
    expect(header(end, 'if-match')).toBe('"3"');
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
  });

  it('says a code it cannot find is not found', async () => {
    fakePromotions();
    renderAdmin('/admin/discount-codes/99');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });
});

describe('/admin/bundles', () => {
  it('lists the bundles with their parts, price, stock, sales and status', async () => {
    fakePromotions();
    renderAdmin('/admin/bundles');
    const table = await screen.findByRole('table', { name: 'Bundles' });
    await within(table).findByText('Club Starter Bundle');
    expect(cellTexts(table)).toEqual([
      ['Name', 'Parts', 'Price', 'Stock', 'Sold', 'Status', 'Updated'],
      ['Club Starter Bundle', '1 × Club Set2 × Score Book', '$99.00', '4', '6', 'Live', 'March 14, 2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'Club Starter Bundle' })).toHaveAttribute('href', '/admin/bundles/30');
    expect(screen.getByRole('link', { name: 'New bundle' })).toHaveAttribute('href', '/admin/bundles/new');
  });

  it('creates a bundle from its fields and parts, refusing too few parts first', async () => {
    const { calls } = fakePromotions({ bundles: [] });
    renderAdmin('/admin/bundles/new');
    expect(await screen.findByRole('heading', { name: 'New bundle' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Travel Bundle' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A set and a clock for the road.' } });
    fireEvent.change(screen.getByLabelText('Price (US$)'), { target: { value: '59.50' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Chess Sets' } });
    fireEvent.change(screen.getByLabelText('Image'), { target: { value: '/images/products/2.svg' } });
    fireEvent.change(screen.getByLabelText('Part 1: product ID'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove part 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create bundle' }));
    expect(await screen.findByText(PROMOTION_MESSAGES.partsRequired)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add a part' }));
    fireEvent.change(screen.getByLabelText('Part 2: product ID'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Part 2: quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create bundle' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/bundles/50'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: 'Travel Bundle',
      description: 'A set and a clock for the road.',
      price: 5950,
      category: 'Chess Sets',
      imageUrl: '/images/products/2.svg',
      parts: [
        { productId: 3, quantity: 1 },
        { productId: 7, quantity: 2 },
      ],
    } satisfies BundleInput);
  });

  it('edits a bundle with If-Match, shows its stock and sales, and ends it after asking', async () => {
    const { calls } = fakePromotions();
    renderAdmin('/admin/bundles/30');
    expect(await screen.findByTestId('bundle-stock')).toHaveTextContent('Stock: 4 · Sold: 6');
    expect(screen.getByRole('heading', { name: 'Edit bundle' })).toBeInTheDocument();
    expect(screen.getByLabelText('Part 2: quantity')).toHaveValue(2);
    fireEvent.change(screen.getByLabelText('Price (US$)'), { target: { value: '89.00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(header(put, 'if-match')).toBe('"2"');
    expect(put.body).toMatchObject({
      price: 8900,
      parts: [
        { productId: 1, quantity: 1 },
        { productId: 5, quantity: 2 },
      ],
    });

    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this bundle?' });
    expect(dialog).toHaveTextContent('The shop stops selling it at once. Orders already placed keep it.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('This bundle has ended: the shop no longer sells it.')).toBeInTheDocument();
    expect(
      header(
        calls.find((call) => call.url === '/api/admin/bundles/30/end')!,
        'if-match',
      ),
    ).toBe('"3"');
  });
});

describe('an order placed with a code, in the back office', () => {
  it('shows the line "Discount ({code})" between the subtotal and the shipping', async () => {
    const order: AdminOrder = {
      id: 12,
      createdAt: NOW,
      updatedAt: NOW,
      status: 'paid',
      customerName: 'Ada Byron',
      customerEmail: 'ada@example.com',
      customerAddress: '1 Castle Row',
      subtotal: 4498,
      shipping: 999,
      totalAmount: 5047,
      itemCount: 1,
      userId: null,
      lines: [{ productId: 1, name: 'Staunton Chess Set', quantity: 1, price: 4498 }],
      history: [{ status: 'paid', at: NOW, adminId: null, adminEmail: null, note: null }],
      discount: { code: 'SPRING10', amount: 450 },
    };
    fakeApi(({ method, url }) => (method === 'GET' && url === '/api/admin/orders/12' ? { body: order } : undefined));
    renderAdmin('/admin/orders/12');
    const discount = await screen.findByText('Discount (SPRING10)');
    expect(discount.nextElementSibling).toHaveTextContent('-$4.50');
    const terms = [...discount.closest('dl')!.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Subtotal', 'Discount (SPRING10)', 'Shipping', 'Total']);
  });
});
