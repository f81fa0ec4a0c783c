import { NOT_FOUND_TITLE, ROUTES } from '@kingside/contracts';
import { expect, test } from '@playwright/test';

// An unknown path is a real 404 (docs/spec.md §2.19): the not-found page and its title are in the first HTML, and the
// status says so, so that no search engine indexes it as a page.
test.describe('an unknown path', () => {
  test('answers 404 with the not-found page and its title in the HTML, before any JavaScript', async ({ request }) => {
    for (const path of ['/nope', '/learn/3/extra', '/shop/1/more', '/Account']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
      expect(html).toContain('404 Page Not Found');
      expect(html).toContain('The page you are looking for has moved, or never existed.');
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('shows the not-found page in the frame, with Back to Home working', async ({ page }) => {
      const response = await page.goto('/nope');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
    });
  });

  test('a known page still answers 200', async ({ request }) => {
    for (const path of [ROUTES.home, ROUTES.shop, ROUTES.about, ROUTES.cart, ROUTES.accountOrders, ROUTES.auth]) {
      expect((await request.get(path)).status()).toBe(200);
    }
  });
});
