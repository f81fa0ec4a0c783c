import { API, imageSrcSet, type Lesson } from '@kingside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import LearnRoutes from './LearnRoutes';
import { fakeApi, renderWithSite, type FakeApi } from '@kingside/ui/testing';

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
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ [API.lesson(7)]: LESSON, [API.lessons]: [] });
});
afterEach(() => api.restore());

const location = () => screen.getByTestId('location').textContent;

describe('/learn/{id}', () => {
  it('shows the lesson: level, count, one paragraph per line, Course Contents and the title', async () => {
    renderWithSite('/learn/7', '/learn/*', <LearnRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Opposition' })).toBeTruthy();
    expect(screen.getByTestId('lesson-level').textContent).toBe('Intermediate');
    expect(screen.getByTestId('lesson-count').textContent).toBe('4 lessons');
    const paragraphs = within(screen.getByTestId('lesson-content')).getAllByText(/paragraph/);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['First paragraph.', 'Second paragraph.', 'Third paragraph.']);
    const items = within(screen.getByTestId('course-contents')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Introduction', 'Lesson 2', 'Lesson 3', 'Lesson 4']);
    expect(screen.getByRole('button', { name: 'Start Course' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /The Opposition/ }).getAttribute('width')).toBe('800');
    await waitFor(() => expect(document.title).toBe('The Opposition - Kingside Academy'));
  });

  it('offers an uploaded picture’s WebP variants through srcset, and none for a shipped one', async () => {
    const { unmount } = renderWithSite('/learn/7', '/learn/*', <LearnRoutes />);
    const shipped = await screen.findByRole('img', { name: /The Opposition/ });
    expect([shipped.hasAttribute('srcset'), shipped.hasAttribute('sizes')]).toEqual([false, false]);
    unmount();
    api.restore();
    const imageUrl = `/uploads/${'cd'.repeat(32)}.webp`;
    api = fakeApi({ [API.lesson(7)]: { ...LESSON, imageUrl }, [API.lessons]: [] });
    renderWithSite('/learn/7', '/learn/*', <LearnRoutes />);
    const uploaded = await screen.findByRole('img', { name: /The Opposition/ });
    expect(uploaded.getAttribute('src')).toBe(imageUrl);
    expect(uploaded.getAttribute('srcset')).toBe(imageSrcSet(imageUrl));
    expect(uploaded.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('goes back to /learn when the lesson does not exist', async () => {
    renderWithSite('/learn/999999', '/learn/*', <LearnRoutes />);
    await waitFor(() => expect(location()).toBe('/learn'));
    expect(api.requests[0]).toBe(API.lesson(999999));
  });

  it('goes back to /learn without asking the api when the id cannot be one', async () => {
    renderWithSite('/learn/abc', '/learn/*', <LearnRoutes />);
    await waitFor(() => expect(location()).toBe('/learn'));
    expect(api.requests).not.toContain(API.lesson('abc'));
  });
});
