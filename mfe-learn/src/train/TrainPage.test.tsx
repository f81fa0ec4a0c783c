import { PLAYER_COPY, CHAPTER_MESSAGES, STORAGE_KEYS, LICHESS_SIGN_IN, ROUTES } from '@kingside/contracts';
import { EXCLUDE_MAX, TRAINING_API, TRAINING_COPY, TRAINING_MESSAGES } from '@kingside/contracts/training';
import { FederatedSlotProvider, type FederatedSlotProps } from '@kingside/ui';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetTheBoard } from '../chapter/ExerciseStage';
import { fakeLearnApi, ok, type FakeCall, type Reply } from '../testing/fakeLearnApi';
import { PUZZLE, SECOND_PUZZLE, SUMMARY } from '../testing/trainingFixtures';
import { SEEN_PUZZLES_KEY } from './guestSeen';
import { leaveFor } from './leaveFor';
import TrainRoutes from './TrainRoutes';

jest.mock('../chapter/pieces.svg', () => 'pieces.svg');
jest.mock('./leaveFor', () => ({ leaveFor: jest.fn() }));

const TOKEN = 't'.repeat(43);
const LATER = { timeout: 4000 };

let api: ReturnType<typeof fakeLearnApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetTheBoard();
  jest.mocked(leaveFor).mockClear();
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 40, height: 40, top: 0, left: 0, right: 40, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
});

/** Puzzle 42 as the api checks it: Nc7+ (Ke7), then Nxe6; the first try decided at the first move, right or wrong. */
function puzzleMoves(rating?: { before: number; after: number }) {
  return (call: FakeCall): Reply => {
    const { moves } = call.body as { moves: string[] };
    const expected = ['Nc7+', 'Ke7', 'Nxe6'];
    const step = moves.length - 1;
    const decided = step === 0 ? { themes: ['fork' as const], ...(rating ? { rating } : {}) } : {};
    if (moves.at(-1) !== expected[step]) return ok({ correct: false, complete: false, ...decided });
    return ok(step === 0 ? { correct: true, reply: 'Ke7', complete: false, ...decided } : { correct: true, complete: true });
  };
}

/** The shop's teaser as the shell would draw it: here, what it was asked for. */
function Teaser({ remote, module, props }: FederatedSlotProps) {
  return <p data-testid="slot">{`${remote} ${module} ${JSON.stringify(props)}`}</p>;
}

function open(path: string = ROUTES.train) {
  return renderWithSite(
    path,
    '/train/*',
    <FederatedSlotProvider value={Teaser}>
      <TrainRoutes />
    </FederatedSlotProvider>,
  );
}

const field = () => screen.getByLabelText(PLAYER_COPY.moveFieldLabel) as HTMLInputElement;
function typeMove(move: string) {
  fireEvent.change(field(), { target: { value: move } });
  fireEvent.click(screen.getByRole('button', { name: PLAYER_COPY.playMove }));
}
const nextPuzzleCalls = () => api.calls.filter((call) => call.method === 'GET' && call.url.startsWith(TRAINING_API.nextPuzzle));

describe('/train for a guest', () => {
  it('shows the puzzle (its rating, chapter and prompt above the board) and the guest note with Sign In', async () => {
    api = fakeLearnApi({ [`GET ${TRAINING_API.nextPuzzle}`]: ok(PUZZLE) });
    open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Puzzle training');
    expect(await screen.findByText('Puzzle rating: 1430')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Puzzle training - Kingside Academy'));
    expect(screen.getByTestId('chapter-prompt').textContent).toBe(PUZZLE.prompt);
    const chapter = within(screen.getByTestId('puzzle-chapter')).getByRole('link', { name: 'The Knight Fork' });
    expect(chapter.getAttribute('href')).toBe('/learn/7/chapters/1');
    expect(screen.getByTestId('puzzle-chapter').textContent).toBe('From the chapter: The Knight Fork');
    expect(screen.getByTestId('training-guest-note').textContent).toBe(`${TRAINING_COPY.guestNote} Sign In`);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    // Train with comes with the outcome, not on the first paint (the shop's remote would break /train's 170 KB).
    expect(screen.queryByRole('heading', { name: 'Train with' })).toBeNull();
    // The board is the chapter player's still board until the learner plays; no member data is asked for.
    expect(screen.getByTestId('chapter-board').getAttribute('data-board')).toBe('static');
    expect(screen.queryByTestId('training-status')).toBeNull();
    expect(api.calls.map((call) => call.url)).toEqual([TRAINING_API.nextPuzzle]);
    expect(nextPuzzleCalls()[0]!.headers.Authorization).toBeUndefined();
  });

  it('plays the puzzle on the board: the themes and Train with once decided, the reply, Next puzzle bringing one not seen yet', async () => {
    api = fakeLearnApi({
      [`GET ${TRAINING_API.nextPuzzle}`]: (call) => ok(call.url.includes('exclude=42') ? SECOND_PUZZLE : PUZZLE),
      [`POST ${TRAINING_API.puzzleMoves(42)}`]: puzzleMoves(),
    });
    open();
    await screen.findByText('Puzzle rating: 1430');
    typeMove('Nc7+');
    await screen.findByText(CHAPTER_MESSAGES.correct);
    expect(await screen.findByText('Themes: Fork')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Train with' })).toBeTruthy();
    expect(screen.getByTestId('slot').textContent).toBe('shop ./ProductTeaser {"productIds":[3,5]}');
    // A guest's first try moves no rating.
    expect(screen.queryByTestId('rating-change')).toBeNull();
    await waitFor(() => expect(field().disabled).toBe(false), LATER);
    typeMove('Nxe6');
    const next = await screen.findByRole('button', { name: 'Next puzzle' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(api.callsTo('POST', TRAINING_API.puzzleMoves(42)).map((call) => call.body)).toEqual([
      { moves: ['Nc7+'] },
      { moves: ['Nc7+', 'Ke7', 'Nxe6'] },
    ]);
    expect(JSON.parse(sessionStorage.getItem(SEEN_PUZZLES_KEY)!)).toEqual([42]);

    fireEvent.click(next);
    expect(await screen.findByText('Puzzle rating: 1210')).toBeTruthy();
    expect(nextPuzzleCalls().at(-1)!.url).toBe(`${TRAINING_API.nextPuzzle}?exclude=42`);
    expect(screen.getByTestId('chapter-prompt').textContent).toBe(SECOND_PUZZLE.prompt);
    expect(screen.queryByText('Themes: Fork')).toBeNull();
    // A puzzle without products shows no Train with, and one not from a chapter names none.
    expect(screen.queryByRole('heading', { name: 'Train with' })).toBeNull();
    expect(screen.queryByTestId('puzzle-chapter')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SEEN_PUZZLES_KEY)!)).toEqual([42, 43]);
  });

  it('offers Next puzzle after a guest’s miss, which the api answers with neither themes nor a rating (issue 46 point 4)', async () => {
    api = fakeLearnApi({
      [`GET ${TRAINING_API.nextPuzzle}`]: (call) => ok(call.url.includes('exclude=42') ? SECOND_PUZZLE : PUZZLE),
      [`POST ${TRAINING_API.puzzleMoves(42)}`]: ok({ correct: false, complete: false }),
    });
    open();
    await screen.findByText('Puzzle rating: 1430');
    typeMove('Nd6+');
    expect(await screen.findByText(CHAPTER_MESSAGES.tryAgain)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next puzzle' }));
    expect(await screen.findByText('Puzzle rating: 1210')).toBeTruthy();
    expect(nextPuzzleCalls().at(-1)!.url).toBe(`${TRAINING_API.nextPuzzle}?exclude=42`);
  });

  it('sends at most EXCLUDE_MAX seen ids, the newest, and keeps no more than that', async () => {
    const seen = Array.from({ length: EXCLUDE_MAX + 20 }, (_, index) => 1000 + index);
    sessionStorage.setItem(SEEN_PUZZLES_KEY, JSON.stringify(seen));
    api = fakeLearnApi({ [`GET ${TRAINING_API.nextPuzzle}`]: ok(PUZZLE) });
    open();
    await screen.findByText('Puzzle rating: 1430');
    const sent = new URL(nextPuzzleCalls()[0]!.url, 'http://site.test').searchParams.get('exclude')!.split(',').map(Number);
    expect(sent).toEqual(seen.slice(-EXCLUDE_MAX));
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(SEEN_PUZZLES_KEY)!)).toHaveLength(EXCLUDE_MAX));
    expect(JSON.parse(sessionStorage.getItem(SEEN_PUZZLES_KEY)!).at(-1)).toBe(42);
  });

  it('says when no puzzle can be served, with the api’s message, and tries again', async () => {
    let answer: Reply = { status: 404, body: { message: TRAINING_MESSAGES.noPuzzleLeft } };
    api = fakeLearnApi({ [`GET ${TRAINING_API.nextPuzzle}`]: () => answer });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain(TRAINING_MESSAGES.noPuzzleLeft);
    answer = { status: 500, body: 'oops' };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('The puzzle could not be loaded. Please try again.'));
    answer = ok(PUZZLE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Puzzle rating: 1430')).toBeTruthy();
  });
});

describe('/train for a member', () => {
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.authToken, TOKEN));

  function serve(summary = SUMMARY, extra: Record<string, Reply | ((call: FakeCall) => Reply)> = {}) {
    api = fakeLearnApi({
      [`GET ${TRAINING_API.nextPuzzle}`]: ok(PUZZLE),
      [`GET ${TRAINING_API.summary}`]: ok(summary),
      [`PUT ${TRAINING_API.summary}`]: (call) => ok({ ...summary, ...(call.body as object) }),
      ...extra,
    });
  }
  const zone = (timeZone: string) =>
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({ timeZone } as Intl.ResolvedDateTimeFormatOptions);

  it('shows their rating (provisional), Due today linking to the review, the streak; no guest note; reads as the member', async () => {
    zone(SUMMARY.timeZone);
    serve();
    open();
    expect(await screen.findByText('Your puzzle rating: 1500?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Due today: 2' }).getAttribute('href')).toBe(ROUTES.trainReview);
    expect(screen.getByText('Streak: 4 days')).toBeTruthy();
    expect(screen.queryByTestId('training-guest-note')).toBeNull();
    await screen.findByText('Puzzle rating: 1430');
    expect(nextPuzzleCalls()[0]!.url).toBe(TRAINING_API.nextPuzzle);
    expect(nextPuzzleCalls()[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(api.callsTo('GET', TRAINING_API.summary)[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('says a settled rating without the question mark', async () => {
    zone(SUMMARY.timeZone);
    serve({ ...SUMMARY, provisional: false, rating: 1712 });
    open();
    expect(await screen.findByText('Your puzzle rating: 1712')).toBeTruthy();
  });

  it('sends the browser’s time zone only when it differs from the summary’s', async () => {
    zone(SUMMARY.timeZone);
    serve();
    open();
    await screen.findByText('Your puzzle rating: 1500?');
    await screen.findByText('Puzzle rating: 1430');
    expect(api.callsTo('PUT', TRAINING_API.summary)).toHaveLength(0);
  });

  it('sends it, once, when it differs', async () => {
    zone('America/New_York');
    serve({ ...SUMMARY, timeZone: 'UTC' });
    open();
    await waitFor(() => expect(api.callsTo('PUT', TRAINING_API.summary)).toHaveLength(1));
    const put = api.callsTo('PUT', TRAINING_API.summary)[0]!;
    expect(put.body).toEqual({ timeZone: 'America/New_York' });
    expect(put.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    await screen.findByText('Puzzle rating: 1430');
    expect(api.callsTo('PUT', TRAINING_API.summary)).toHaveLength(1);
  });

  it('turns reminders on with the checkbox, and links Lichess by leaving for the url the api gives', async () => {
    zone(SUMMARY.timeZone);
    serve(SUMMARY, { [`POST ${TRAINING_API.lichessLink}`]: ok({ url: 'https://lichess.test/oauth?x=1' }) });
    open();
    const reminders = (await screen.findByRole('checkbox', { name: TRAINING_COPY.remindersLabel })) as HTMLInputElement;
    expect(reminders.checked).toBe(false);
    fireEvent.click(reminders);
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: TRAINING_COPY.remindersLabel }) as HTMLInputElement).checked).toBe(true),
    );
    expect(api.callsTo('PUT', TRAINING_API.summary).map((call) => call.body)).toEqual([{ reminders: true }]);

    fireEvent.click(screen.getByRole('button', { name: 'Link your Lichess account' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://lichess.test/oauth?x=1'));
    expect(api.callsTo('POST', TRAINING_API.lichessLink)[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('names a linked Lichess account instead of the button', async () => {
    zone(SUMMARY.timeZone);
    serve({ ...SUMMARY, lichess: { username: 'DrNykterstein' } });
    open();
    expect((await screen.findByTestId('lichess-linked')).textContent).toBe('Lichess: DrNykterstein');
    expect(screen.queryByRole('button', { name: 'Link your Lichess account' })).toBeNull();
  });

  it('says the api’s refusal when linking cannot start', async () => {
    zone(SUMMARY.timeZone);
    serve(SUMMARY, { [`POST ${TRAINING_API.lichessLink}`]: { status: 503, body: { message: LICHESS_SIGN_IN.notConfigured } } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Link your Lichess account' }));
    await waitFor(() => expect(screen.getByText(LICHESS_SIGN_IN.notConfigured)).toBeTruthy());
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows the rating change once, with the themes, when the first try is decided, and reads the summary again', async () => {
    zone(SUMMARY.timeZone);
    serve(SUMMARY, { [`POST ${TRAINING_API.puzzleMoves(42)}`]: puzzleMoves({ before: 1500, after: 1538 }) });
    open();
    await screen.findByText('Puzzle rating: 1430');
    await screen.findByText('Your puzzle rating: 1500?');
    const summaryReads = api.callsTo('GET', TRAINING_API.summary).length;
    typeMove('Nc7+');
    expect((await screen.findByTestId('rating-change')).textContent).toBe('Rating: 1500 → 1538');
    expect(screen.getByTestId('puzzle-themes').textContent).toBe('Themes: Fork');
    expect(api.callsTo('POST', TRAINING_API.puzzleMoves(42))[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    await waitFor(() => expect(api.callsTo('GET', TRAINING_API.summary).length).toBeGreaterThan(summaryReads));
    await waitFor(() => expect(field().disabled).toBe(false), LATER);
    typeMove('Nxe6');
    await screen.findByRole('button', { name: 'Next puzzle' });
    await waitFor(() => expect(api.callsTo('POST', TRAINING_API.puzzleMoves(42))).toHaveLength(2));
    expect(screen.getAllByTestId('rating-change')).toHaveLength(1);
    expect(screen.getByTestId('rating-change').textContent).toBe('Rating: 1500 → 1538');
    // A member's seen puzzles are the api's: none kept in the browser.
    expect(sessionStorage.getItem(SEEN_PUZZLES_KEY)).toBeNull();
  });

  it('offers Next puzzle after a missed first try, with the rating change, while the learner may still find the move', async () => {
    zone(SUMMARY.timeZone);
    serve(SUMMARY, { [`POST ${TRAINING_API.puzzleMoves(42)}`]: puzzleMoves({ before: 1500, after: 1461 }) });
    open();
    await screen.findByText('Puzzle rating: 1430');
    typeMove('Nd6+');
    expect((await screen.findByTestId('rating-change')).textContent).toBe('Rating: 1500 → 1461');
    expect(screen.getByText(CHAPTER_MESSAGES.tryAgain)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next puzzle' })).toBeTruthy();
    await waitFor(() => expect(field().disabled).toBe(false));
  });
});
