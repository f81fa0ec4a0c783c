import { API, formatCents, ROUTES } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { isListRead } from '../support/listReads';
import { products } from './commerce';

/*
 * Search and sort on /shop (docs/spec.md §2.7, §4.4) against the real api and its full-text index: everything lives in
 * the URL, so Back, Forward and reload show the same list. Paging over more than one page is in the back-office
 * project (backOfficeShopPages.spec.ts), which may add products.
 */

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading');
/**
 * The live page has taken over (AppProviders' first commit marks it, as bench:web reads it): the server's form is a real GET
 * form, usable before, so its controls cannot tell.
 */
const live = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('kingside:live').length > 0);

test.describe('searching and sorting the shop', () => {
  test('finds a product by part of its name in one search, accents and case aside, and keeps it in the URL', async ({ page }) => {
    await page.goto(ROUTES.shop);
    await live(page);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    // The live page reads the page of results itself, without loading the document again.
    const read = page.waitForRequest((r) => isListRead(API.products, { q: 'Tickw ARBITER' })(r.url()));
    await box.fill('Tickw ARBITER');
    await box.press('Enter');
    await read;
    await expect(page).toHaveURL(/\/shop\?q=Tickw\+ARBITER$/);
    await expect(cardNames(page)).toHaveText(['Tickwell Arbiter Pro Tournament Clock']);
    await expect(page.getByText('Showing 1 of 1 product', { exact: true })).toBeVisible();

    // Accents fold: "échecs"-style input finds the plain word.
    await box.fill('stäunton');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\?q=st%C3%A4unton$/);
    // Ranked: the set with Staunton in its name before the club set with Staunton pieces in its description.
    const staunton = ['Marlowe & Finch Heirloom Staunton Chess Set', 'Club Tournament Chess Set with Roll-Up Board'];
    await expect(cardNames(page)).toHaveText(staunton);

    await page.reload();
    await expect(box).toHaveValue('stäunton');
    await expect(cardNames(page)).toHaveText(staunton);

    await page.goBack();
    await expect(page).toHaveURL(/\?q=Tickw\+ARBITER$/);
    await expect(box).toHaveValue('Tickw ARBITER');
    await expect(cardNames(page)).toHaveText(['Tickwell Arbiter Pro Tournament Clock']);

    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(box).toHaveValue('');
  });

  test('says "No products found" when nothing matches', async ({ page }) => {
    await page.goto(`${ROUTES.shop}?q=zzyzx`);
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('sorts by price within a category, in the URL, and Back returns to the shop’s own order', async ({ page, request }) => {
    const books = (await products(request)).filter((p) => p.category === 'Books');
    await page.goto(`${ROUTES.shop}?category=Books`);
    await live(page);
    await expect(cardNames(page)).toHaveText(books.map((p) => p.name));
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort.locator('option')).toHaveText([
      'Featured',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Name: A to Z',
    ]);
    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\/shop\?category=Books&sort=-price$/);
    const dearestFirst = [...books].sort((a, b) => b.price - a.price || a.id - b.id);
    await expect(cardNames(page)).toHaveText(dearestFirst.map((p) => p.name));
    await expect(page.getByTestId('product-price')).toHaveText(dearestFirst.map((p) => formatCents(p.price)));

    await page.reload();
    await expect(sort).toHaveValue('-price');
    await expect(cardNames(page)).toHaveText(dearestFirst.map((p) => p.name));

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=Books$/);
    await expect(sort).toHaveValue('');
    await expect(cardNames(page)).toHaveText(books.map((p) => p.name));
  });

  test('the server renders the searched page, and its search form works before JavaScript', async ({ browser, request }) => {
    // Every word must begin a word of the name, description or category (docs/spec.md §7.12).
    const startsAWord = (text: string, word: string) => new RegExp(`\\b${word}`, 'i').test(text);
    const matching = (await products(request))
      .filter((p) => ['chess', 'clock'].every((word) => startsAWord(`${p.name} ${p.description} ${p.category}`, word)))
      .sort((a, b) => a.price - b.price || a.id - b.id);
    expect(matching.length).toBeGreaterThan(1);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ROUTES.shop}?sort=price`);
    // Its buttons stay inert without JavaScript; the form still submits from the keyboard, as a plain GET form.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('chess clock');
    await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=chess\+clock&sort=price$/);
    await expect(cardNames(page)).toHaveText(matching.map((p) => p.name));
    await context.close();
  });
});
