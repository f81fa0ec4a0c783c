import { API, ROUTES } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { isListRead } from '../support/listReads';
import { createProduct, signInAsAdmin } from './adminSession';

/*
 * Pages of /shop (docs/spec.md §2.7, §4.4) over more products than a page holds: 30 made through the back office, so
 * this runs in the back-office project (it changes the catalogue other journeys count). A search, a sort and a page
 * all stay in the URL through Back, Forward and reload, and each read is one page of the api.
 */
const WORD = 'Pagewise';
const COUNT = 30;

test('thirty products: two pages in the URL, sorted, kept by Back, Forward and reload', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsAdmin(page);
  // Prices 1.00 … 30.00 in a scrambled order of creation, so a price sort is not the order they were made in.
  for (let n = 0; n < COUNT; n++) {
    const price = 100 * (((n * 7) % COUNT) + 1);
    await createProduct(page, { name: `${WORD} Keyring ${String(n + 1).padStart(2, '0')}`, price });
  }

  await page.goto(`${ROUTES.shop}?q=${WORD.toLowerCase()}`);
  // Live: the server's markup keeps its buttons inert until the page has taken over (docs/architecture.md §10.3).
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(`Showing 1–24 of ${COUNT} products`, { exact: true })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

  const secondPage = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return isListRead(API.products, { q: WORD.toLowerCase() })(url) && url.searchParams.get('offset') === '24';
  });
  await pages.getByRole('link', { name: 'Next' }).click();
  await secondPage;
  await expect(page).toHaveURL(new RegExp(`/shop\\?q=${WORD.toLowerCase()}&page=2$`));
  await expect(cards).toHaveCount(COUNT - 24);
  await expect(page.getByText(`Showing 25–${COUNT} of ${COUNT} products`, { exact: true })).toBeVisible();
  // Keyboard and screen-reader users land at the top of the new page.
  await expect(page.getByRole('heading', { level: 1, name: 'Chess Shop' })).toBeFocused();

  // A new sort starts again at page 1.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(new RegExp(`/shop\\?q=${WORD.toLowerCase()}&sort=price$`));
  await expect(page.getByTestId('product-price').first()).toHaveText('$1.00');
  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(new RegExp(`sort=price&page=2$`));
  await expect(page.getByTestId('product-price')).toHaveText(Array.from({ length: COUNT - 24 }, (_, i) => `$${25 + i}.00`));

  await page.reload();
  await expect(page.getByTestId('product-price').first()).toHaveText('$25.00');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/shop\\?q=${WORD.toLowerCase()}&sort=price$`));
  await expect(page.getByTestId('product-price').first()).toHaveText('$1.00');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/shop\\?q=${WORD.toLowerCase()}&page=2$`));
  await expect(cards).toHaveCount(COUNT - 24);
  await page.goForward();
  await expect(page.getByTestId('product-price').first()).toHaveText('$1.00');
});
