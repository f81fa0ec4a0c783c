import { ACADEMY_NAME, API, BLOG_CATEGORIES, PLACEHOLDER_COUNTS, ROUTES, pageTitle } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { isListRead } from '../support/listReads';
import { openInApp } from '../support/openInApp';
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
    await page.goto(ROUTES.blogPost(post.id));
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
