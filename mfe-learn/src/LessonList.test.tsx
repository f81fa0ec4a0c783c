import { CHAPTER_API, STORAGE_KEYS, type LessonSummary } from '@kingside/contracts';
import { fireEvent, screen } from '@testing-library/react';
import LearnRoutes from './LearnRoutes';
import { fakeApi, pageReply, renderWithSite, type FakeApi } from '@kingside/ui/testing';

const lesson = (id: number, level: LessonSummary['level']): LessonSummary => ({
  id,
  title: `Lesson ${id}`,
  description: `About lesson ${id}`,
  imageUrl: `/images/lessons/${id}.svg`,
  level,
  lessonCount: 5,
});

const ALL = [lesson(1, 'beginner'), lesson(2, 'intermediate'), lesson(3, 'advanced')];
/** 30 rook courses: a search that fills a page of 24 and 6 on the next. */
const ROOK = Array.from({ length: 30 }, (_, index) => lesson(100 + index, 'advanced'));

/** The read of one page of /learn (docs/spec.md §7.12): never the whole list. */
const FIRST_PAGE = '/api/lessons?limit=24&offset=0';
const levelPage = (level: string) => `${FIRST_PAGE}&level=${level}`;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    [FIRST_PAGE]: pageReply(ALL),
    [levelPage('beginner')]: pageReply([ALL[0]]),
    [levelPage('intermediate')]: pageReply([ALL[1]]),
    [levelPage('advanced')]: pageReply([]),
    [`${FIRST_PAGE}&q=rook`]: pageReply(ROOK.slice(0, 24), 30),
    [`${FIRST_PAGE}&q=rook&sort=name`]: pageReply(ROOK.slice(0, 24), 30),
    ['/api/lessons?limit=24&offset=24&q=rook&sort=name']: pageReply(ROOK.slice(24), 30),
  });
});
afterEach(() => {
  api.restore();
  localStorage.clear();
});

const location = () => screen.getByTestId('location').textContent;
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('/learn level filter and the URL', () => {
  it('loads the first page without a filter, with the levels capitalised', async () => {
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    expect(await screen.findByText('Lesson 1')).toBeTruthy();
    expect(api.requests).toEqual([FIRST_PAGE]);
    expect(screen.getByText('Showing 1–3 of 3 lessons')).toBeTruthy();
    expect(cardTitles()).toEqual(['Lesson 1', 'Lesson 2', 'Lesson 3']);
    expect(screen.getAllByText('Beginner')).toHaveLength(2); // the filter button and the card's badge
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('reads ?level= on load and asks for that level’s first page', async () => {
    renderWithSite('/learn?level=intermediate', '/learn/*', <LearnRoutes />);
    expect(await screen.findByText('Lesson 2')).toBeTruthy();
    expect(api.requests).toEqual([levelPage('intermediate')]);
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
    expect(api.requests).toContain(levelPage('beginner'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/learn');
    expect(await screen.findByText('Lesson 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('says "No lessons found" for an empty level', async () => {
    renderWithSite('/learn?level=advanced', '/learn/*', <LearnRoutes />);
    expect(await screen.findByText('No lessons found')).toBeTruthy();
  });

  it('searches, sorts and pages through the URL, each read one page of the api', async () => {
    renderWithSite('/learn', '/learn/*', <LearnRoutes />);
    await screen.findByText('Lesson 1');
    fireEvent.change(screen.getByLabelText('Search lessons'), { target: { value: '  rook ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/learn?q=rook');
    expect(await screen.findByText('Showing 1–24 of 30 lessons')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    expect(location()).toBe('/learn?q=rook&sort=name');
    fireEvent.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/learn?q=rook&sort=name&page=2');
    expect(await screen.findByText('Showing 25–30 of 30 lessons')).toBeTruthy();
    expect(cardTitles()).toEqual(ROOK.slice(24).map((l) => l.title));
    expect(api.requests).toEqual([
      FIRST_PAGE,
      `${FIRST_PAGE}&q=rook`,
      `${FIRST_PAGE}&q=rook&sort=name`,
      '/api/lessons?limit=24&offset=24&q=rook&sort=name',
    ]);
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
      [FIRST_PAGE]: pageReply(ALL),
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
