import { CHAPTER_MESSAGES, PLAYER_COPY, STORAGE_KEYS, ROUTES } from '@kingside/contracts';
import { GAMES_API } from '@kingside/contracts/games';
import { TRAINING_API, TRAINING_COPY, type ReviewCard } from '@kingside/contracts/training';
import { FederatedSlotProvider, type FederatedSlotProps } from '@kingside/ui';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { forgetTheBoard } from '../chapter/ExerciseStage';
import { fakeLearnApi, ok, type FakeCall, type Reply } from '../testing/fakeLearnApi';
import { CARDS } from '../testing/trainingFixtures';
import TrainRoutes from './TrainRoutes';

jest.mock('../chapter/pieces.svg', () => 'pieces.svg');

const TOKEN = 'r'.repeat(43);
const NOW = new Date('2026-03-01T10:00:00');

let api: ReturnType<typeof fakeLearnApi>;
beforeEach(() => {
  localStorage.clear();
  forgetTheBoard();
  jest
    .spyOn(Element.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 40, height: 40, top: 0, left: 0, right: 40, bottom: 40, x: 0, y: 0, toJSON: () => ({}) });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

function Teaser({ props }: FederatedSlotProps) {
  return <p data-testid="slot">{JSON.stringify(props)}</p>;
}
const open = () =>
  renderWithSite(
    ROUTES.trainReview,
    '/train/*',
    <FederatedSlotProvider value={Teaser}>
      <TrainRoutes />
    </FederatedSlotProvider>,
  );
const field = () => screen.getByLabelText(PLAYER_COPY.moveFieldLabel) as HTMLInputElement;
function typeMove(move: string) {
  fireEvent.change(field(), { target: { value: move } });
  fireEvent.click(screen.getByRole('button', { name: PLAYER_COPY.playMove }));
}
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

/** Card 11: d5 (one move); card 12: Nc7+ Ke7 Nxe6. A wrong first move is graded Again at once. */
function reviewMoves(call: FakeCall): Reply {
  const { moves } = call.body as { moves: string[] };
  const card = Number(call.url.split('/').at(-2));
  const line = card === 11 ? ['d5'] : ['Nc7+', 'Ke7', 'Nxe6'];
  const step = moves.length - 1;
  if (moves.at(-1) !== line[step]) return ok({ correct: false, complete: false, review: { grade: 'again', due: inDays(0.25) } });
  const complete = step === line.length - 1;
  return ok({
    correct: true,
    complete,
    ...(complete ? {} : { reply: line[step + 1] }),
    ...(step === 0 ? { review: { grade: 'good', due: inDays(card === 11 ? 4 : 1) } } : {}),
  });
}

describe('/train/review', () => {
  it('asks a guest to sign in, reading nothing', async () => {
    api = fakeLearnApi({});
    open();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Review');
    await waitFor(() => expect(document.title).toBe('Review - Kingside Academy'));
    expect(screen.getByTestId('training-guest-note').textContent).toBe(`${TRAINING_COPY.guestNote} Sign In`);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(api.calls).toHaveLength(0);
  });

  describe('for a member', () => {
    beforeEach(() => {
      localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
      jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
    });
    afterEach(() => jest.useRealTimers());

    it('says so when nothing is due', async () => {
      api = fakeLearnApi({ [`GET ${TRAINING_API.review}`]: ok({ cards: [], dueToday: 0 }) });
      open();
      expect(await screen.findByText(TRAINING_COPY.nothingDue)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Puzzle training' }).getAttribute('href')).toBe(ROUTES.train);
      expect(api.callsTo('GET', TRAINING_API.review)[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    });

    it('walks the due cards: where each comes from, its grade and when it is due again, then Review done', async () => {
      api = fakeLearnApi({
        [`GET ${TRAINING_API.review}`]: ok({ cards: CARDS, dueToday: 2 }),
        [`POST ${TRAINING_API.reviewMoves(11)}`]: reviewMoves,
        [`POST ${TRAINING_API.reviewMoves(12)}`]: reviewMoves,
      });
      open();
      expect((await screen.findByTestId('review-count')).textContent).toBe('Position 1 of 2');
      expect(screen.getByTestId('review-origin').textContent).toBe('From Puzzle 43');
      expect(within(screen.getByTestId('review-origin')).getByRole('link').getAttribute('href')).toBe(ROUTES.train);
      expect(screen.getByTestId('chapter-prompt').textContent).toBe(CARDS[0]!.prompt);
      expect(screen.queryByRole('heading', { name: 'Train with' })).toBeNull();

      typeMove('d5');
      const outcome = await screen.findByTestId('review-outcome');
      expect(outcome.textContent).toContain('Grade: Good');
      expect(outcome.textContent).toContain('Due again in 4 days');
      expect(api.callsTo('POST', TRAINING_API.reviewMoves(11))[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
      const next = screen.getByRole('button', { name: 'Next position' });
      await waitFor(() => expect(document.activeElement).toBe(next));
      fireEvent.click(next);

      expect((await screen.findByTestId('review-count')).textContent).toBe('Position 2 of 2');
      const origin = within(screen.getByTestId('review-origin')).getByRole('link', { name: 'The Knight Fork' });
      expect(origin.getAttribute('href')).toBe('/learn/7/chapters/1');
      expect(screen.queryByTestId('slot')).toBeNull();
      typeMove('Nd6+');
      expect(await screen.findByText(CHAPTER_MESSAGES.tryAgain)).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Train with' })).toBeTruthy();
      expect(screen.getByTestId('slot').textContent).toBe('{"productIds":[9]}');
      expect(screen.getByTestId('review-outcome').textContent).toContain('Grade: Again');
      expect(screen.getByTestId('review-outcome').textContent).toContain('Due again in 6 hours');
      fireEvent.click(screen.getByRole('button', { name: 'Next position' }));
      expect(await screen.findByText(TRAINING_COPY.reviewDone)).toBeTruthy();
    });

    it('answers a game’s mistake at its own route, beside a deck card of the same id', async () => {
      const gameCard: ReviewCard = {
        id: 11,
        fen: 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
        orientation: 'black',
        prompt: 'Find the better move: your game against Patzer, move 2',
        kind: 'tactic',
        learnerMoves: 1,
        origin: { kind: 'game', gameId: 5, ply: 3 },
        title: 'your game against Patzer',
        productIds: [],
        due: CARDS[0]!.due,
      };
      api = fakeLearnApi({
        [`GET ${TRAINING_API.review}`]: ok({ cards: [gameCard, CARDS[0]], dueToday: 2 }),
        [`POST ${GAMES_API.cardMoves(11)}`]: ok({ correct: true, complete: true, review: { grade: 'good', due: inDays(1) } }),
        [`POST ${TRAINING_API.reviewMoves(11)}`]: reviewMoves,
      });
      open();
      expect((await screen.findByTestId('review-count')).textContent).toBe('Position 1 of 2');
      expect(screen.getByTestId('review-origin').textContent).toBe('From your game against Patzer');
      expect(within(screen.getByTestId('review-origin')).getByRole('link').getAttribute('href')).toBe('/train/games/5');
      expect(screen.getByTestId('chapter-prompt').textContent).toBe('Find the better move: your game against Patzer, move 2');
      typeMove('Qh4#');
      expect((await screen.findByTestId('review-outcome')).textContent).toContain('Grade: Good');
      expect(api.callsTo('POST', GAMES_API.cardMoves(11))[0]!.body).toEqual({ moves: ['Qh4#'] });
      expect(api.callsTo('POST', TRAINING_API.reviewMoves(11))).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Next position' }));
      expect((await screen.findByTestId('review-count')).textContent).toBe('Position 2 of 2');
      expect(screen.getByTestId('review-origin').textContent).toBe('From Puzzle 43');
      typeMove('d5');
      expect((await screen.findByTestId('review-outcome')).textContent).toContain('Due again in 4 days');
      expect(api.callsTo('POST', TRAINING_API.reviewMoves(11))).toHaveLength(1);
      expect(api.callsTo('POST', GAMES_API.cardMoves(11))).toHaveLength(1);
    });

    it('says when the deck cannot be read, and tries again', async () => {
      let answer: Reply = { status: 500, body: 'oops' };
      api = fakeLearnApi({ [`GET ${TRAINING_API.review}`]: () => answer });
      open();
      expect((await screen.findByRole('alert')).textContent).toContain('Your review could not be loaded. Please try again.');
      answer = ok({ cards: CARDS, dueToday: 2 });
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect((await screen.findByTestId('review-count')).textContent).toBe('Position 1 of 2');
    });
  });
});
