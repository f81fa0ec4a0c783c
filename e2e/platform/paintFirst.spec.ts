import { expect, test } from '@playwright/test';

// packages/webpack-config/paintFirst.js: the shell's start-up (main.js) is fetched at once but run only
// after the pre-rendered page has painted.
type Window = { mainAddedAt?: number };

test('main.js is added only after the first contentful paint, and the page goes live', async ({ page }) => {
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
  const { paintedAt, mainAddedAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    mainAddedAt: (window as Window).mainAddedAt,
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(mainAddedAt).toBeGreaterThan(paintedAt!);
  // Fetched from the start, though: the HTML preloads it.
  await expect(page.locator('head link[rel="preload"][href^="/main.js"]')).toHaveCount(1);
});

test('a page opened in a background tab (no frames drawn) starts without waiting for one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    // A hidden tab gets no animation frames: the loader must not wait for one.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
});
