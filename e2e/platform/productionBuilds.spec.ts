import { expect, test, type Page } from '@playwright/test';

/** The scripts a first visit to /shop downloads, once the page is live and the network is quiet. */
async function firstVisitScripts(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/shop');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  return scripts;
}

// packages/webpack-config/common.js (resolveOptions): react-router's package exports name its development
// build for every condition; production bundles take its production build instead. A warning only the
// development build has:
const ROUTER_DEVELOPMENT_WARNING = 'You rendered descendant <Routes>';

test('the JavaScript a first visit downloads carries no development build of react-router', async ({ page }) => {
  for (const script of await firstVisitScripts(page)) expect(script).not.toContain(ROUTER_DEVELOPMENT_WARNING);
});

// packages/webpack-config/browser.js (FEDERATION_RUNTIME_ESM): the federation runtime's packages ship a CommonJS and an
// ES module build, and the shell once bundled both. A hook name only runtime-core's core module spells out:
const RUNTIME_CORE_MARK = '"beforeInitContainer"';

test('the federation runtime is downloaded once: one copy of runtime-core in the scripts of a first visit', async ({ page }) => {
  const scripts = await firstVisitScripts(page);
  const copies = scripts.reduce((sum, script) => sum + script.split(RUNTIME_CORE_MARK).length - 1, 0);
  expect(copies).toBe(1);
});
