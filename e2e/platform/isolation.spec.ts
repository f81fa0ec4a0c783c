import path from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { THROWING_BLOG_DIST } from '../support/fixtures';

async function expectFrameIntact(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

async function expectBlogUnavailable(page: Page) {
  const notice = page.getByTestId('section-unavailable-blog');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('heading', { name: 'Blog is unavailable right now' })).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
}

/** After a Retry with the remote back, the real blog renders (its list route asks for blog posts). */
async function retryAndExpectBlogBack(page: Page) {
  const postsRequested = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/blog-posts'));
  await page.getByTestId('section-unavailable-blog').getByRole('button', { name: 'Retry' }).click();
  await postsRequested;
  await expect(page.getByTestId('section-unavailable-blog')).toHaveCount(0);
}

test.describe('a failing remote takes down only its own section', () => {
  test('a remote that cannot be fetched', async ({ page }) => {
    let down = true;
    await page.route('**/remotes/blog/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
    await page.goto('/blog');
    await expectBlogUnavailable(page);
    await expectFrameIntact(page);

    // Every other route keeps working, in the same page.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
    await expect(page.getByTestId('section-unavailable-shop')).toHaveCount(0);

    // The remote comes back: Retry really fetches it again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expectBlogUnavailable(page);
    down = false;
    await retryAndExpectBlogBack(page);
  });

  test('a remote whose entry fails to evaluate', async ({ page }) => {
    let broken = true;
    await page.route('**/remotes/blog/remoteEntry.js*', (route: Route) =>
      broken
        ? route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("corrupted deployment");' })
        : route.continue(),
    );
    await page.goto('/blog');
    await expectBlogUnavailable(page);
    await expectFrameIntact(page);
    broken = false;
    await retryAndExpectBlogBack(page);
  });

  test('a remote that throws while rendering', async ({ page }) => {
    let throwing = true;
    // Serve a stand-in build of mfe_blog whose section throws during render.
    await page.route('**/remotes/blog/**', (route: Route) => {
      if (!throwing) return route.continue();
      const file = new URL(route.request().url()).pathname.replace(/^\/remotes\/blog\//, '');
      return route.fulfill({ path: path.join(THROWING_BLOG_DIST, file) });
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/blog');
    await expectBlogUnavailable(page);
    await expectFrameIntact(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Master the Game of Kings' })).toBeVisible();
    throwing = false;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expectBlogUnavailable(page);
    await retryAndExpectBlogBack(page);
  });
});

test('a remote that answers too slowly gives way to Retry, and the rest of the site works meanwhile', async ({ page }) => {
  test.setTimeout(45_000);
  // The blog's entry answers only when the test lets it: slower than the shell waits (REMOTE_LOAD_TIMEOUT_MS,
  // shell/src/federation/remotes.ts) however long that is, without a sleep of the test's own. The requests held
  // are let through once the test has seen the section give way; the wait for that is the shell's own bound.
  let slow = true;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const held: string[] = [];
  await page.route('**/remotes/blog/remoteEntry.js*', async (route: Route) => {
    if (slow) {
      held.push(route.request().url());
      await answered;
    }
    await route.continue().catch(() => undefined);
  });
  // Not to the load event: the page inserted the entry's script before it, so the load event waits for the entry too.
  await page.goto('/blog', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // While the blog hangs, another section opens at once.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByTestId('section-unavailable-blog')).toBeVisible({ timeout: 15_000 });
  expect(held.length, 'the notice came while the entry was held').toBeGreaterThan(0);
  slow = false;
  answer();
  await retryAndExpectBlogBack(page);
});
