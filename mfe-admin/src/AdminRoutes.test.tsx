import { STORAGE_KEYS, type AdminUserRow } from '@kingside/contracts';
import { ADMIN_MESSAGES, type ActivityEvent } from '@kingside/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, fakeApi, renderAdmin, storeSignIn, TOKEN } from './testing/renderAdmin';

// jsdom applies no media queries, so the desktop sidebar (display: none below 768 px) counts as hidden
// to role queries; it is found by its label instead.
const SIDEBAR = 'Admin sidebar';

/** Every row of a table as the texts of its cells. */
const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

const stats = { users: 3, initiativeMembers: 1, lessons: 24, products: 18, ordersToday: 4, revenue30Days: 1234567, lowStockProducts: 2 };

/** The Overview's own reads, for the fakes that care about something else. */
const overview = (url: string) => (url.startsWith('/api/admin/activity') ? { body: [] } : { body: stats });

/** The three latest events as GET /api/admin/activity answers them. */
const activity: ActivityEvent[] = [
  {
    at: '2026-03-20T09:00:00.000Z',
    action: 'order.status',
    entity: 'order',
    entityId: 12,
    subject: 'Order #12',
    actor: 'admin@kingside.example',
    status: 'shipped',
  },
  { at: '2026-03-20T08:00:00.000Z', action: 'order.place', entity: 'order', entityId: 12, subject: 'Order #12', actor: 'Ada Byron' },
  {
    at: '2026-03-19T17:30:00.000Z',
    action: 'product.update',
    entity: 'product',
    entityId: 7,
    subject: 'Staunton Chess Set',
    actor: 'admin@kingside.example',
  },
];

/** GET /api/admin/users's answer: the page as an array, the total in X-Total-Count. */
const usersPage = (rows: AdminUserRow[], total = rows.length) => ({ body: rows, headers: { 'X-Total-Count': String(total) } });

function row(fields: Partial<AdminUserRow>): AdminUserRow {
  return {
    id: 1,
    username: 'someone',
    email: 'someone@kingside.example',
    firstName: null,
    lastName: null,
    role: 'user',
    isVerified: false,
    initiativeMember: false,
    twoFactorEnabled: false,
    profileImage: null,
    ageGroup: null,
    chessExperience: null,
    lastLoginDate: null,
    createdAt: '2026-03-14T10:00:00.000Z',
    lastLoginIp: null,
    failedLoginAttempts: 0,
    accountLocked: false,
    githubLinked: false,
    ...fields,
  };
}

const users = [
  row({ id: 1, username: 'admin', email: 'admin@kingside.example', role: 'admin', isVerified: true }),
  row({
    id: 2,
    username: 'ruth',
    email: 'ruth@example.com',
    isVerified: true,
    initiativeMember: true,
    firstName: 'Ruth',
    lastName: 'Gray',
    ageGroup: '65-74',
    chessExperience: 'Casual player',
  }),
  row({ id: 3, username: 'newbie', email: 'newbie@example.com' }),
];
const members = [
  users[1] as AdminUserRow,
  row({ id: 4, username: 'anon', email: 'anon@example.com', initiativeMember: true, createdAt: '2026-01-02T23:30:00.000Z' }),
];

function healthyApi() {
  return fakeApi(({ url }) => {
    if (url === '/api/admin/stats') return { body: stats };
    if (url === '/api/admin/activity?limit=3') return { body: activity };
    if (url.startsWith('/api/admin/users?') && url.includes('initiativeMember=true')) return usersPage(members);
    if (url.startsWith('/api/admin/users')) return usersPage(users);
    if (url === '/api/admin/logout') return { body: { message: 'Logged out' } };
    return undefined;
  });
}

beforeEach(() => localStorage.clear());

describe('the admin shell', () => {
  it('sends a visitor without adminToken or adminUser to /admin/login', async () => {
    healthyApi();
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));

    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(ADMIN));
    renderAdmin('/admin/security-settings');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/admin/login'));
  });

  it('signs out a stored user whose role is not admin, with a toast', async () => {
    const calls = healthyApi();
    storeSignIn({ ...ADMIN, role: 'user' });
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(screen.getByTestId('toast')).toHaveTextContent(ADMIN_MESSAGES.accessDeniedTitle);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("shows the admin's username and e-mail, the menu of docs/spec.md §2, and Logout", async () => {
    healthyApi();
    storeSignIn();
    renderAdmin('/admin/dashboard');
    const sidebar = await screen.findByLabelText(SIDEBAR);
    expect(within(sidebar).getByText('admin')).toBeInTheDocument();
    expect(within(sidebar).getByText('admin@kingside.example')).toBeInTheDocument();
    const links = within(within(sidebar).getByLabelText('Admin')).getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Users', '/admin/users'],
      ['Lessons', '/admin/lessons'],
      ['Blog Posts', '/admin/blog-posts'],
      ['Products', '/admin/products'],
      ['Orders', '/admin/orders'],
      ['Reviews', '/admin/reviews'],
      ['Discount Codes', '/admin/discount-codes'],
      ['Bundles', '/admin/bundles'],
      ['Deployments', '/admin/deployments'],
      ['Security', '/admin/security-settings'],
      ['Settings', '/admin/settings'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByText('Logout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the not-found page, inside the shell, for an admin path without a screen', async () => {
    healthyApi();
    storeSignIn();
    renderAdmin('/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByLabelText(SIDEBAR)).toBeInTheDocument();
  });

  it('Logout revokes the token, clears admin storage and goes to /admin/login', async () => {
    const calls = healthyApi();
    storeSignIn();
    renderAdmin('/admin/dashboard');
    const sidebar = await screen.findByLabelText(SIDEBAR);
    fireEvent.click(within(sidebar).getByText('Logout'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.adminUser)).toBeNull();
    await waitFor(() => expect(calls.find((c) => c.url === '/api/admin/logout')?.headers.Authorization).toBe(`Bearer ${TOKEN}`));
  });

  it('signs out when the api refuses the token (expired or revoked)', async () => {
    fakeApi(() => ({ status: 401, body: { message: 'Authentication required' } }));
    storeSignIn();
    renderAdmin('/admin/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/login'));
    expect(screen.getByTestId('toast')).toHaveTextContent(ADMIN_MESSAGES.sessionExpiredTitle);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });
});

describe('/admin/dashboard', () => {
  it('Overview: live figures in the cards, and the three latest real events, each linked', async () => {
    const calls = healthyApi();
    storeSignIn();
    renderAdmin('/admin/dashboard');
    const figures = await screen.findByRole('region', { name: 'Figures' });
    await waitFor(() =>
      expect(figures).toHaveTextContent(
        'Total Users3Initiative Members1Lessons24Products18Orders Today4Revenue, Last 30 Days$12,345.67Low Stock (3 or Fewer)2',
      ),
    );
    expect(calls.find((c) => c.url === '/api/admin/stats')?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    const recent = screen.getByRole('region', { name: 'Recent Activity' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Order #12 marked Shippedby admin@kingside.exampleMarch 20, 2026 at 9:00 AM UTC',
      'Order #12 placedby Ada ByronMarch 20, 2026 at 8:00 AM UTC',
      'Product updated: Staunton Chess Setby admin@kingside.exampleMarch 19, 2026 at 5:30 PM UTC',
    ]);
    expect(within(recent).getByRole('link', { name: 'Product updated: Staunton Chess Set' })).toHaveAttribute('href', '/admin/products/7');
    expect(within(recent).getAllByRole('link', { name: /^Order #12/ })[0]).toHaveAttribute('href', '/admin/orders/12');
    expect(calls.find((c) => c.url === '/api/admin/activity?limit=3')?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('Overview: says so when nothing has happened yet', async () => {
    fakeApi(({ url }) => (url === '/api/admin/activity?limit=3' ? { body: [] } : { body: stats }));
    storeSignIn();
    renderAdmin('/admin/dashboard');
    expect(await screen.findByText('Nothing has happened yet: orders, status changes and edits appear here.')).toBeInTheDocument();
  });

  it('All Users: ID, Username, Email, Role, Status, Initiative', async () => {
    healthyApi();
    storeSignIn();
    renderAdmin('/admin/dashboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'All Users' }));
    const table = await screen.findByRole('table', { name: 'All users' });
    await within(table).findByText('ruth');
    const rows = cellTexts(table);
    expect(rows).toEqual([
      ['ID', 'Username', 'Email', 'Role', 'Status', 'Initiative'],
      ['1', 'admin', 'admin@kingside.example', 'Admin', 'Verified', '-'],
      ['2', 'ruth', 'ruth@example.com', 'User', 'Verified', 'Member'],
      ['3', 'newbie', 'newbie@example.com', 'User', 'Unverified', '-'],
    ]);
  });

  it('Initiative Members: names, age group, experience, en-US join date, dashes, and the total', async () => {
    healthyApi();
    storeSignIn();
    renderAdmin('/admin/dashboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'Initiative Members' }));
    const table = await screen.findByRole('table', { name: 'Initiative members' });
    await within(table).findByText('ruth@example.com');
    const rows = cellTexts(table);
    expect(rows).toEqual([
      ['ID', 'Name', 'Email', 'Age Group', 'Experience', 'Joined On'],
      ['2', 'Ruth Gray', 'ruth@example.com', '65-74', 'Casual player', 'March 14, 2026'],
      ['4', '-', 'anon@example.com', '-', '-', 'January 2, 2026'],
    ]);
    expect(screen.getByTestId('members-total')).toHaveTextContent('Total members: 2');
  });

  it('says "No users found" and "No initiative members found" when the lists are empty', async () => {
    fakeApi(({ url }) => (url.startsWith('/api/admin/users') ? usersPage([]) : overview(url)));
    storeSignIn();
    renderAdmin('/admin/dashboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'All Users' }));
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Initiative Members' }));
    expect(await screen.findByText('No initiative members found')).toBeInTheDocument();
  });

  it('shows the spec messages when the lists fail to load', async () => {
    fakeApi(({ url }) => (url.startsWith('/api/admin/users') ? { status: 500, body: { message: 'boom' } } : overview(url)));
    storeSignIn();
    renderAdmin('/admin/dashboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'All Users' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load users. Please try again.');
    fireEvent.click(screen.getByRole('tab', { name: 'Initiative Members' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to load members. Please try again.'));
  });

  it('pages through more users than fit on one page', async () => {
    const calls = fakeApi(({ url }) => {
      if (!url.startsWith('/api/admin/users')) return overview(url);
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
      const count = Math.min(50, 120 - offset);
      return usersPage(
        Array.from({ length: count }, (_, index) => row({ id: offset + index + 1, username: `user${offset + index + 1}` })),
        120,
      );
    });
    storeSignIn();
    renderAdmin('/admin/dashboard');
    fireEvent.click(await screen.findByRole('tab', { name: 'All Users' }));
    expect(await screen.findByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('user51')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/admin/users?limit=50&offset=50');
    expect(await screen.findByText('Showing 51–100 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});

describe('/admin/security-settings', () => {
  it('turns two-factor on: toast, QR code of 200 px, the secret and the warning; the stored adminUser follows', async () => {
    const calls = fakeApi(({ url }) =>
      url === '/api/admin/security'
        ? {
            body: {
              user: { ...ADMIN, twoFactorEnabled: true },
              twoFactorSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauthUrl:
                'otpauth://totp/Kingside%20Admin:admin%40kingside.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Kingside%20Admin',
            },
          }
        : undefined,
    );
    storeSignIn();
    renderAdmin('/admin/security-settings');
    const toggle = await screen.findByRole('switch', { name: 'Enable two-factor authentication' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('heading', { name: 'Security Tips' })).toBeInTheDocument();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr).toHaveAttribute('width', '200');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(screen.getByText(/Save this secret now/)).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent('Security settings updated');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { enableTwoFactor: true, userId: 1 },
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminUser) ?? '{}').twoFactorEnabled).toBe(true);
  });

  it('saving it off clears the displayed secret', async () => {
    let on = true;
    fakeApi(() => ({
      body: on
        ? {
            user: { ...ADMIN, twoFactorEnabled: true },
            twoFactorSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
          }
        : { user: ADMIN, twoFactorSecret: null, otpauthUrl: null },
    }));
    storeSignIn();
    renderAdmin('/admin/security-settings');
    fireEvent.click(await screen.findByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByTestId('two-factor-secret')).toBeInTheDocument();
    on = false;
    fireEvent.click(screen.getByRole('switch'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByTestId('two-factor-secret')).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('shows "Update failed" with the server message or "Failed to update security settings"', async () => {
    let answer: { status: number; body?: unknown; text?: string } = {
      status: 400,
      body: { message: 'enableTwoFactor must be true or false' },
    };
    fakeApi(() => answer);
    storeSignIn();
    renderAdmin('/admin/security-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Update failedenableTwoFactor must be true or false'));
    answer = { status: 500, text: '' };
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Update failedFailed to update security settings'));
  });

  it('says "Authentication required" when the admin token is gone at the time of saving', async () => {
    const calls = fakeApi(() => undefined);
    storeSignIn();
    renderAdmin('/admin/security-settings');
    const save = await screen.findByRole('button', { name: 'Save Settings' });
    // Removed behind the page's back (another tab signing out without a storage event reaching this one).
    localStorage.removeItem(STORAGE_KEYS.adminToken);
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Authentication required'));
    expect(calls).toHaveLength(0);
  });
});
