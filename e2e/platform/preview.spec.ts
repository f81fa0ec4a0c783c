import fs from 'node:fs';
import path from 'node:path';
import { BUILT_IN_VERSION, ROUTES, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@kingside/contracts';
import { DEPLOYMENT_API, DEPLOYMENT_MESSAGES } from '@kingside/contracts/deployments';
import { expect, test, type Page } from '@playwright/test';
import { FIRST_PAINT, signInAsAdmin } from '../admin/adminSession';
import { E2E } from '../support/env';

/*
 * A preview link (issue 45, docs/spec.md §2.28, §7.13): an administrator gives a version of the shop a link on the
 * Deployments screen; the browser that opens it gets that version, drawn and loaded, with the bar, and a second browser
 * keeps the live one; Exit preview ends it, back on the page shown. The version is a copy of the shop's own build in the server's store (no
 * build here: the registry's own journey, admin/backOfficeDeployments.spec.ts, publishes one), and nothing goes live.
 */

const VERSION = 'e2e-preview';
const root = path.resolve(__dirname, '../..');
const bar = (page: Page) => page.getByRole('region', { name: 'Preview' });

/** The versions the page's runtime configuration names, as the server wrote them. */
async function versionsOf(page: Page): Promise<RuntimeConfig['versions']> {
  const json = await page.locator(`#${RUNTIME_CONFIG_ELEMENT_ID}`).textContent();
  return (JSON.parse(json ?? '{}') as RuntimeConfig).versions;
}

/** The shop as a visitor sees it once the live page has taken over. */
async function openShop(page: Page) {
  await page.goto(ROUTES.shop);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled(FIRST_PAINT);
}

test.beforeAll(async ({ request }) => {
  // The store's layout (docs/deployment.md, "Publishing a remote version"): the browser files, and the server bundle in .server/.
  const dir = path.join(E2E.remotesDir, 'shop', VERSION);
  fs.cpSync(path.join(root, 'mfe-shop', 'dist'), dir, { recursive: true });
  fs.cpSync(path.join(root, 'mfe-shop', 'dist-server'), path.join(dir, '.server'), { recursive: true });
  const registered = await request.post(DEPLOYMENT_API.versions('shop'), {
    headers: { Authorization: `Bearer ${E2E.deployToken}` },
    data: { version: VERSION },
  });
  expect([200, 201], await registered.text()).toContain(registered.status());
});

test('a preview link shows one browser the version, with the bar, and no other browser; Exit preview ends it', async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  await page.goto(ROUTES.adminDeployments);
  const shop = page.getByRole('region', { name: 'Shop' });
  await shop.getByRole('button', { name: `Preview link Shop ${VERSION}` }).click(FIRST_PAINT);
  const dialog = page.getByRole('dialog', { name: `Preview link for Shop ${VERSION}` });
  const field = dialog.getByLabel('Preview link');
  await expect(field).toHaveValue(new RegExp(`^${E2E.baseUrl}${DEPLOYMENT_API.previewOpen}\\?t=`));
  const link = await field.inputValue();
  await expect(dialog.getByRole('link', { name: 'Open preview' })).toHaveAttribute('href', link);

  const previewing = await browser.newContext();
  const other = await browser.newContext();
  try {
    const preview = await previewing.newPage();
    const entry = preview.waitForRequest((request) => request.url().includes(`/remotes/shop/${VERSION}/`));
    await preview.goto(link);
    // Opened: the shop, from the previewed version's files, with the bar first on the page.
    await expect(preview).toHaveURL(ROUTES.shop);
    await expect(bar(preview)).toContainText(DEPLOYMENT_MESSAGES.previewBar('shop', VERSION));
    await entry;
    expect((await versionsOf(preview))?.shop).toBe(VERSION);
    await expect(preview.getByRole('button', { name: 'Search', exact: true })).toBeEnabled(FIRST_PAINT);
    // Moving on inside the live page (no new document): the bar stays, and Exit preview will come back to the page shown.
    await preview.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
    await preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(preview).toHaveURL(ROUTES.blog);
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible(FIRST_PAINT);
    await expect(preview.locator('html[data-same-document]')).toHaveCount(1);
    await expect(bar(preview)).toBeVisible();
    await expect(bar(preview).locator('input[name="back"]')).toHaveValue(ROUTES.blog);

    // A second browser gets what everyone gets.
    const visitor = await other.newPage();
    await openShop(visitor);
    expect((await versionsOf(visitor))?.shop).toBe(BUILT_IN_VERSION);
    await expect(bar(visitor)).toHaveCount(0);

    // Exit preview, a real button: back to the page it was on, as everyone gets it.
    await bar(preview).getByRole('button', { name: DEPLOYMENT_MESSAGES.exitPreview }).click();
    await expect(preview).toHaveURL(ROUTES.blog);
    await expect(bar(preview)).toHaveCount(0);
    await openShop(preview);
    expect((await versionsOf(preview))?.shop).toBe(BUILT_IN_VERSION);
    await expect(bar(preview)).toHaveCount(0);
  } finally {
    await previewing.close();
    await other.close();
  }
});
