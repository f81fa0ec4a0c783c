import { ACADEMY_NAME, API, BLOG_CATEGORIES, PLACEHOLDER_COUNTS, ROUTES, pageTitle } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { isListRead } from '../support/listReads';
import { openInApp } from '../support/openInApp';
import { expectTakenOverUnchanged, inHtml, watchTakeOver } from '../support/takeOver';
import { blogPost, blogPosts, expectImagesSound, fulfillJson, hold, paragraphCount, path } from './content';

/** "2026-03-14" -> "March 14, 2026", computed independently of the page's code. */
function longDate(iso: string): string {
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return `${months[month - 1]} ${day}, ${year}`;
}

test.describe('/blog', () => {
  test('lists every article after 6 placeholders, with links to /blog/{id}', async ({ page, request }) => {
    const all = await blogPosts(request);
    const held = hold();
    await page.route(path(API.blogPosts), held.handler);
    await openInApp(page, ROUTES.blog);
    await expect(page).toHaveTitle(pageTitle('Chess Blog'));
    await expect(page.getByTestId('skeleton')).toHaveCount(PLACEHOLDER_COUNTS.blogList);
    held.release();
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(all.length);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    for (const [index, post] of all.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(post.title);
      await expect(cards.nth(index)).toContainText(post.category);
      await expect(cards.nth(index).getByRole('link')).toHaveAttribute('href', ROUTES.blogPost(post.id));
    }
    await expectImagesSound(cards.first());
  });

  test('category filters live in ?category=, read one page of that category, and Clear Filters removes them', async ({ page, request }) => {
    const all = await blogPosts(request);
    await page.goto(ROUTES.blog);
    // The live page filters in place (an api read); the server's page, before start-up, loads the filtered URL.
    await expect(page).toHaveTitle(pageTitle('Chess Blog'));
    const filters = page.getByRole('group', { name: 'Filter articles by category' });
    await expect(filters.getByRole('button')).toHaveText([...BLOG_CATEGORIES]);

    for (const category of ['Endgames', 'History'] as const) {
      const served = page.waitForRequest((r) => isListRead(API.blogPosts, { category })(r.url()));
      await filters.getByRole('button', { name: category }).click();
      await served;
      await expect(page).toHaveURL(new RegExp(`/blog\\?category=${category}$`));
      await expect(filters.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
      const expected = all.filter((p) => p.category === category);
      await expect(page.getByTestId('blog-card').getByRole('heading')).toHaveText(expected.map((p) => p.title));
    }

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('blog-card')).toHaveCount(all.length);
  });

  test('/blog?category=Tactics loaded directly shows only Tactics', async ({ page, request }) => {
    const tactics = (await blogPosts(request)).filter((p) => p.category === 'Tactics');
    await page.goto(`${ROUTES.blog}?category=Tactics`);
    await expect(page.getByRole('button', { name: 'Tactics' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('blog-card').getByRole('heading')).toHaveText(tactics.map((p) => p.title));
  });

  test('an empty list says "No articles found"', async ({ page }) => {
    await page.route(path(API.blogPosts), fulfillJson([]));
    await openInApp(page, ROUTES.blog);
    await expect(page.getByText('No articles found', { exact: true })).toBeVisible();
  });
});

test.describe('/blog/{id}', () => {
  // West of Greenwich, new Date('2026-03-14').toLocaleDateString() would show March 13.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('category, the en-US long date, image, paragraphs, inert share buttons, the document title', async ({ page, request }) => {
    const [first] = await blogPosts(request);
    const post = await blogPost(request, first!.id);
    await page.goto(ROUTES.blogPost(post.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} - ${ACADEMY_NAME}`);
    await expect(page.getByTestId('post-category')).toHaveText(post.category);
    await expect(page.getByTestId('post-date')).toHaveText(longDate(post.publishedDate));
    await expect(page.getByTestId('post-date')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(page.getByTestId('post-content').locator('p')).toHaveCount(paragraphCount(post.content));
    await expectImagesSound(page.locator('article'));

    const share = page.getByRole('group', { name: 'Share this article' });
    await expect(share.getByRole('button')).toHaveText(['Facebook', 'Twitter', 'LinkedIn']);
    const popups: unknown[] = [];
    page.on('popup', (popup) => popups.push(popup));
    for (const button of await share.getByRole('button').all()) await button.click();
    await expect(page).toHaveURL(ROUTES.blogPost(post.id));
    expect(popups).toHaveLength(0);
  });

  test('the date of a post of January 1st stays January 1st in this time zone', async ({ page, request }) => {
    const [first] = await blogPosts(request);
    const post = await blogPost(request, first!.id);
    await page.route(path(API.blogPost(post.id)), fulfillJson({ ...post, publishedDate: '2026-01-01' }));
    // Opened from another page, so the browser reads the article (a first visit arrives with the server's read).
    await openInApp(page, ROUTES.blogPost(post.id));
    await expect(page.getByTestId('post-date')).toHaveText('January 1, 2026');
  });

  test('an unknown or malformed id goes back to /blog', async ({ page }) => {
    await page.goto(ROUTES.blogPost(999999));
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto(ROUTES.blogPost('abc'));
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
  });
});

test.describe('an article in the first HTML (docs/architecture.md §10.3)', () => {
  // The run's server serves mfe-blog itself (only mfe-learn is relocated), so it renders the article's page.

  test('the HTML, as the server sends it, holds the article: title, date, picture and every paragraph', async ({ request }) => {
    const [first] = await blogPosts(request);
    const post = await blogPost(request, first!.id);
    const html = await (await request.get(ROUTES.blogPost(post.id))).text();
    expect(html).toContain(`>${inHtml(post.title)}</h1>`);
    expect(html).toContain(`>${longDate(post.publishedDate)}</time>`);
    expect(html).toContain(`src="${post.imageUrl}"`);
    const lines = post.content.split(/\r?\n/).filter((line) => line.trim());
    for (const line of lines) expect(html).toContain(`<p>${inHtml(line.trim())}</p>`);
    expect(html).not.toContain('data-testid="blog-post-skeleton"');
  });

  test('an unknown id is redirected to /blog by the server; a malformed one is the empty frame, left to the browser', async ({
    request,
  }) => {
    const unknown = await request.get(ROUTES.blogPost(999999), { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers()['location']).toBe(ROUTES.blog);
    const response = await request.get(ROUTES.blogPost('abc'));
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('data-testid="blog-post-skeleton"');
    expect(html).not.toContain('<article');
  });

  test('the live page takes over: no skeleton ever, no second read of the article, nothing moves, no error', async ({ page, request }) => {
    const [first] = await blogPosts(request);
    const post = await blogPost(request, first!.id);
    const articleReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(API.blogPosts)) articleReads.push(pathname);
    });
    // A skeleton drawn at any moment (the page's chunk still loading, or its data) would replace the server's page.
    const watched = await watchTakeOver(page, '[data-testid="blog-post-skeleton"]');

    await page.goto(ROUTES.blogPost(post.id));
    // Live: the page's effect set the document's title to the article's.
    await expect(page).toHaveTitle(pageTitle(post.title));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await page.waitForLoadState('networkidle');
    await expectTakenOverUnchanged(page, watched);
    expect(articleReads).toEqual([]);
    expect(watched.errors).toEqual([]);
    await expectAccessible(page, 'the article page taken over from the server');
  });
});
