import { API, CHAPTER_API, STORAGE_KEYS, type LessonSummary } from '@kingside/contracts';
import { fireEvent, screen } from '@testing-library/react';
import LearnRoutes from './LearnRoutes';
import { fakeApi, renderWithSite, type FakeApi } from '@kingside/ui/testing';

const lesson = (id: number, level: LessonSummary['level']): LessonSummary => ({
  id,
  title: `Lesson ${id}`,
  description: `About lesson ${id}`,
  imageUrl: `/images/lessons/${id}.svg`,
  level,
  lessonCount: 5,
});

const ALL = [lesson(1, 'beginner'), lesson(2, 'intermediate'), lesson(3, 'advanced')];

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    [API.lessons]: ALL,
    [API.lessonsByLevel('beginner')]: [ALL[0]],
    [API.lessonsByLevel('intermediate')]: [ALL[1]],
    [API.lessonsByLevel('advanced')]: [],
  });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/learn level filter and the URL', () => {
  it('loads every lesson without a filter, with the levels capitalised', async () => {
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    expect(await screen.findByText('Lesson 1')).toBeTruthy();
    expect(api.requests).toEqual([API.lessons]);
    expect(cardTitles()).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3']);
    expect(screen.getAllByText('Beginner')).toHaveLength(2); // the filter button and the card's badge
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('reads ?level= on load and asks the level endpoint', async () => {
    renderWithSite('/learn?level=intermediate', '/learn/*', <LearnRoutes />);
    expect(await screen.findByText('Lesson 2')).toBeTruthy();
    expect(api.requests).toEqual([API.lessonsByLevel('intermediate')]);
    expect(screen.getByRole('button', { name: 'Intermediate' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('writes the selected level into the URL and Clear Filters removes it', async () => {
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    await screen.findByText('Lesson 1');

    fireEvent.click(screen.getByRole('button', { name: 'Beginner' }));
    expect(location()).toBe('/learn?level=beginner');
    await screen.findByRole('button', { name: 'Clear Filters' });
    expect(await screen.findByText('Lesson 1')).toBeTruthy();
    expect(cardTitles()).toEqual(['Lesson 1']);
    expect(api.requests).toContain(API.lessonsByLevel('beginner'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/learn');
    expect(await screen.findByText('Lesson 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('says "No lessons found" for an empty level', async () => {
    renderWithSite('/learn?level=advanced', '/learn/*', <LearnRoutes />);
    expect(await screen.findByText('No lessons found')).toBeTruthy();
  });

  it('shows six placeholders while loading', async () => {
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6);
    await screen.findByText('Lesson 1');
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
  });
});

describe('/learn for a member (issue 18)', () => {
  it('shows "N of M chapters" on the cards of the courses the member has started, "N lessons" on the others', async () => {
    api.restore();
    localStorage.setItem(STORAGE_KEYS.authToken, 'q'.repeat(43));
    api = fakeApi({
      [API.lessons]: ALL,
      [CHAPTER_API.progress]: [
        { lessonId: 2, completed: [1, 2, 3], updatedAt: '2026-03-01T10:00:00.000Z' },
        { lessonId: 3, completed: [], updatedAt: '2026-03-01T10:00:00.000Z' },
      ],
    });
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    expect(await screen.findByTestId('lesson-progress')).toBeTruthy();
    const footers = screen.getAllByTestId('lesson-card').map((card) => card.lastElementChild!.lastElementChild!.textContent);
    expect(footers).toEqual(['5 lessons', '3 of 5 chapters', '5 lessons']);
    expect(screen.getAllByTestId('lesson-progress')).toHaveLength(1);
    expect(api.requests.filter((url) => url === CHAPTER_API.progress)).toHaveLength(1);
  });

  it('asks nothing about progress for a guest', async () => {
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    await screen.findByText('Lesson 1');
    expect(screen.queryByTestId('lesson-progress')).toBeNull();
    expect(api.requests).not.toContain(CHAPTER_API.progress);
  });
});
