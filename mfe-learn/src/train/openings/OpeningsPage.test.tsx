import { STORAGE_KEYS } from '@kingside/contracts';
import {
  OPENINGS_API,
  START_POSITION,
  type Repertoire,
  type RepertoireChange,
  type RepertoireDrill,
  type RepertoireGameExit,
  type RepertoireGames,
  type RepertoireMove,
} from '@kingside/contracts/training';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLearnApi, ok, type Reply } from '../../testing/fakeLearnApi';
import TrainRoutes from '../TrainRoutes';

// Your openings (issue 46 point 3, docs/spec.md §2.34): the repertoire's trees, the forms that add to it, Remove, the drill,
// and where the member's games left the repertoire.
jest.mock('../../chapter/pieces.svg', () => 'pieces.svg');

const TOKEN = 't'.repeat(43);
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -';
const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -';
const AFTER_E4_C5 = 'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq -';
const past = '2026-01-01T00:00:00.000Z';
const later = '2999-01-01T00:00:00.000Z';
const MOVES: RepertoireMove[] = [
  { id: 1, from: START_POSITION, san: 'e4', to: AFTER_E4, mine: true, due: past },
  { id: 2, from: AFTER_E4, san: 'e5', to: AFTER_E4_E5, mine: false, due: null },
  { id: 3, from: AFTER_E4_E5, san: 'Nf3', to: 'x', mine: true, due: later },
  { id: 4, from: AFTER_E4, san: 'c5', to: AFTER_E4_C5, mine: false, due: null },
];
const REPERTOIRE: Repertoire = {
  white: { color: 'white', moves: MOVES, dueToday: 1 },
  black: { color: 'black', moves: [], dueToday: 0 },
};

let api: ReturnType<typeof fakeLearnApi>;
beforeEach(() => {
  localStorage.clear();
  // jsdom lays nothing out: react-chessboard measures a square to slide a piece.
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 40, height: 40, top: 0, left: 0, right: 40, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});
const open = (path = '/train/openings') => renderWithSite(path, '/train/*', <TrainRoutes />);

it('asks a guest to sign in, and reads nothing', async () => {
  api = fakeLearnApi({});
  open();
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your openings');
  await waitFor(() => expect(document.title).toBe('Your openings - Kingside Academy'));
  expect((await screen.findByTestId('training-guest-note')).textContent).toBe('Sign in to build your repertoire and drill it. Sign In');
  expect(api.calls).toEqual([]);
});

describe('for a member', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.authToken, TOKEN));

  it('shows each colour’s tree with its due count and Drill, and removes a line', async () => {
    const change: RepertoireChange = { added: 0, removed: 1, side: { ...REPERTOIRE.white, moves: MOVES.slice(0, 3) } };
    api = fakeLearnApi({ [`GET ${OPENINGS_API.repertoire}`]: ok(REPERTOIRE), [`DELETE ${OPENINGS_API.move(4)}`]: ok(change) });
    open();
    const white = await screen.findByTestId('repertoire-white');
    expect(within(white).getByRole('heading', { level: 2 }).textContent).toBe('Repertoire for White');
    expect(within(white).getByText('Due today: 1')).toBeTruthy();
    expect(within(white).getByRole('link', { name: 'Drill White' }).getAttribute('href')).toBe('/train/openings/drill?color=white');
    const tree = within(white).getByRole('list', { name: 'Repertoire for White' });
    const items = within(tree).getAllByTestId('repertoire-move');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['1. e4', '1... e5', '2. Nf3', '1... c5']);
    // e4 is due today; Nf3 is not
    expect(items[0]!.textContent).toContain('(due)');
    expect(items[2]!.textContent).not.toContain('(due)');

    const black = screen.getByTestId('repertoire-black');
    expect(within(black).getByText('No moves yet. Play a line on the board or paste a PGN.')).toBeTruthy();
    expect(within(black).queryByRole('link', { name: 'Drill Black' })).toBeNull();

    fireEvent.click(within(tree).getByRole('button', { name: 'Remove 1. e4 c5 and what follows' }));
    expect(await screen.findByText('Removed 1 move.')).toBeTruthy();
    expect(api.callsTo('DELETE', OPENINGS_API.move(4))[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  }, 60_000);

  it('adds a line typed move by move, and a PGN for Black', async () => {
    const empty: Repertoire = { white: { ...REPERTOIRE.white, moves: [], dueToday: 0 }, black: REPERTOIRE.black };
    api = fakeLearnApi({
      [`GET ${OPENINGS_API.repertoire}`]: ok(empty),
      [`POST ${OPENINGS_API.lines('white')}`]: ok({ added: 3, removed: 0, side: REPERTOIRE.white }),
      [`POST ${OPENINGS_API.pgn('black')}`]: { status: 400, body: { message: 'Game 2: 5... Nf9 is not a legal move' } },
    });
    open();
    const field = await screen.findByLabelText('Type a move');
    for (const move of ['e4', 'e5', 'nf3']) {
      fireEvent.change(field, { target: { value: move } });
      fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    }
    expect(screen.getByTestId('line-so-far').textContent).toBe('Line: 1. e4 e5 2. Nf3');
    fireEvent.change(field, { target: { value: 'Ke4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText(/not a legal move/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    expect(screen.getByTestId('line-so-far').textContent).toBe('Line: 1. e4 e5');
    fireEvent.change(field, { target: { value: 'Nf3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add this line' }));
    expect(await screen.findByText('Added 3 moves.')).toBeTruthy();
    expect(api.callsTo('POST', OPENINGS_API.lines('white'))[0]?.body).toEqual({ moves: ['e4', 'e5', 'Nf3'] });
    expect(screen.getByTestId('line-so-far').textContent).toBe('Line: no moves yet');

    const pgnForm = screen.getByRole('region', { name: 'Add by PGN' });
    fireEvent.click(within(pgnForm).getByLabelText('Black'));
    fireEvent.change(within(pgnForm).getByLabelText('PGN (variations included)'), { target: { value: '1. e4 c5 (1... e5) *' } });
    fireEvent.click(within(pgnForm).getByRole('button', { name: 'Add PGN' }));
    expect((await within(pgnForm).findByRole('alert')).textContent).toBe('Game 2: 5... Nf9 is not a legal move');
    expect(api.callsTo('POST', OPENINGS_API.pgn('black'))[0]?.body).toEqual({ pgn: '1. e4 c5 (1... e5) *' });
  }, 60_000);

  it('says where each of the member’s games left the repertoire, each a link to the game', async () => {
    const base = { color: 'black', playedOn: null, ply: null, moveNumber: null, played: null, expected: null } as const;
    const exits: RepertoireGameExit[] = [
      { ...base, gameId: 1, opponent: 'Mine', kind: 'mine', ply: 3, moveNumber: 2, played: 'Nc6', expected: 'd6' },
      { ...base, gameId: 2, opponent: 'Theirs', kind: 'theirs', ply: 0, moveNumber: 1, played: 'd4' },
      { ...base, gameId: 3, opponent: 'Ended', kind: 'ended', ply: 6, moveNumber: 4, played: 'Nxd4' },
      { ...base, gameId: 4, opponent: 'Followed', kind: 'followed' },
      { ...base, gameId: 5, opponent: 'Nobody', color: 'white', kind: 'noRepertoire' },
      { ...base, gameId: 6, opponent: 'SetUp', color: 'white', kind: 'setUp' },
    ];
    api = fakeLearnApi({
      [`GET ${OPENINGS_API.repertoire}`]: ok(REPERTOIRE),
      [`GET ${OPENINGS_API.games}`]: ok({ games: exits } satisfies RepertoireGames),
    });
    open();
    const section = await screen.findByTestId('repertoire-games');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Your games and your repertoire');
    expect(await within(section).findByText('Where each of your latest 50 imported games left your repertoire.')).toBeTruthy();
    const list = within(section).getByRole('list', { name: 'Your games and your repertoire' });
    expect(
      within(list)
        .getAllByTestId('repertoire-game')
        .map((item) => item.textContent),
    ).toEqual([
      'Against Mine, as Black: you left your repertoire at move 2 (played Nc6, your repertoire has d6).',
      'Against Theirs, as Black: your opponent left your repertoire at move 1 (played d4, which your repertoire does not cover).',
      'Against Ended, as Black: your repertoire ended at move 4 (the game went on with Nxd4).',
      'Against Followed, as Black: the game stayed in your repertoire to its last move.',
      'Against Nobody, as White: you have no repertoire for White yet.',
      'Against SetUp, as White: the game began from a set-up position, which no repertoire reaches.',
    ]);
    expect(within(list).getByRole('link', { name: 'Against Mine, as Black' }).getAttribute('href')).toBe('/train/games/1');
    expect(api.callsTo('GET', OPENINGS_API.games)[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says when there are no games to compare, where to import them, and a failure with Try again', async () => {
    let reply: Reply = { status: 500, body: 'oops' };
    api = fakeLearnApi({ [`GET ${OPENINGS_API.repertoire}`]: ok(REPERTOIRE), [`GET ${OPENINGS_API.games}`]: () => reply });
    open();
    const section = await screen.findByTestId('repertoire-games');
    expect(within(section).getByRole('status').textContent).toBe('Comparing your games with your repertoire');
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Your games could not be compared with your repertoire. Please try again.');
    reply = ok({ games: [] } satisfies RepertoireGames);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(/^No games yet\. Import your games to see where they left your repertoire\./)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Import your games' }).getAttribute('href')).toBe('/train/games');
  });

  it('drills a due position, with the line that reaches it', async () => {
    const drill: RepertoireDrill = {
      card: { id: 7, color: 'white', fen: `${AFTER_E4_E5} 0 1`, orientation: 'white', line: ['e4', 'e5'] },
      dueToday: 2,
    };
    api = fakeLearnApi({ [`GET ${OPENINGS_API.drill}?color=white`]: ok(drill) });
    open('/train/openings/drill?color=white');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Drill your openings');
    expect((await screen.findByTestId('drill-line')).textContent).toBe('After 1. e4 e5');
    expect(screen.getByTestId('drill-due').textContent).toBe('Due today: 2');
    expect(screen.getByTestId('chapter-prompt').textContent).toBe('Play your repertoire’s move for White.');
    expect(screen.getByRole('link', { name: 'Back to your repertoire' }).getAttribute('href')).toBe('/train/openings');
  });

  it('says when nothing is due', async () => {
    api = fakeLearnApi({ [`GET ${OPENINGS_API.drill}`]: ok({ card: null, dueToday: 0 } satisfies RepertoireDrill) });
    open('/train/openings/drill');
    expect(await screen.findByText('Nothing is due in your repertoire. Add lines, or come back tomorrow.')).toBeTruthy();
  });
});
