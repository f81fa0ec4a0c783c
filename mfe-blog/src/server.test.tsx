/** @jest-environment node */
import { formatCalendarDate, type BlogPost, type Page } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import { section } from './server';

const { at, resultsFor, render } = sectionServerTesting(section);

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

  it.each(['/blog/3', '/blog/abc', '/blogroll', '/learn'])('does not render %s (only the list is rendered)', (path) => {
    expect(section.queriesFor(at(path))).toBeNull();
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
    const html = section.render(at('/blog?category=history'), resultsFor('/blog', pageOf(POSTS)));
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
