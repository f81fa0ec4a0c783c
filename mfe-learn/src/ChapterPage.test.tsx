import { API, CHAPTER_API, CHAPTER_MESSAGES, PLAYER_COPY, STORAGE_KEYS } from '@kingside/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithSite } from '@kingside/ui/testing';
import { BOARD_COPY, forgetTheBoard } from './chapter/ChapterPlayer';
import LearnRoutes from './LearnRoutes';
import { forgetThisVisit } from './progress';
import { CHAPTERS, COURSE } from './testing/fixtures';
import { fakeLearnApi, ok, type FakeCall, type Reply } from './testing/fakeLearnApi';

// jest's configuration maps pictures and fonts to a stub, not .svg: the static board's pieces are one.
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');

const TOKEN = 'm'.repeat(43);
const movesUrl = (number: number) => CHAPTER_API.moves(COURSE.id, number);
/** The reply is played after a pause, and slides for a moment: room for both on a busy machine. */
const LATER = { timeout: 4000 };

let api: ReturnType<typeof fakeLearnApi>;
/** The course and its chapters, and how the api answers each chapter's moves. */
function serve(moves: Record<number, Reply | ((body: { moves: string[] }, call: FakeCall) => Reply)> = {}, extra = {}) {
  api = fakeLearnApi({
    [`GET ${API.lesson(COURSE.id)}`]: ok(COURSE),
    [`GET ${CHAPTER_API.chapters(COURSE.id)}`]: ok(CHAPTERS),
    ...Object.fromEntries(
      Object.entries(moves).map(([number, reply]) => [
        `POST ${movesUrl(Number(number))}`,
        typeof reply === 'function' ? (call: FakeCall) => reply(call.body as { moves: string[] }, call) : reply,
      ]),
    ),
    ...extra,
  });
}

/** Chapter 1's exercise as the api checks it: Nc7+ (Ke7), then Nxe6; a miss's hint from the second one. */
function chapterOne() {
  let misses = 0;
  return ({ moves }: { moves: string[] }): Reply => {
    const expected = ['Nc7+', 'Ke7', 'Nxe6'];
    const step = moves.length - 1;
    if (moves.at(-1) !== expected[step]) {
      misses += 1;
      return ok({ correct: false, complete: false, ...(misses >= 2 ? { hint: 'Find the square where the knight gives check.' } : {}) });
    }
    return ok(step === 0 ? { correct: true, reply: 'Ke7', complete: false } : { correct: true, complete: true });
  };
}

beforeEach(() => {
  localStorage.clear();
  forgetThisVisit();
  // Every case starts on a first visit: the page drawn from the FEN, the real board not fetched yet.
  forgetTheBoard();
  // jsdom lays nothing out: react-chessboard measures a square to slide a piece.
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 40, height: 40, top: 0, left: 0, right: 40, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;
const open = (number: number | string) => renderWithSite(`/learn/${COURSE.id}/chapters/${number}`, '/learn/*', <LearnRoutes />);
const field = () => screen.getByLabelText(PLAYER_COPY.moveFieldLabel) as HTMLInputElement;
const playButton = () => screen.getByRole('button', { name: PLAYER_COPY.playMove }) as HTMLButtonElement;
function typeMove(move: string) {
  fireEvent.change(field(), { target: { value: move } });
  fireEvent.click(playButton());
}
const feedback = () => screen.getByTestId('chapter-feedback');
const said = () =>
  within(feedback())
    .queryAllByText(/./)
    .map((line) => line.textContent);
const moveChecks = () => api.callsTo('POST', movesUrl(1));
const square = (name: string) => document.getElementById(`chapter-board-square-${name}`)!;
/** "static" until the learner's first sign of playing, then "interactive" (react-chessboard, chess.js). */
const boardKind = () => screen.getByTestId('chapter-board').getAttribute('data-board');
const realBoard = () => waitFor(() => expect(boardKind()).toBe('interactive'));

/** A chapter, played: the learner has put the focus in the move field (as before typing), which fetches the board. */
async function openPlaying(number: number) {
  open(number);
  await screen.findByRole('heading', { level: 1 });
  fireEvent.focus(field());
  await realBoard();
}

describe('a chapter page', () => {
  it('shows the course, the chapter’s place in it, its text, the board, the position in words and the prompt', async () => {
    serve();
    open(1);
    expect(screen.getByText(PLAYER_COPY.loadingChapter)).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Knight Fork' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('The Knight Fork - Kingside Academy'));
    expect(screen.getByRole('link', { name: COURSE.title }).getAttribute('href')).toBe('/learn/7');
    const bar = screen.getByRole('progressbar', { name: PLAYER_COPY.chapterOf(1, 3) });
    expect([bar.getAttribute('value'), bar.getAttribute('max')]).toEqual(['1', '3']);
    expect(screen.getByText('Chapter 1 of 3')).toBeTruthy();
    expect(
      within(screen.getByTestId('chapter-text'))
        .getAllByText(/./)
        .map((p) => p.textContent),
    ).toEqual(CHAPTERS[0]!.text);
    expect(screen.getByRole('heading', { level: 2, name: PLAYER_COPY.exercise })).toBeTruthy();
    expect(screen.getByTestId('chapter-prompt').textContent).toBe(CHAPTERS[0]!.exercise.prompt);
    // Every piece named, where it stands.
    expect(screen.getByRole('img', { name: 'White knight on b5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Black queen on e6' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: PLAYER_COPY.piecesOnTheBoard })).toBeTruthy();
    expect(
      within(screen.getByTestId('position-words'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'White: king g1, queen d1, knight b5, pawns a2, b2, f2, g2 and h2',
      'Black: king e8, queen e6, rooks a8 and h8, pawns a7, b7, f7, g7 and h7',
    ]);
    expect(field().disabled).toBe(false);
    expect(api.calls.map((call) => call.url)).toEqual([API.lesson(7), CHAPTER_API.chapters(7)]);
    // Drawn from the FEN alone: the static board, waiting for the learner to play.
    expect(boardKind()).toBe('static');
    expect(screen.queryByText(BOARD_COPY.loading)).toBeNull();
  });

  it('draws the starting position at once, each piece named on its square, and fetches the real board at the first press', async () => {
    serve();
    open(1);
    await screen.findByRole('heading', { level: 1 });
    expect(boardKind()).toBe('static');
    // react-chessboard's squares, in its order and colours, a8 top left and light, with the coordinates it draws.
    const squares = [...document.querySelectorAll('[id^="chapter-board-square-"]')];
    expect(squares).toHaveLength(64);
    expect([squares[0]!.id, squares[1]!.id, squares[63]!.id]).toEqual([
      'chapter-board-square-a8',
      'chapter-board-square-b8',
      'chapter-board-square-h1',
    ]);
    expect((squares[0] as HTMLElement).style.backgroundColor).toBe('rgb(240, 217, 181)');
    expect((squares[1] as HTMLElement).style.backgroundColor).toBe('rgb(181, 136, 99)');
    expect(square('a1').textContent).toBe('a1');
    expect(square('e4').textContent).toBe('');
    // The FEN's 22 pieces, each a button (as dnd-kit makes them) named where it stands, drawn from the pieces' sheet.
    const pieces = within(screen.getByTestId('chapter-board')).getAllByRole('img');
    expect(pieces).toHaveLength(17);
    expect(pieces.slice(0, 3).map((piece) => piece.getAttribute('aria-label'))).toEqual([
      'Black rook on a8',
      'Black king on e8',
      'Black rook on h8',
    ]);
    const knight = screen.getByRole('img', { name: 'White knight on b5' });
    expect(knight.style.backgroundImage).toBe('url("pieces.svg")');
    expect(knight.style.backgroundPosition).toBe('80% 0%');
    expect(screen.getByRole('img', { name: 'Black queen on e6' }).style.backgroundPosition).toBe('20% 100%');
    expect(square('b5').querySelector('[role="button"]')!.getAttribute('aria-disabled')).toBe('false');
    expect(square('e6').querySelector('[role="button"]')!.getAttribute('aria-disabled')).toBe('true');

    fireEvent.pointerDown(screen.getByRole('img', { name: 'White knight on b5' }));
    expect(within(feedback()).getByText(BOARD_COPY.loading)).toBeTruthy();
    expect(screen.getByTestId('chapter-board').getAttribute('aria-busy')).toBe('true');
    await realBoard();
    // react-chessboard's own pieces now, named the same, and nothing said any more.
    expect(document.getElementById('chapter-board-piece-wN-b5')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'White knight on b5' })).toBeTruthy();
    expect(within(screen.getByTestId('chapter-board')).getAllByRole('img')).toHaveLength(17);
    expect(said()).toEqual([]);
    expect(api.calls.map((call) => call.url)).toEqual([API.lesson(7), CHAPTER_API.chapters(7)]);
  });

  it('keeps a move typed and played before the board arrives, and checks it once the board is there', async () => {
    serve({ 1: chapterOne() });
    open(1);
    await screen.findByRole('heading', { level: 1 });
    // Typed and played at once: the board's code cannot have arrived yet.
    typeMove('Nc7');
    expect(boardKind()).toBe('static');
    expect(within(feedback()).getByText('Loading the board…')).toBeTruthy();
    expect(moveChecks()).toHaveLength(0);
    // The real player takes over in the same layout (its own elements: the live region is found again).
    await realBoard();
    expect(await within(feedback()).findByText(CHAPTER_MESSAGES.correct)).toBeTruthy();
    expect(moveChecks().map((call) => call.body)).toEqual([{ moves: ['Nc7+'] }]);
    expect(await within(feedback()).findByText('Black replies: king to e7', {}, LATER)).toBeTruthy();
    expect(said()).toEqual(['White knight to c7, check', 'Correct!', 'Black replies: king to e7']);
    await waitFor(() => expect(document.activeElement).toBe(field()));
    expect(field().value).toBe('');
  });

  it('refuses a move typed before the board arrives as the rules say, once it is there, with the focus in the field', async () => {
    serve({ 1: chapterOne() });
    open(1);
    await screen.findByRole('heading', { level: 1 });
    typeMove('Ke4');
    expect((await screen.findByRole('alert')).textContent).toBe(PLAYER_COPY.moveNotLegal('Ke4'));
    expect(field().value).toBe('Ke4');
    expect(document.activeElement).toBe(field());
    expect(moveChecks()).toHaveLength(0);
  });

  it('hands the focus over: the field keeps its text and caret, a focused piece stays focused', async () => {
    serve();
    const { unmount } = open(1);
    await screen.findByRole('heading', { level: 1 });
    field().focus();
    fireEvent.change(field(), { target: { value: 'Nc' } });
    field().setSelectionRange(1, 1);
    await realBoard();
    expect(document.activeElement).toBe(field());
    expect([field().value, field().selectionStart]).toEqual(['Nc', 1]);
    unmount();

    forgetTheBoard();
    open(1);
    await screen.findByRole('heading', { level: 1 });
    (square('b5').querySelector('[role="button"]') as HTMLElement).focus();
    expect(boardKind()).toBe('static');
    await realBoard();
    expect(document.activeElement).toBe(square('b5').querySelector('[role="button"]'));
    expect(document.activeElement!.getAttribute('aria-roledescription')).toBe('draggable');
  });

  it('fetches the board at a key on it, and draws it at once for the chapters that follow', async () => {
    serve();
    const { unmount } = open(1);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.keyDown(square('b5').querySelector('[role="button"]')!, { key: ' ' });
    await realBoard();
    unmount();
    // Fetched once a visit: another chapter draws the real board from its first render.
    open(2);
    await screen.findByRole('heading', { level: 1, name: 'The Pawn Fork' });
    expect(boardKind()).toBe('interactive');
  });

  it('checks a typed move with every move so far, plays the reply after a pause, and offers the next chapter', async () => {
    serve({ 1: chapterOne() });
    await openPlaying(1);
    typeMove('Nc7');
    // The field waits while the move is checked.
    expect(field().disabled).toBe(true);
    expect(playButton().disabled).toBe(true);
    expect(await within(feedback()).findByText(CHAPTER_MESSAGES.correct)).toBeTruthy();
    expect(moveChecks().map((call) => call.body)).toEqual([{ moves: ['Nc7+'] }]);
    expect(moveChecks()[0]!.headers).not.toHaveProperty('Authorization');
    expect(await screen.findByRole('img', { name: 'White knight on c7' }, LATER)).toBeTruthy();
    expect(await within(feedback()).findByText('Black replies: king to e7', {}, LATER)).toBeTruthy();
    expect(said()).toEqual(['White knight to c7, check', 'Correct!', 'Black replies: king to e7']);
    expect(await screen.findByRole('img', { name: 'Black king on e7' }, LATER)).toBeTruthy();
    await waitFor(() => expect(field().disabled).toBe(false));
    // Typed, so the field has the focus back for the next move.
    expect(document.activeElement).toBe(field());

    typeMove('Nxe6');
    const next = await screen.findByRole('link', { name: PLAYER_COPY.nextChapter });
    expect(moveChecks().map((call) => call.body)).toEqual([{ moves: ['Nc7+'] }, { moves: ['Nc7+', 'Ke7', 'Nxe6'] }]);
    expect(said()).toEqual(['White knight takes e6', 'Correct!']);
    expect(next.getAttribute('href')).toBe('/learn/7/chapters/2');
    expect(document.activeElement).toBe(next);
    expect(field().disabled).toBe(true);
    expect(screen.queryByText(PLAYER_COPY.courseComplete)).toBeNull();

    fireEvent.click(next);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Pawn Fork' })).toBeTruthy();
    expect(boardKind()).toBe('interactive');
    expect(screen.getByRole('progressbar', { name: 'Chapter 2 of 3' })).toBeTruthy();
    expect(screen.queryByText(CHAPTER_MESSAGES.correct)).toBeNull();
  });

  it('takes a wrong move back with "Not quite — try again", and shows the hint the api sends after two', async () => {
    serve({ 1: chapterOne() });
    await openPlaying(1);
    typeMove('Qd8');
    expect(await within(feedback()).findByText(CHAPTER_MESSAGES.tryAgain)).toBeTruthy();
    expect(said()).toEqual(['White queen to d8, check', 'Not quite — try again']);
    expect(moveChecks().map((call) => call.body)).toEqual([{ moves: ['Qd8+'] }]);
    // Back on d1, and nothing else moved.
    await waitFor(() => expect(screen.getByRole('img', { name: 'White queen on d1' })).toBeTruthy());
    expect(screen.queryByRole('img', { name: 'White queen on d8' })).toBeNull();
    expect(screen.queryByTestId('chapter-hint')).toBeNull();
    await waitFor(() => expect(field().disabled).toBe(false));

    typeMove('Qd3');
    const hint = await screen.findByTestId('chapter-hint');
    expect(hint.textContent).toBe(`${PLAYER_COPY.showHint}: Find the square where the knight gives check.`);
    expect(within(hint).getByText('Hint:')).toBeTruthy();
    // The list sent is the position's moves so far: the wrong one was never kept.
    expect(moveChecks().map((call) => call.body)).toEqual([{ moves: ['Qd8+'] }, { moves: ['Qd3'] }]);
  });

  it('refuses an illegal or unreadable typed move on the spot, sending nothing', async () => {
    serve({ 1: chapterOne() });
    await openPlaying(1);
    typeMove('Ke4');
    expect((await screen.findByRole('alert')).textContent).toBe(PLAYER_COPY.moveNotLegal('Ke4'));
    expect(screen.getByText('Ke4 is not a legal move in this position.')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    typeMove('');
    expect(screen.getByRole('alert').textContent).toBe('Type a move first, for example Nf3.');
    typeMove('hello');
    expect(screen.getByRole('alert').textContent).toBe(PLAYER_COPY.moveNotLegal('hello'));
    // Typing again clears the message.
    fireEvent.change(field(), { target: { value: 'N' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(moveChecks()).toHaveLength(0);
  });

  it('plays a move clicked on the board: a piece, its targets highlighted, then a square', async () => {
    serve({ 1: chapterOne() });
    open(1);
    await screen.findByRole('heading', { level: 1 });
    // Clicked on the static board: the piece is picked once the real board is there.
    fireEvent.click(square('b5'));
    await realBoard();
    // b5's knight may go to a3, a7, c3, c7, d4 and d6: each target is marked.
    const marks = () => ['a3', 'a7', 'c3', 'c7', 'd4', 'd6'].map((name) => square(name).lastElementChild!.getAttribute('style'));
    await waitFor(() => expect(marks()[0]).toMatch(/radial-gradient/));
    for (const style of marks()) expect(style).toMatch(/radial-gradient/);
    expect(square('e4').lastElementChild!.getAttribute('style')).not.toMatch(/radial-gradient/);
    fireEvent.click(square('c7'));
    expect(await within(feedback()).findByText(CHAPTER_MESSAGES.correct)).toBeTruthy();
    expect(moveChecks().map((call) => call.body)).toEqual([{ moves: ['Nc7+'] }]);
  });

  it('says so when a move cannot be checked, and takes it back', async () => {
    serve({ 1: { status: 500, body: {} } });
    await openPlaying(1);
    typeMove('Nc7+');
    expect(await within(feedback()).findByText(PLAYER_COPY.moveCheckFailed)).toBeTruthy();
    expect(screen.getByText('Your move could not be checked. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'White knight on b5' })).toBeTruthy());
    expect(field().disabled).toBe(false);
  });

  it('ends the last chapter with "Course complete!" and a way back to the course', async () => {
    serve({
      3: ({ moves }) => ok(moves.length === 1 ? { correct: true, reply: 'Kh7', complete: false } : { correct: true, complete: true }),
    });
    open(3);
    expect(await screen.findByRole('progressbar', { name: 'Chapter 3 of 3' })).toBeTruthy();
    // Played before the board has arrived: checked once it is there.
    typeMove('Qd8+');
    await realBoard();
    expect(await within(feedback()).findByText('Black replies: king to h7', {}, LATER)).toBeTruthy();
    await waitFor(() => expect(field().disabled).toBe(false));
    typeMove('Qxa5');
    const done = await screen.findByRole('heading', { level: 2, name: PLAYER_COPY.courseComplete });
    expect(screen.getByText('Course complete!')).toBe(done);
    expect(document.activeElement).toBe(done);
    expect(api.callsTo('POST', movesUrl(3)).map((call) => call.body)).toEqual([{ moves: ['Qd8+'] }, { moves: ['Qd8+', 'Kh7', 'Qxa5'] }]);
    const back = within(screen.getByTestId('course-complete')).getByRole('link', { name: PLAYER_COPY.backToCourse });
    expect(back.textContent).toBe('Back to the course');
    expect(back.getAttribute('href')).toBe('/learn/7');
    expect(screen.queryByRole('link', { name: PLAYER_COPY.nextChapter })).toBeNull();
  });

  it('tells a guest that signing in keeps their progress, with a link to /auth', async () => {
    serve();
    open(2);
    const link = await screen.findByRole('link', { name: PLAYER_COPY.signInToKeepProgress });
    expect(link.getAttribute('href')).toBe('/auth');
    expect(link.textContent).toBe('Sign in to keep your progress: members come back to where they stopped.');
  });

  it('checks a member’s moves with their token, says nothing about signing in, and has their progress read again once solved', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    const progress = [{ lessonId: 7, completed: [1], updatedAt: '2026-03-01T10:00:00.000Z' }];
    serve(
      { 2: () => ((progress[0]!.completed = [1, 2]), ok({ correct: true, complete: true })) },
      { [`GET ${CHAPTER_API.progress}`]: () => ok(progress) },
    );
    renderWithSite('/learn/7', '/learn/*', <LearnRoutes />);
    expect((await screen.findByTestId('lesson-progress')).textContent).toBe('1 of 3 chapters');
    fireEvent.click(screen.getByRole('link', { name: PLAYER_COPY.continueCourse }));
    await screen.findByRole('heading', { level: 1, name: 'The Pawn Fork' });
    expect(screen.queryByRole('link', { name: PLAYER_COPY.signInToKeepProgress })).toBeNull();
    typeMove('d5');
    expect(await screen.findByRole('link', { name: PLAYER_COPY.nextChapter })).toBeTruthy();
    expect(api.callsTo('POST', movesUrl(2))[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    // Back on the course page, the solved chapter shows: its progress was read again, not taken from the cache.
    fireEvent.click(screen.getByRole('link', { name: COURSE.title }));
    await waitFor(() => expect(screen.getByTestId('lesson-progress').textContent).toBe('2 of 3 chapters'));
    expect(api.callsTo('GET', CHAPTER_API.progress)).toHaveLength(2);
    expect(api.callsTo('GET', CHAPTER_API.progress).map((call) => call.headers.Authorization)).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);
  });

  it('signs a dead member token out and checks the move again as a guest’s', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    serve({
      2: (_body, call) =>
        call.headers.Authorization ? { status: 401, body: { message: 'Unauthorized' } } : ok({ correct: true, complete: true }),
    });
    open(2);
    await screen.findByRole('heading', { level: 1, name: 'The Pawn Fork' });
    typeMove('d5');
    expect(await screen.findByRole('link', { name: PLAYER_COPY.nextChapter })).toBeTruthy();
    const checks = api.callsTo('POST', movesUrl(2));
    expect(checks.map((call) => [call.headers.Authorization, call.body])).toEqual([
      [`Bearer ${TOKEN}`, { moves: ['d5'] }],
      [undefined, { moves: ['d5'] }],
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(screen.getByRole('link', { name: PLAYER_COPY.signInToKeepProgress })).toBeTruthy();
  });

  it('goes to the course page for a chapter the course does not have, and to /learn for a course that cannot be read', async () => {
    serve();
    const { unmount } = open(9);
    await waitFor(() => expect(location()).toBe('/learn/7'));
    unmount();
    renderWithSite('/learn/999/chapters/1', '/learn/*', <LearnRoutes />);
    await waitFor(() => expect(location()).toBe('/learn'));
  });

  it('goes to the course page for a chapter number that cannot be one', async () => {
    serve();
    open('abc');
    await waitFor(() => expect(location()).toBe('/learn/7'));
  });
});
