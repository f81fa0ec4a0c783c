import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';

declare global {
  interface Window {
    /** webpack's chunk-loading array of the shell: each loaded chunk pushes [[its ids], its modules] */
    webpackChunkshell?: [(string | number)[], unknown][];
  }
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
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const preloaded = await page
    .locator('head link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded.length, 'start-up chunks are preloaded').toBeGreaterThan(0);

  // Each preloaded chunk really ran (a preload nobody uses is wasted bandwidth and a console warning).
  const installed = await page.evaluate(() => (window.webpackChunkshell ?? []).flatMap(([ids]) => ids.map(String)));
  for (const file of preloaded) {
    const chunkId = /^\/([^./]+)\./.exec(file)?.[1];
    expect(installed, `${file} was evaluated`).toContain(chunkId);
  }
  // And nothing the start-up needed was left to be found late: every chunk of the shell's own on / was
  // preloaded (main.js aside, which the HTML loads itself).
  expect([...shellScripts].filter((file) => file !== '/main.js').sort()).toEqual([...preloaded].sort());
});
