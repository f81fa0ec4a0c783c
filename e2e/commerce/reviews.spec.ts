import { API, orderTotals, ORDER_API, REVIEW_API, ROUTES, STORAGE_KEYS, type OrderResponse } from '@kingside/contracts';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminToken, FIRST_PAINT, signInAsAdmin } from '../admin/adminSession';
import { expectToast, signInAsMember, verifiedMember, type Member } from '../auth/support';
import { expectAccessible } from '../support/axe';
import { inStockProducts } from './commerce';

/*
 * Verified reviews in a real browser (issue 44 point 2; docs/spec.md §2.8, §2.33, §7.16): a member's order of a product
 * is shipped, the member rates it from the product page's form, the review is in the page's first HTML and its JSON-LD
 * Product, and an administrator hides it from the back office's Reviews screen, after which it is in neither.
 */

test.describe.configure({ timeout: 90_000 });

// The strings of the shop's reviews (mfe-shop/src/reviews/reviewsCopy.ts) and the admin's Reviews screen
// (mfe-admin/src/reviews/copy.ts): outside the e2e project's TypeScript root, so written here.
const SHOP = {
  form: 'Write a review',
  fiveStars: '5 stars',
  text: 'Your review',
  post: 'Post review',
  posted: 'Thank you for your review',
  shown: 'It is shown on this page.',
  hiddenNotice: 'Our moderators have hidden your review: it is not shown on this page.',
} as const;
const ADMIN = { search: 'Search reviews', hide: 'Hide', confirmHide: 'Hide this review?', hidden: 'Review hidden' } as const;

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** An order of one unit of the product, placed through the api with the member's token (so it is theirs). */
async function memberOrder(page: Page, member: Member, product: { id: number; price: number }): Promise<OrderResponse> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  expect(token).toBeTruthy();
  const items = [{ productId: product.id, quantity: 1, price: product.price }];
  const answer = await page.request.post(API.orders, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      customerName: `${member.firstName} ${member.lastName}`,
      customerEmail: member.email,
      customerAddress: '12 Analytical Row, London',
      totalAmount: orderTotals(items).total,
      items,
      status: 'pending',
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as OrderResponse;
}

/** The page's schema.org Product, as the server wrote it into the first HTML. */
function productJsonLd(html: string): Record<string, unknown> {
  const objects = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const product = objects.find((object) => object['@type'] === 'Product');
  expect(product).toBeTruthy();
  return product!;
}

test('a review written after shipping is on the product page, server-drawn and in its JSON-LD, until an administrator hides it', async ({
  page,
  browser,
}) => {
  const member = await verifiedMember(page, 'review');
  await signInAsMember(page, member);
  const [product] = await inStockProducts(page.request, 1);
  const order = await memberOrder(page, member, product!);
  const productPath = ROUTES.product(product!.id);
  const text = `Solid pieces and a quiet felt base (${member.username}).`;

  // Not received yet: no form, and the reason.
  await page.goto(productPath);
  await expect(page.getByText('You can review a product once an order of yours with it has shipped.')).toBeVisible();
  await expect(page.getByRole('form', { name: SHOP.form })).toHaveCount(0);

  // The administrator marks the order paid, then shipped (the admin api, as the Orders screen does).
  const admin = await adminPage(browser);
  const auth = { Authorization: `Bearer ${await adminToken(admin)}` };
  for (const status of ['paid', 'shipped']) {
    const changed = await admin.request.post(ORDER_API.adminStatus(order.id), { headers: auth, data: { status } });
    expect(changed.status()).toBe(200);
  }

  // Shipped: the member rates it from the keyboard and writes a few words.
  await page.reload();
  const form = page.getByRole('form', { name: SHOP.form });
  await expect(form).toBeVisible();
  const five = form.getByRole('radio', { name: SHOP.fiveStars });
  await five.focus();
  await page.keyboard.press('Space');
  await expect(five).toBeChecked();
  await form.getByRole('textbox', { name: SHOP.text }).fill(text);
  await expectAccessible(page, `${productPath}, the review form`);
  const [posted] = await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === REVIEW_API.mine(product!.id),
    ),
    form.getByRole('button', { name: SHOP.post }).click(),
  ]);
  expect(posted.status()).toBe(201);
  await expectToast(page, SHOP.posted, SHOP.shown);
  await expect(page.getByTestId('my-review')).toContainText(text);
  await expect(page.getByTestId('review').filter({ hasText: text })).toHaveCount(1);

  // A visitor's first HTML: the review drawn by the server, and the Product's aggregateRating and review.
  const html = await (await page.request.get(productPath)).text();
  expect(html).toContain(text);
  const ld = productJsonLd(html);
  expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
  expect((ld.aggregateRating as { reviewCount: number }).reviewCount).toBeGreaterThanOrEqual(1);
  expect(ld.review).toEqual(
    expect.arrayContaining([expect.objectContaining({ reviewBody: text, reviewRating: expect.objectContaining({ ratingValue: 5 }) })]),
  );

  // The administrator hides it from the Reviews screen.
  await admin.goto(ROUTES.adminReviews);
  await admin.getByRole('searchbox', { name: ADMIN.search }).fill(member.username);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const row = admin.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1, FIRST_PAINT);
  await row.getByRole('button', { name: ADMIN.hide }).click();
  const dialog = admin.getByRole('dialog', { name: ADMIN.confirmHide });
  await dialog.getByRole('button', { name: ADMIN.hide }).click();
  await expectToast(admin, ADMIN.hidden);
  await expect(row).toContainText('Hidden');
  await expectAccessible(admin, ROUTES.adminReviews);

  // Hidden: in no page and no JSON-LD; its author is told.
  const after = await (await page.request.get(productPath)).text();
  expect(after).not.toContain(text);
  expect(JSON.stringify(productJsonLd(after))).not.toContain(text);
  await page.reload();
  await expect(page.getByTestId('my-review')).toContainText(SHOP.hiddenNotice);
  await expect(page.getByTestId('review').filter({ hasText: text })).toHaveCount(0);
});
