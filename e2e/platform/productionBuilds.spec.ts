import { expect, test } from '@playwright/test';

// packages/webpack-config/common.js (resolveOptions): react-router's package exports name its development
// build for every condition; production bundles take its production build instead. A warning only the
// development build has:
const ROUTER_DEVELOPMENT_WARNING = 'You rendered descendant <Routes>';

test('the JavaScript a first visit downloads carries no development build of react-router', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  await page.goto('/shop');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) expect(script).not.toContain(ROUTER_DEVELOPMENT_WARNING);
});
