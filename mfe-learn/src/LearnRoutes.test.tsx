import type * as Ui from '@kingside/ui';
import { AppProviders, MemoryRouter, Route, Routes, makeStore } from '@kingside/ui';
import { render, screen } from '@testing-library/react';
import LearnRoutes, { preloadFor } from './LearnRoutes';
import { learnApi } from './learnApi';
import { CHAPTERS, COURSE } from './testing/fixtures';

// The chapter's still board draws its pieces from an .svg (jest maps no .svg to a stub).
jest.mock('./chapter/pieces.svg', () => 'pieces.svg');

/**
 * The first render of a page the server rendered, as the shell makes it (shell/src/federation/takeOverSection.ts): the
 * server's reads already in the store, the page's chunk preloaded. Rendered synchronously (RTL's act): what is on
 * screen when it returns is the first commit, the one that replaces the server's markup.
 */
function firstRender(path: string) {
  const store = makeStore();
  store.dispatch(
    learnApi.util.upsertQueryEntries([
      { endpointName: 'learnGetLesson', arg: COURSE.id, value: COURSE },
      { endpointName: 'learnGetChapters', arg: COURSE.id, value: CHAPTERS },
    ]),
  );
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/learn/*" element={<LearnRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('preloadFor: the page’s chunk loaded before the first render', () => {
  it('draws a chapter in the first render once its chunk is preloaded, never its skeleton', async () => {
    await preloadFor({ pathname: '/learn/7/chapters/1' });
    firstRender('/learn/7/chapters/1');
    expect(screen.queryByTestId('chapter-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CHAPTERS[0]!.title);
    expect(screen.getByText(CHAPTERS[0]!.text[0]!)).toBeTruthy();
    expect(screen.getByTestId('chapter-prompt').textContent).toBe(CHAPTERS[0]!.exercise.prompt);
  });

  it('draws a course in the first render once its chunk is preloaded, never its skeleton', async () => {
    await preloadFor({ pathname: '/learn/7/' });
    firstRender('/learn/7');
    expect(screen.queryByTestId('lesson-detail-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(COURSE.title);
    expect(screen.getByTestId('course-contents')).toBeTruthy();
    expect(screen.getByTestId('start-course').textContent).toBe('Start Course');
  });

  it('draws the list in the first render once its chunk is preloaded, never its skeleton', async () => {
    await preloadFor({ pathname: '/learn' });
    firstRender('/learn');
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Chess Lessons');
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('loads nothing for paths no page of the section has', async () => {
    for (const pathname of ['/learn/7/chapters', '/learn/7/chapters/1/more', '/learn/7/lessons/1']) {
      await expect(preloadFor({ pathname })).resolves.toBeUndefined();
    }
  });
});

describe('the section’s endpoints', () => {
  it('exist once the exposed module is evaluated, before any page’s chunk: the shell puts the server’s reads in then', () => {
    jest.isolateModules(() => {
      jest.requireActual('./LearnRoutes');
      const { api } = jest.requireActual<typeof Ui>('@kingside/ui');
      expect(Object.keys(api.endpoints)).toEqual(expect.arrayContaining(['learnGetLessonPage', 'learnGetLesson', 'learnGetChapters']));
    });
  });
});
