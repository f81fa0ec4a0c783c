import { STORAGE_KEYS, type LessonSummary } from '@kingside/contracts';
import { TRAINING_API } from '@kingside/contracts/training';
import { fakeApi, pageReply, renderWithSite, type FakeApi } from '@kingside/ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import LearnRoutes from '../LearnRoutes';
import { SUMMARY } from '../testing/trainingFixtures';

const LESSONS: LessonSummary[] = [
  { id: 1, title: 'Lesson 1', description: 'One', imageUrl: '/images/lessons/1.svg', level: 'beginner', lessonCount: 3 },
  { id: 2, title: 'Lesson 2', description: 'Two', imageUrl: '/images/lessons/2.svg', level: 'intermediate', lessonCount: 3 },
];
const FIRST_PAGE = '/api/lessons?limit=24&offset=0';

let api: FakeApi;
function serve(summary: unknown = SUMMARY) {
  api = fakeApi({
    [FIRST_PAGE]: pageReply(LESSONS),
    [`${FIRST_PAGE}&level=intermediate`]: pageReply([LESSONS[1]]),
    [TRAINING_API.summary]: summary,
  });
}
afterEach(() => {
  api.restore();
  localStorage.clear();
});

describe('/learn’s Suggested for you (issue 34)', () => {
  it('links a member to the list filtered by the level their strength suggests', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 's'.repeat(43));
    serve();
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    const link = await screen.findByRole('link', { name: 'Suggested for you: Intermediate' });
    expect(link.getAttribute('href')).toBe('/learn?level=intermediate');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/learn?level=intermediate');
    // The filtered page in place of the list (its placeholders between the two).
    await waitFor(() => {
      expect(screen.queryByText('Lesson 1')).toBeNull();
      expect(screen.getByText('Lesson 2')).toBeTruthy();
    });
  });

  it('suggests nothing while the member’s strength says nothing yet', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, 's'.repeat(43));
    serve({ ...SUMMARY, suggestedLevel: null });
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    await screen.findByText('Lesson 1');
    await waitFor(() => expect(api.requests).toContain(TRAINING_API.summary));
    expect(screen.queryByText(/Suggested for you/)).toBeNull();
  });

  it('reads nothing of training for a guest', async () => {
    serve();
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    await screen.findByText('Lesson 1');
    expect(api.requests).toEqual([FIRST_PAGE]);
    expect(screen.queryByText(/Suggested for you/)).toBeNull();
  });
});
