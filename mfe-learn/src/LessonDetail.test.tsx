import { API, CHAPTER_API, PLAYER_COPY, STORAGE_KEYS, imageSrcSet, type Lesson, type PublicChapter } from '@kingside/contracts';
import { FederatedSlotProvider, type FederatedSlotProps } from '@kingside/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import LearnRoutes from './LearnRoutes';
import { renderWithSite } from '@kingside/ui/testing';
import { forgetThisVisit, rememberSolvedThisVisit } from './progress';
import { fakeLearnApi, ok, type Reply } from './testing/fakeLearnApi';

// The big button opens a chapter, whose static board draws its pieces from an .svg (jest maps no .svg to a stub).
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');

const LESSON: Lesson = {
  id: 7,
  title: 'The Opposition',
  description: 'Kings facing each other.',
  imageUrl: '/images/lessons/opposition.svg',
  level: 'intermediate',
  lessonCount: 4,
  content: 'First paragraph.\nSecond paragraph.\n\nThird paragraph.',
  category: 'Endgames',
  createdAt: '2026-01-01T00:00:00.000Z',
  recommendedProductIds: [],
};

const TITLES = ['Kings Face to Face', 'Taking the Opposition', 'Distant Opposition', 'Outflanking'];
const CHAPTERS: PublicChapter[] = TITLES.map((title, index) => ({
  number: index + 1,
  title,
  text: ['Text.'],
  fen: '8/8/4k3/8/4K3/8/4P3/8 w - - 0 1',
  orientation: 'white',
  exercise: { prompt: 'White to move.', kind: 'line', learnerMoves: 1 },
}));

const TOKEN = 'p'.repeat(43);
const progressOf = (lessonId: number, completed: number[]) => ({ lessonId, completed, updatedAt: '2026-03-01T10:00:00.000Z' });

let api: ReturnType<typeof fakeLearnApi>;
function serve({ lesson = LESSON, chapters = ok(CHAPTERS) as Reply, progress = ok([]) as Reply } = {}) {
  api = fakeLearnApi({
    [`GET ${API.lesson(7)}`]: ok(lesson),
    [`GET ${API.lessons}`]: ok([]),
    [`GET ${CHAPTER_API.chapters(7)}`]: chapters,
    [`GET ${CHAPTER_API.progress}`]: progress,
  });
}
beforeEach(() => {
  localStorage.clear();
  forgetThisVisit();
});
afterEach(() => api.restore());

const location = () => screen.getByTestId('location').textContent;
const open = (id: number | string = 7) => renderWithSite(`/learn/${id}`, '/learn/*', <LearnRoutes />);
const contents = () =>
  within(screen.getByTestId('course-contents'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
const startButton = () => screen.getByTestId('start-course');

describe('/learn/{id}', () => {
  it('shows the lesson: level, count, one paragraph per line, the chapters in Course Contents and the title', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Opposition' })).toBeTruthy();
    expect(screen.getByTestId('lesson-level').textContent).toBe('Intermediate');
    expect(screen.getByTestId('lesson-count').textContent).toBe('4 lessons');
    const paragraphs = within(screen.getByTestId('lesson-content')).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['First paragraph.', 'Second paragraph.', 'Third paragraph.']);
    expect(screen.getByRole('heading', { level: 2, name: 'Course Contents' })).toBeTruthy();
    expect(await screen.findByTestId('course-contents')).toBeTruthy();
    expect(within(screen.getByTestId('course-contents')).getAllByRole('listitem')).toHaveLength(4);
    expect(contents()).toEqual(TITLES.map((title, index) => [title, `/learn/7/chapters/${index + 1}`]));
    expect(screen.getByRole('img', { name: /The Opposition/ }).getAttribute('width')).toBe('800');
    await waitFor(() => expect(document.title).toBe('The Opposition - Kingside Academy'));
  });

  it('keeps a row of the same height for each chapter while their titles load', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    api = fakeLearnApi({
      [`GET ${API.lesson(7)}`]: ok(LESSON),
      [`GET ${CHAPTER_API.chapters(7)}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    open();
    const loading = await screen.findByTestId('course-contents-loading');
    expect(loading.getAttribute('aria-hidden')).toBe('true');
    expect(loading.children).toHaveLength(4);
    answer(ok(CHAPTERS));
    await screen.findByTestId('course-contents');
    expect(screen.queryByTestId('course-contents-loading')).toBeNull();
  });

  it('lists the chapters by number when their titles cannot be read', async () => {
    serve({ chapters: { status: 500, body: {} } });
    open();
    await screen.findByTestId('course-contents');
    expect(contents()).toEqual([1, 2, 3, 4].map((n) => [PLAYER_COPY.chapterNumber(n), `/learn/7/chapters/${n}`]));
    expect(contents()[0]![0]).toBe('Chapter 1');
  });

  it('starts a guest at chapter 1, with no progress shown and none asked for', async () => {
    serve();
    open();
    await screen.findByRole('heading', { level: 1 });
    const start = screen.getByRole('link', { name: PLAYER_COPY.startCourse });
    expect(start).toBe(startButton());
    expect(start.textContent).toBe('Start Course');
    expect(start.getAttribute('href')).toBe('/learn/7/chapters/1');
    expect(screen.queryByTestId('lesson-progress')).toBeNull();
    expect(api.callsTo('GET', CHAPTER_API.progress)).toHaveLength(0);
  });

  it('remembers a guest’s solved chapters for the visit: marked solved, and Continue', async () => {
    serve();
    rememberSolvedThisVisit(7, 1);
    open();
    await screen.findByTestId('course-contents');
    // The check mark is announced: the link's name ends in "solved" (jsdom spaces the hidden text off: " , solved").
    expect(screen.getByRole('link', { name: new RegExp(`^${TITLES[0]} ?, ${PLAYER_COPY.solved}$`) }).textContent).toBe(
      'Kings Face to Face, solved',
    );
    expect(screen.getByRole('link', { name: TITLES[1] })).toBeTruthy();
    expect(startButton().textContent).toBe(PLAYER_COPY.continueCourse);
    expect(startButton().getAttribute('href')).toBe('/learn/7/chapters/2');
    expect(screen.queryByTestId('lesson-progress')).toBeNull();
  });

  it('shows a member’s progress, marks their solved chapters and continues at the first one not solved', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    serve({ progress: ok([progressOf(3, [1]), progressOf(7, [1, 3])]) });
    open();
    expect((await screen.findByTestId('lesson-progress')).textContent).toBe('2 of 4 chapters');
    expect(api.callsTo('GET', CHAPTER_API.progress)[0]!.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(startButton().textContent).toBe('Continue');
    expect(startButton().getAttribute('href')).toBe('/learn/7/chapters/2');
    await screen.findByTestId('course-contents');
    expect(contents().map(([title]) => title)).toEqual([
      'Kings Face to Face, solved',
      'Taking the Opposition',
      'Distant Opposition, solved',
      'Outflanking',
    ]);
  });

  it('draws a member the page at once, as the server draws it, and their progress in place once it is read', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    let answer: (reply: Reply) => void = () => undefined;
    api = fakeLearnApi({
      [`GET ${API.lesson(7)}`]: ok(LESSON),
      [`GET ${CHAPTER_API.chapters(7)}`]: ok(CHAPTERS),
      [`GET ${CHAPTER_API.progress}`]: () => new Promise<Reply>((resolve) => (answer = resolve)),
    });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'The Opposition' })).toBeTruthy();
    await screen.findByTestId('course-contents');
    expect(api.callsTo('GET', CHAPTER_API.progress)).toHaveLength(1);
    expect(screen.queryByTestId('lesson-detail-skeleton')).toBeNull();
    expect(screen.getByTestId('lesson-count').textContent).toBe('4 lessons');
    const button = startButton();
    expect(button.textContent).toBe('Start Course');
    const heading = screen.getByRole('heading', { level: 1 });

    answer(ok([progressOf(7, [1])]));
    // The count's place in the line, the same button and the same page: words change, nothing is drawn anew.
    expect((await screen.findByTestId('lesson-progress')).textContent).toBe('1 of 4 chapters');
    expect(screen.queryByTestId('lesson-count')).toBeNull();
    expect(startButton()).toBe(button);
    expect(button.textContent).toBe('Continue');
    expect(button.getAttribute('href')).toBe('/learn/7/chapters/2');
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
  });

  it('starts again at chapter 1 once every chapter is solved, still showing the progress', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    serve({ progress: ok([progressOf(7, [1, 2, 3, 4])]) });
    open();
    expect((await screen.findByTestId('lesson-progress')).textContent).toBe('4 of 4 chapters');
    expect(startButton().textContent).toBe('Start Course');
    expect(startButton().getAttribute('href')).toBe('/learn/7/chapters/1');
  });

  it('shows nothing new to a member who has not started this course', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    serve({ progress: ok([progressOf(3, [1, 2])]) });
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('lesson-progress')).toBeNull();
    expect(startButton().textContent).toBe('Start Course');
  });

  it('signs out a member whose token the api no longer knows, and shows the guest’s page', async () => {
    localStorage.setItem(STORAGE_KEYS.authToken, TOKEN);
    serve({ progress: { status: 401, body: { message: 'Unauthorized' } } });
    open();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
    expect(startButton().textContent).toBe('Start Course');
  });

  it('the big button opens the chapter', async () => {
    serve();
    open();
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(startButton());
    await waitFor(() => expect(location()).toBe('/learn/7/chapters/1'));
  });

  it('shows the shop’s equipment under "Practise at home", through the shell’s slot, when the course recommends some', async () => {
    serve({ lesson: { ...LESSON, recommendedProductIds: [4, 9] } });
    const slots: FederatedSlotProps[] = [];
    function ShellSlot(slot: FederatedSlotProps) {
      slots.push(slot);
      return <p>teaser</p>;
    }
    renderWithSite(
      '/learn/7',
      '/learn/*',
      <FederatedSlotProvider value={ShellSlot}>
        <LearnRoutes />
      </FederatedSlotProvider>,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: PLAYER_COPY.practiseAtHome });
    expect(heading.textContent).toBe('Practise at home');
    expect(within(screen.getByRole('region', { name: 'Practise at home' })).getByText('teaser')).toBeTruthy();
    expect(slots.at(-1)).toEqual({
      remote: 'shop',
      module: './ProductTeaser',
      props: { productIds: [4, 9] },
      compact: true,
      deferUntilVisible: true,
    });
  });

  it('has no "Practise at home" for a course that recommends nothing', async () => {
    serve();
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(PLAYER_COPY.practiseAtHome)).toBeNull();
  });

  it('offers an uploaded picture’s WebP variants through srcset, and none for a shipped one', async () => {
    serve();
    const { unmount } = open();
    const shipped = await screen.findByRole('img', { name: /The Opposition/ });
    expect([shipped.hasAttribute('srcset'), shipped.hasAttribute('sizes')]).toEqual([false, false]);
    unmount();
    api.restore();
    const imageUrl = `/uploads/${'cd'.repeat(32)}.webp`;
    serve({ lesson: { ...LESSON, imageUrl } });
    open();
    const uploaded = await screen.findByRole('img', { name: /The Opposition/ });
    expect(uploaded.getAttribute('src')).toBe(imageUrl);
    expect(uploaded.getAttribute('srcset')).toBe(imageSrcSet(imageUrl));
    expect(uploaded.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('goes back to /learn when the lesson does not exist', async () => {
    serve();
    open(999999);
    await waitFor(() => expect(location()).toBe('/learn'));
    expect(api.calls[0]!.url).toBe(API.lesson(999999));
  });

  it('goes back to /learn without asking the api when the id cannot be one', async () => {
    serve();
    open('abc');
    await waitFor(() => expect(location()).toBe('/learn'));
    expect(api.calls.map((call) => call.url)).not.toContain(API.lesson('abc'));
  });
});
