import {
  discountLabel,
  ORDER_API,
  PROMOTION_API,
  PROMOTION_MESSAGES,
  ROUTES,
  type AdminBundle,
  type AdminDiscountCode,
  type AdminOrder,
  type AdminRecord,
} from '@kingside/contracts';
import { BACK_OFFICE_API } from '@kingside/contracts/admin';
import { CHECKOUT_COMPLETE_PATH, PAYMENT_MESSAGES } from '@kingside/contracts/payments';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminToken, createProduct, FIRST_PAINT, signInAsAdmin } from '../admin/adminSession';
import { expectAccessible } from '../support/axe';
import { startStripeSite } from '../support/stripeSite';
import { addToCart, fillForm, isOrderPost, placeOrder } from './commerce';

/*
 * Promotions in a real browser (issue 44 point 1, docs/spec.md §2.9, §2.35, §7.17), in simulated checkout: a discount
 * code made by the back office, applied in the cart, shown in the checkout and the confirmation with the discounted
 * total, counted against its limit (the next shopper is refused) and shown on the back office's order and code pages;
 * a bundle bought, each part's stock down by its units, as the admin api and the Bundles screen say. And with Stripe (a
 * second server with the Stripe stand-in, as e2e/commerce/stripe.spec.ts): the Checkout Session charges the discounted
 * total, and the paid order is Paid (the amount check holds).
 */

test.describe.configure({ timeout: 90_000 });

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  opened.push(context);
  return context.newPage();
}

const unique = () => Date.now().toString(36).toUpperCase();

/** A discount code of `percent`% off, made through the admin api. */
const createCode = (admin: Page, percent: number, usageLimit: number | null) =>
  adminCall<AdminDiscountCode>(admin, 'POST', PROMOTION_API.adminCodes, {
    code: `E2E-${unique()}`,
    kind: 'percent',
    value: percent,
    minSubtotal: null,
    startsAt: null,
    endsAt: null,
    usageLimit,
    oncePerMember: false,
  });

/** Applies a code in the cart page's form, typed in lower case (the api compares codes without case). */
async function applyCode(page: Page, code: string) {
  await page.goto(ROUTES.cart);
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
}

/** A call of the admin api with the signed-in page's token; its JSON answer. */
async function adminCall<T>(admin: Page, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${await adminToken(admin)}` };
  const response = method === 'GET' ? await admin.request.get(url, { headers }) : await admin.request.post(url, { headers, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

test('a code applied in the cart and paid through the checkout: its line, the discounted total, and its one use', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const product = await createProduct(admin, { name: `E2E Promo Board ${unique()}`, price: 4000, stock: 5 });
  const code = await createCode(admin, 25, 1);

  const page = await newPage(browser);
  await addToCart(page, product);
  await applyCode(page, code.code);
  // $40.00 less 25% is $30.00, plus shipping by the $40.00 subtotal ($9.99): $39.99.
  const line = page.getByTestId('discount-line');
  await expect(line).toContainText(discountLabel(code.code));
  await expect(line).toContainText('-$10.00');
  await expect(page.getByTestId('total')).toHaveText('$39.99');
  await expect(page.getByText(PROMOTION_MESSAGES.applied(code.code)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove code' })).toBeFocused();
  await expectAccessible(page, `${ROUTES.cart} with a discount code`);

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByTestId('discount-line')).toContainText(discountLabel(code.code));
  await expect(page.getByTestId('total')).toHaveText('$39.99');
  await fillForm(page);
  await placeOrder(page).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('order-discount')).toHaveText(`${discountLabel(code.code)}: -$10.00`);
  await expect(page.getByTestId('order-total')).toHaveText('$39.99');
  const orderId = Number((await page.getByText(/Your order number is \d+/).textContent())!.match(/(\d+)\.?$/)![1]);

  // Its only use is taken: the next cart is refused at the field.
  await addToCart(page, product);
  await page.goto(ROUTES.cart);
  await page.getByRole('textbox', { name: 'Discount code' }).fill(code.code);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: PROMOTION_MESSAGES.limitReached })).toBeVisible();
  await expect(page.getByTestId('discount-line')).toHaveCount(0);

  // The back office: the order's discount line, and the code's one use.
  await admin.goto(ROUTES.adminOrder(orderId));
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible(FIRST_PAINT);
  await expect(admin.getByText(discountLabel(code.code))).toBeVisible();
  await admin.goto(`${ROUTES.adminDiscountCodes}/${code.id}`);
  await expect(admin.getByTestId('times-used')).toHaveText('Used by 1 order.', FIRST_PAINT);
  await expect(
    admin.getByRole('table', { name: 'Latest orders placed with this code' }).getByRole('link', { name: `Order #${orderId}` }),
  ).toBeVisible();
  await admin.goto(ROUTES.adminDiscountCodes);
  await expect(admin.getByRole('table', { name: 'Discount Codes' })).toBeVisible(FIRST_PAINT);
  await expectAccessible(admin, ROUTES.adminDiscountCodes);
});

test('a bundle bought takes its units from each part', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const board = await createProduct(admin, { name: `E2E Bundle Board ${unique()}`, price: 3000, stock: 5 });
  const book = await createProduct(admin, { name: `E2E Bundle Book ${unique()}`, price: 1500, stock: 6 });
  const bundle = await adminCall<AdminBundle>(admin, 'POST', PROMOTION_API.adminBundles, {
    name: `E2E Study Bundle ${unique()}`,
    description: 'A board and two books, made by the promotions journey.',
    imageUrl: board.imageUrl,
    price: 5000,
    category: 'Accessories',
    parts: [
      { productId: board.id, quantity: 1 },
      { productId: book.id, quantity: 2 },
    ],
  });
  // What the parts make: min(5 / 1, 6 / 2) = 3.
  expect(bundle.stock).toBe(3);

  const page = await newPage(browser);
  await addToCart(page, { id: bundle.id, name: bundle.name });
  await page.goto(ROUTES.checkout);
  await fillForm(page);
  await placeOrder(page).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$50.00');

  const stockOf = async (id: number) =>
    (await adminCall<AdminRecord<'products'>>(admin, 'GET', BACK_OFFICE_API.item('products', id))).stock;
  expect(await stockOf(board.id)).toBe(4);
  expect(await stockOf(book.id)).toBe(4);
  const after = await adminCall<AdminBundle>(admin, 'GET', PROMOTION_API.adminBundle(bundle.id));
  expect({ stock: after.stock, sold: after.sold }).toEqual({ stock: 2, sold: 1 });

  await admin.goto(`${ROUTES.adminBundles}/${bundle.id}`);
  await expect(admin.getByTestId('bundle-stock')).toHaveText('Stock: 2 · Sold: 1', FIRST_PAINT);
  await expectAccessible(admin, `${ROUTES.adminBundles}/{id}`);
});

test.describe('with Stripe', () => {
  let site: Awaited<ReturnType<typeof startStripeSite>>;
  test.beforeAll(async () => {
    site = await startStripeSite();
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test('a code applied and paid on the Stripe stand-in: the session charges the discounted total and the order is paid', async ({
    browser,
  }) => {
    const admin = await newPage(browser, site.origin);
    await signInAsAdmin(admin);
    const product = await createProduct(admin, { name: `E2E Promo Clock ${unique()}`, price: 6000, stock: 3 });
    const code = await createCode(admin, 10, null);

    const page = await newPage(browser, site.origin);
    await addToCart(page, product);
    await applyCode(page, code.code);
    // $60.00 less 10% is $54.00, shipping free (decided by the $60.00 subtotal).
    await expect(page.getByTestId('total')).toHaveText('$54.00');
    await page.goto(ROUTES.checkout);
    await expect(page.getByTestId('discount-line')).toContainText(discountLabel(code.code));
    await page.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email Address', { exact: true }).fill('ada.promo@example.com');
    await page.getByLabel('Shipping Address', { exact: true }).fill('12 Analytical Row, London');
    const [answer] = await Promise.all([
      page.waitForResponse(isOrderPost),
      page.getByRole('button', { name: PAYMENT_MESSAGES.payButton }).click(),
    ]);
    expect(answer.status()).toBe(201);
    await expect(page).toHaveURL((url) => url.origin === site.standIn && url.pathname.startsWith('/pay/'));
    const sessionId = new URL(page.url()).pathname.split('/').pop()!;
    const sessions = (await (await page.request.get(`${site.standIn}/test/sessions`)).json()) as {
      id: string;
      client_reference_id: string;
      amount_total: number;
      total_details: { amount_discount: number };
    }[];
    const session = sessions.find((candidate) => candidate.id === sessionId)!;
    // What Stripe charges is the order's discounted total.
    expect({ total: session.amount_total, discount: session.total_details.amount_discount }).toEqual({ total: 5400, discount: 600 });
    await expect(page.getByTestId('standin-total')).toContainText('54.00');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL((url) => url.origin === site.origin && url.pathname === CHECKOUT_COMPLETE_PATH);
    await expect(page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentReceived })).toBeVisible();

    const orderId = Number(session.client_reference_id);
    const order = await adminCall<AdminOrder>(admin, 'GET', ORDER_API.adminItem(orderId));
    expect(order).toMatchObject({ status: 'paid', totalAmount: 5400, discount: { code: code.code, amount: 600 } });
  });
});
