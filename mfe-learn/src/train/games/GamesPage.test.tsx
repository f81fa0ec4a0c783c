import { STORAGE_KEYS } from '@kingside/contracts';
import { GAMES_API, type GameDetail, type GameImportResult, type GameList, type GameSummary } from '@kingside/contracts/games';
import { OPENINGS_API, TRAINING_API, type RepertoireGameExit } from '@kingside/contracts/training';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLearnApi, ok, type Reply } from '../../testing/fakeLearnApi';
import { SUMMARY } from '../../testing/trainingFixtures';
import TrainRoutes from '../TrainRoutes';
import { ANALYSIS_POLL_MS } from './gamesApi';

// Your games (issue 46 point 1, docs/spec.md §2.36): the imports, the list and its progress, a game move by move.
jest.mock('../../chapter/pieces.svg', () => 'pieces.svg');

const TOKEN = 'g'.repeat(43);
const PATZER: GameSummary = {
  id: 5,
  source: 'pgn',
  white: 'Patzer',
  black: 'kingside_kid',
  color: 'black',
  opponent: 'Patzer',
  result: '0-1',
  playedOn: '2026-05-01',
  plies: 6,
  status: 'analysed',
  mistakeCount: 2,
};
const LICHESS: GameSummary = {
  ...PATZER,
  id: 6,
  source: 'lichess',
  white: 'kingside_kid',
  black: 'someone',
  color: 'white',
  opponent: 'someone',
  result: '1/2-1/2',
  playedOn: null,
  status: 'queued',
  mistakeCount: null,
};
const GAME: GameDetail = {
  ...PATZER,
  result: '*',
  startFen: null,
  moves: ['f3', 'e5', 'g4', 'd6', 'Nc3', 'Nc6'],
  evals: [30, -40, -30, -1000, -250, -1000, -300],
  mistakes: [
    { ply: 3, moveNumber: 2, played: 'd6', best: 'Qh4#', loss: 1000, missedMate: true, cardId: 21 },
    { ply: 5, moveNumber: 3, played: 'Nc6', best: 'Qh4#', loss: 1000, missedMate: true, cardId: 22 },
  ],
};

let api: ReturnType<typeof fakeLearnApi>;
beforeEach(() => {
  localStorage.clear();
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 40, height: 40, top: 0, left: 0, right: 40, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});
const open = (path = '/train/games') => renderWithSite(path, '/train/*', <TrainRoutes />);

it('asks a guest to sign in, and reads nothing', async () => {
  api = fakeLearnApi({});
  open();
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your games');
  await waitFor(() => expect(document.title).toBe('Your games - Kingside Academy'));
  expect((await screen.findByTestId('training-guest-note')).textContent).toBe(
    'Sign in to import your games and learn from your mistakes. Sign In',
  );
  expect(api.calls).toEqual([]);
});

describe('for a member', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.authToken, TOKEN));

  it('lists the games, shows the progress while any waits, and stops reading once none does', async () => {
    let waiting = true;
    api = fakeLearnApi({
      [`GET ${TRAINING_API.summary}`]: ok(SUMMARY),
      [`GET ${GAMES_API.list}`]: () =>
        ok({
          games: [waiting ? LICHESS : { ...LICHESS, status: 'analysed', mistakeCount: 1 }, PATZER],
          progress: waiting ? { total: 2, done: 1, message: 'Analysing 2 of 2 games…' } : { total: 0, done: 0, message: null },
        } satisfies GameList),
    });
    open();
    expect((await screen.findByTestId('games-progress')).textContent).toBe('Analysing 2 of 2 games…');
    const table = screen.getByRole('table', { name: 'Your games' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Opponent', 'You played', 'Result', 'Date', 'Status']);
    const rows = within(table).getAllByTestId('game-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['someone', 'White', 'Drawn', '—', 'Waiting to be analysed'],
      ['Patzer', 'Black', 'Won', '2026-05-01', 'Analysed: 2 mistakes'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Patzer' }).getAttribute('href')).toBe('/train/games/5');
    expect(api.callsTo('GET', GAMES_API.list)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);

    waiting = false;
    await waitFor(() => expect(screen.getByTestId('games-progress').textContent).toBe(''), { timeout: ANALYSIS_POLL_MS * 3 });
    expect(within(screen.getAllByTestId('game-row')[0]!).getAllByRole('cell')[4]!.textContent).toBe('Analysed: 1 mistake');
    const reads = api.callsTo('GET', GAMES_API.list).length;
    await new Promise((resolve) => setTimeout(resolve, ANALYSIS_POLL_MS * 1.5));
    expect(api.callsTo('GET', GAMES_API.list)).toHaveLength(reads);
  }, 30_000);

  it('says when there are no games, and that Lichess is linked on the puzzles page', async () => {
    api = fakeLearnApi({
      [`GET ${TRAINING_API.summary}`]: ok(SUMMARY),
      [`GET ${GAMES_API.list}`]: ok({ games: [], progress: { total: 0, done: 0, message: null } } satisfies GameList),
    });
    open();
    expect(await screen.findByText('No games yet. Paste a PGN or import from Lichess.')).toBeTruthy();
    const hint = await screen.findByRole('link', { name: 'Link your Lichess account on Puzzle training to import your games from it.' });
    expect(hint.getAttribute('href')).toBe('/train');
    expect(screen.queryByRole('button', { name: 'Import from Lichess' })).toBeNull();
  });

  it('imports pasted PGN for the side chosen, and names each game it could not read', async () => {
    const imported: GameImportResult = {
      imported: [{ ...PATZER, status: 'queued', mistakeCount: null }],
      skipped: 0,
      problems: [{ game: 2, message: 'This game could not be read: unexpected "9"' }],
    };
    let answer: Reply = { status: 202, body: imported };
    api = fakeLearnApi({
      [`GET ${TRAINING_API.summary}`]: ok(SUMMARY),
      [`GET ${GAMES_API.list}`]: ok({ games: [], progress: { total: 0, done: 0, message: null } } satisfies GameList),
      [`POST ${GAMES_API.importPgn}`]: () => answer,
    });
    open();
    const form = await screen.findByRole('region', { name: 'Import your games' });
    const button = within(form).getByRole('button', { name: 'Import games' });
    expect(button).toBeDisabled();
    expect(within(form).getByRole('group', { name: 'You played' })).toBeTruthy();
    expect((within(form).getByLabelText('Find me by name') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(form).getByLabelText('PGN of one or more games'), { target: { value: '1. f3 e5 *' } });
    fireEvent.click(within(form).getByLabelText('Black'));
    fireEvent.click(button);
    expect((await within(form).findByText('Imported 1 game.')).textContent).toBe('Imported 1 game.');
    expect(within(form).getByText('These games could not be imported:')).toBeTruthy();
    expect(within(form).getByTestId('import-problems').textContent).toBe('Game 2: This game could not be read: unexpected "9"');
    expect(api.callsTo('POST', GAMES_API.importPgn)[0]?.body).toEqual({ pgn: '1. f3 e5 *', color: 'black' });
    expect(api.callsTo('POST', GAMES_API.importPgn)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    // The list is read again after an import.
    await waitFor(() => expect(api.callsTo('GET', GAMES_API.list).length).toBeGreaterThan(1));

    answer = {
      status: 400,
      body: { message: 'No game could be read from the PGN', problems: [{ game: 1, message: 'This game has no moves' }] },
    };
    fireEvent.click(within(form).getByLabelText('Find me by name'));
    fireEvent.change(within(form).getByLabelText('PGN of one or more games'), { target: { value: '[White "x"]' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Import games' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('No game could be read from the PGNThese games could not be imported:Game 1: This game has no moves');
    expect(api.callsTo('POST', GAMES_API.importPgn)[1]?.body).toEqual({ pgn: '[White "x"]' });
  });

  it('imports from the linked Lichess account', async () => {
    api = fakeLearnApi({
      [`GET ${TRAINING_API.summary}`]: ok({ ...SUMMARY, lichess: { username: 'KidOnLichess' } }),
      [`GET ${GAMES_API.list}`]: ok({ games: [], progress: { total: 0, done: 0, message: null } } satisfies GameList),
      [`POST ${GAMES_API.importLichess}`]: { status: 202, body: { imported: [LICHESS, LICHESS], skipped: 1, problems: [] } },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Import from Lichess' }));
    expect(await screen.findByText('Imported 2 games. 1 had been imported before.')).toBeTruthy();
    expect(api.callsTo('POST', GAMES_API.importLichess)[0]?.body).toEqual({});
  });

  it('says the api’s refusal of a Lichess import', async () => {
    api = fakeLearnApi({
      [`GET ${TRAINING_API.summary}`]: ok({ ...SUMMARY, lichess: { username: 'KidOnLichess' } }),
      [`GET ${GAMES_API.list}`]: ok({ games: [], progress: { total: 0, done: 0, message: null } } satisfies GameList),
      [`POST ${GAMES_API.importLichess}`]: { status: 502, body: { message: 'Lichess did not answer. Please try again in a minute.' } },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Import from Lichess' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lichess did not answer. Please try again in a minute.');
  });

  it('says when the list cannot be read, and tries again', async () => {
    let answer: Reply = { status: 500, body: 'oops' };
    api = fakeLearnApi({ [`GET ${TRAINING_API.summary}`]: ok(SUMMARY), [`GET ${GAMES_API.list}`]: () => answer });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Your games could not be loaded. Please try again.');
    answer = ok({ games: [PATZER], progress: { total: 0, done: 0, message: null } } satisfies GameList);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Patzer' })).toBeTruthy();
  });
});

describe('a game’s page', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.authToken, TOKEN));

  it('plays the game move by move, with the mistakes marked and the chart', async () => {
    api = fakeLearnApi({ [`GET ${GAMES_API.game(5)}`]: ok(GAME) });
    open('/train/games/5');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your game');
    await waitFor(() => expect(document.title).toBe('Your game - Kingside Academy'));
    expect(screen.getByRole('link', { name: 'Back to your games' }).getAttribute('href')).toBe('/train/games');
    expect((await screen.findByTestId('game-players')).textContent).toBe('Patzer – kingside_kid');
    expect(screen.getByText('You played Black. · Unfinished · 2026-05-01')).toBeTruthy();
    expect(screen.getByTestId('game-analysis').textContent).toBe('Mistakes found: 2');

    const list = screen.getByRole('list', { name: 'Moves' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['1. f3', '1... e5', '2. g4', '2... d6', '3. Nc3', '3... Nc6']);
    expect(screen.getAllByTestId('game-mistake').map((mark) => mark.closest('li')!.textContent)).toEqual([
      '2... d6(mistake, better Qh4#)',
      '3... Nc6(mistake, better Qh4#)',
    ]);

    const position = screen.getByTestId('game-position');
    expect(position.textContent).toBe('Starting position');
    expect(screen.getByRole('button', { name: 'Previous move' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next move' }));
    expect(position.textContent).toBe('After 1. f3');
    const region = screen.getByRole('region', { name: 'The game, move by move' });
    fireEvent.keyDown(within(list).getByRole('button', { name: '1. f3' }), { key: 'ArrowRight' });
    expect(position.textContent).toBe('After 1... e5');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(position.textContent).toBe('After 1. f3');
    fireEvent.keyDown(region, { key: 'End' });
    expect(position.textContent).toBe('After 3... Nc6');
    expect(screen.getByRole('button', { name: 'Next move' })).toBeDisabled();
    fireEvent.keyDown(region, { key: 'Home' });
    expect(position.textContent).toBe('Starting position');
    fireEvent.click(within(list).getByRole('button', { name: '2... d6' }));
    expect(position.textContent).toBe('After 2... d6');
    expect(within(list).getByRole('button', { name: '2... d6' }).getAttribute('aria-current')).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'End' }));
    expect(position.textContent).toBe('After 3... Nc6');
    expect(screen.getByText('Use the arrow keys to step through the moves.')).toBeTruthy();

    const chart = screen.getByRole('img', { name: 'Evaluation over the game' });
    const summary = 'From White’s side, in pawns: −3.0 at the end; highest +0.3 at the start; lowest −10.0 after 2. g4.';
    expect(chart.querySelector('desc')?.textContent).toBe(summary);
    expect(screen.getByTestId('eval-summary').textContent).toBe(summary);
    expect(within(chart).getAllByTestId('chart-mistake')).toHaveLength(2);
    expect(api.callsTo('GET', GAMES_API.game(5))[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  }, 30_000);

  it('says where the game left the member’s repertoire, and marks that move', async () => {
    const exit: RepertoireGameExit = {
      gameId: 5,
      opponent: 'Patzer',
      color: 'black',
      playedOn: '2026-05-01',
      kind: 'mine',
      ply: 3,
      moveNumber: 2,
      played: 'd6',
      expected: 'Nc6',
    };
    api = fakeLearnApi({ [`GET ${GAMES_API.game(5)}`]: ok(GAME), [`GET ${OPENINGS_API.game(5)}`]: ok(exit) });
    open('/train/games/5');
    const line = await screen.findByTestId('game-repertoire');
    expect(line.textContent).toBe('Opening: you left your repertoire at move 2 (played d6, your repertoire has Nc6). Your openings');
    expect(within(line).getByRole('link', { name: 'Your openings' }).getAttribute('href')).toBe('/train/openings');
    expect(screen.getAllByTestId('game-repertoire-exit').map((mark) => mark.closest('li')!.textContent)).toEqual([
      '2... d6(mistake, better Qh4#)(out of your repertoire)',
    ]);
    expect(api.callsTo('GET', OPENINGS_API.game(5))[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  }, 30_000);

  it('leaves the repertoire out when it cannot be read, and marks no move when the game never left it', async () => {
    api = fakeLearnApi({ [`GET ${GAMES_API.game(5)}`]: ok(GAME), [`GET ${OPENINGS_API.game(5)}`]: { status: 500, body: 'oops' } });
    const { unmount } = open('/train/games/5');
    expect((await screen.findByTestId('game-analysis')).textContent).toBe('Mistakes found: 2');
    await waitFor(() => expect(api.callsTo('GET', OPENINGS_API.game(5))).toHaveLength(1));
    expect(screen.queryByTestId('game-repertoire')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    api.restore();

    const followed: RepertoireGameExit = {
      gameId: 5,
      opponent: 'Patzer',
      color: 'black',
      playedOn: null,
      kind: 'followed',
      ply: null,
      moveNumber: null,
      played: null,
      expected: null,
    };
    api = fakeLearnApi({ [`GET ${GAMES_API.game(5)}`]: ok(GAME), [`GET ${OPENINGS_API.game(5)}`]: ok(followed) });
    open('/train/games/5');
    expect((await screen.findByTestId('game-repertoire')).textContent).toBe(
      'Opening: the game stayed in your repertoire to its last move. Your openings',
    );
    expect(screen.queryByTestId('game-repertoire-exit')).toBeNull();
  }, 30_000);

  it('says when a game waits for its analysis, or could not be analysed', async () => {
    let game: GameDetail = { ...GAME, status: 'queued', mistakeCount: null, evals: null, mistakes: [] };
    api = fakeLearnApi({ [`GET ${GAMES_API.game(5)}`]: () => ok(game) });
    open('/train/games/5');
    expect((await screen.findByTestId('game-analysis')).textContent).toBe(
      'This game is waiting to be analysed: its mistakes and chart come once it is.',
    );
    expect(screen.queryByRole('img', { name: 'Evaluation over the game' })).toBeNull();
    game = { ...game, status: 'failed' };
    await waitFor(() => expect(screen.getByTestId('game-analysis').textContent).toBe('This game could not be analysed.'), {
      timeout: ANALYSIS_POLL_MS * 3,
    });
  }, 30_000);

  it('says the api’s reason when the game cannot be read, with Try again', async () => {
    api = fakeLearnApi({ [`GET ${GAMES_API.game(9)}`]: { status: 404, body: { message: 'Game not found' } } });
    open('/train/games/9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Game not found');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('The game could not be loaded. Please try again.')).toBeNull();
  });

  it('draws the not-found page for an id that is none', async () => {
    api = fakeLearnApi({});
    open('/train/games/abc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('404 Page Not Found');
    expect(api.calls).toEqual([]);
  });

  it('says the game could not be loaded when the api gives no reason', async () => {
    api = fakeLearnApi({ [`GET ${GAMES_API.game(9)}`]: { status: 500, body: 'oops' } });
    open('/train/games/9');
    expect((await screen.findByRole('alert')).textContent).toContain('The game could not be loaded. Please try again.');
  });

  it('loads with its name said', async () => {
    api = fakeLearnApi({ [`GET ${GAMES_API.game(9)}`]: () => new Promise(() => undefined) });
    open('/train/games/9');
    expect(await screen.findByText('Loading the game')).toBeTruthy();
  });
});
