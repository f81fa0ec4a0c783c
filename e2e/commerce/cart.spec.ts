import { ACADEMY_NAME, API, formatCents, ROUTES, TOAST } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { badge, cartOnServer, expectToast, failWith, inStockProducts, useCart } from './commerce';

const line = (page: Page, name: string) => page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name, exact: true }) });
const isCartRead = (cartId: string) => (r: { url(): string; method(): string }) =>
  r.method() === 'GET' && new URL(r.url()).pathname === API.cart(cartId);

test.describe('the cart page', () => {
  test('prices each line from its own products, read by id, and sums them in the order summary', async ({ page, request }) => {
    const [a, b] = await inStockProducts(request, 2);
    await useCart(page, request, [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    const productReads: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === API.products) productReads.push(url.search);
    });
    await page.goto(ROUTES.cart);
    await expect(page).toHaveTitle(`Shopping Cart - ${ACADEMY_NAME}`);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(line(page, a!.name).getByTestId('line-total')).toHaveText(formatCents(a!.price * 2));
    await expect(line(page, a!.name)).toContainText(`${formatCents(a!.price)} each`);
    await expect(line(page, b!.name).getByTestId('line-total')).toHaveText(formatCents(b!.price));
    const subtotal = a!.price * 2 + b!.price;
    const shipping = subtotal >= 5000 ? 0 : 999;
    await expect(page.getByTestId('subtotal')).toHaveText(formatCents(subtotal));
    await expect(page.getByTestId('shipping')).toHaveText(shipping === 0 ? 'Free' : formatCents(shipping));
    await expect(page.getByTestId('total')).toHaveText(formatCents(subtotal + shipping));
    await expect(page.getByText('Including VAT/taxes')).toBeVisible();
    await expect(badge(page)).toHaveText('3');
    // One read of exactly the cart's products (docs/spec.md §2.9), never the whole list.
    expect(productReads).toEqual([`?ids=${[a!.id, b!.id].sort((x, y) => x - y).join(',')}`]);
    await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', ROUTES.checkout);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', ROUTES.shop);
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(ROUTES.checkout);
  });

  test('the stepper changes the quantity on the server and reloads the cart after each change', async ({ page, request }) => {
    const [a] = await inStockProducts(request, 1);
    const cartId = await useCart(page, request, [{ productId: a!.id, quantity: 2 }]);
    await page.goto(ROUTES.cart);
    const quantity = line(page, a!.name).getByTestId('quantity');
    await expect(quantity).toHaveText('2');

    const reloaded = page.waitForRequest(isCartRead(cartId));
    await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
    await reloaded;
    await expect(quantity).toHaveText('3');
    await expect(line(page, a!.name).getByTestId('line-total')).toHaveText(formatCents(a!.price * 3));
    await expect(badge(page)).toHaveText('3');

    await page.getByRole('button', { name: `Decrease quantity of ${a!.name}` }).click();
    await expect(quantity).toHaveText('2');
    await expect(badge(page)).toHaveText('2');
    expect((await cartOnServer(request, cartId)).items).toEqual([{ productId: a!.id, quantity: 2 }]);
  });

  test('decrementing a line at quantity 1 removes it', async ({ page, request }) => {
    const [a, b] = await inStockProducts(request, 2);
    const cartId = await useCart(page, request, [
      { productId: a!.id, quantity: 1 },
      { productId: b!.id, quantity: 2 },
    ]);
    await page.goto(ROUTES.cart);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    // At 1 the minus button removes the line, and says so to assistive technology.
    await page.getByRole('button', { name: `Remove ${a!.name}`, exact: true }).click();
    await expectToast(page, TOAST.itemRemovedTitle, TOAST.itemRemovedDescription);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(line(page, a!.name)).toHaveCount(0);
    await expect(badge(page)).toHaveText('2');
    expect((await cartOnServer(request, cartId)).items).toEqual([{ productId: b!.id, quantity: 2 }]);
  });

  test('Remove takes the line out with its toast; the last one leaves the empty cart', async ({ page, request }) => {
    const [a] = await inStockProducts(request, 1);
    const cartId = await useCart(page, request, [{ productId: a!.id, quantity: 3 }]);
    await page.goto(ROUTES.cart);
    await page.getByRole('button', { name: `Remove ${a!.name} from cart` }).click();
    await expectToast(page, TOAST.itemRemovedTitle, TOAST.itemRemovedDescription);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', ROUTES.shop);
    await expect(badge(page)).toHaveCount(0);
    expect((await cartOnServer(request, cartId)).items).toEqual([]);
  });

  test('failed changes keep the line and say so', async ({ page, request }) => {
    const [a] = await inStockProducts(request, 1);
    await useCart(page, request, [{ productId: a!.id, quantity: 2 }]);
    await page.route(`**${API.carts}/*/items/*`, failWith(500));
    await page.goto(ROUTES.cart);
    await page.getByRole('button', { name: `Increase quantity of ${a!.name}` }).click();
    await expectToast(page, TOAST.error, TOAST.quantityUpdateFailed);
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(line(page, a!.name).getByTestId('quantity')).toHaveText('2');

    await page.getByRole('button', { name: `Remove ${a!.name} from cart` }).click();
    await expectToast(page, TOAST.error, TOAST.removeFailed);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('a cart that cannot be loaded offers Reload Page', async ({ page, request }) => {
    const [a] = await inStockProducts(request, 1);
    const cartId = await useCart(page, request, [{ productId: a!.id, quantity: 1 }]);
    // The cart's reads fail until the reload's document is asked for. Lifting the failure any earlier races the page:
    // a part that subscribes to the cart after the error (RTK Query reads an errored query again for a new
    // subscriber) would load it, and the error, with its button, would be gone before the press.
    let failing = true;
    const fail = failWith(500);
    await page.route(
      (url) => url.pathname === API.cart(cartId),
      (route) => (failing ? fail(route) : route.fallback()),
    );
    await page.goto(ROUTES.cart);
    await expect(page.getByText(TOAST.cartLoadError, { exact: true })).toBeVisible();
    page.on('request', (request) => {
      if (request.isNavigationRequest()) failing = false;
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await reloaded;
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('an empty cart says so and leads back to the shop', async ({ page, request }) => {
    await useCart(page, request);
    await page.goto(ROUTES.cart);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(ROUTES.shop);
  });
});
