import { STORAGE_KEYS } from '@kingside/contracts';
import { TRAINING_API, TRAINING_MESSAGES } from '@kingside/contracts/training';
import { useNavigate } from '@kingside/ui';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetTheBoard } from '../chapter/ExerciseStage';
import { fakeLearnApi, ok, type Reply } from '../testing/fakeLearnApi';
import { PUZZLE, SECOND_PUZZLE, SUMMARY } from '../testing/trainingFixtures';
import TrainRoutes from './TrainRoutes';

// /train's choice of what to train (issue 46, docs/spec.md §2.29): themes and a rating kept in the URL, sent to the api.
jest.mock('../chapter/pieces.svg', () => 'pieces.svg');

let api: ReturnType<typeof fakeLearnApi>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetTheBoard();
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

const open = (path: string) =>
  renderWithSite(
    path,
    '/train/*',
    <>
      <TrainRoutes />
      <Back />
    </>,
  );
const serve = (answer: (url: string) => Reply = () => ok(PUZZLE)) => {
  api = fakeLearnApi({ [`GET ${TRAINING_API.nextPuzzle}`]: (call) => answer(call.url), [`GET ${TRAINING_API.summary}`]: ok(SUMMARY) });
};
const nextUrls = () => api.calls.filter((call) => call.url.startsWith(TRAINING_API.nextPuzzle)).map((call) => call.url);
const form = () => screen.getByRole('form', { name: 'Choose what to train' });
const box = (name: string) => within(form()).getByRole('checkbox', { name }) as HTMLInputElement;
const radio = (name: string) => within(form()).getByRole('radio', { name }) as HTMLInputElement;
const number = (name: string) => within(form()).getByRole('spinbutton', { name }) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

it('offers every theme, the rating (near, Easier, Harder, a range) and Show puzzles, as labelled controls; nothing chosen at first', async () => {
  serve();
  open('/train');
  await screen.findByText('Puzzle rating: 1430');
  expect(screen.getByText('Choose what to train').tagName).toBe('SUMMARY');
  expect(within(form()).getByRole('group', { name: 'Themes' })).toBeTruthy();
  expect(within(form()).getByRole('group', { name: 'Rating' })).toBeTruthy();
  expect(within(form()).getAllByRole('checkbox')).toHaveLength(15);
  for (const name of ['Fork', 'Pin', 'Mate in 2', 'Back-rank mate', 'Endgame']) expect(box(name).checked).toBe(false);
  expect(radio('Near my rating').checked).toBe(true);
  expect(radio('Easier').checked).toBe(false);
  expect(radio('Harder').checked).toBe(false);
  expect(number('Lowest rating').value).toBe('');
  expect(number('Highest rating').value).toBe('');
  expect(within(form()).getByRole('button', { name: 'Show puzzles' }).getAttribute('type')).toBe('submit');
  expect(form().getAttribute('method')).toBe('get');
  expect(form().getAttribute('action')).toBe('/train');
  expect(screen.queryByRole('link', { name: 'Clear choice' })).toBeNull();
  expect(screen.queryByTestId('train-choice-line')).toBeNull();
  expect(nextUrls()).toEqual([TRAINING_API.nextPuzzle]);
});

it('reads the choice from the URL: the fields, the line that says it, Clear choice, and the api’s query', async () => {
  serve();
  open('/train?theme=pin&theme=fork&min=1200&max=1600');
  await screen.findByText('Puzzle rating: 1430');
  expect(nextUrls()).toEqual([`${TRAINING_API.nextPuzzle}?themes=fork,pin&min=1200&max=1600`]);
  expect(box('Fork').checked).toBe(true);
  expect(box('Pin').checked).toBe(true);
  expect(box('Skewer').checked).toBe(false);
  expect(number('Lowest rating').value).toBe('1200');
  expect(number('Highest rating').value).toBe('1600');
  expect(screen.getByTestId('train-choice-line').textContent).toBe('Training: Fork, Pin · rating 1200 to 1600');
  expect(screen.getByRole('link', { name: 'Clear choice' }).getAttribute('href')).toBe('/train');
  expect((screen.getByText('Choose what to train').parentElement as HTMLDetailsElement).open).toBe(true);
});

it('says each kind of choice in words', async () => {
  serve();
  const cases: [string, string][] = [
    ['/train?difficulty=easier', 'Training: all themes · Easier'],
    ['/train?theme=endgame&difficulty=harder', 'Training: Endgame · Harder'],
    ['/train?min=1800', 'Training: all themes · rating from 1800'],
    ['/train?max=1300', 'Training: all themes · rating up to 1300'],
    ['/train?theme=mateIn2', 'Training: Mate in 2 · near my rating'],
  ];
  for (const [path, line] of cases) {
    const { unmount } = open(path);
    expect((await screen.findByTestId('train-choice-line')).textContent).toBe(line);
    unmount();
  }
});

it('sends the chosen themes and Easier, then a range, each a navigation of its own that Back undoes', async () => {
  serve((url) => ok(url.includes('difficulty=easier') ? SECOND_PUZZLE : PUZZLE));
  open('/train');
  await screen.findByText('Puzzle rating: 1430');
  fireEvent.click(box('Pin'));
  fireEvent.click(box('Fork'));
  fireEvent.click(radio('Easier'));
  fireEvent.click(within(form()).getByRole('button', { name: 'Show puzzles' }));
  await waitFor(() => expect(location()).toBe('/train?theme=fork&theme=pin&difficulty=easier'));
  expect(await screen.findByText('Puzzle rating: 1210')).toBeTruthy();
  expect(nextUrls().at(-1)).toBe(`${TRAINING_API.nextPuzzle}?exclude=42&themes=fork,pin&difficulty=easier`);
  expect(screen.getByTestId('train-choice-line').textContent).toBe('Training: Fork, Pin · Easier');

  // Typing a range takes the rating back from Easier to the range.
  fireEvent.input(number('Lowest rating'), { target: { value: '1500' } });
  expect(radio('Near my rating').checked).toBe(true);
  fireEvent.input(number('Highest rating'), { target: { value: '1900' } });
  fireEvent.click(within(form()).getByRole('button', { name: 'Show puzzles' }));
  await waitFor(() => expect(location()).toBe('/train?theme=fork&theme=pin&min=1500&max=1900'));
  await waitFor(() => expect(nextUrls().at(-1)).toBe(`${TRAINING_API.nextPuzzle}?exclude=42,43&themes=fork,pin&min=1500&max=1900`));
  expect(await screen.findByText('Training: Fork, Pin · rating 1500 to 1900')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Back' }));
  await waitFor(() => expect(location()).toBe('/train?theme=fork&theme=pin&difficulty=easier'));
  expect(await screen.findByText('Training: Fork, Pin · Easier')).toBeTruthy();
  expect(radio('Easier').checked).toBe(true);
  expect(number('Lowest rating').value).toBe('');
});

it('sends a member’s choice with their token, and shows the api’s message when nothing matches', async () => {
  localStorage.setItem(STORAGE_KEYS.authToken, 't'.repeat(43));
  serve(() => ({ status: 404, body: { message: TRAINING_MESSAGES.noPuzzleMatches } }));
  open('/train?theme=doubleCheck&min=2800');
  expect((await screen.findByRole('alert')).textContent).toContain(TRAINING_MESSAGES.noPuzzleMatches);
  expect(nextUrls()[0]).toBe(`${TRAINING_API.nextPuzzle}?themes=doubleCheck&min=2800`);
  expect(api.calls.find((call) => call.url.startsWith(TRAINING_API.nextPuzzle))!.headers.Authorization).toBe(`Bearer ${'t'.repeat(43)}`);
  // A member finds their themes dashboard from the status line.
  expect((await screen.findByRole('link', { name: 'Your themes' })).getAttribute('href')).toBe('/train/themes');
});

it('asks the api only for what it can read from a hand-edited URL', async () => {
  serve();
  open('/train?theme=forks&theme=pin&min=1600&max=1200');
  await screen.findByText('Puzzle rating: 1430');
  expect(nextUrls()).toEqual([`${TRAINING_API.nextPuzzle}?themes=pin&min=1200&max=1600`]);
});
