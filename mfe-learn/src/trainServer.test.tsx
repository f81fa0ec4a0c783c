import { STORAGE_KEYS } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { PUZZLE } from './testing/trainingFixtures';
import { SEEN_PUZZLES_KEY } from './train/guestSeen';
import { trainSection } from './trainServer';

// Training's section server (src/trainServer.tsx): /train drawn with a guest's puzzle on its still board, /train/review
// with its heading and the card's room; the browser's hydrating render draws exactly that (React's development build
// reports any difference), and a guest goes on with the puzzle the server drew.
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');
jest.mock('chess.js', () => {
  throw new Error('chess.js is loaded with the real player, not for the first paint');
});
jest.mock('react-chessboard', () => {
  throw new Error('react-chessboard is loaded with the real player, not for the first paint');
});

const { at, resultsFor, draw, render, hydrate } = sectionServerTesting(trainSection);
const served = () => resultsFor('/train', PUZZLE);

let fetched: string[] = [];
beforeEach(async () => {
  fetched = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return new Promise<Response>(() => undefined);
  });
  await trainSection.preload!(at('/train'));
  await trainSection.preload!(at('/train/review'));
  await trainSection.preload!(at('/train/themes'));
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

it('reads a guest’s next puzzle for /train, nothing for /train/review, and draws no other path', () => {
  expect(trainSection.queriesFor(at('/train'))).toEqual([{ endpointName: 'learnGetServedPuzzle', path: '/api/puzzles/next' }]);
  expect(trainSection.queriesFor(at('/train/'))).toHaveLength(1);
  expect(trainSection.queriesFor(at('/train/review'))).toEqual([]);
  expect(trainSection.queriesFor(at('/train/other'))).toBeNull();
  expect(trainSection.queriesFor(at('/training'))).toBeNull();
});

it('draws /train with the puzzle: heading, the guest’s note, its prompt and its still board, no placeholder', () => {
  const html = render('/train', PUZZLE);
  expect(html).toMatch(/<h1[^>]*>Puzzle training<\/h1>/);
  expect(html).toContain('data-testid="training-guest-note"');
  expect(html).toContain(PUZZLE.prompt);
  expect(html).toContain('data-testid="position-words"');
  expect(html).not.toContain('data-testid="puzzle-loading"');
});

it('draws /train/review with its heading and the card’s room', () => {
  const html = draw('/train/review', []);
  expect(html).toMatch(/<h1[^>]*>Review<\/h1>/);
  expect(html).toContain('aria-busy="true"');
});

it('is hydrated as drawn for a guest, who goes on with the server’s puzzle without asking for another', async () => {
  const { problems, container, unmount } = await hydrate('/train', served());
  expect(problems).toEqual([]);
  expect(container.querySelector('[data-testid="chapter-prompt"]')).toHaveTextContent(PUZZLE.prompt);
  expect(fetched.filter((url) => url.includes('/api/puzzles/next'))).toEqual([]);
  expect(JSON.parse(sessionStorage.getItem(SEEN_PUZZLES_KEY) ?? '[]')).toEqual([PUZZLE.id]);
  unmount();
});

it('is hydrated as drawn for a guest who was served that puzzle already this visit, who is then served another', async () => {
  const { problems, unmount } = await hydrate('/train', served(), () =>
    sessionStorage.setItem(SEEN_PUZZLES_KEY, JSON.stringify([PUZZLE.id])),
  );
  expect(problems).toEqual([]);
  expect(fetched.filter((url) => url.includes(`/api/puzzles/next?exclude=${PUZZLE.id}`))).toHaveLength(1);
  unmount();
});

it('is hydrated as drawn for a member, who is then served their own puzzle', async () => {
  const { problems, unmount } = await hydrate('/train', served(), () =>
    localStorage.setItem(STORAGE_KEYS.authToken, 'a-member-token-of-twenty-chars'),
  );
  expect(problems).toEqual([]);
  expect(fetched.filter((url) => url.endsWith('/api/puzzles/next'))).toHaveLength(1);
  unmount();
});

it('draws /train/review for a browser that keeps no session with the guest’s note, and hydrates it as drawn', async () => {
  const guest = { cart: false, member: false };
  const html = draw('/train/review', [], guest);
  expect(html).toContain(TRAINING_COPY.guestNote);
  expect(html).not.toContain('aria-busy="true"');
  // A member's token the server did not know of (a browser that kept it before it said so): hydrated as drawn, then theirs.
  const { problems, unmount } = await hydrate(
    '/train/review',
    [],
    () => localStorage.setItem(STORAGE_KEYS.authToken, 'a-member-token-of-twenty-chars'),
    guest,
  );
  expect(problems).toEqual([]);
  unmount();
});

it.each([false, true])('hydrates /train/review as drawn (a member: %s)', async (member) => {
  const { problems, unmount } = await hydrate('/train/review', [], () => {
    if (member) localStorage.setItem(STORAGE_KEYS.authToken, 'a-member-token-of-twenty-chars');
  });
  expect(problems).toEqual([]);
  unmount();
});

// /train's choice (issue 46) and /train/themes: the read follows the URL's choice, the form is drawn as chosen, and the
// browser hydrates the page as drawn with that puzzle, asking the api for nothing.
describe('the choice of what to train', () => {
  const CHOSEN = '/train?theme=pin&theme=fork&difficulty=harder';

  it('reads the next puzzle among the URL’s choice, and nothing for /train/themes', () => {
    expect(trainSection.queriesFor(at(CHOSEN))).toEqual([
      {
        endpointName: 'learnGetServedPuzzle',
        arg: 'themes=fork,pin&difficulty=harder',
        path: '/api/puzzles/next?themes=fork,pin&difficulty=harder',
      },
    ]);
    expect(trainSection.queriesFor(at('/train?theme=nonsense'))).toEqual([
      { endpointName: 'learnGetServedPuzzle', path: '/api/puzzles/next' },
    ]);
    expect(trainSection.queriesFor(at('/train/themes'))).toEqual([]);
  });

  it('draws /train with the choice: the form as chosen and the line that says it', () => {
    const html = render(CHOSEN, PUZZLE);
    expect(html).toContain(PUZZLE.prompt);
    expect(html).toMatch(/<details open="">/);
    expect(html).toContain('<input type="checkbox" name="theme" checked="" value="fork"/>');
    expect(html).toContain('<input type="checkbox" name="theme" value="skewer"/>');
    expect(html).toContain('<input type="radio" name="difficulty" checked="" value="harder"/>');
    expect(html).toContain('Training: Fork, Pin · Harder');
  });

  it('is hydrated as drawn with the chosen puzzle, which a guest goes on with', async () => {
    const { problems, container, unmount } = await hydrate(CHOSEN, resultsFor(CHOSEN, PUZZLE));
    expect(problems).toEqual([]);
    expect(container.querySelector('[data-testid="chapter-prompt"]')).toHaveTextContent(PUZZLE.prompt);
    expect(fetched.filter((url) => url.includes('/api/puzzles/next'))).toEqual([]);
    unmount();
  });

  it('draws /train/themes with its heading and the table’s room, and hydrates it as drawn', async () => {
    const html = draw('/train/themes', []);
    expect(html).toMatch(/<h1[^>]*>Your themes<\/h1>/);
    expect(html).toContain('aria-busy="true"');
    const { problems, unmount } = await hydrate('/train/themes', []);
    expect(problems).toEqual([]);
    unmount();
  });
});

// Your games (issue 46 point 1): the list and a game drawn with their heading and the room below it, hydrated as drawn.
describe('your games', () => {
  it.each(['/train/games', '/train/games/5'])('draws %s with its heading and room, and hydrates it as drawn', async (path) => {
    await trainSection.preload!(at(path));
    expect(trainSection.queriesFor(at(path))).toEqual([]);
    const html = draw(path, []);
    expect(html).toMatch(path === '/train/games' ? /<h1[^>]*>Your games<\/h1>/ : /<h1[^>]*>Your game<\/h1>/);
    expect(html).toContain('aria-busy="true"');
    for (const member of [false, true]) {
      const { problems, unmount } = await hydrate(path, [], () => {
        if (member) localStorage.setItem(STORAGE_KEYS.authToken, 'a-member-token-of-twenty-chars');
      });
      expect(problems).toEqual([]);
      unmount();
      localStorage.clear();
    }
  });

  it('draws no page deeper than a game', () => {
    expect(trainSection.queriesFor(at('/train/games/5/more'))).toBeNull();
  });
});
