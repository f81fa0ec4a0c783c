import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { BUILT_IN_VERSION, ROUTES } from '@kingside/contracts';
import { DEPLOYMENT_API, DEPLOYMENT_MESSAGES, type RemoteDeployment } from '@kingside/contracts/deployments';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { E2E } from '../support/env';
import { FIRST_PAINT, signInAsAdmin } from './adminSession';

/*
 * A team ships its section live (issue 20, docs/architecture.md §11): mfe-shop published as a second version whose
 * pages show a build label, activated, rolled back, broken (the browser falls back to the previous version and the
 * failure is counted) and sent to half of the browsers, all with the one running server and no restart; then the
 * Deployments screen rolls it back and makes it live again. In the
 * back-office project: it changes what every visitor of the shop is served, so it runs after the others, alone,
 * and leaves the built-in version live.
 */

const MARKED = 'e2e-marked';
const BROKEN = 'e2e-broken';
const LABEL = 'E2E marker';
const marker = (page: Page) => page.getByText(`Build: ${LABEL}`, { exact: true });
const root = path.resolve(__dirname, '../..');
const deployHeaders = { Authorization: `Bearer ${E2E.deployToken}` };

async function deploy(request: APIRequestContext, url: string, data: object): Promise<RemoteDeployment> {
  const response = await request.post(url, { headers: deployHeaders, data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as RemoteDeployment;
}

async function shopDeployment(request: APIRequestContext): Promise<RemoteDeployment> {
  const response = await request.get(DEPLOYMENT_API.remote('shop'), { headers: deployHeaders });
  expect(response.status()).toBe(200);
  return (await response.json()) as RemoteDeployment;
}

/** The shop as a new visitor sees it once the live page has taken over. */
async function openShop(page: Page) {
  await page.goto(ROUTES.shop);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled({ timeout: 15_000 });
}

async function freshVisitorSeesMarker(browser: Browser): Promise<boolean> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await openShop(page);
    const marked = (await marker(page).count()) > 0;
    // The same browser keeps its version.
    await openShop(page);
    await expect(marker(page)).toHaveCount(marked ? 1 : 0);
    return marked;
  } finally {
    await context.close();
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The team's own command, as a team runs it: a production build of mfe-shop with a label, copied into the
  // server's store and registered with the deploy token.
  test.setTimeout(240_000);
  await promisify(execFile)(
    'npm',
    ['run', 'publish:remote', '-w', 'mfe-shop', '--', '--version', MARKED, '--label', LABEL, '--api', E2E.baseUrl],
    { cwd: root, env: { ...process.env, DEPLOY_TOKEN: E2E.deployToken, REMOTES_DIR: E2E.remotesDir }, timeout: 220_000 },
  );
});

test.afterAll(async ({ playwright }) => {
  // Whatever happened above, the shop is the built-in version again for anything that runs after.
  const request = await playwright.request.newContext({ baseURL: E2E.baseUrl });
  await request.post(DEPLOYMENT_API.canary('shop'), { headers: deployHeaders, data: { percent: 0 } });
  await request.post(DEPLOYMENT_API.activate('shop'), { headers: deployHeaders, data: { version: BUILT_IN_VERSION } });
  await request.dispose();
});

test('activate shows the new version on the next page load, and rollback takes it away, with no restart', async ({ page, request }) => {
  await openShop(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(marker(page)).toHaveCount(0);

  const live = await deploy(request, DEPLOYMENT_API.activate('shop'), { version: MARKED });
  expect(live).toMatchObject({ active: MARKED, previous: BUILT_IN_VERSION });
  await openShop(page);
  await expect(marker(page)).toBeVisible();
  // Rendered on the server by the published version's own server bundle, not only in the browser.
  const html = await (await request.get(ROUTES.shop)).text();
  expect(html.includes(`Build: ${LABEL}`), 'the label in the HTML the server sends').toBe(true);

  const back = await deploy(request, DEPLOYMENT_API.rollback('shop'), {});
  expect(back.active).toBe(BUILT_IN_VERSION);
  await openShop(page);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(marker(page)).toHaveCount(0);
});

test('a version whose remote entry is missing falls back to the previous version in the browser, and the failure is counted', async ({
  page,
  request,
}) => {
  // A copy of the published version without its remote entry: its manifest passes the contract check, but no
  // browser can load it.
  const published = path.join(E2E.remotesDir, 'shop', MARKED);
  const broken = path.join(E2E.remotesDir, 'shop', BROKEN);
  fs.rmSync(broken, { recursive: true, force: true });
  fs.mkdirSync(broken, { recursive: true });
  fs.copyFileSync(path.join(published, 'mf-manifest.json'), path.join(broken, 'mf-manifest.json'));
  const registered = await request.post(DEPLOYMENT_API.versions('shop'), { headers: deployHeaders, data: { version: BROKEN } });
  expect(registered.status(), await registered.text()).toBe(201);

  await deploy(request, DEPLOYMENT_API.activate('shop'), { version: MARKED });
  expect(await deploy(request, DEPLOYMENT_API.activate('shop'), { version: BROKEN })).toMatchObject({ active: BROKEN, previous: MARKED });

  const entryMissing = page.waitForResponse((r) => r.url().includes(`/remotes/shop/${BROKEN}/remoteEntry`) && r.status() === 404);
  const reported = page.waitForRequest((r) => r.url().endsWith(DEPLOYMENT_API.failures) && r.method() === 'POST');
  await page.goto(ROUTES.shop);
  await entryMissing;
  expect((await reported).postDataJSON()).toEqual({ remote: 'shop', version: BROKEN, phase: 'load' });
  // The previous version, with its label, and no "unavailable".
  await expect(marker(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('section-unavailable-shop')).toHaveCount(0);

  await expect.poll(async () => (await shopDeployment(request)).failuresLastHour[BROKEN] ?? 0).toBeGreaterThanOrEqual(1);

  await deploy(request, DEPLOYMENT_API.rollback('shop'), {});
  expect((await shopDeployment(request)).active).toBe(MARKED);
});

test('a 50 % canary: fresh browsers see both versions, and each keeps its own', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await deploy(request, DEPLOYMENT_API.activate('shop'), { version: BUILT_IN_VERSION });
  expect(await deploy(request, DEPLOYMENT_API.canary('shop'), { version: MARKED, percent: 50 })).toMatchObject({
    active: BUILT_IN_VERSION,
    canary: { version: MARKED, percent: 50 },
  });
  const seen: boolean[] = [];
  // Sixteen browsers: the chance that a fair split puts them all on one side is 2 in 65,536.
  for (let n = 0; n < 16; n++) seen.push(await freshVisitorSeesMarker(browser));
  expect(seen).toContain(true);
  expect(seen).toContain(false);

  // Promoted: everyone gets it.
  expect(await deploy(request, DEPLOYMENT_API.promote('shop'), {})).toMatchObject({ active: MARKED, canary: null });
  expect(await freshVisitorSeesMarker(browser)).toBe(true);
});

test('the Deployments screen rolls the shop back and makes a version live, each after a question', async ({ browser, page }) => {
  test.setTimeout(90_000);
  // Where the canary journey left it: the marked version live for everyone, the built-in one before it.
  await signInAsAdmin(page);
  await page.goto(ROUTES.adminDeployments);
  const shop = page.getByRole('region', { name: 'Shop', exact: true });
  await expect(shop.getByRole('table', { name: 'Versions of Shop' })).toBeVisible(FIRST_PAINT);
  await expect(shop).toContainText(`Live${MARKED}`);

  await shop.getByRole('button', { name: 'Roll back Shop' }).click();
  const question = page.getByRole('dialog', { name: 'Roll Shop back to built-in (built with the site)?' });
  await question.getByRole('button', { name: 'Roll back' }).click();
  await expect(page.getByTestId('toast')).toContainText(DEPLOYMENT_MESSAGES.rolledBack('Shop', 'built-in (built with the site)'));
  expect(await freshVisitorSeesMarker(browser)).toBe(false);

  await shop.getByRole('button', { name: `Activate Shop ${MARKED}` }).click();
  await page
    .getByRole('dialog', { name: `Make Shop ${MARKED} live for every visitor?` })
    .getByRole('button', { name: 'Make live' })
    .click();
  await expect(page.getByTestId('toast')).toContainText(DEPLOYMENT_MESSAGES.activated('Shop', MARKED));
  await expect(shop).toContainText(`Live${MARKED}`);
  expect(await freshVisitorSeesMarker(browser)).toBe(true);
});
