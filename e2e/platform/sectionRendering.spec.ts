import { API, ROUTES, TOAST, formatCents, type BlogPost, type Product } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectTakenOverUnchanged, watchTakeOver } from '../support/takeOver';

// api/src/site/sectionRendering.ts with each remote's src/server.tsx: the server renders the shop's and the
// blog's sections into the first HTML, with the api's answers handed to the browser, which hydrates the same page
// without asking again. (mfe-learn is relocated for the whole run: the server draws no section for a remote it does
// not serve, prerender.spec.ts checks that its page arrives with the section's placeholder.)

async function catalogue<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe('what the HTML holds before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('/shop: every product card, its price and the first pictures loaded at once', async ({ page }) => {
    const products = await catalogue<Product[]>(page, API.products);
    await page.goto(ROUTES.shop);
    await expect(page.getByRole('heading', { level: 1, name: 'Chess Shop' })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards.getByRole('heading')).toHaveText(products.map((p) => p.name));
    await expect(cards.getByTestId('product-price')).toHaveText(products.map((p) => formatCents(p.price)));
    await expect(cards.first().getByRole('img')).toHaveAttribute('loading', 'eager');
    await expect(cards.last().getByRole('img')).toHaveAttribute('loading', 'lazy');
    // The cards are links that work without JavaScript.
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', ROUTES.product(products[0]!.id));
    // The category filter works without JavaScript too: a GET form the server answers (docs/architecture.md §10.2).
    const books = page.getByRole('button', { name: 'Books', exact: true });
    await expect(books).not.toHaveAttribute('aria-disabled');
    await books.click();
    await expect(page).toHaveURL(/\/shop\?category=Books$/);
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(
      products.filter((p) => p.category === 'Books').map((p) => p.name),
    );
    await expect(page.getByRole('button', { name: 'Books', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('/shop?category=books: the filter read from the URL, as the page reads it', async ({ page }) => {
    const books = (await catalogue<Product[]>(page, API.products)).filter((p) => p.category === 'Books');
    await page.goto('/shop?category=books');
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(books.map((p) => p.name));
    await expect(page.getByRole('button', { name: 'Books', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a product page and the blog list', async ({ page }) => {
    const [product] = await catalogue<Product[]>(page, API.products);
    await page.goto(ROUTES.product(product!.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product!.name);

    const posts = await catalogue<BlogPost[]>(page, API.blogPosts);
    await page.goto(ROUTES.blog);
    await expect(page.getByTestId('blog-card').getByRole('heading', { level: 2 })).toHaveText(posts.map((p) => p.title));
  });

  test('a page whose section the server does not draw (an id that is not one) is the frame with the section’s placeholder', async ({
    page,
  }) => {
    await page.goto(ROUTES.product('abc'));
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading');
    await expect(page.getByRole('main').getByRole('heading')).toHaveCount(0);
  });

  test('an unknown product is sent back to the shop by the server, with a redirect (docs/spec.md §2.8)', async ({ page }) => {
    const response = await page.request.get(ROUTES.product(2_000_000_000), { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(ROUTES.shop);
    await page.goto(ROUTES.product(2_000_000_000));
    await expect(page).toHaveURL(new RegExp(`${ROUTES.shop}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Chess Shop' })).toBeVisible();
  });
});

test('the live page takes over: same cards, no placeholder, no second request for them, nothing moves, no error', async ({ page }) => {
  const products = await catalogue<Product[]>(page, API.products);
  const catalogueReads: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/products')) catalogueReads.push(`${pathname}${search}`);
  });
  // A placeholder drawn at any moment (a section still loading, or its data) would replace the cards.
  const watched = await watchTakeOver(page, '[data-testid="skeleton"]');

  await page.goto(ROUTES.shop);
  // Live: the page's effect set its title.
  await expect(page).toHaveTitle(/^Shop - /);
  const books = page.getByRole('button', { name: 'Books', exact: true });
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(products.map((p) => p.name));
  expect(catalogueReads).toEqual([]);
  // The live page drew what the server had drawn, without a placeholder in between.
  await expectTakenOverUnchanged(page, watched);

  // React runs the page: the filter asks the api for its category, without reloading.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await books.click();
  await expect(page).toHaveURL(/\/shop\?category=Books$/);
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(
    products.filter((p) => p.category === 'Books').map((p) => p.name),
  );
  // One page of the category, never the whole list (docs/spec.md §7.12).
  expect(catalogueReads).toEqual([`${API.products}?limit=24&offset=0&category=Books`]);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(watched.errors).toEqual([]);
});

test('a product page taken over: Add to Cart works on the first try', async ({ page }) => {
  const product = (await catalogue<Product[]>(page, API.products)).find((p) => p.inStock);
  if (!product) throw new Error('The seeded catalogue has no product in stock');
  // A first visit's cart is created by the live page (spec: adding before it exists says so): wait for it.
  const cartCreated = page.waitForResponse((response) => new URL(response.url()).pathname === API.carts && response.status() === 201);
  await page.goto(ROUTES.product(product.id));
  await cartCreated;
  // A press on the server's markup is held and done by the live page (earlyInput.spec.ts); this one reaches the live page.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast')).toContainText(TOAST.addedToCart(product.name));
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});
