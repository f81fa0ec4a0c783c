import './testing/jsdomPolyfills';
import { API, ROUTES, STORAGE_KEYS, TOAST, type PublicUser } from '@kingside/contracts';
import { TRAINING_API, type TrainingSummary } from '@kingside/contracts/training';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import AccountMenu from './AccountMenu';
import { COPY } from './auth/copy';
import { fakeApi, type Reply } from './testing/fakeApi';
import { currentLocation, expectToast, renderAt } from './testing/renderAt';

const TOKEN = 'b'.repeat(43);
const ME: PublicUser = {
  id: 7,
  username: 'ada',
  email: 'ada@example.test',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'user',
  isVerified: true,
  initiativeMember: false,
  twoFactorEnabled: false,
  profileImage: null,
  ageGroup: null,
  chessExperience: null,
  lastLoginDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
});

const SUMMARY: TrainingSummary = {
  rating: 1612,
  provisional: false,
  puzzlesPlayed: 40,
  dueToday: 3,
  streak: 5,
  trainedToday: true,
  timeZone: 'Europe/London',
  reminders: false,
  lichess: null,
  suggestedLevel: 'intermediate',
};

function setup(
  me: Reply,
  logout: Reply = { status: 200, body: { message: 'Logged out' } },
  onNavigate?: () => void,
  training: Reply = { status: 404, body: { message: 'Not found' } },
) {
  const api = fakeApi({
    [`GET ${API.me}`]: () => me,
    [`POST ${API.logout}`]: () => logout,
    [`GET ${TRAINING_API.summary}`]: () => training,
  });
  const store = renderAt('/account', <AccountMenu {...(onNavigate ? { onNavigate } : {})} />);
  return { api, store };
}

describe('AccountMenu', () => {
  it("shows the member's name, fetched with the bearer token", async () => {
    const { api } = setup({ status: 200, body: ME });
    expect((await screen.findByTestId('account-name')).textContent).toBe('Signed in as Ada Lovelace');
    expect(api.callsTo('GET', API.me)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('falls back to the username when the member gave no name', async () => {
    setup({ status: 200, body: { ...ME, firstName: null, lastName: null } });
    expect((await screen.findByTestId('account-name')).textContent).toBe('Signed in as ada');
  });

  it('links to My Orders between the name and Sign Out, reached by the keyboard in that order', async () => {
    setup({ status: 200, body: ME });
    await screen.findByTestId('account-name');
    const link = screen.getByRole('link', { name: 'My Orders' });
    expect(link.getAttribute('href')).toBe(ROUTES.accountOrders);
    const menu = screen.getByTestId('account-menu');
    const focusable = Array.from(menu.querySelectorAll<HTMLElement>('a[href], button'));
    expect(focusable.map((element) => element.textContent)).toEqual(['My Orders', 'Sign Out']);
    expect(screen.getByTestId('account-name').compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('follows My Orders to /account/orders, marks it as the current page there and tells the host (the mobile menu closes)', async () => {
    const onNavigate = jest.fn();
    setup({ status: 200, body: ME }, undefined, onNavigate);
    fireEvent.click(await screen.findByRole('link', { name: 'My Orders' }));
    expect(currentLocation()).toBe(ROUTES.accountOrders);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'My Orders' }).getAttribute('aria-current')).toBe('page');
  });

  it('signs out: POST /api/auth/logout with the token, clears it, says "Logged out"', async () => {
    const { api, store } = setup({ status: 200, body: ME });
    await screen.findByTestId('account-name');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await expectToast(TOAST.loggedOut, COPY.signedOut)).toBe('success');
    expect(api.callsTo('POST', API.logout)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(store.getState().session.authToken).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('keeps the member signed in and says "Logout failed" when the server fails', async () => {
    const { store } = setup(
      { status: 200, body: ME },
      { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } },
    );
    await screen.findByTestId('account-name');
    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await expectToast(TOAST.logoutFailed)).toBe('destructive');
    expect(store.getState().session.authToken).toBe(TOKEN);
  });

  it('clears a token the server no longer accepts (401 on the current-member fetch)', async () => {
    const { store } = setup({ status: 401, body: { message: 'Authentication required' } });
    await waitFor(() => expect(store.getState().session.authToken).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it("shows the member's training: Due today: N linking to /train/review, and the streak, read with the bearer token", async () => {
    const onNavigate = jest.fn();
    const { api } = setup({ status: 200, body: ME }, undefined, onNavigate, { status: 200, body: SUMMARY });
    const due = await screen.findByRole('link', { name: 'Due today: 3' });
    expect(due.getAttribute('href')).toBe(ROUTES.trainReview);
    expect(screen.getByTestId('account-training').textContent).toContain('Streak: 5 days');
    expect(api.callsTo('GET', TRAINING_API.summary)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    // In reading order: the name, the training, My Orders, Sign Out.
    const focusable = Array.from(screen.getByTestId('account-menu').querySelectorAll<HTMLElement>('a[href], button'));
    expect(focusable.map((element) => element.textContent)).toEqual(['Due today: 3', 'My Orders', 'Sign Out']);
    fireEvent.click(due);
    expect(currentLocation()).toBe(ROUTES.trainReview);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('says "1 day" for a streak of one, and Due today: 0 when nothing is due', async () => {
    setup({ status: 200, body: ME }, undefined, undefined, { status: 200, body: { ...SUMMARY, streak: 1, dueToday: 0 } });
    expect((await screen.findByTestId('account-training')).textContent).toBe('Due today: 0Streak: 1 day');
  });

  it('shows no training line when the summary fails, and the rest of the menu works', async () => {
    setup({ status: 200, body: ME }, undefined, undefined, { status: 500, body: { message: 'Something went wrong' } });
    await screen.findByTestId('account-name');
    await waitFor(() => expect(screen.getByRole('link', { name: 'My Orders' })).toBeTruthy());
    expect(screen.queryByTestId('account-training')).toBeNull();
  });

  it('reads no training for a guest (no token): the menu is not theirs', async () => {
    localStorage.clear();
    const { api } = setup({ status: 200, body: ME }, undefined, undefined, { status: 200, body: SUMMARY });
    await waitFor(() => expect(screen.getByTestId('account-menu')).toBeTruthy());
    expect(api.callsTo('GET', TRAINING_API.summary)).toHaveLength(0);
  });
});
