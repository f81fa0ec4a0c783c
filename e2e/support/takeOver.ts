import { expect, type Page } from '@playwright/test';

/** Text as React writes it into HTML: what a server-rendered page's HTML holds for `text`. */
export const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/**
 * Watches a page the server rendered while the browser takes it over (docs/architecture.md §10.3), from before its
 * first byte: call before `page.goto`. `placeholders()` counts the elements matching `placeholder` added at any moment
 * (a skeleton drawn while a section, a page's chunk or its data loads would replace the server's page), `shifted()` the
 * layout shift not caused by input (CLS's sum), and `errors` collects the console's errors and uncaught exceptions.
 */
export async function watchTakeOver(page: Page, placeholder: string) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((selector) => {
    const w = window as unknown as { shifted: number; placeholders: number };
    w.shifted = 0;
    w.placeholders = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.addedNodes)) {
          if (node instanceof Element && (node.matches(selector) || node.querySelector(selector))) w.placeholders += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, placeholder);
  return {
    errors,
    placeholders: () => page.evaluate(() => (window as unknown as { placeholders: number }).placeholders),
    shifted: () => page.evaluate(() => (window as unknown as { shifted: number }).shifted),
  };
}

/**
 * The browser took over the server's page without a visible change: Emotion moved the server's rules into <head>, no
 * placeholder was drawn at any moment, and the layout did not move. The limit is not 0: the web fonts' swap can nudge a
 * line or a button by a pixel (the fallback faces match the fonts' metrics, not each string's width), ~0.00003, far
 * below a visible jump.
 */
export async function expectTakenOverUnchanged(page: Page, watched: Awaited<ReturnType<typeof watchTakeOver>>) {
  expect(await page.locator('main style').count()).toBe(0);
  expect(await watched.placeholders()).toBe(0);
  expect(await watched.shifted()).toBeLessThan(0.001);
}
