import { ROUTES, type OrderResponse } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signInAsMember, verifiedMember } from '../auth/support';
import { addToCart, badge, field, fillForm, inStockProducts, isOrderPost, placeOrder } from './commerce';

/*
 * A member's address book and Order again in a real browser (docs/spec.md §2.10, §2.25, §7.4): the address saved with
 * an order, offered at the next checkout and filled in from the keyboard, and an order put back into the cart from
 * /account/orders at today's prices.
 */

const memberOrder = (page: Page, id: number) =>
  page.getByTestId('member-order').filter({ has: page.getByRole('heading', { name: `Order #${id}`, exact: true }) });

test('a member saves the address with an order, uses it at the next checkout, and orders the same again', async ({ page, request }) => {
  const member = await verifiedMember(page, 'book');
  await signInAsMember(page, member);
  const [product] = await inStockProducts(request, 1);

  // First order: a new address, saved with it (the checkbox ticked from the keyboard).
  await addToCart(page, product!);
  await page.goto(ROUTES.checkout);
  await fillForm(page);
  const save = page.getByRole('checkbox', { name: 'Save this address to my address book' });
  await save.focus();
  await page.keyboard.press('Space');
  await expect(save).toBeChecked();
  const [answer] = await Promise.all([page.waitForResponse(isOrderPost), placeOrder(page).click()]);
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    customerName: 'Ada Lovelace',
    customerAddress: '12 Analytical Row, London',
    saveAddress: true,
  });
  const order = (await answer.json()) as OrderResponse;
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  // Second checkout: the saved address offered, and filled in by Enter on its button.
  await addToCart(page, product!);
  await page.goto(ROUTES.checkout);
  const book = page.getByRole('group', { name: 'Your saved addresses' });
  await expect(book.getByTestId('saved-address')).toHaveCount(1);
  await expect(book).toContainText('Ada Lovelace');
  await expect(book).toContainText('12 Analytical Row, London');
  await book.getByRole('button', { name: 'Use this address' }).focus();
  await page.keyboard.press('Enter');
  await expect(field(page, 'Full Name')).toHaveValue('Ada Lovelace');
  await expect(field(page, 'Shipping Address')).toHaveValue('12 Analytical Row, London');
  await expect(page.getByRole('status').filter({ hasText: 'Filled in from your address book.' })).toHaveCount(1);
  // Already in the book: not offered again.
  await expect(page.getByRole('checkbox', { name: 'Save this address to my address book' })).toHaveCount(0);

  // Order again, from /account/orders: the cart gets the order's lines, and says so with the focus on it.
  await page.goto(ROUTES.accountOrders);
  await memberOrder(page, order.id).getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL(ROUTES.cart);
  const notice = page.getByTestId('order-again-notice');
  await expect(notice).toContainText(`The items of order #${order.id} are in your cart, at today's prices.`);
  await expect(notice).toBeFocused();
  // One unit was already in the cart from the second checkout: the order's one is added to it.
  await expect(badge(page)).toHaveText('2');
});
