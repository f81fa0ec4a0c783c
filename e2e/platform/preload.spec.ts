import { expect, test, type Page } from '@playwright/test';
import { E2E } from '../support/env';

/** Chromium's own warning for a preload nobody used within a few seconds of the load event. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used/;
/**
 * When Chromium gives it: one timer of 3 s, started at the load event (kUnusedPreloadTimeout in Blink's
 * ResourceFetcher). The warning reached the test 3.9 s after the load event on this project's 2-core machine.
 */
const CHROMIUM_UNUSED_PRELOAD_DELAY_MS = 3_000;
/** A preload the test adds and nobody uses, so Chromium warns about it: a readiness probe, same origin, 200, no effect. */
const SENTINEL = '/api/ready?unused-preload-sentinel';

/**
 * Chromium's unused-preload warnings, and a way to know they have all come. Chromium gives them
 * CHROMIUM_UNUSED_PRELOAD_DELAY_MS or so after the load event, every one in the same task
 * (ResourceFetcher::WarnUnusedPreloads loops over all the document's preloads): the delay is Chromium's, not
 * something the test can shorten. Instead of sleeping past it (the 4 s sleep after the checks this replaces ended
 * about 0.1 s after the warnings came, and on a busier machine could end before them, the test passing for
 * nothing), the page gets one preload of its own that nobody uses, added before the load event (at
 * DOMContentLoaded): once Chromium's warning about that one has come, the timer has fired, and any warning about
 * the page's own preloads came in the same task. It also proves the check works: were Chromium to stop giving the
 * warning, or word it differently, the wait fails instead of an empty list passing for nothing.
 */
async function watchUnusedPreloads(page: Page) {
  await page.addInitScript((href) => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    });
  }, SENTINEL);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
  });
  const isSentinel = (warning: string) => warning.includes(`${E2E.baseUrl}${SENTINEL} `);
  return {
    /** The warnings about the page's own preloads, once Chromium has given them all (none, when every preload was used). */
    async pageOwn(): Promise<string[]> {
      // Looked at every 50 ms, so it ends within 50 ms of the warning; bounded well past Chromium's delay, for a loaded machine.
      await expect
        .poll(() => warnings.some(isSentinel), {
          message: 'Chromium warns about the unused sentinel preload',
          intervals: [50],
          timeout: CHROMIUM_UNUSED_PRELOAD_DELAY_MS + 12_000,
        })
        .toBe(true);
      // The warnings of that task may have reached the test in any order: a round trip to the page, answered after
      // that task, brings in any still on the way.
      await page.evaluate(() => undefined);
      return warnings.filter((warning) => !isSentinel(warning));
    },
  };
}

// packages/webpack-config/startupPreload.js: the shell's HTML preloads the chunks its start-up runs, so the
// browser fetches them alongside main.js instead of discovering them one round trip at a time.
test('the shell preloads exactly the chunks its start-up runs on /', async ({ page }) => {
  const shellScripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === E2E.baseUrl && !url.pathname.startsWith('/remotes/')) {
      shellScripts.add(url.pathname);
    }
  });
  const unusedPreloads = await watchUnusedPreloads(page);
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length, 'start-up chunks are preloaded').toBeGreaterThan(0);

  // Nothing the start-up needed was left to be found late: every script of the shell's own on / that the HTML does
  // not name itself was preloaded, Home's own chunk included. The HTML names two: the early-input script
  // (packages/webpack-config/earlyInput.js) and main.js, a deferred script.
  expect([...shellScripts].filter((file) => !/^\/(early-input\.[0-9a-f]{8}|main)\.js$/.test(file)).sort()).toEqual([...preloaded].sort());
  expect(preloaded.some((file) => /^\/home\.[0-9a-f]{8}\.js$/.test(file))).toBe(true);
  // And each preload was used (an unused one is wasted bandwidth): Chromium says so a few seconds after load.
  expect(await unusedPreloads.pageOwn()).toEqual([]);
});

// packages/webpack-config/fontPreload.js: the text face's small subset is preloaded, so a server-rendered page's text
// is drawn in it from the first paint (drawn in the fallback, then again in Inter by the first render, the chapter
// page's paragraph counted as a second, later largest paint), and the preload is used, not wasted.
test('the shell preloads the text face, which the page uses', async ({ page }) => {
  const unusedPreloads = await watchUnusedPreloads(page);
  await page.goto('/shop', { waitUntil: 'load' });
  const fonts = await page
    .locator('head link[rel="preload"][as="font"]')
    .evaluateAll((links) =>
      links.map((link) => ({ href: new URL((link as HTMLLinkElement).href).pathname, mode: (link as HTMLLinkElement).crossOrigin })),
    );
  expect(fonts).toEqual([
    { href: expect.stringMatching(/^\/assets\/inter-400-basic\.[0-9a-f]{8}\.woff2$/) as unknown as string, mode: 'anonymous' },
  ]);
  // Inter's regular face is loaded (packages/ui/src/fonts.ts declares it for weights 100 to 500). Read once, right
  // after the load event, it was not yet 'loaded' in a CI run under load, so the check waits for it: it fails only
  // when the page never loads the face.
  await expect
    .poll(() =>
      page.evaluate(() => {
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/["']/g, '') === 'Inter' && face.weight === '100 500' && face.status === 'loaded') loaded = true;
        });
        return loaded;
      }),
    )
    .toBe(true);
  expect(await unusedPreloads.pageOwn()).toEqual([]);
});
