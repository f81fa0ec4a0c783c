import { ACCOUNT_MESSAGES, erasedEmail, type AdminUserDetail } from '@kingside/contracts/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, fakeApi, renderAdmin, storeSignIn } from '../testing/renderAdmin';

const cellTexts = (table: HTMLElement) =>
  [...table.querySelectorAll('tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));

function user(fields: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: 5,
    username: 'ruth',
    email: 'ruth@example.com',
    firstName: 'Ruth',
    lastName: 'Gray',
    role: 'user',
    isVerified: true,
    initiativeMember: true,
    twoFactorEnabled: false,
    profileImage: null,
    ageGroup: '65-74',
    chessExperience: 'Casual player',
    lastLoginDate: '2026-03-20T08:30:00.000Z',
    lastLoginIp: '203.0.113.9',
    createdAt: '2026-03-14T10:00:00.000Z',
    failedLoginAttempts: 0,
    accountLocked: false,
    accountLockedUntil: null,
    githubLinked: false,
    orderCount: 2,
    erased: false,
    ...fields,
  };
}

/** The account-care api over users in memory. */
function fakeUsers(initial: AdminUserDetail[]) {
  const users = [...initial];
  const calls = fakeApi(({ method, url, body }) => {
    if (method === 'GET' && url.startsWith('/api/admin/users?')) {
      const q = new URL(url, 'http://x').searchParams.get('q')?.toLowerCase();
      const found = users.filter((u) => !q || u.username.includes(q) || u.email.includes(q));
      return { body: found, headers: { 'X-Total-Count': String(found.length) } };
    }
    const match = /^\/api\/admin\/users\/(\d+)(?:\/(unlock|resend-verification))?$/.exec(url);
    if (!match) return undefined;
    const index = users.findIndex((u) => u.id === Number(match[1]));
    const current = users[index];
    if (!current) return { status: 404, body: { message: ACCOUNT_MESSAGES.userNotFound } };
    const update = (next: AdminUserDetail) => {
      users[index] = next;
      return { body: next };
    };
    if (method === 'GET') return { body: current };
    if (match[2] === 'unlock') return update({ ...current, accountLocked: false, accountLockedUntil: null, failedLoginAttempts: 0 });
    if (match[2] === 'resend-verification') return { body: { message: ACCOUNT_MESSAGES.verificationSent } };
    if (method === 'PATCH') {
      const { role } = body as { role: 'user' | 'admin' };
      if (role === 'user' && users.filter((u) => u.role === 'admin').length === 1)
        return { status: 409, body: { message: ACCOUNT_MESSAGES.lastAdministrator } };
      return update({ ...current, role });
    }
    if (method === 'DELETE') {
      users[index] = {
        ...current,
        firstName: null,
        lastName: null,
        username: `deleted-${current.id}`,
        email: erasedEmail(current.id),
        erased: true,
      };
      return { status: 204 };
    }
    return undefined;
  });
  return { calls, users };
}

beforeEach(() => {
  localStorage.clear();
  storeSignIn();
});

describe('/admin/users', () => {
  it('lists accounts with their state, searched, linked to each user', async () => {
    const { calls } = fakeUsers([
      user(),
      user({
        id: 6,
        username: 'locked',
        email: 'locked@example.com',
        firstName: null,
        lastName: null,
        isVerified: false,
        accountLocked: true,
      }),
      user({ id: 7, username: 'deleted-7', email: erasedEmail(7), firstName: null, lastName: null, erased: true }),
    ]);
    renderAdmin('/admin/users');
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('ruth');
    expect(cellTexts(table)).toEqual([
      ['Username', 'Name', 'Email', 'Role', 'Status', 'Joined On'],
      ['ruth', 'Ruth Gray', 'ruth@example.com', 'User', 'Verified', 'March 14, 2026'],
      ['locked', '-', 'locked@example.com', 'User', 'UnverifiedLocked', 'March 14, 2026'],
      ['deleted-7', '-', 'deleted-7@invalid', 'User', 'Erased', 'March 14, 2026'],
    ]);
    expect(within(table).getByRole('link', { name: 'ruth' })).toHaveAttribute('href', '/admin/users/5');
    fireEvent.change(screen.getByLabelText('Initiative'), { target: { value: 'true' } });
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/users?initiativeMember=true&limit=50&offset=0'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: 'ruth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/admin/users?q=ruth&initiativeMember=true&limit=50&offset=0'));
    expect(screen.getByTestId('search')).toHaveTextContent('?q=ruth&initiativeMember=true');
  });
});

describe('/admin/users/{id}', () => {
  it('shows the account, and its lock, and unlocks it behind a confirmation', async () => {
    const { calls } = fakeUsers([user({ accountLocked: true, accountLockedUntil: '2026-03-21T09:15:00.000Z', failedLoginAttempts: 5 })]);
    renderAdmin('/admin/users/5');
    expect(await screen.findByText('Locked out until March 21, 2026 at 9:15 AM UTC after too many failed sign-ins.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ruth' })).toBeInTheDocument();
    expect(document.title).toBe('ruth - Kingside Academy');
    const facts = screen.getByTestId('user-facts');
    expect(facts).toHaveTextContent('NameRuth Gray');
    expect(facts).toHaveTextContent('Last sign-inMarch 20, 2026 at 8:30 AM UTC · 203.0.113.9');
    expect(facts).toHaveTextContent('Failed sign-in attempts5');
    expect(facts).toHaveTextContent('Orders2');
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Unlock account', 'Make administrator', 'Erase account']);

    fireEvent.click(within(actions).getByRole('button', { name: 'Unlock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock ruth?' });
    expect(dialog).toHaveAccessibleDescription('They can sign in again at once, and their failed attempts are cleared.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlock account' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.unlocked));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/users/5/unlock']);
    await waitFor(() => expect(screen.queryByText(/Locked out until/)).not.toBeInTheDocument());
    expect(within(actions).queryByRole('button', { name: 'Unlock account' })).not.toBeInTheDocument();
  });

  it('resends the verification e-mail to an unverified member', async () => {
    const { calls } = fakeUsers([user({ isVerified: false })]);
    renderAdmin('/admin/users/5');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Resend verification e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a new verification link to ruth@example.com?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.verificationSent));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/admin/users/5/resend-verification']);
  });

  it('makes a member an administrator, and then offers to remove the role', async () => {
    const { calls } = fakeUsers([user({ id: 9, username: 'boss', role: 'admin' }), user()]);
    renderAdmin('/admin/users/5');
    let actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Make administrator' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Make ruth an administrator?' })).getByRole('button', {
        name: 'Make administrator',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.roleChanged));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/admin/users/5', body: { role: 'admin' } });
    actions = screen.getByRole('region', { name: 'Actions' });
    await waitFor(() => expect(within(actions).getByRole('button', { name: 'Remove administrator role' })).toBeInTheDocument());
  });

  it('shows the api’s refusal when no administrator would be left', async () => {
    fakeUsers([user({ id: 9, username: 'boss', role: 'admin' })]);
    renderAdmin('/admin/users/9');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Remove administrator role' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove boss's administrator role?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator role' }));
    await waitFor(() =>
      expect(screen.getByTestId('toast')).toHaveTextContent(`${ACCOUNT_MESSAGES.actionFailed}${ACCOUNT_MESSAGES.lastAdministrator}`),
    );
    expect(screen.getByTestId('user-facts')).toHaveTextContent('RoleAdmin');
  });

  it('erases an account behind a warning; an erased account offers nothing more', async () => {
    const { calls } = fakeUsers([user()]);
    renderAdmin('/admin/users/5');
    const actions = await screen.findByRole('region', { name: 'Actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Erase account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase ruth?' });
    expect(dialog).toHaveAccessibleDescription(/This cannot be undone\.$/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(ACCOUNT_MESSAGES.erased));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual(['/api/admin/users/5']);
    expect(
      await screen.findByText('This account was erased: it cannot sign in, and its orders are kept without personal details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'deleted-5' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Actions' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers an administrator neither demoting nor erasing themselves', async () => {
    fakeUsers([user({ id: ADMIN.id, username: ADMIN.username, email: ADMIN.email, role: 'admin' })]);
    renderAdmin(`/admin/users/${ADMIN.id}`);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).queryAllByRole('button')).toEqual([]);
  });
});
