import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';

test('a remote moved to another origin is found through the runtime configuration, with no rebuild', async ({ page }) => {
  const learnRequests: string[] = [];
  page.on('request', (request) => {
    if (/mfe[-_]learn|\/remotes\/learn\/|__federation_expose/.test(request.url()) || request.url().startsWith(E2E.relocatedLearnUrl)) {
      learnRequests.push(request.url());
    }
  });
  await page.goto('/learn');
  // The section has really rendered (its filter group comes from mfe-learn), so everything it needed has
  // been requested; polling as well, since a request event may be reported after the render it served.
  await expect(page.getByRole('group', { name: 'Filter lessons by level' })).toBeVisible();
  await expect(page.getByTestId('section-unavailable-learn')).toHaveCount(0);
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    await expect.poll(() => learnRequests.some((url) => url.startsWith(`${E2E.relocatedLearnUrl}${file}`)), file).toBe(true);
  }
  // Nothing of mfe-learn comes from the shell's own origin.
  expect(learnRequests.filter((url) => url.startsWith(`${E2E.baseUrl}/remotes/learn/`))).toEqual([]);
  // The configuration is data in the page, not a rebuilt bundle.
  const config = await page.locator('#kingside-runtime-config').textContent();
  expect(JSON.parse(config ?? '{}').remotes.learn).toBe(E2E.relocatedLearnUrl);
});
