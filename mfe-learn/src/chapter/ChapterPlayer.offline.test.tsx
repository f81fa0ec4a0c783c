import { API, CHAPTER_API, PLAYER_COPY } from '@kingside/contracts';
import { renderWithSite } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import LearnRoutes from '../LearnRoutes';
import { CHAPTERS, COURSE } from '../testing/fixtures';
import { fakeLearnApi, ok } from '../testing/fakeLearnApi';
import { BOARD_COPY } from './ChapterPlayer';

jest.mock('./pieces.svg', () => 'pieces.svg');

// The real player's chunk cannot be fetched (offline, a deploy removed it): every attempt fails. jest keeps no module
// whose factory threw, so each new attempt runs this again.
let mockAttempts = 0;
jest.mock('./InteractivePlayer', () => {
  mockAttempts += 1;
  throw new Error('Loading chunk failed');
});

let api: ReturnType<typeof fakeLearnApi>;
beforeEach(() => {
  api = fakeLearnApi({
    [`GET ${API.lesson(COURSE.id)}`]: ok(COURSE),
    [`GET ${CHAPTER_API.chapters(COURSE.id)}`]: ok(CHAPTERS),
  });
});
afterEach(() => api.restore());

const field = () => screen.getByLabelText(PLAYER_COPY.moveFieldLabel) as HTMLInputElement;

describe('a chapter whose board cannot be fetched', () => {
  it('says so, keeps the move typed and the page usable, and tries again at the next move', async () => {
    renderWithSite(`/learn/${COURSE.id}/chapters/1`, '/learn/*', <LearnRoutes />);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(field(), { target: { value: 'Nc7' } });
    fireEvent.click(screen.getByRole('button', { name: PLAYER_COPY.playMove }));
    const feedback = screen.getByTestId('chapter-feedback');
    expect(within(feedback).getByText(BOARD_COPY.loading)).toBeTruthy();

    expect(await within(feedback).findByText(BOARD_COPY.failed)).toBeTruthy();
    expect(screen.getByText('The board could not be loaded. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('chapter-board').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('chapter-board').getAttribute('data-board')).toBe('static');
    expect([field().value, field().disabled]).toEqual(['Nc7', false]);
    expect(screen.getByRole('img', { name: 'White knight on b5' })).toBeTruthy();
    const attempts = mockAttempts;

    // The next sign of playing tries again.
    fireEvent.click(screen.getByRole('button', { name: PLAYER_COPY.playMove }));
    expect(within(feedback).getByText(BOARD_COPY.loading)).toBeTruthy();
    await waitFor(() => expect(mockAttempts).toBe(attempts + 1));
    expect(await within(feedback).findByText(BOARD_COPY.failed)).toBeTruthy();
    // Nothing was ever sent: the rules read a move before it goes, and they never arrived.
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'GET']);
  });
});
