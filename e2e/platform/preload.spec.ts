import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';

/** Chromium's own warning for a preload nobody used within a few seconds of the load event. */
const UNUSED_PRELOAD = /was preloaded using link preload but not used/;
const CHROMIUM_UNUSED_PRELOAD_DELAY_MS = 3_000;

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
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
  });
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
  await page.waitForTimeout(CHROMIUM_UNUSED_PRELOAD_DELAY_MS + 1_000);
  expect(warnings).toEqual([]);
});

// packages/webpack-config/fontPreload.js: the text face's small subset is preloaded, so a server-rendered page's text
// is drawn in it from the first paint (drawn in the fallback, then again in Inter by the first render, the chapter
// page's paragraph counted as a second, later largest paint), and the preload is used, not wasted.
test('the shell preloads the text face, which the page uses', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD.test(message.text())) warnings.push(message.text());
  });
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
  await page.waitForTimeout(CHROMIUM_UNUSED_PRELOAD_DELAY_MS + 1_000);
  expect(warnings).toEqual([]);
});
