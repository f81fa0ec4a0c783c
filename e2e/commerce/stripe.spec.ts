import { API, ORDER_MAIL, ORDER_STATUS_LABELS, ROUTES, type Product } from '@kingside/contracts';
import { CHECKOUT_COMPLETE_PATH, PAYMENT_MESSAGES, STRIPE_ACTOR } from '@kingside/contracts/payments';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createProduct, FIRST_PAINT, signInAsAdmin } from '../admin/adminSession';
import { outboxMailsTo, signInAsMember, verifiedMember } from '../auth/support';
import { startStripeSite } from '../support/stripeSite';
import { addToCart, isOrderPost } from './commerce';

/*
 * Paying through Stripe in a real browser (issue 33), on a second server of the build with Stripe keys and the
 * Stripe stand-in (e2e/support/stripeSite.ts): the run's own server stays simulated, so the other checkout journeys
 * keep their card form. A member pays on the stand-in's hosted page and the return page turns to "Payment
 * received" once the signed webhook has marked the order paid; their orders and the admin's order page read Paid,
 * and one confirmation e-mail arrives. A guest who cancels on Stripe's page is back at the cart with its lines,
 * and the stock comes back when the session expires.
 */

test.describe.configure({ timeout: 120_000 });

let site: Awaited<ReturnType<typeof startStripeSite>>;
test.beforeAll(async () => {
  site = await startStripeSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** A page of its own browser context, on the Stripe site. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.origin });
  opened.push(context);
  return context.newPage();
}

/** What the test reads of the stand-in's Checkout Sessions (api/src/testing/standIns/stripeStandIn.ts). */
interface StandInSession {
  id: string;
  client_reference_id: string;
  customer_email: string;
  metadata: Record<string, string>;
  amount_total: number;
}

/**
 * The checkout with Stripe: no card field; Continue to payment places the order and leaves for Stripe's page. The
 * order is read from its Checkout Session at the stand-in (the api's answer is gone with the page that asked).
 */
async function continueToStripe(page: Page, email: string): Promise<{ orderId: number; sessionId: string; total: number }> {
  await page.goto(ROUTES.checkout);
  await expect(page.getByTestId('stripe-notice')).toHaveText(PAYMENT_MESSAGES.stripeNotice);
  await expect(page.getByLabel('Card Number', { exact: true })).toHaveCount(0);
  await page.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Shipping Address', { exact: true }).fill('12 Analytical Row, London');
  const [answer] = await Promise.all([
    page.waitForResponse(isOrderPost),
    page.getByRole('button', { name: PAYMENT_MESSAGES.payButton }).click(),
  ]);
  expect(answer.status()).toBe(201);
  await expect(page).toHaveURL((url) => url.origin === site.standIn && url.pathname.startsWith('/pay/'));
  const sessionId = new URL(page.url()).pathname.split('/').pop()!;
  const sessions = (await (await page.request.get(`${site.standIn}/test/sessions`)).json()) as StandInSession[];
  const session = sessions.find((candidate) => candidate.id === sessionId)!;
  expect(session).toMatchObject({ customer_email: email, metadata: { order_id: session.client_reference_id } });
  return { orderId: Number(session.client_reference_id), sessionId, total: session.amount_total };
}

async function inStock(page: Page, productId: number): Promise<boolean> {
  return ((await (await page.request.get(API.product(productId))).json()) as Product).inStock;
}

test('a member pays on Stripe’s page: Payment received, Paid for them and the admin, one confirmation', async ({ browser }) => {
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const product = await createProduct(admin, { name: `E2E Stripe Board ${Date.now().toString(36)}`, price: 2750, stock: 5 });

  const page = await newPage(browser);
  const member = await verifiedMember(page, 'stripe');
  await signInAsMember(page, member);
  await addToCart(page, product);
  const order = await continueToStripe(page, member.email);
  await expect(page.getByTestId('standin-total')).toContainText((order.total / 100).toFixed(2));
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL((url) => url.origin === site.origin && url.pathname === CHECKOUT_COMPLETE_PATH);
  await expect(page.getByRole('heading', { name: PAYMENT_MESSAGES.paymentReceived })).toBeVisible();
  await expect(page.getByText(PAYMENT_MESSAGES.paymentReceivedText(order.orderId))).toBeVisible();

  await page.goto(ROUTES.accountOrders);
  const card = page
    .getByTestId('member-order')
    .filter({ has: page.getByRole('heading', { name: `Order #${order.orderId}`, exact: true }) });
  await expect(card.getByTestId('order-status')).toHaveText(ORDER_STATUS_LABELS.paid);

  await admin.goto(ROUTES.adminOrder(order.orderId));
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${order.orderId}` })).toBeVisible(FIRST_PAINT);
  await expect(admin.getByTestId('order-history')).toContainText(`${ORDER_STATUS_LABELS.paid} ·`);
  await expect(admin.getByTestId('order-history')).toContainText(`by ${STRIPE_ACTOR}`);
  const payment = admin.getByTestId('order-payment');
  await expect(payment).toContainText('Stripe');
  await expect(payment).toContainText('Paid');
  await expect(payment.getByRole('link', { name: 'View the payment in Stripe' })).toHaveAttribute(
    'href',
    /^https:\/\/dashboard\.stripe\.com\/test\/payments\/pi_test_/,
  );

  const subject = ORDER_MAIL.confirmationSubject(order.orderId);
  await expect.poll(() => outboxMailsTo(member.email).filter((mail) => mail.subject === subject).length, { timeout: 10_000 }).toBe(1);
});

test('a shopper who cancels on Stripe’s page is back at the cart with its lines; the stock returns when the session expires', async ({
  browser,
}) => {
  const admin = await newPage(browser);
  await signInAsAdmin(admin);
  const product = await createProduct(admin, { name: `E2E Stripe Clock ${Date.now().toString(36)}`, price: 1999, stock: 1 });

  const page = await newPage(browser);
  await addToCart(page, product);
  const { orderId, sessionId } = await continueToStripe(page, 'abandoned@example.com');
  // Its only unit is taken while the shopper is on Stripe's page.
  expect(await inStock(page, product.id)).toBe(false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => url.origin === site.origin && url.pathname === ROUTES.cart);
  await expect(page.getByText(product.name).first()).toBeVisible();

  const expired = await page.request.post(`${site.standIn}/test/sessions/${sessionId}/expire`);
  expect(expired.ok()).toBe(true);
  await expect.poll(() => inStock(page, product.id), { timeout: 10_000 }).toBe(true);
  await admin.goto(ROUTES.adminOrder(orderId));
  await expect(admin.getByTestId('order-history')).toContainText(PAYMENT_MESSAGES.expiredNote, FIRST_PAINT);
});
