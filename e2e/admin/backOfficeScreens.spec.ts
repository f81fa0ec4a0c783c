import { API, orderTotals, ROUTES, STORAGE_KEYS, type AdminUser, type OrderResponse } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../commerce/commerce';
import { expectAccessible } from '../support/axe';
import { FIRST_PAINT, signInAsAdmin } from './adminSession';

/*
 * Every back-office screen in a real browser, checked by axe (WCAG 2.1 A and AA): the lists, the forms, an
 * order and a user, the settings' tabs, and a confirmation dialog open. Runs in the back-office project
 * (after every other journey, alone): it places an order of its own.
 */
test.describe.configure({ timeout: 90_000 });

/** A guest order of one in-stock product, placed through the api as the checkout places it. */
async function placeGuestOrder(page: Page): Promise<OrderResponse> {
  const [product] = await inStockProducts(page.request, 1);
  const lines = [{ productId: product!.id, quantity: 1, price: product!.price }];
  const { total } = orderTotals(lines.map((line) => ({ price: line.price, quantity: line.quantity })));
  const answer = await page.request.post(API.orders, {
    data: {
      customerName: 'Axe Checker',
      customerEmail: 'axe@e2e.example',
      customerAddress: '1 Audit Lane, Testville',
      totalAmount: total,
      items: lines,
      status: 'pending',
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as OrderResponse;
}

async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectAccessible(page, path);
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_PAINT);
};

test('every back-office screen passes axe, dialogs included', async ({ page }) => {
  const order = await placeGuestOrder(page);
  await signInAsAdmin(page);
  const admin = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as AdminUser, STORAGE_KEYS.adminUser);

  await visit(page, ROUTES.adminDashboard, async () => {
    await expect(page.getByRole('region', { name: 'Figures' })).toContainText(/Orders Today\d+/, FIRST_PAINT);
  });
  await visit(page, ROUTES.adminProducts, async () => {
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('link').first()).toBeVisible(FIRST_PAINT);
  });
  await visit(page, `${ROUTES.adminProducts}/new`, heading('New product'));
  const firstProduct = page.getByRole('table', { name: 'Products' });
  await page.goto(ROUTES.adminProducts);
  await firstProduct.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible(FIRST_PAINT);
  await expectAccessible(page, 'a product’s edit page');
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('dialog', { name: 'Archive this product?' })).toBeVisible();
  await expectAccessible(page, 'the archive dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(ROUTES.adminLessons);
  await page.getByRole('table', { name: 'Lessons' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Preview: Content' })).toBeVisible(FIRST_PAINT);
  await expectAccessible(page, 'a lesson’s edit page with its preview');
  await visit(page, ROUTES.adminBlogPosts, async () => {
    await expect(page.getByRole('table', { name: 'Blog Posts' }).getByRole('link').first()).toBeVisible(FIRST_PAINT);
  });

  await visit(page, ROUTES.adminOrders, async () => {
    await expect(page.getByRole('link', { name: `Order #${order.id}` })).toBeVisible(FIRST_PAINT);
  });
  await visit(page, ROUTES.adminOrder(order.id), async () => {
    await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Mark as paid' })).toBeVisible(FIRST_PAINT);
  });
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('dialog', { name: `Cancel order #${order.id}?` })).toBeVisible();
  await expectAccessible(page, 'the cancel-order dialog with its note');
  await page.getByRole('button', { name: 'Keep order' }).click();

  await visit(page, ROUTES.adminUsers, async () => {
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('link').first()).toBeVisible(FIRST_PAINT);
  });
  await visit(page, ROUTES.adminUser(admin.id), heading(admin.username));

  await visit(page, ROUTES.adminSettings, async () => {
    await expect(page.getByLabel('Current password')).toBeVisible(FIRST_PAINT);
  });
  await visit(page, `${ROUTES.adminSettings}?tab=signIns`, async () => {
    await expect(page.getByRole('table', { name: 'Where you are signed in' })).toContainText('This sign-in', FIRST_PAINT);
  });
  await visit(page, `${ROUTES.adminSettings}?tab=activity`, async () => {
    await expect(page.getByRole('table', { name: 'Activity' })).toBeVisible(FIRST_PAINT);
  });
});
