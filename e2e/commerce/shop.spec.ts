import { ACADEMY_NAME, API, formatCents, HOME_PRODUCT_COUNT, PRODUCT_CATEGORIES, ROUTES, TOAST, pageTitle } from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { expect, test } from '@playwright/test';
import { badge, expectToast, failWith, hold, productListUrl, products, productWhere, useCart } from './commerce';
import { isListRead } from '../support/listReads';
import { openInApp } from '../support/openInApp';
import { scrollIntoView } from '../support/scroll';

test.describe('the shop list', () => {
  test('shows every product with its price in dollars, 8 placeholders while loading', async ({ page, request }) => {
    const all = await products(request);
    const held = hold();
    await page.route(productListUrl, held.handler);
    await openInApp(page, ROUTES.shop);
    await expect(page).toHaveTitle(`Shop - ${ACADEMY_NAME}`);
    await expect(page.getByTestId('skeleton')).toHaveCount(8);
    held.release();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(all.length);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    for (const [index, product] of all.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(product.name);
      await expect(cards.nth(index).getByTestId('product-price')).toHaveText(formatCents(product.price));
    }
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(ROUTES.product(all[0]!.id));
  });

  test('filters by category through ?category=, written on selection and read on load', async ({ page, request }) => {
    const all = await products(request);
    await page.goto(ROUTES.shop);
    // The live page filters in place (an api read); the server's page, before start-up, loads the filtered URL.
    await expect(page).toHaveTitle(pageTitle('Shop'));
    const filters = page.getByRole('group', { name: 'Filter products by category' });
    for (const category of PRODUCT_CATEGORIES) {
      await expect(filters.getByRole('button', { name: category, exact: true })).toBeVisible();
    }
    const served = page.waitForRequest((r) => isListRead(API.products, { category: 'Books' })(r.url()));
    await filters.getByRole('button', { name: 'Books', exact: true }).click();
    await served;
    await expect(page).toHaveURL(/\/shop\?category=Books$/);
    await expect(filters.getByRole('button', { name: 'Books', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const books = all.filter((p) => p.category === 'Books');
    await expect(page.getByTestId('product-card')).toHaveCount(books.length);
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(books.map((p) => p.name));

    await filters.getByRole('button', { name: 'Chess Clocks', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=Chess(\+|%20)Clocks$/);
    await expect(page.getByTestId('product-card')).toHaveCount(all.filter((p) => p.category === 'Chess Clocks').length);

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?category=Books$/);
    await expect(page.getByTestId('product-card')).toHaveCount(books.length);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByTestId('product-card')).toHaveCount(all.length);
  });

  test('a footer category link lands on the shop already filtered', async ({ page, request }) => {
    const sets = (await products(request)).filter((p) => p.category === 'Chess Sets');
    await page.goto(ROUTES.about);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Chess Sets', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=Chess%20Sets$/);
    await expect(page.getByRole('button', { name: 'Chess Sets', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(sets.map((p) => p.name));

    // Opened directly (a bookmark, a shared link) the filter is read the same way.
    await page.goto('/shop?category=Accessories');
    const accessories = (await products(request)).filter((p) => p.category === 'Accessories');
    await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(accessories.map((p) => p.name));
  });

  test('says "No products found" when a category has none', async ({ page }) => {
    await page.route(isListRead(API.products, { category: 'Chess Clocks' }), (route) =>
      route.fulfill({ json: [], headers: { 'X-Total-Count': '0' } }),
    );
    await openInApp(page, ROUTES.shopCategory('Chess Clocks'));
    await expect(page.getByText('No products found', { exact: true })).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
  });
});

test.describe('Home', () => {
  test('previews the first 4 products, with 4 placeholders while they load', async ({ page, request }) => {
    const first = (await products(request)).slice(0, HOME_PRODUCT_COUNT);
    const held = hold();
    await page.route(productListUrl, held.handler);
    await page.goto(ROUTES.home);
    // The preview's own placeholders (the lessons and blog previews have theirs too).
    const preview = page.locator('[aria-busy="true"]', { has: page.getByText('Loading products', { exact: true }) });
    await expect(preview.getByTestId('skeleton')).toHaveCount(4);
    // Below the fold: the preview loads as it nears the viewport.
    await scrollIntoView(preview);
    held.release();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(HOME_PRODUCT_COUNT);
    await expect(cards.getByRole('heading')).toHaveText(first.map((p) => p.name));
    await expect(cards.getByTestId('product-price')).toHaveText(first.map((p) => formatCents(p.price)));
  });
});

test.describe('a product page', () => {
  test('shows the product, the note, and a quantity stepper from 1 with no maximum', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.inStock, 'product in stock');
    await page.goto(ROUTES.product(product.id));
    await expect(page).toHaveTitle(`${product.name} - ${ACADEMY_NAME}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByRole('img', { name: product.name })).toHaveAttribute('src', product.imageUrl);
    await expect(page.getByTestId('product-price')).toHaveText(formatCents(product.price));
    await expect(page.getByText(product.description)).toBeVisible();
    const note = page.getByTestId('purchase-note');
    await expect(note).toContainText('Free shipping on orders of $50 or more');
    await expect(note).toContainText('1-2 business days');
    await expect(note).toContainText('30 days');

    const quantity = page.getByRole('group', { name: 'Quantity' }).getByTestId('quantity');
    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    await expect(quantity).toHaveText('1');
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveText('3');
    await expect(minus).toBeEnabled();
    await minus.click();
    await minus.click();
    await expect(quantity).toHaveText('1');
    await expect(minus).toBeDisabled();
    // No maximum: well past the server's per-line limit, the stepper still counts (keyboard this time).
    await plus.focus();
    for (let i = 0; i < 104; i += 1) await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('105');
    await expect(plus).toBeEnabled();
  });

  test('out of stock: the button is disabled and says so', async ({ page, request }) => {
    const product = await productWhere(request, (p) => !p.inStock, 'out-of-stock product');
    await page.goto(ROUTES.product(product.id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const button = page.getByRole('button', { name: 'Out of Stock', exact: true });
    await expect(button).toBeDisabled();
    await expect(page.getByText(API_MESSAGES.outOfStock, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('adds to the cart with the success toast; the header badge sums the quantities without a reload', async ({ page, request }) => {
    const [first, second] = (await products(request)).filter((p) => p.inStock);
    const cartId = await useCart(page, request);
    await page.goto(ROUTES.product(first!.id));
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await expect(badge(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, TOAST.success, TOAST.addedToCart(first!.name));
    await expect(badge(page)).toHaveText('2');

    await page.getByRole('link', { name: '← Back to Shop' }).click();
    await page.getByRole('link', { name: second!.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name);
    await expect(page.getByRole('group', { name: 'Quantity' }).getByTestId('quantity')).toHaveText('1');
    for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, TOAST.success, TOAST.addedToCart(second!.name));
    await expect(badge(page)).toHaveText('5');

    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    const cart = await request.get(API.cart(cartId));
    expect(((await cart.json()) as { items: unknown[] }).items).toEqual([
      { productId: first!.id, quantity: 2 },
      { productId: second!.id, quantity: 3 },
    ]);
  });

  test('a failed add says "Failed to add product to cart."', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.inStock, 'product in stock');
    await useCart(page, request);
    await page.route(`**${API.carts}/*/items`, failWith(500));
    await page.goto(ROUTES.product(product.id));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, TOAST.error, TOAST.addToCartFailed);
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(badge(page)).toHaveCount(0);
  });

  test('without a cart id the add says the cart is not initialized', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.inStock, 'product in stock');
    // No stored id, and the shell cannot create one.
    await page.route((url) => url.pathname === API.carts, failWith(503));
    await page.goto(ROUTES.product(product.id));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, TOAST.error, TOAST.cartNotInitialized);
  });

  test('pressed while the first cart is still being created, the add waits for that cart and succeeds', async ({ page, request }) => {
    const product = await productWhere(request, (p) => p.inStock, 'product in stock');
    // A first visit (no stored id) whose cart the api is slow to create.
    const creation = hold();
    await page.route((url) => url.pathname === API.carts, creation.handler);
    await page.goto(ROUTES.product(product.id));
    const button = page.getByRole('button', { name: 'Add to Cart' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await button.click();
    creation.release();
    await expectToast(page, TOAST.success, TOAST.addedToCart(product.name));
    await expect(badge(page)).toHaveText('1');
  });

  test('a product that cannot be loaded sends the visitor back to /shop', async ({ page, request }) => {
    const count = (await products(request)).length;
    await page.goto(ROUTES.product(count + 1000));
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chess Shop');

    await page.goto(ROUTES.product('not-a-number'));
    await expect(page).toHaveURL(/\/shop$/);

    await page.route((url) => url.pathname === API.product(1), failWith(500));
    await openInApp(page, ROUTES.product(1));
    await expect(page).toHaveURL(/\/shop$/);
  });
});
