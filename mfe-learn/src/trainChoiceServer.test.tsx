import { sectionServerTesting } from '@kingside/ui/testing/section';
import { PUZZLE } from './testing/trainingFixtures';
import { trainSection } from './trainServer';

// /train's choice (issue 46) and /train/themes in the server's first HTML: the read follows the URL's choice, the form
// is drawn as chosen, and the browser hydrates the page as drawn with that puzzle, asking the api for nothing.
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');

const { at, resultsFor, draw, render, hydrate } = sectionServerTesting(trainSection);
const CHOSEN = '/train?theme=pin&theme=fork&difficulty=harder';

let fetched: string[] = [];
beforeEach(async () => {
  fetched = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    fetched.push(input instanceof Request ? input.url : String(input));
    return new Promise<Response>(() => undefined);
  });
  await trainSection.preload!(at('/train'));
  await trainSection.preload!(at('/train/themes'));
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

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
