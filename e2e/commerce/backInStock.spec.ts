import fs from 'node:fs';
import path from 'node:path';
import {
  MARKETING_API,
  MARKETING_MAIL,
  MARKETING_MESSAGES,
  NOTIFY_ME_COPY,
  PAGE_API_MESSAGES,
  ROUTES,
  type AdminRecord,
  type Product,
} from '@kingside/contracts';
import { BACK_OFFICE_API, versionEtag } from '@kingside/contracts/admin';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminToken, signInAsAdmin } from '../admin/adminSession';
import { outboxMailsTo } from '../auth/support';
import { E2E } from '../support/env';
import { productWhere } from './commerce';

/*
 * Back in stock in a real browser (issue 44 point 3; docs/spec.md §2.8, §7.20): a guest asks on a sold-out product's
 * page, confirms the address by the link e-mailed to it (the page it opens, then its button), an administrator
 * restocks the product, and exactly one e-mail says it is back, with its one-click unsubscribe, which the guest then
 * uses. The product is sold out again at the end, as the other journeys expect it.
 */

test.describe.configure({ timeout: 90_000 });

const live = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('kingside:live').length > 0);

/** The path and query of the link in `text` under `apiPath` (the mail's links name PUBLIC_URL). */
function linkIn(text: string, apiPath: string): string {
  const found = new RegExp(`https?://[^\\s/]+(${apiPath.replace(/[/]/g, '\\/')}\\?token=[\\w.%-]+)`).exec(text);
  expect(found, `a ${apiPath} link in:\n${text}`).not.toBeNull();
  return found![1]!;
}

async function mailWithSubject(email: string, subject: string) {
  await expect.poll(() => outboxMailsTo(email).filter((mail) => mail.subject === subject).length, { message: subject }).toBe(1);
  return outboxMailsTo(email).find((mail) => mail.subject === subject)!;
}

/** Sets a product's stock through the back office's api (If-Match: its current version). */
async function setStock(admin: Page, productId: number, stock: number) {
  const auth = { Authorization: `Bearer ${await adminToken(admin)}` };
  const current = (await (
    await admin.request.get(BACK_OFFICE_API.item('products', productId), { headers: auth })
  ).json()) as AdminRecord<'products'>;
  const saved = await admin.request.patch(BACK_OFFICE_API.item('products', productId), {
    headers: { ...auth, 'If-Match': versionEtag(current.version) },
    data: { stock },
  });
  expect(saved.status()).toBe(200);
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsAdmin(page);
  return page;
}

test('a guest confirms by the e-mailed link and gets one e-mail when the product is back, then unsubscribes', async ({ page, browser }) => {
  const product: Product = await productWhere(page.request, (candidate) => !candidate.inStock, 'product out of stock');
  const email = `bis${Date.now().toString(36)}@e2e.example`;

  await page.goto(ROUTES.product(product.id));
  await live(page);
  await expect(page.getByText(PAGE_API_MESSAGES.outOfStock)).toBeVisible();
  const notify = page.getByRole('region', { name: NOTIFY_ME_COPY.heading });
  await notify.getByLabel(NOTIFY_ME_COPY.emailLabel).fill(email);
  await notify.getByRole('button', { name: NOTIFY_ME_COPY.button }).click();
  await expect(notify.getByRole('status')).toHaveText(MARKETING_MESSAGES.confirmationSent);

  // The confirmation: its link opens a page whose button confirms.
  const confirmation = await mailWithSubject(email, MARKETING_MAIL.confirmSubject(product.name));
  await page.goto(linkIn(confirmation.text, MARKETING_API.confirm));
  await expect(page.getByRole('heading', { level: 1, name: MARKETING_MESSAGES.confirmTitle })).toBeVisible();
  await expect(page.getByText(MARKETING_MESSAGES.confirmPrompt(product.name))).toBeVisible();
  await page.getByRole('button', { name: MARKETING_MESSAGES.confirmButton }).click();
  await expect(page.getByText(MARKETING_MESSAGES.confirmed(product.name))).toBeVisible();

  const admin = await adminPage(browser);
  try {
    await setStock(admin, product.id, 3);
    const restocked = await mailWithSubject(email, MARKETING_MAIL.backInStockSubject(product.name));
    expect(restocked.text).toContain(ROUTES.product(product.id));
    // The mail as it went over the wire carries RFC 8058's headers.
    const raw = fs
      .readdirSync(E2E.outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => fs.readFileSync(path.join(E2E.outboxDir, file), 'utf8'))
      .find((eml) => eml.includes(`Subject: ${MARKETING_MAIL.backInStockSubject(product.name)}`) && eml.includes(email))
      // A long header is folded over lines (RFC 5322): unfolded, it reads whole.
      ?.replace(/\r?\n[ \t]+/g, ' ');
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https?:\/\/\S+\/api\/unsubscribe\?token=\S+>\r?$/m);

    // The unsubscribe page, then its button.
    await page.goto(linkIn(restocked.text, MARKETING_API.unsubscribe));
    await expect(page.getByText(MARKETING_MESSAGES.unsubscribePrompt.backInStock)).toBeVisible();
    await page.getByRole('button', { name: MARKETING_MESSAGES.unsubscribeButton }).click();
    await expect(page.getByText(MARKETING_MESSAGES.unsubscribed.backInStock)).toBeVisible();
  } finally {
    await setStock(admin, product.id, 0);
    await admin.context().close();
  }
});
