import { API, type LessonSummary } from '@kingside/contracts';
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
afterEach(() => api.restore());

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
