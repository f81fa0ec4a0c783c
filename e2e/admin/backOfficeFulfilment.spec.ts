import {
  ACCOUNT_LOCK_MINUTES,
  API,
  AUTH_MESSAGES,
  formatCents,
  MAX_FAILED_LOGIN_ATTEMPTS,
  ORDER_MAIL,
  ORDER_MESSAGES,
  ORDER_STATUS_LABELS,
  ROUTES,
  SHIPPING_FEE_CENTS,
  TOAST,
  type OrderResponse,
  type Product,
} from '@kingside/contracts';
import { API_MESSAGES } from '@kingside/contracts/api';
import { ACCOUNT_MESSAGES, erasedEmail } from '@kingside/contracts/admin';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
import { addToCart, isOrderPost } from '../commerce/commerce';
import { shopSearchFor } from '../support/listReads';
import { expectToast, header, outboxMailsTo, signIn, signInAsMember, verifiedMember, type Member } from '../auth/support';
import { field, fillForm, placeOrder } from '../commerce/commerce';
import { E2E } from '../support/env';
import { createProduct, FIRST_PAINT, signInAsAdmin } from './adminSession';

/*
 * Back office II in a real browser (issue 17): an order from the member's checkout to the administrator's
 * fulfilment and back to the member (/account/orders and the e-mails, as the SMTP capture received them);
 * unlocking a locked-out member; erasing a member whose order stays, anonymised; and the stock an order takes
 * and a cancellation puts back. The member, the administrator and each buyer have a browser context of their
 * own. Members, e-mails and products are new in every test (the database lives for the whole run).
 */

// Each journey signs a member and the administrator in and opens a dozen pages of the composed site.
test.describe.configure({ timeout: 90_000 });

/** The e-mails after an order are sent right after the write commits (api/src/shared/mail/mailQueue.ts): seconds at most. */
const MAIL_ARRIVES = { timeout: 10_000 };

// The strings of the admin's order and user screens (mfe-admin/src/orders/copy.ts, mfe-admin/src/users/copy.ts,
// docs/spec.md §2.22, §2.23) and of the member's orders page (mfe-checkout/src/orders/copy.ts,
// docs/spec.md §2.25): outside the e2e project's TypeScript root, so written here.
const ADMIN = {
  searchOrders: 'Search orders',
  searchUsers: 'Search users',
  orderTitle: (id: number) => `Order #${id}`,
  action: { paid: 'Mark as paid', shipped: 'Mark as shipped', cancelled: 'Cancel order' },
  confirmTitle: {
    paid: (id: number) => `Mark order #${id} as paid?`,
    shipped: (id: number) => `Mark order #${id} as shipped?`,
    cancelled: (id: number) => `Cancel order #${id}?`,
  },
  note: 'Note (optional)',
  noActions: 'This order is final: its status cannot change any more.',
  lockedUntil: /^Locked out until .+ after too many failed sign-ins\.$/,
  unlock: 'Unlock account',
  confirmUnlock: (username: string) => `Unlock ${username}?`,
  erase: 'Erase account',
  confirmErase: (username: string) => `Erase ${username}?`,
  erasedNotice: 'This account was erased: it cannot sign in, and its orders are kept without personal details.',
} as const;
const MEMBER_ORDERS = { heading: 'My Orders' } as const;

// ---------------------------------------------------------------------------------------------------------
// Browser contexts of their own (the administrator, a second buyer), closed after each test.

const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  return context.newPage();
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await newPage(browser);
  await signInAsAdmin(page);
  return page;
}

/**
 * A product of the test's own, made through the admin api: no other journey buys it, so its stock is what this
 * test makes of it (the seeded products' stock is whatever the journeys before left).
 */
function newProduct(admin: Page, what: string, stock: number) {
  return createProduct(admin, { name: `E2E ${what} ${Date.now().toString(36)}`, price: 2750, stock });
}

// ---------------------------------------------------------------------------------------------------------
// Members

/** The answer to the sign-in form's next press of Sign In. */
function signInAnswer(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === API.login);
}

// ---------------------------------------------------------------------------------------------------------
// Buying

/** Fills the checkout form (the confirmation goes to `email`) and presses Place Order; resolves with the api's answer. */
async function submitOrder(page: Page, email: string): Promise<Response> {
  await page.goto(ROUTES.checkout);
  await expect(placeOrder(page)).toBeVisible();
  await fillForm(page);
  await field(page, 'Email Address').fill(email);
  const [answer] = await Promise.all([page.waitForResponse(isOrderPost), placeOrder(page).click()]);
  return answer;
}

/** Buys one of the product through the shop and the checkout; the order as the api answered it. */
async function buy(page: Page, product: Pick<Product, 'id' | 'name'>, email: string): Promise<{ order: OrderResponse; answer: Response }> {
  await addToCart(page, product);
  const answer = await submitOrder(page, email);
  expect(answer.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  return { order: (await answer.json()) as OrderResponse, answer };
}

const orderTotal = (price: number) => price + (price >= 5000 ? 0 : SHIPPING_FEE_CENTS);

/** The one e-mail to `email` with this subject, once it has arrived. */
async function mailArrived(email: string, subject: string) {
  await expect
    .poll(() => outboxMailsTo(email).filter((mail) => mail.subject === subject).length, {
      ...MAIL_ARRIVES,
      message: `an e-mail "${subject}" to ${email} in ${E2E.outboxDir}`,
    })
    .toBe(1);
  return outboxMailsTo(email).find((mail) => mail.subject === subject)!;
}

/** The member's order on /account/orders. */
const memberOrder = (page: Page, id: number) =>
  page.getByTestId('member-order').filter({ has: page.getByRole('heading', { name: `Order #${id}`, exact: true }) });

// ---------------------------------------------------------------------------------------------------------
// The back office

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });
const toast = (page: Page) => page.getByTestId('toast');

/**
 * Finds the order on /admin/orders by searching `search`, which finds it alone: the customer's e-mail (unique to
 * the test) or "#12" (a bare "12" matches e-mail addresses with those digits too), and opens it.
 */
async function openOrderFromList(admin: Page, id: number, search: string) {
  await admin.goto(ROUTES.adminOrders);
  await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(FIRST_PAINT);
  await admin.getByRole('searchbox', { name: ADMIN.searchOrders }).fill(search);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL((url) => url.pathname === ROUTES.adminOrders && url.searchParams.get('q') === search);
  const table = admin.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('link')).toHaveText([ADMIN.orderTitle(id)]);
  await table.getByRole('link', { name: ADMIN.orderTitle(id) }).click();
  await expect(admin).toHaveURL(ROUTES.adminOrder(id));
  await expect(admin.getByRole('heading', { level: 1, name: ADMIN.orderTitle(id) })).toBeVisible(FIRST_PAINT);
}

/** Changes the open order's status through its button and the confirmation dialog, with a note if given. */
async function changeStatus(admin: Page, id: number, status: keyof typeof ADMIN.action, note?: string) {
  await actions(admin).getByRole('button', { name: ADMIN.action[status] }).click();
  const dialog = admin.getByRole('dialog', { name: ADMIN.confirmTitle[status](id) });
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByLabel(ADMIN.note).fill(note);
  await dialog.getByRole('button', { name: ADMIN.action[status] }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin)).toContainText(ORDER_MESSAGES.statusChanged);
  await expect(toast(admin)).toContainText(`${ADMIN.orderTitle(id)}: ${ORDER_STATUS_LABELS[status]}`);
  await expect(admin.getByTestId('order-history').getByRole('listitem').last()).toContainText(`${ORDER_STATUS_LABELS[status]} · `);
  if (note) await expect(admin.getByTestId('order-history').getByRole('listitem').last()).toContainText(note);
}

/** Finds the member on /admin/users by e-mail and opens their page; resolves with their id. */
async function openUserFromList(admin: Page, member: Member): Promise<number> {
  await admin.goto(ROUTES.adminUsers);
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(FIRST_PAINT);
  await admin.getByRole('searchbox', { name: ADMIN.searchUsers }).fill(member.email);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const table = admin.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('link')).toHaveText([member.username]);
  await table.getByRole('link', { name: member.username }).click();
  await expect(admin).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(admin.getByRole('heading', { level: 1, name: member.username })).toBeVisible(FIRST_PAINT);
  return Number(/(\d+)$/.exec(admin.url())![1]);
}

/** Presses an action of the user page and confirms it in its dialog. */
async function confirmUserAction(admin: Page, label: string, title: string) {
  await actions(admin).getByRole('button', { name: label }).click();
  const dialog = admin.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

/** The value beside `label` in a list of facts or totals (<dt>, <dd>); the label matched whole ("Total", not "Subtotal"). */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

// ---------------------------------------------------------------------------------------------------------

test('a member’s order: confirmed by e-mail, marked paid then shipped in the back office, and the member sees it and is told', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const product = await newProduct(admin, 'Fulfilment clock', 5);
  const member = await verifiedMember(page, 'ful');
  await signInAsMember(page, member);
  const { order, answer } = await buy(page, product, member.email);
  // The signed-in member's checkout sends their token: the order is theirs.
  expect(await answer.request().headerValue('authorization')).toMatch(/^Bearer [\w-]{43}$/);
  const total = orderTotal(product.price);
  await expect(page.getByTestId('order-total')).toHaveText(formatCents(total));

  await page.goto(ROUTES.accountOrders);
  await expect(page.getByRole('heading', { level: 1, name: MEMBER_ORDERS.heading })).toBeVisible();
  await expect(memberOrder(page, order.id).getByTestId('order-status')).toHaveText(ORDER_STATUS_LABELS.pending);
  await expect(memberOrder(page, order.id)).toContainText(product.name);

  const confirmation = await mailArrived(member.email, ORDER_MAIL.confirmationSubject(order.id));
  expect(confirmation.text).toContain(`Order #${order.id}`);
  expect(confirmation.text).toContain(`1 × ${product.name} at ${formatCents(product.price)}`);
  expect(confirmation.text).toContain(`Total: ${formatCents(total)}`);

  // The administrator finds it by the member's e-mail, then by its number, and fulfils it.
  await openOrderFromList(admin, order.id, member.email);
  await openOrderFromList(admin, order.id, `#${order.id}`);
  await expect(admin.getByRole('region', { name: 'Customer' })).toContainText(member.email);
  await expect(admin.getByRole('region', { name: 'Customer' }).getByRole('link', { name: 'Member account' })).toBeVisible();
  await expect(actions(admin).getByRole('button')).toHaveText([ADMIN.action.paid, ADMIN.action.cancelled]);
  await changeStatus(admin, order.id, 'paid', 'Paid by bank transfer');
  await expect(actions(admin).getByRole('button')).toHaveText([ADMIN.action.shipped, ADMIN.action.cancelled]);
  const tracking = `Tracking number KS-${Date.now()}`;
  await changeStatus(admin, order.id, 'shipped', tracking);
  await expect(admin.getByTestId('order-history').getByRole('listitem')).toHaveCount(3);

  // The member sees the new status, and the shipping notice arrives.
  await page.reload();
  await expect(memberOrder(page, order.id).getByTestId('order-status')).toHaveText(ORDER_STATUS_LABELS.shipped);
  const shipped = await mailArrived(member.email, ORDER_MAIL.shippedSubject(order.id));
  expect(shipped.text).toContain(product.name);
  // Marking it paid sent nothing: the two mails are all the order caused.
  expect(outboxMailsTo(member.email).filter((mail) => mail.subject.includes(`#${order.id}`))).toHaveLength(2);
});

test('a member locked out by failed sign-ins is unlocked by an administrator and signs in', async ({ page, browser }) => {
  const member = await verifiedMember(page, 'lock');
  // Wrong passwords: each counts; the last one locks the account.
  for (let attempt = 1; attempt <= MAX_FAILED_LOGIN_ATTEMPTS; attempt += 1) {
    const [answer] = await Promise.all([signInAnswer(page), signIn(page, member.email, 'not-the-password-1')]);
    expect(answer.status()).toBe(attempt < MAX_FAILED_LOGIN_ATTEMPTS ? 401 : 423);
  }
  await expectToast(page, TOAST.loginFailed, AUTH_MESSAGES.accountLocked(ACCOUNT_LOCK_MINUTES));
  // Now even the right password is refused.
  const [locked] = await Promise.all([signInAnswer(page), signIn(page, member.email, member.password)]);
  expect(locked.status()).toBe(423);
  await expectToast(page, TOAST.loginFailed, AUTH_MESSAGES.accountLocked(ACCOUNT_LOCK_MINUTES));

  const admin = await adminPage(browser);
  await openUserFromList(admin, member);
  await expect(admin.getByRole('status').filter({ hasText: 'Locked out until' })).toHaveText(ADMIN.lockedUntil);
  await expect(fact(admin.getByTestId('user-facts'), 'Failed sign-in attempts')).toHaveText(String(MAX_FAILED_LOGIN_ATTEMPTS));
  await confirmUserAction(admin, ADMIN.unlock, ADMIN.confirmUnlock(member.username));
  await expect(toast(admin)).toContainText(ACCOUNT_MESSAGES.unlocked);
  await expect(admin.getByText(ADMIN.lockedUntil)).toHaveCount(0);
  await expect(fact(admin.getByTestId('user-facts'), 'Failed sign-in attempts')).toHaveText('0');
  await expect(actions(admin).getByRole('button', { name: ADMIN.unlock })).toHaveCount(0);

  await signInAsMember(page, member);
  await expect(page).toHaveURL(ROUTES.home);
});

test('an erased member can no longer sign in, and their order stays in the back office without their details', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const product = await newProduct(admin, 'Erasure board', 5);
  const member = await verifiedMember(page, 'erase');
  await signInAsMember(page, member);
  const { order } = await buy(page, product, member.email);

  const userId = await openUserFromList(admin, member);
  await expect(fact(admin.getByTestId('user-facts'), 'Orders')).toHaveText('1');
  await confirmUserAction(admin, ADMIN.erase, ADMIN.confirmErase(member.username));
  await expect(toast(admin)).toContainText(ACCOUNT_MESSAGES.erased);
  await expect(admin.getByText(ADMIN.erasedNotice)).toBeVisible();
  await expect(fact(admin.getByTestId('user-facts'), 'Email')).toHaveText(erasedEmail(userId));

  // The member's sign-in has ended, and signing in again is refused as for an unknown address.
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
  const [refused] = await Promise.all([signInAnswer(page), signIn(page, member.email, member.password)]);
  expect(refused.status()).toBe(401);
  await expectToast(page, TOAST.loginFailed, AUTH_MESSAGES.invalidCredentials);

  // The order is kept: lines and total as ordered, the customer's details gone.
  await admin.goto(ROUTES.adminOrder(order.id));
  await expect(admin.getByRole('heading', { level: 1, name: ADMIN.orderTitle(order.id) })).toBeVisible(FIRST_PAINT);
  const customer = admin.getByRole('region', { name: 'Customer' });
  await expect(customer.locator('p').nth(0)).toHaveText('');
  await expect(customer.locator('p').nth(1)).toHaveText(erasedEmail(userId));
  await expect(customer).not.toContainText(member.email);
  await expect(customer).not.toContainText('Ada Lovelace');
  await expect(customer.getByRole('link', { name: 'Member account' })).toHaveAttribute('href', ROUTES.adminUser(userId));
  const items = admin.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row', { name: product.name })).toHaveText(
    `${product.name}${formatCents(product.price)}1${formatCents(product.price)}`,
  );
  await expect(fact(items, 'Total')).toHaveText(formatCents(orderTotal(product.price)));
  // Searching the old address finds nothing any more.
  await admin.goto(`${ROUTES.adminOrders}?q=${encodeURIComponent(member.email)}`);
  await expect(admin.getByText('No orders found')).toBeVisible(FIRST_PAINT);
});

test('the last unit: sold out in the shop, refused to a second buyer, back in stock when the order is cancelled', async ({
  page,
  browser,
}) => {
  const admin = await adminPage(browser);
  const product = await newProduct(admin, 'Last board', 1);
  const card = (shop: Page) =>
    shop.getByTestId('product-card').filter({ has: shop.getByRole('heading', { name: product.name, exact: true }) });

  // The second buyer puts it in their cart while there is one left.
  const second = await newPage(browser);
  await addToCart(second, product);

  // The first buyer takes the last unit.
  const { order } = await buy(page, product, 'first.buyer@e2e.example');
  await page.goto(shopSearchFor(product.name));
  await expect(card(page).getByText('Out of Stock', { exact: true })).toBeVisible();
  await page.goto(ROUTES.product(product.id));
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();

  // The second buyer's order is refused with the server's reason, and nothing is taken.
  const refused = await submitOrder(second, 'second.buyer@e2e.example');
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ message: API_MESSAGES.outOfStock });
  await expectToast(second, TOAST.error, API_MESSAGES.outOfStock);
  await expect(second.getByRole('heading', { name: 'Order Placed Successfully!' })).toHaveCount(0);

  // The administrator cancels the first order: the unit goes back.
  await openOrderFromList(admin, order.id, `#${order.id}`);
  await changeStatus(admin, order.id, 'cancelled', 'Cancelled at the customer’s request');
  await expect(actions(admin)).toContainText(ADMIN.noActions);

  await page.goto(shopSearchFor(product.name));
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByText('Out of Stock', { exact: true })).toHaveCount(0);
  await page.goto(ROUTES.product(product.id));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();

  // And the second buyer can have it now.
  const placed = await submitOrder(second, 'second.buyer@e2e.example');
  expect(placed.status()).toBe(201);
  await expect(second.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
});
