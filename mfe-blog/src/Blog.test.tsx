import { API, imageSrcSet, type BlogPost } from '@kingside/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import BlogRoutes from './BlogRoutes';
import { fakeApi, pageReply, renderWithSite, type FakeApi } from '@kingside/ui/testing';

const post = (id: number, category: BlogPost['category'], publishedDate: string): BlogPost => ({
  id,
  title: `Article ${id}`,
  excerpt: `About article ${id}`,
  content: 'Opening thoughts.\nThe main idea.\nClosing words.',
  imageUrl: `/images/blog/${id}.svg`,
  category,
  publishedDate,
});

const POSTS = [post(1, 'Strategy', '2026-03-14'), post(2, 'Endgames', '2026-01-01')];

/** The read of one page of /blog (docs/spec.md §7.12): never the whole list. */
const FIRST_PAGE = '/api/blog-posts?limit=24&offset=0';
const categoryPage = (category: string) => `${FIRST_PAGE}&category=${category}`;

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    [FIRST_PAGE]: pageReply(POSTS),
    [categoryPage('Endgames')]: pageReply([POSTS[1]]),
    [categoryPage('History')]: pageReply([]),
    [`${FIRST_PAGE}&category=Endgames&q=rook`]: pageReply([]),
    [API.blogPost(1)]: POSTS[0],
  });
});
afterEach(() => api.restore());

const location = () => screen.getByTestId('location').textContent;

describe('/blog', () => {
  it('filters by category through ?category=, reading that category’s first page', async () => {
    renderWithSite('/blog', '/blog/*', <BlogRoutes />);
    expect(await screen.findByText('Article 1')).toBeTruthy();
    expect(screen.getAllByTestId('blog-card')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Endgames' }));
    expect(location()).toBe('/blog?category=Endgames');
    await waitFor(() => expect(screen.getAllByTestId('blog-card')).toHaveLength(1));
    expect(api.requests).toContain(categoryPage('Endgames'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location()).toBe('/blog');
  });

  it('searches within the category, and says "No articles found" when nothing matches', async () => {
    renderWithSite('/blog?category=Endgames', '/blog/*', <BlogRoutes />);
    await screen.findByText('Article 2');
    fireEvent.change(screen.getByLabelText('Search articles'), { target: { value: 'rook' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toBe('/blog?category=Endgames&q=rook');
    expect(await screen.findByText('No articles found')).toBeTruthy();
    expect(api.requests).toContain(`${FIRST_PAGE}&category=Endgames&q=rook`);
  });

  it('says "No articles found" for an empty category', async () => {
    renderWithSite('/blog?category=History', '/blog/*', <BlogRoutes />);
    expect(await screen.findByText('No articles found')).toBeTruthy();
  });
});

describe('/blog/{id}', () => {
  it('shows the category, the en-US date, the paragraphs and the share buttons', async () => {
    renderWithSite('/blog/1', '/blog/*', <BlogRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article 1' })).toBeTruthy();
    expect(screen.getByTestId('post-category').textContent).toBe('Strategy');
    expect(screen.getByTestId('post-date').textContent).toBe('March 14, 2026');
    const paragraphs = within(screen.getByTestId('post-content')).getAllByText(/./);
    expect(paragraphs.map((p) => p.textContent)).toEqual(['Opening thoughts.', 'The main idea.', 'Closing words.']);
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) expect(screen.getByRole('button', { name: network })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Article 1 - Kingside Academy'));
  });

  it('offers an uploaded picture’s WebP variants through srcset, and none for a shipped one', async () => {
    const { unmount } = renderWithSite('/blog/1', '/blog/*', <BlogRoutes />);
    const shipped = await screen.findByRole('img', { name: /Article 1/ });
    expect([shipped.hasAttribute('srcset'), shipped.hasAttribute('sizes')]).toEqual([false, false]);
    unmount();
    api.restore();
    const imageUrl = `/uploads/${'ef'.repeat(32)}.png`;
    api = fakeApi({ [API.blogPost(1)]: { ...POSTS[0], imageUrl } });
    renderWithSite('/blog/1', '/blog/*', <BlogRoutes />);
    const uploaded = await screen.findByRole('img', { name: /Article 1/ });
    expect(uploaded.getAttribute('src')).toBe(imageUrl);
    expect(uploaded.getAttribute('srcset')).toBe(imageSrcSet(imageUrl));
    expect(uploaded.getAttribute('sizes')).toMatch(/100vw$/);
  });

  it('goes back to /blog when the article cannot be loaded', async () => {
    renderWithSite('/blog/42', '/blog/*', <BlogRoutes />);
    await waitFor(() => expect(location()).toBe('/blog'));
  });

  it('goes back to /blog for an id that cannot be one', async () => {
    renderWithSite('/blog/abc', '/blog/*', <BlogRoutes />);
    await waitFor(() => expect(location()).toBe('/blog'));
    expect(api.requests).toEqual([FIRST_PAGE]); // the list it lands on, never /api/blog-posts/abc
  });
});
