import { ROUTES } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';

// packages/webpack-config/paintFirst.js: the shell's start-up (main.js) is fetched at once but run only
// after the pre-rendered page has painted.
type Window = { mainAddedAt?: number };

test('main.js is added only after the first contentful paint and the load event, and the page goes live', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector('script[src^="/main.js"]')) {
        (window as Window).mainAddedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  const { paintedAt, loadedAt, mainAddedAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart,
    mainAddedAt: (window as Window).mainAddedAt,
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(mainAddedAt).toBeGreaterThan(paintedAt!);
  // And after the load event: the pictures are drawn before the start-up takes the main thread.
  expect(mainAddedAt).toBeGreaterThan(loadedAt!);
  // Fetched from the start, though: the HTML preloads it.
  await expect(page.locator('head link[rel="preload"][href^="/main.js"]')).toHaveCount(1);
});

/** Whether main.js was already in the page when the document finished parsing (DOMContentLoaded). */
async function mainAddedByDomContentLoaded(page: Page) {
  return page.evaluate(() => (window as { mainAtDomContentLoaded?: boolean }).mainAtDomContentLoaded);
}
const recordMainAtDomContentLoaded = () => {
  document.addEventListener('DOMContentLoaded', () => {
    (window as { mainAtDomContentLoaded?: boolean }).mainAtDomContentLoaded = document.querySelector('script[src^="/main.js"]') !== null;
  });
};

test('a page opened in a background tab (nothing painted) starts at once, without waiting for a paint', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
  });
  await page.addInitScript(recordMainAtDomContentLoaded);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await mainAddedByDomContentLoaded(page)).toBe(true);
});

test('a page with nothing pre-rendered (sign-in) starts at once', async ({ page }) => {
  await page.addInitScript(recordMainAtDomContentLoaded);
  await page.goto(ROUTES.auth);
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect(await mainAddedByDomContentLoaded(page)).toBe(true);
});
