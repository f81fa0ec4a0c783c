import {
  ACADEMY_NAME,
  API,
  formatCents,
  IDEMPOTENCY_HEADER,
  ROUTES,
  SHIPPING_FEE_CENTS,
  TOAST,
  VALIDATION,
  type Product,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  badge,
  cartOnServer,
  expectToast,
  failWith,
  field,
  fillForm,
  hold,
  placeOrder,
  productListUrl,
  products,
  storedCartId,
  useCart,
  UUID,
} from './commerce';

const isOrderPost = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === API.orders;

/** Counts the order submissions the browser makes. */
function countOrderPosts(page: Page) {
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (isOrderPost(r)) posts.push(r);
  });
  return posts;
}

/**
 * Resolves once the test has seen every request the page made before the call. The page makes one more, a marker,
 * in a task of its own: after the tasks that handled the input so far, and the promises they chained that wait on
 * no timer nor network (the checkout's submit, once the first press has fetched the rules); and one page's requests
 * reach the browser, and the test, in the order the page makes them. What a press sends, it has sent by then: the
 * wait is for that, not a pause that is long enough on a good day.
 */
async function requestsSoFarSeen(page: Page) {
  const marker = `/api/ready?requests-so-far=${Date.now()}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url), marker);
  await seen;
}

/** In-stock products on both sides of the $50 free-shipping threshold, picked by price from the api. */
async function aroundThreshold(request: Parameters<typeof products>[0]): Promise<{ below: Product; atOrAbove: Product }> {
  const inStock = (await products(request)).filter((p) => p.inStock);
  const below = inStock.filter((p) => p.price < 5000).sort((x, y) => y.price - x.price)[0];
  const atOrAbove = inStock.filter((p) => p.price >= 5000).sort((x, y) => x.price - y.price)[0];
  if (!below || !atOrAbove) throw new Error('The seeded catalogue needs products on both sides of $50');
  return { below, atOrAbove };
}

test.describe('checkout states', () => {
  test('an empty cart: the two sentences and Continue Shopping', async ({ page, request }) => {
    await useCart(page, request);
    await page.goto(ROUTES.checkout);
    await expect(page).toHaveTitle(`Checkout - ${ACADEMY_NAME}`);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText('Add some items to your cart before proceeding to checkout.', { exact: true })).toBeVisible();
    await expect(placeOrder(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(ROUTES.shop);
  });

  test('no cart at all (none stored, none can be made) is the empty state too', async ({ page }) => {
    await page.route((url) => url.pathname === API.carts, failWith(503));
    await page.goto(ROUTES.checkout);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByText('Add some items to your cart before proceeding to checkout.', { exact: true })).toBeVisible();
  });

  test('placeholders while the cart loads, then the form, the summary and Back to Cart', async ({ page, request }) => {
    const [a, b] = (await products(request)).filter((p) => p.inStock);
    const cartId = await useCart(page, request, [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    const held = hold();
    await page.route((url) => url.pathname === API.cart(cartId), held.handler);
    await page.goto(ROUTES.checkout);
    await expect(page.getByTestId('skeleton').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading checkout' })).toHaveCount(1);
    held.release();

    for (const label of ['Full Name', 'Email Address', 'Shipping Address', 'Card Number', 'Expiry Date', 'CVV']) {
      await expect(field(page, label)).toBeVisible();
    }
    await expect(page.getByRole('group', { name: 'Shipping Information' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Payment Details' })).toContainText('no real payment is processed');
    await expect(page.getByTestId('skeleton')).toHaveCount(0);

    const lines = page.getByTestId('summary-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveText(`${a!.name} × 2${formatCents(a!.price * 2)}`);
    await expect(lines.nth(1)).toHaveText(`${b!.name} × 1${formatCents(b!.price)}`);
    const subtotal = a!.price * 2 + b!.price;
    await expect(page.getByTestId('subtotal')).toHaveText(formatCents(subtotal));
    await expect(page.getByText('Including VAT/taxes')).toBeVisible();

    await page.getByRole('link', { name: 'Back to Cart' }).click();
    await expect(page).toHaveURL(ROUTES.cart);
  });
});

test.describe('the checkout form', () => {
  test.beforeEach(async ({ page, request }) => {
    const [a] = (await products(request)).filter((p) => p.inStock);
    await useCart(page, request, [{ productId: a!.id, quantity: 1 }]);
    await page.goto(ROUTES.checkout);
    await expect(placeOrder(page)).toBeVisible();
  });

  test('an empty submission shows every message of docs/spec.md §5 inline and sends nothing', async ({ page }) => {
    const posts = countOrderPosts(page);
    await placeOrder(page).click();
    const expected: [string, string][] = [
      ['Full Name', VALIDATION.nameRequired],
      ['Email Address', VALIDATION.invalidEmail],
      ['Shipping Address', VALIDATION.addressRequired],
      ['Card Number', VALIDATION.cardNumber],
      ['Expiry Date', VALIDATION.expiryFormat],
      ['CVV', VALIDATION.cvv],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, 'Full Name')).toBeFocused();
    expect(posts).toHaveLength(0);
  });

  test('each rule of docs/spec.md §5 and its message, cleared as soon as the value is right', async ({ page }) => {
    const cases: [label: string, wrong: string, message: string, right: string][] = [
      ['Full Name', 'Al', VALIDATION.nameRequired, 'Ada'],
      ['Email Address', 'ada@', VALIDATION.invalidEmail, 'ada@example.com'],
      ['Shipping Address', '1 Rd', VALIDATION.addressRequired, '1 Rd.'],
      ['Card Number', '424242424242424', VALIDATION.cardNumber, '4242424242424242'],
      ['Expiry Date', '13/29', VALIDATION.expiryFormat, '01/30'],
      ['Expiry Date', '00/29', VALIDATION.expiryFormat, '12/29'],
      ['CVV', '12', VALIDATION.cvv, '1234'],
    ];
    for (const [label, wrong, message, right] of cases) {
      const input = field(page, label);
      await input.fill(wrong);
      await input.blur();
      await expect(input).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
      await input.fill(right);
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(message, { exact: true })).toHaveCount(0);
    }
  });

  test('card number: digits only, cut at 16', async ({ page }) => {
    const card = field(page, 'Card Number');
    await card.pressSequentially('4242 4242-abcd 4242 4242 9999');
    await expect(card).toHaveValue('4242424242424242');
    await card.fill('');
    await card.fill('1234 5678 9012 3456 78');
    await expect(card).toHaveValue('1234567890123456');
  });

  test('expiry: the slash comes after two digits, never more than 5 characters, backspace works', async ({ page }) => {
    const expiry = field(page, 'Expiry Date');
    await expiry.pressSequentially('1');
    await expect(expiry).toHaveValue('1');
    await expiry.pressSequentially('2');
    await expect(expiry).toHaveValue('12/');
    await expiry.pressSequentially('2999');
    await expect(expiry).toHaveValue('12/29');
    await expiry.press('Backspace');
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('12/');
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue('12');
    await expiry.fill('');
    await expiry.pressSequentially('07/28');
    await expect(expiry).toHaveValue('07/28');
  });

  test('CVV: masked, non-digits removed, 3 or 4 digits', async ({ page }) => {
    const cvv = field(page, 'CVV');
    await expect(cvv).toHaveAttribute('type', 'password');
    await cvv.pressSequentially('1a2b3');
    await expect(cvv).toHaveValue('123');
    await cvv.pressSequentially('45');
    await expect(cvv).toHaveValue('1234');
  });

  test('works from the keyboard alone: Tab through labelled fields, Enter submits', async ({ page }) => {
    await field(page, 'Full Name').focus();
    for (const text of ['Ada Lovelace', 'ada@example.com', '12 Analytical Row', '4242424242424242', '1229', '123']) {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    }
    await expect(field(page, 'Expiry Date')).toHaveValue('12/29');
    await expect(placeOrder(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  });
});

test.describe('shipping in the summaries (free from $50, otherwise $9.99)', () => {
  test('below $50 pays the fee, on the cart and on the checkout', async ({ page, request }) => {
    const { below } = await aroundThreshold(request);
    await useCart(page, request, [{ productId: below.id, quantity: 1 }]);
    for (const route of [ROUTES.cart, ROUTES.checkout]) {
      await page.goto(route);
      await expect(page.getByTestId('subtotal')).toHaveText(formatCents(below.price));
      await expect(page.getByTestId('shipping')).toHaveText(formatCents(SHIPPING_FEE_CENTS));
      await expect(page.getByTestId('total')).toHaveText(formatCents(below.price + SHIPPING_FEE_CENTS));
    }
    await fillForm(page);
    await placeOrder(page).click();
    await expect(page.getByTestId('order-total')).toHaveText(formatCents(below.price + SHIPPING_FEE_CENTS));
  });

  test('$50 or more ships free, on the cart and on the checkout', async ({ page, request }) => {
    const { atOrAbove } = await aroundThreshold(request);
    await useCart(page, request, [{ productId: atOrAbove.id, quantity: 1 }]);
    for (const route of [ROUTES.cart, ROUTES.checkout]) {
      await page.goto(route);
      await expect(page.getByTestId('subtotal')).toHaveText(formatCents(atOrAbove.price));
      await expect(page.getByTestId('shipping')).toHaveText('Free');
      await expect(page.getByTestId('total')).toHaveText(formatCents(atOrAbove.price));
    }
    await fillForm(page);
    await placeOrder(page).click();
    await expect(page.getByTestId('order-total')).toHaveText(formatCents(atOrAbove.price));
  });
});

test.describe('placing the order', () => {
  test('success: confirmation with the total, a new cart id, the badge cleared, Return to Homepage', async ({ page, request }) => {
    const [a, b] = (await products(request)).filter((p) => p.inStock);
    const oldCartId = await useCart(page, request, [
      { productId: a!.id, quantity: 2 },
      { productId: b!.id, quantity: 1 },
    ]);
    await page.goto(ROUTES.checkout);
    await expect(badge(page)).toHaveText('3');
    await fillForm(page);
    const [sent] = await Promise.all([page.waitForRequest(isOrderPost), placeOrder(page).click()]);
    expect(sent.postDataJSON()).toEqual({
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.com',
      customerAddress: '12 Analytical Row, London',
      totalAmount: expect.any(Number),
      items: [
        { productId: a!.id, quantity: 2, price: a!.price },
        { productId: b!.id, quantity: 1, price: b!.price },
      ],
      status: 'pending',
    });
    expect(await sent.headerValue(IDEMPOTENCY_HEADER)).toMatch(UUID);
    expect(JSON.stringify(sent.postDataJSON())).not.toContain('4242');

    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    const subtotal = a!.price * 2 + b!.price;
    const total = subtotal + (subtotal >= 5000 ? 0 : SHIPPING_FEE_CENTS);
    await expect(page.getByTestId('order-total')).toHaveText(formatCents(total));

    await expect.poll(() => storedCartId(page)).not.toBe(oldCartId);
    const newCartId = await storedCartId(page);
    expect(newCartId).toMatch(UUID);
    expect((await cartOnServer(request, newCartId!)).items).toEqual([]);
    await expect(badge(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'Return to Homepage' }).click();
    await expect(page).toHaveURL(ROUTES.home);
    await expect(badge(page)).toHaveCount(0);
  });

  test('"Processing..." while pending, and a second press sends nothing', async ({ page, request }) => {
    const [a] = (await products(request)).filter((p) => p.inStock);
    await useCart(page, request, [{ productId: a!.id, quantity: 1 }]);
    await page.goto(ROUTES.checkout);
    await fillForm(page);
    const posts = countOrderPosts(page);
    const held = hold();
    await page.route((url) => url.pathname === API.orders, held.handler);
    await placeOrder(page).click();
    const processing = page.getByRole('button', { name: 'Processing...' });
    await expect(processing).toBeDisabled();
    await processing.click({ force: true });
    await field(page, 'CVV').press('Enter');
    // Neither press sent a second order while the first was pending.
    await requestsSoFarSeen(page);
    expect(posts).toHaveLength(1);
    held.release();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('a failure says so, keeps everything typed, and the retry reuses the Idempotency-Key', async ({ page, request }) => {
    const [a] = (await products(request)).filter((p) => p.inStock);
    await useCart(page, request, [{ productId: a!.id, quantity: 1 }]);
    await page.goto(ROUTES.checkout);
    await fillForm(page);
    const posts = countOrderPosts(page);
    const orders = (url: URL) => url.pathname === API.orders;
    await page.route(orders, failWith(500));
    await placeOrder(page).click();
    await expectToast(page, TOAST.error, TOAST.orderFailed);
    await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await expect(field(page, 'Full Name')).toHaveValue('Ada Lovelace');
    await expect(field(page, 'Card Number')).toHaveValue('4242424242424242');
    await expect(field(page, 'CVV')).toHaveValue('123');
    await expect(placeOrder(page)).toBeEnabled();

    await page.unroute(orders);
    await placeOrder(page).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(await posts[1]!.headerValue(IDEMPOTENCY_HEADER)).toBe(await posts[0]!.headerValue(IDEMPOTENCY_HEADER));
  });

  test('the server refuses a tampered total or price (409)', async ({ request }) => {
    const [a] = (await products(request)).filter((p) => p.inStock);
    const order = {
      customerName: 'Mallory',
      customerEmail: 'mallory@example.com',
      customerAddress: '1 Fraud Street',
      items: [{ productId: a!.id, quantity: 1, price: a!.price }],
      status: 'pending',
    };
    const honest = a!.price + (a!.price >= 5000 ? 0 : SHIPPING_FEE_CENTS);
    const tamperedTotal = await request.post(API.orders, { data: { ...order, totalAmount: 1 } });
    expect(tamperedTotal.status()).toBe(409);
    expect(await tamperedTotal.json()).toEqual({ message: API_MESSAGES.pricesChanged });

    const tamperedPrice = await request.post(API.orders, {
      data: { ...order, items: [{ productId: a!.id, quantity: 1, price: 1 }], totalAmount: 1 + SHIPPING_FEE_CENTS },
    });
    expect(tamperedPrice.status()).toBe(409);
    expect(await tamperedPrice.json()).toEqual({ message: API_MESSAGES.pricesChanged });

    const soldOut = (await products(request)).find((p) => !p.inStock)!;
    const outOfStock = await request.post(API.orders, {
      data: { ...order, items: [{ productId: soldOut.id, quantity: 1, price: soldOut.price }], totalAmount: soldOut.price },
    });
    expect(outOfStock.status()).toBe(409);

    const fair = await request.post(API.orders, { data: { ...order, totalAmount: honest } });
    expect(fair.status()).toBe(201);
    expect((await fair.json()) as { totalAmount: number }).toMatchObject({ totalAmount: honest, status: 'pending' });
  });

  test('prices changed under the visitor: the 409 message shows, cart and products reload, the retry succeeds', async ({
    page,
    request,
  }) => {
    const [a] = (await products(request)).filter((p) => p.inStock && p.price > 500);
    await useCart(page, request, [{ productId: a!.id, quantity: 1 }]);
    // The first product list the page gets is stale: the product is $1 cheaper than the server now charges.
    let served = 0;
    await page.route(productListUrl, async (route) => {
      served += 1;
      if (served > 1) return route.fallback();
      const response = await route.fetch();
      const list = ((await response.json()) as Product[]).map((p) => (p.id === a!.id ? { ...p, price: p.price - 100 } : p));
      return route.fulfill({ response, json: list });
    });
    await page.goto(ROUTES.checkout);
    await expect(page.getByTestId('subtotal')).toHaveText(formatCents(a!.price - 100));
    await fillForm(page);
    const posts = countOrderPosts(page);
    await placeOrder(page).click();
    await expectToast(page, TOAST.error, API_MESSAGES.pricesChanged);
    await expect(page.getByTestId('subtotal')).toHaveText(formatCents(a!.price));
    expect(served).toBe(2);
    await expect(field(page, 'Email Address')).toHaveValue('ada@example.com');

    await placeOrder(page).click();
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    expect(posts).toHaveLength(2);
    // A different order (new prices) is a new attempt: a new key.
    expect(await posts[1]!.headerValue(IDEMPOTENCY_HEADER)).not.toBe(await posts[0]!.headerValue(IDEMPOTENCY_HEADER));
  });
});
