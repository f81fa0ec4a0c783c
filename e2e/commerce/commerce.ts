import { API, ROUTES, TOAST, type Cart, type Product } from '@kingside/contracts';
import { expect, type APIRequestContext, type Page, type Response, type Route } from '@playwright/test';

/** Shared steps of the shop, cart and checkout journeys. Products are found through the api, never hard-coded. */

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function products(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get(API.products);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Product[];
}

/** The first product matching `predicate`; fails the test (not silently skips) when the catalogue has none. */
export async function productWhere(request: APIRequestContext, predicate: (product: Product) => boolean, what: string): Promise<Product> {
  const found = (await products(request)).find(predicate);
  if (!found) throw new Error(`The seeded catalogue has no ${what}`);
  return found;
}

export async function inStockProducts(request: APIRequestContext, count: number): Promise<Product[]> {
  const found = (await products(request)).filter((product) => product.inStock).slice(0, count);
  expect(found).toHaveLength(count);
  return found;
}

/**
 * A new cart on the server holding `items`, and the page set up to use it as the visitor's stored cart id
 * (once per test: a later reload keeps whatever id the site stored since, as a real visitor's would).
 */
export async function useCart(
  page: Page,
  request: APIRequestContext,
  items: { productId: number; quantity: number }[] = [],
): Promise<string> {
  const created = await request.post(API.carts);
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const item of items) {
    const added = await request.post(API.cartItems(id), { data: item });
    expect(added.ok()).toBe(true);
  }
  await page.addInitScript((cartId) => {
    if (!sessionStorage.getItem('kingside-e2e-cart')) {
      localStorage.setItem('cartId', cartId);
      sessionStorage.setItem('kingside-e2e-cart', '1');
    }
  }, id);
  return id;
}

export async function cartOnServer(request: APIRequestContext, cartId: string): Promise<Cart> {
  const response = await request.get(API.cart(cartId));
  expect(response.status()).toBe(200);
  return (await response.json()) as Cart;
}

export const storedCartId = (page: Page) => page.evaluate(() => localStorage.getItem('cartId'));

export const badge = (page: Page) => page.getByTestId('cart-badge');

/** The one visible toast (docs/spec.md §9: at most one at a time). */
export async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

/** A checkout form field, by its exact label. */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place Order' });

/** Fills the checkout form with valid details (Ada Lovelace, a test card). */
export async function fillForm(page: Page) {
  await field(page, 'Full Name').fill('Ada Lovelace');
  await field(page, 'Email Address').fill('ada@example.com');
  await field(page, 'Shipping Address').fill('12 Analytical Row, London');
  await field(page, 'Card Number').fill('4242424242424242');
  await field(page, 'Expiry Date').fill('12/29');
  await field(page, 'CVV').fill('123');
}

/** A route handler that answers a fixed status (the api "failing" for one call). */
export const failWith =
  (status: number, message = 'Simulated failure') =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) });

/** Matches exactly /api/products (not /api/products/category/... or /api/products/{id}). */
export const productListUrl = (url: URL) => url.pathname === API.products;

/** A request the test holds until it calls release(): lets a test look at the loading or pending state. */
export function hold() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    handler: async (route: Route) => {
      await released;
      await route.fallback();
    },
  };
}

/** The answer to the checkout's order POST. */
export const isOrderPost = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === API.orders;

/** Puts one of the product in the page's cart from its shop page. */
export async function addToCart(page: Page, product: Pick<Product, 'id' | 'name'>) {
  await page.goto(ROUTES.product(product.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast')).toContainText(TOAST.addedToCart(product.name));
}
