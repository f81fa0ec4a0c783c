/** @jest-environment node */
import { formatCalendarDate, type BlogPost, type Page, type SectionServer } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import type * as SectionTesting from '@kingside/ui/testing/section';
import { sections } from './server';

const [section] = sections as [(typeof sections)[number]];

const { at, resultsFor, render, draw } = sectionServerTesting(section);

const post = (id: number, title: string, category: BlogPost['category'], publishedDate: string): BlogPost => ({
  id,
  title,
  excerpt: `${title}, in a few lines.`,
  content: 'Opening thoughts.\nThe main idea.\nClosing words.',
  imageUrl: `/images/blog/${id}.webp`,
  category,
  publishedDate,
});

const POSTS = [
  post(1, 'Thinking in Plans', 'Strategy', '2026-03-14'),
  post(2, 'Keeping Calm at the Board', 'Psychology', '2026-02-20'),
  post(3, 'The Immortal Game', 'History', '2026-01-05'),
  post(4, 'Lucena and Philidor', 'Endgames', '2025-12-01'),
  post(5, 'Forks and Pins', 'Tactics', '2025-11-11'),
];
const HISTORY = POSTS.filter((p) => p.category === 'History');

/** The list's read for an api query: its current page only, its value a Page (X-Total-Count's count). */
const pageRead = (query: string) => ({ endpointName: 'blogGetPostPage', arg: query, path: `/api/blog-posts?${query}`, paged: true });
const pageOf = (items: BlogPost[], total = items.length): Page<BlogPost> => ({ items, total });

describe('the blog’s reads for a page (queriesFor)', () => {
  it('reads the first page of articles for /blog', () => {
    expect(section.queriesFor(at('/blog'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the first page for /blog/ (a trailing slash)', () => {
    expect(section.queriesFor(at('/blog/'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads a category named in ?category=, matched without regard to case', () => {
    expect(section.queriesFor(at('/blog?category=history'))).toEqual([pageRead('limit=24&offset=0&category=History')]);
  });

  it('reads every category when ?category= names no category', () => {
    expect(section.queriesFor(at('/blog?category=gossip'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the page, the search and the sort of the URL', () => {
    expect(section.queriesFor(at('/blog?sort=name&q=endgame&page=4'))).toEqual([pageRead('limit=24&offset=72&q=endgame&sort=name')]);
  });

  it.each(['/blog/3', '/blog/3/'])('reads the article for %s', (path) => {
    expect(section.queriesFor(at(path))).toEqual([{ endpointName: 'blogGetPost', arg: 3, path: '/api/blog-posts/3' }]);
  });

  it.each(['/blog/abc', '/blog/012', '/blog/0', '/blog/3/more', '/blogroll', '/learn'])(
    'does not render %s (the browser goes back to the list, or shows the not-found page)',
    (path) => {
      expect(section.queriesFor(at(path))).toBeNull();
    },
  );

  it('sends an article the api does not know back to /blog (docs/spec.md §2.6)', () => {
    expect(section.missingRedirect?.(at('/blog/999999'))).toBe('/blog');
  });
});

describe('the blog’s markup (render)', () => {
  it('draws /blog from the articles: heading, every card, and no loading placeholders', () => {
    const html = render('/blog', pageOf(POSTS));
    expect(html).toMatch(/<h1[^>]*>Chess Blog<\/h1>/);
    for (const p of POSTS) {
      expect(html).toContain(p.title);
      expect(html).toContain(`<time dateTime="${p.publishedDate}">${formatCalendarDate(p.publishedDate)}</time>`);
    }
    expect(html).not.toContain('Loading articles');
    expect(html).not.toContain('data-testid="skeleton"');
  });

  it('loads the first row’s pictures at once and the rest lazily', () => {
    expect(imagesIn(render('/blog', pageOf(POSTS)))).toEqual(
      POSTS.map((p, index) => ({ src: p.imageUrl, loading: index < 3 ? 'eager' : 'lazy' })),
    );
  });

  it('draws a filtered /blog from that category’s articles only', () => {
    const html = render('/blog?category=HISTORY', pageOf(HISTORY));
    for (const p of HISTORY) expect(html).toContain(p.title);
    for (const p of POSTS.filter((p) => p.category !== 'History')) expect(html).not.toContain(p.title);
    expect(html).not.toContain('Loading articles');
  });

  it('draws the placeholders when the results are not the page’s reads (render draws from nothing else)', () => {
    const html = draw('/blog?category=history', resultsFor('/blog', pageOf(POSTS)));
    expect(html).toContain('Loading articles');
    expect(html).not.toContain(POSTS[0]!.title);
  });

  it('says "No articles found" when nothing matches, and offers no page links', () => {
    const html = render('/blog?q=zzzz', pageOf([]));
    expect(html).toContain('No articles found');
    expect(html).not.toContain('aria-label="Pagination"');
    expect(html).not.toContain('Loading articles');
  });
});

/** An article's page as the api renders it: the page's code loaded first (preload), then render. */
async function renderArticle(server: SectionServer, path: string, article: BlogPost) {
  const url = at(path);
  await server.preload?.(url);
  return sectionServerTesting(server).draw(path, [{ endpointName: 'blogGetPost', arg: article.id, value: article }]);
}

describe('an article’s page', () => {
  const article = POSTS[2]!;

  it('draws the article as a guest sees it: category, date, title, picture, every paragraph, share buttons', async () => {
    const html = await renderArticle(section, '/blog/3', article);
    expect(html).toMatch(/<h1[^>]*>The Immortal Game<\/h1>/);
    expect(html).toContain('>History</');
    expect(html).toContain(
      `<time dateTime="${article.publishedDate}" data-testid="post-date">${formatCalendarDate(article.publishedDate)}</time>`,
    );
    expect(imagesIn(html).map(({ src }) => src)).toEqual([article.imageUrl]);
    expect(html).toContain('alt="Illustration for the article The Immortal Game"');
    expect(html).toContain('<p>Opening thoughts.</p><p>The main idea.</p><p>Closing words.</p>');
    expect(html).toContain('Share this article');
    expect(html).toMatch(/<a[^>]*href="\/blog"[^>]*>← Back to Blog<\/a>/);
    expect(html).not.toContain('data-testid="blog-post-skeleton"');
    expect(html).not.toContain('Loading article');
  });

  it('draws the skeleton when the results are not the article’s read (render draws from nothing else)', async () => {
    const html = await renderArticle(section, '/blog/4', article);
    expect(html).toContain('data-testid="blog-post-skeleton"');
    expect(html).not.toContain(article.title);
  });

  it('draws the skeleton when the page’s chunk has not been preloaded: why the api awaits preload first', () => {
    jest.isolateModules(() => {
      // This registry's own React and ui draw it: the component's hooks must be theirs.
      const [fresh] = jest.requireActual<{ sections: [SectionServer] }>('./server').sections;
      const testing = jest.requireActual<typeof SectionTesting>('@kingside/ui/testing/section');
      const html = testing.sectionServerTesting(fresh).draw('/blog/3', [{ endpointName: 'blogGetPost', arg: 3, value: article }]);
      expect(html).toContain('data-testid="blog-post-skeleton"');
      expect(html).not.toContain(article.title);
    });
  });
});
