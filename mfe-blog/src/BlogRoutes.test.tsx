import type { BlogPost } from '@kingside/contracts';
import { AppProviders, MemoryRouter, Route, Routes, makeStore } from '@kingside/ui';
import { render, screen } from '@testing-library/react';
import BlogRoutes, { preloadFor } from './BlogRoutes';
import { blogApi } from './blogApi';

const ARTICLE: BlogPost = {
  id: 7,
  title: 'Thinking in Plans',
  excerpt: 'Thinking in Plans, in a few lines.',
  content: 'Opening thoughts.\nThe main idea.\nClosing words.',
  imageUrl: '/images/blog/7.webp',
  category: 'Strategy',
  publishedDate: '2026-03-14',
};

/**
 * The first render of a page the server rendered, as the shell makes it (shell/src/federation/takeOverSection.ts): the
 * server's read already in the store, the page's chunk preloaded. Rendered synchronously (RTL's act): what is on
 * screen when it returns is the first commit, the one that replaces the server's markup.
 */
function firstRender(path: string) {
  const store = makeStore();
  store.dispatch(blogApi.util.upsertQueryEntries([{ endpointName: 'blogGetPost', arg: ARTICLE.id, value: ARTICLE }]));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/blog/*" element={<BlogRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('preloadFor: the page’s chunk loaded before the first render', () => {
  it('draws the article in the first render once its chunk is preloaded, never its skeleton', async () => {
    await preloadFor({ pathname: '/blog/7' });
    firstRender('/blog/7');
    expect(screen.queryByTestId('blog-post-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ARTICLE.title);
    expect(screen.getByTestId('post-content').querySelectorAll('p')).toHaveLength(3);
    expect(screen.getByRole('img').getAttribute('src')).toBe(ARTICLE.imageUrl);
  });

  it('loads nothing for the list and for paths no page of the section has', async () => {
    for (const pathname of ['/blog', '/blog/', '/blog/7/more']) {
      await expect(preloadFor({ pathname })).resolves.toBeUndefined();
    }
  });
});
