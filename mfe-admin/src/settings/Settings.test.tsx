import { STORAGE_KEYS, type AuditEntry } from '@kingside/contracts';
import { ACCOUNT_MESSAGES, type SignInSession } from '@kingside/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, storeSignIn } from '../testing/renderAdmin';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const messageAt = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('/admin/settings: password', () => {
  it('checks the form with the contracts’ rules, sends the two passwords, and empties the form', async () => {
    const calls = fakeApi(({ url }) =>
      url === '/api/admin/me/password' ? { body: { message: ACCOUNT_MESSAGES.passwordChanged } } : undefined,
    );
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(document.title).toBe('Settings - Kingside Academy');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByLabelText('Current password');

    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(messageAt('Current password')).toContain('Current password is required'));
    expect(messageAt('New password')).toContain('Password must be at least 8 characters');
    type('Current password', 'old secret');
    type('New password', 'knight-fork-e5');
    type('New password again', 'knight-fork-e6');
    await waitFor(() => expect(messageAt('New password again')).toContain('The two new passwords differ'));
    type('New password again', 'knight-fork-e5');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged));
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { url: '/api/admin/me/password', body: { currentPassword: 'old secret', newPassword: 'knight-fork-e5' } },
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('confirmPassword');
    expect(field('Current password')).toHaveValue('');
    expect(field('Current password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows a wrong current password at its field', async () => {
    fakeApi(({ url }) =>
      url === '/api/admin/me/password' ? { status: 400, body: { message: ACCOUNT_MESSAGES.wrongCurrentPassword } } : undefined,
    );
    renderAdmin('/admin/settings');
    await screen.findByLabelText('Current password');
    type('Current password', 'guess');
    type('New password', 'knight-fork-e5');
    type('New password again', 'knight-fork-e5');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(messageAt('Current password')).toContain(ACCOUNT_MESSAGES.wrongCurrentPassword));
    expect(field('Current password')).toHaveFocus();
  });
});

describe('/admin/settings: sign-ins', () => {
  const sessions: SignInSession[] = [
    {
      id: 31,
      createdAt: '2026-03-20T08:30:00.000Z',
      expiresAt: '2026-03-20T16:30:00.000Z',
      ip: '203.0.113.9',
      userAgent: 'Firefox on Linux',
      current: true,
    },
    { id: 30, createdAt: '2026-03-19T18:00:00.000Z', expiresAt: '2026-03-20T02:00:00.000Z', ip: null, userAgent: null, current: false },
  ];

  it('lists them with time and address; signs out another one, and every other one', async () => {
    let live = [...sessions];
    const calls = fakeApi(({ method, url }) => {
      if (url === '/api/admin/me/sessions') return { body: live };
      if (method === 'DELETE' && url === '/api/admin/me/sessions/others') {
        live = live.filter((s) => s.current);
        return { status: 204 };
      }
      if (method === 'DELETE' && url === '/api/admin/me/sessions/30') {
        live = live.filter((s) => s.id !== 30);
        return { status: 204 };
      }
      return undefined;
    });
    renderAdmin('/admin/settings?tab=signIns');
    const table = await screen.findByRole('table', { name: 'Where you are signed in' });
    await within(table).findByText('203.0.113.9');
    expect(cellTexts(table).map((row) => row.slice(0, 4))).toEqual([
      ['Signed in', 'Address', 'Device', 'Expires'],
      ['March 20, 2026 at 8:30 AM UTC This sign-in', '203.0.113.9', 'Firefox on Linux', 'March 20, 2026 at 4:30 PM UTC'],
      ['March 19, 2026 at 6:00 PM UTC ', 'Unknown', 'Unknown', 'March 20, 2026 at 2:00 AM UTC'],
    ]);

    const other = within(table).getAllByRole('row')[2] as HTMLElement;
    fireEvent.click(within(other).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign out this sign-in?' })).getByRole('button', { name: 'Sign out' }),
    );
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.signedOut));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/admin/me/sessions/30']);
  });

  it('signs out everywhere else at once; signing out here returns to the sign-in page', async () => {
    let live = [...sessions];
    fakeApi(({ method, url }) => {
      if (url === '/api/admin/me/sessions') return { body: live };
      if (method === 'DELETE' && url === '/api/admin/me/sessions/others') {
        live = live.filter((s) => s.current);
        return { status: 204 };
      }
      if (method === 'DELETE' && url === '/api/admin/me/sessions/31') return { status: 204 };
      return undefined;
    });
    renderAdmin('/admin/settings?tab=signIns');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.signedOutOthers));
    const table = screen.getByRole('table', { name: 'Where you are signed in' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));

    fireEvent.click(within(table).getByRole('button', { name: 'Sign out' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out here?' })).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });
});

describe('/admin/settings: activity', () => {
  const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    at: '2026-03-20T09:00:00.000Z',
    adminId: 1,
    adminEmail: 'admin@kingside.example',
    action: 'product.update',
    entity: 'product',
    entityId: 7,
    changes: { price: [4999, 5999], description: ['(changed)', '(changed)'] },
    ...fields,
  });

  it('reads the audit log, filtered by kind of item in the URL', async () => {
    const calls = fakeApi(({ url }) => {
      if (!url.startsWith('/api/admin/audit?')) return undefined;
      const rows = url.includes('entity=order')
        ? [entry({ id: 2, action: 'order.status', entity: 'order', entityId: 12, changes: { status: ['pending', 'paid'] } })]
        : [entry({})];
      return { body: rows, headers: { 'X-Total-Count': String(rows.length) } };
    });
    renderAdmin('/admin/settings?tab=activity');
    const table = await screen.findByRole('table', { name: 'Activity' });
    await within(table).findByText('product.update');
    expect(cellTexts(table)[1]).toEqual([
      'March 20, 2026 at 9:00 AM UTC',
      'admin@kingside.example',
      'product.update',
      'product #7',
      'price: 4999 → 5999; description: (changed) → (changed)',
    ]);
    expect(within(table).getByRole('link', { name: 'product #7' })).toHaveAttribute('href', '/admin/products/7');
    expect(calls.at(-1)?.url).toBe('/api/admin/audit?limit=25&offset=0');

    fireEvent.change(screen.getByLabelText('Item'), { target: { value: 'order' } });
    await within(table).findByText('order.status');
    expect(within(table).getByRole('link', { name: 'order #12' })).toHaveAttribute('href', '/admin/orders/12');
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=activity&entity=order');
    expect(calls.at(-1)?.url).toBe('/api/admin/audit?entity=order&limit=25&offset=0');
  });
});
