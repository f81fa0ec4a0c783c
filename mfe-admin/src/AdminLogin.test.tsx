import { STORAGE_KEYS } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { loadFormRules } from '@kingside/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN, fakeApi, gate, renderAdmin, TOKEN } from './testing/renderAdmin';

const stats = { users: 3, initiativeMembers: 1, lessons: 24, products: 18, ordersToday: 0, revenue30Days: 0, lowStockProducts: 0 };
const emptyUsers: never[] = [];

function typeCredentials(email = 'admin@kingside.example', password = 'secret password') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

// The form fetches its rules (joi) on first use (@kingside/ui's formRules.ts). In a fresh jest worker that import
// alone took over findByText's second while the other jest project ran beside it; fetched here once, the tests
// time the form, not the import.
beforeAll(() => loadFormRules());
beforeEach(() => localStorage.clear());

describe('/admin/login', () => {
  it('checks the fields with the admin-login rules before calling anyone', async () => {
    const calls = fakeApi(() => undefined);
    renderAdmin('/admin/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('signs in without two-factor: "Authenticating..." while pending, then stores adminToken and adminUser and opens the dashboard', async () => {
    const answer = gate();
    const calls = fakeApi(({ url }) => {
      if (url === '/api/admin/login') return { body: { requireTwoFactor: false, token: TOKEN, user: ADMIN }, until: answer.promise };
      if (url === '/api/admin/stats') return { body: stats };
      return undefined;
    });
    renderAdmin('/admin/login');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    await act(async () => answer.open());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: 'admin@kingside.example', password: 'secret password' } });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.adminUser) ?? 'null')).toEqual(ADMIN);
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
  });

  it('shows "Login failed" with the server message, or "Invalid email or password" when there is none', async () => {
    let answer = { status: 423, body: { message: 'Too many failed sign-in attempts.' } } as {
      status: number;
      body?: unknown;
      text?: string;
    };
    fakeApi(() => answer);
    renderAdmin('/admin/login');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Too many failed sign-in attempts.');
    answer = { status: 502, text: '<html>Bad gateway</html>' };
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Login failedInvalid email or password'));
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();
  });

  it('asks for the code when the server requires two-factor, and signs in with it', async () => {
    const answer = gate();
    const calls = fakeApi(({ url }) => {
      if (url === '/api/admin/login') return { body: { requireTwoFactor: true, userId: 1 } };
      if (url === '/api/admin/verify-2fa')
        return { body: { token: TOKEN, user: { ...ADMIN, twoFactorEnabled: true } }, until: answer.promise };
      if (url === '/api/admin/stats') return { body: stats };
      return undefined;
    });
    renderAdmin('/admin/login');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const code = await screen.findByLabelText('Verification Code');
    expect(code).toHaveAttribute('placeholder', '123456');
    expect(code).toHaveFocus();
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBeNull();

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Code must be at least 6 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/admin/verify-2fa')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    await act(async () => answer.open());
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
    expect(calls.find((c) => c.url === '/api/admin/verify-2fa')?.body).toEqual({ twoFactorCode: '654321', userId: 1 });
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe(TOKEN);
  });

  it('shows "Verification failed" / "Invalid verification code" on a wrong code, and Back to Login returns', async () => {
    fakeApi(({ url }) => {
      if (url === '/api/admin/login') return { body: { requireTwoFactor: true, userId: 1 } };
      if (url === '/api/admin/verify-2fa') return { status: 401, text: '' };
      return undefined;
    });
    renderAdmin('/admin/login');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.change(await screen.findByLabelText('Verification Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Verification failedInvalid verification code'));
    expect(screen.getByLabelText('Verification Code')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification Code')).not.toBeInTheDocument();
  });

  it('goes back to the password step when the server says the sign-in has to start over', async () => {
    fakeApi(({ url }) => {
      if (url === '/api/admin/login') return { body: { requireTwoFactor: true, userId: 1 } };
      if (url === '/api/admin/verify-2fa') return { status: 401, body: { message: ADMIN_MESSAGES.signInExpired } };
      return undefined;
    });
    renderAdmin('/admin/login');
    typeCredentials();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    fireEvent.change(await screen.findByLabelText('Verification Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('toast')).toHaveTextContent(ADMIN_MESSAGES.signInExpired);
  });

  it('sends a signed-in administrator straight to the dashboard', async () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, TOKEN);
    localStorage.setItem(STORAGE_KEYS.adminUser, JSON.stringify(ADMIN));
    fakeApi(({ url }) =>
      url === '/api/admin/stats' ? { body: stats } : url.startsWith('/api/admin/users') ? { body: emptyUsers } : undefined,
    );
    renderAdmin('/admin/login');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'));
  });
});
