import { STORAGE_KEYS } from '@kingside/contracts';
import { PUZZLE_THEMES, TRAINING_API, type ThemeStats } from '@kingside/contracts/training';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLearnApi, ok, type Reply } from '../testing/fakeLearnApi';
import TrainRoutes from './TrainRoutes';

// The themes dashboard (issue 46, docs/spec.md §2.32): a member's figures per theme and their weakest; a guest's sign-in note.
jest.mock('../chapter/pieces.svg', () => 'pieces.svg');

const TOKEN = 't'.repeat(43);
const STATS: ThemeStats = {
  themes: PUZZLE_THEMES.map((theme) => ({ theme, played: 0, won: 0, successRate: null, trend: 0 })).map((stat) =>
    stat.theme === 'fork'
      ? { ...stat, played: 12, won: 9, successRate: 75, trend: 24 }
      : stat.theme === 'pin'
        ? { ...stat, played: 5, won: 2, successRate: 40, trend: -31 }
        : stat.theme === 'skewer'
          ? { ...stat, played: 1, won: 1, successRate: 100, trend: 0 }
          : stat,
  ),
  weakest: 'pin',
};

let api: ReturnType<typeof fakeLearnApi>;
beforeEach(() => localStorage.clear());
afterEach(() => api.restore());
const open = () => renderWithSite('/train/themes', '/train/*', <TrainRoutes />);
const row = (theme: string) => Array.from(screen.getByTestId(`theme-${theme}`).children).map((cell) => cell.textContent);

it('asks a guest to sign in, and reads nothing', async () => {
  api = fakeLearnApi({});
  open();
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your themes');
  await waitFor(() => expect(document.title).toBe('Your themes - Kingside Academy'));
  expect((await screen.findByTestId('training-guest-note')).textContent).toBe(
    'Sign in to see your success rate and rating trend for each theme. Sign In',
  );
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
  expect(screen.queryByRole('table')).toBeNull();
  expect(api.calls).toEqual([]);
});

describe('for a member', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.authToken, TOKEN));

  it('shows each theme’s played, success and trend, and trains the weakest', async () => {
    api = fakeLearnApi({ [`GET ${TRAINING_API.themes}`]: ok(STATS) });
    open();
    const table = await screen.findByRole('table', { name: 'Your themes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Theme', 'Played', 'Success', 'Rating trend']);
    expect(within(table).getAllByRole('row')).toHaveLength(PUZZLE_THEMES.length + 1);
    expect(row('fork')).toEqual(['Fork', '12', '75%', '+24']);
    expect(row('pin')).toEqual(['Pin', '5', '40%', '−31']);
    expect(row('skewer')).toEqual(['Skewer', '1', '100%', '±0']);
    expect(row('mateIn2')).toEqual(['Mate in 2', '0', '—', '—']);
    expect(within(table).getByRole('link', { name: 'Mate in 2' }).getAttribute('href')).toBe('/train?theme=mateIn2');
    expect(screen.getByText('Your weakest theme: Pin (40% solved)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Train your weakest theme' }).getAttribute('href')).toBe('/train?theme=pin');
    expect(screen.getByText('Rating trend: how your puzzle rating moved over your last 10 puzzles of the theme.')).toBeTruthy();
    expect(api.calls[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('opens /train with the weakest theme chosen', async () => {
    api = fakeLearnApi({ [`GET ${TRAINING_API.themes}`]: ok(STATS) });
    open();
    fireEvent.click(await screen.findByRole('link', { name: 'Train your weakest theme' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/train?theme=pin'));
    expect(await screen.findByText('Training: Pin · near my rating')).toBeTruthy();
  });

  it('says what it takes to have a weakest theme', async () => {
    api = fakeLearnApi({ [`GET ${TRAINING_API.themes}`]: ok({ ...STATS, weakest: null }) });
    open();
    expect(await screen.findByText('Play at least 3 puzzles of a theme to find your weakest.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Train your weakest theme' })).toBeNull();
  });

  it('says so while loading, and when the figures cannot be read, with Try again', async () => {
    let answer: Reply = { status: 500, body: 'oops' };
    api = fakeLearnApi({ [`GET ${TRAINING_API.themes}`]: () => answer });
    open();
    expect(await screen.findByText('Loading your themes')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Your themes could not be loaded. Please try again.');
    answer = ok(STATS);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your themes' })).toBeTruthy();
  });
});
