import { deflateSync } from 'node:zlib';
import { API, BACK_OFFICE_MESSAGES, formatCents, ROUTES, SHIPPING_FEE_CENTS, TOAST } from '@kingside/contracts';
import { BACK_OFFICE_API } from '@kingside/contracts/admin';
import { expect, test, type Page } from '@playwright/test';
import { shopSearchFor } from '../support/listReads';
import { fillForm, placeOrder } from '../commerce/commerce';
import { E2E } from '../support/env';
import { scrollIntoView } from '../support/scroll';
import { createProduct, FIRST_PAINT, signInAsAdmin as signIn } from './adminSession';

/*
 * The back office's catalogue screens (/admin/products, new, edit) in a real browser, as the seeded
 * administrator (two-factor is off again by the time this project runs: admin.spec.ts turns it off last).
 * Each test signs in and makes its own product, named uniquely: the database lives for the whole run.
 */

// Each journey opens a dozen pages of the composed site (admin, shop, checkout): more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PRODUCTS = ROUTES.adminProducts;
const editPath = (id: number) => `${PRODUCTS}/${id}`;
const EDIT_URL = new RegExp(`^${E2E.baseUrl}${PRODUCTS}/(\\d+)$`);

const toast = (page: Page) => page.getByTestId('toast');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

let sequence = 0;
/** A product name no other test (or earlier run on the same database) has used. */
const uniqueName = (what: string) => `E2E ${what} ${Date.now().toString(36)}-${(sequence += 1)}`;

// ---------------------------------------------------------------------------------------------------------
// A real PNG, written by hand (signature, IHDR, IDAT, IEND with their CRCs), different on every run.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` × `height`: a gradient tinted by `seed`, so each run uploads new bytes. */
function pngImage(width: number, height: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x += 1) {
      rows.set([(x * 255) / width, (y * 255) / height, seed % 256], row + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------------------------------------

/** The id in the address of an edit page. */
function idOfEditPage(page: Page): number {
  const match = EDIT_URL.exec(page.url());
  if (!match) throw new Error(`Not an edit page: ${page.url()}`);
  return Number(match[1]);
}

/**
 * The browser's Back button. page.goBack() would wait for a navigation the page may cancel (the unsaved-changes
 * guard does): this starts the same step through the DevTools protocol and returns at once.
 */
async function pressBack(page: Page) {
  const session = await page.context().newCDPSession(page);
  const { currentIndex, entries } = await session.send('Page.getNavigationHistory');
  const previous = entries[currentIndex - 1];
  if (!previous) throw new Error('Nothing to go back to');
  await session.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  await session.detach();
}

/** The product's card on /shop (found by its name). */
const shopCard = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function openEditPage(page: Page, id: number, name: string) {
  await page.goto(editPath(id));
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible(FIRST_PAINT);
  await expect(field(page, 'Name')).toHaveValue(name);
}

// ---------------------------------------------------------------------------------------------------------

test('a new product with an uploaded picture: created from the form, then in the shop at once with its WebP variants', async ({ page }) => {
  const name = uniqueName('Walnut board');
  // The shop's search for it before it exists finds nothing, and the api's caches (answers and server-rendered pages)
  // hold that answer now.
  await page.goto(shopSearchFor(name));
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await signIn(page);
  await page.goto(PRODUCTS);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(`${PRODUCTS}/new`);
  await expect(page.getByRole('heading', { name: 'New product' })).toBeVisible();

  await field(page, 'Name').fill(name);
  await field(page, 'Description').fill('A walnut and maple board with 55 mm squares, made for the club room.');
  await field(page, 'Price (US$)').fill('31.50');
  await field(page, 'Stock').fill('12');
  await field(page, 'Category').selectOption('Chess Boards');

  const [uploaded] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === BACK_OFFICE_API.uploads),
    field(page, 'Upload an image').setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: pngImage(480, 360, Date.now()) }),
  ]);
  expect(uploaded.status()).toBe(201);
  await expect(field(page, 'Image')).toHaveValue(/^\/uploads\/[0-9a-f]{64}\.png$/);
  const imageUrl = await field(page, 'Image').inputValue();
  const hash = imageUrl.slice('/uploads/'.length, -'.png'.length);
  const preview = page.getByRole('img', { name: 'Preview of the image' });
  await expect(preview).toHaveAttribute('src', imageUrl);
  // The preview really shows the stored picture (decoded by the browser, not a broken image).
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(toast(page)).toContainText(BACK_OFFICE_MESSAGES.created);
  await expect(toast(page)).toContainText(name);
  await expect(page).toHaveURL(EDIT_URL);
  const id = idOfEditPage(page);
  await expect(page.getByRole('heading', { name: 'Edit product' })).toBeVisible();
  await expect(field(page, 'Name')).toHaveValue(name);
  await expect(field(page, 'Price (US$)')).toHaveValue('31.50');
  await expect(field(page, 'Stock')).toHaveValue('12');
  await expect(field(page, 'Category')).toHaveValue('Chess Boards');
  await expect(field(page, 'Image')).toHaveValue(imageUrl);

  // Nothing unsaved: the list is one click away, and has the new product.
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(page).toHaveURL(PRODUCTS);
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Chess Boards');
  await expect(row).toContainText('$31.50');
  await expect(row).toContainText('Live');

  // The storefront, with no restart: the new card, its price and the picture's responsive variants, in
  // the server-rendered page already.
  const html = await (await page.goto(shopSearchFor(name)))!.text();
  expect(html).toContain(name);
  expect(html).toContain(`/uploads/${hash}-320.webp 320w`);
  const card = shopCard(page, name);
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('product-price')).toHaveText('$31.50');
  const picture = card.getByRole('img', { name });
  await expect(picture).toHaveAttribute('src', imageUrl);
  await expect(picture).toHaveAttribute(
    'srcset',
    `/uploads/${hash}-320.webp 320w, /uploads/${hash}-640.webp 640w, /uploads/${hash}-960.webp 960w`,
  );
  // The cards' pictures load lazily: the new card is the last one, below the fold.
  await scrollIntoView(picture);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // What the browser chose from the srcset is one of the WebP variants.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/uploads/${hash}-(320|640|960)\\.webp$`));
  const variant = await page.request.get(`/uploads/${hash}-320.webp`);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(ROUTES.product(id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('product-price')).toHaveText('$31.50');
  await expect(page.getByRole('img', { name })).toHaveAttribute('srcset', new RegExp(`/uploads/${hash}-320\\.webp 320w`));
});

test('a new price shows in the shop and is what the checkout charges', async ({ page }) => {
  const name = uniqueName('Tournament clock');
  await signIn(page);
  const product = await createProduct(page, { name, price: 3150 });
  // The old price, as the shop shows it (and the api's caches now hold it).
  await page.goto(shopSearchFor(name));
  await expect(shopCard(page, name).getByTestId('product-price')).toHaveText('$31.50');
  await page.goto(ROUTES.product(product.id));
  await expect(page.getByTestId('product-price')).toHaveText('$31.50');

  await openEditPage(page, product.id, name);
  await expect(field(page, 'Price (US$)')).toHaveValue('31.50');

  await field(page, 'Price (US$)').fill('42.75');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page)).toContainText(BACK_OFFICE_MESSAGES.saved);
  await expect(field(page, 'Price (US$)')).toHaveValue('42.75');
  // Saved: leaving asks nothing.
  await page.getByLabel('Admin sidebar').getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(ROUTES.adminDashboard);

  await page.goto(shopSearchFor(name));
  await expect(shopCard(page, name).getByTestId('product-price')).toHaveText('$42.75');
  const html = await (await page.goto(ROUTES.product(product.id)))!.text();
  expect(html).toContain('$42.75');
  expect(html).not.toContain('$31.50');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('product-price')).toHaveText('$42.75');

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page)).toContainText(TOAST.addedToCart(name));
  await page.goto(ROUTES.checkout);
  await expect(page.getByTestId('summary-line')).toHaveText([`${name} × 1$42.75`]);
  await expect(page.getByTestId('subtotal')).toHaveText('$42.75');
  await fillForm(page);
  const [order] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === API.orders),
    placeOrder(page).click(),
  ]);
  expect(order.status()).toBe(201);
  expect(order.request().postDataJSON()).toMatchObject({ items: [{ productId: product.id, quantity: 1, price: 4275 }] });
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(formatCents(4275 + SHIPPING_FEE_CENTS));
});

test('two tabs edit one product: the second save meets the conflict, and Reload shows the first tab’s change', async ({
  page,
  context,
}) => {
  const name = uniqueName('Travel set');
  await signIn(page);
  const product = await createProduct(page, { name, price: 2400, stock: 7 });
  const tabA = page;
  const tabB = await context.newPage();
  await openEditPage(tabA, product.id, name);
  await openEditPage(tabB, product.id, name);

  const renamed = `${name} (tab A)`;
  await field(tabA, 'Name').fill(renamed);
  await field(tabA, 'Price (US$)').fill('26.00');
  await tabA.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(tabA)).toContainText(BACK_OFFICE_MESSAGES.saved);
  await expect(toast(tabA)).toContainText(renamed);

  // Tab B still edits the first version.
  await expect(field(tabB, 'Price (US$)')).toHaveValue('24.00');
  await field(tabB, 'Stock').fill('3');
  await tabB.getByRole('button', { name: 'Save changes' }).click();
  const alert = tabB.getByRole('alert').filter({ hasText: BACK_OFFICE_MESSAGES.conflict });
  await expect(alert).toBeVisible();
  const reload = alert.getByRole('button', { name: BACK_OFFICE_MESSAGES.reload });
  await expect(reload).toBeFocused();
  // Nothing of tab B's was written.
  await expect(field(tabB, 'Stock')).toHaveValue('3');

  await reload.click();
  await expect(alert).toHaveCount(0);
  await expect(field(tabB, 'Name')).toHaveValue(renamed);
  await expect(field(tabB, 'Price (US$)')).toHaveValue('26.00');
  await expect(field(tabB, 'Stock')).toHaveValue('7');
  // The name above the form is the record's current one too.
  await expect(tabB.getByText(renamed, { exact: true })).toBeVisible();
  await expect(tabB.getByText(name, { exact: true })).toHaveCount(0);

  // From the reloaded version, tab B's save goes through, and leaving asks nothing.
  await field(tabB, 'Stock').fill('4');
  await tabB.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(tabB)).toContainText(BACK_OFFICE_MESSAGES.saved);
  await expect(tabB.getByRole('alert').filter({ hasText: BACK_OFFICE_MESSAGES.conflict })).toHaveCount(0);
  await tabB.reload();
  await expect(field(tabB, 'Name')).toHaveValue(renamed);
  await expect(field(tabB, 'Price (US$)')).toHaveValue('26.00');
  await expect(field(tabB, 'Stock')).toHaveValue('4');
});

test('archiving takes the product out of the shop; restoring brings it back', async ({ page }) => {
  const name = uniqueName('Score book');
  await signIn(page);
  const product = await createProduct(page, { name, price: 1299 });
  await page.goto(shopSearchFor(name));
  await expect(shopCard(page, name)).toHaveCount(1);

  await openEditPage(page, product.id, name);
  await page.getByRole('button', { name: 'Archive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive this product?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(toast(page)).toContainText(BACK_OFFICE_MESSAGES.archived);
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This product is archived: the site does not show it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The admin list: not among the live products, among the archived ones.
  await page.getByRole('link', { name: 'Back to products' }).click();
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('row').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  await field(page, 'Status').selectOption('archived');
  await expect(page).toHaveURL(`${PRODUCTS}?status=archived`);
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Archived');

  await page.goto(shopSearchFor(name));
  await expect(page.getByText('No products found', { exact: true })).toBeVisible();
  await expect(shopCard(page, name)).toHaveCount(0);
  expect((await page.request.get(API.product(product.id))).status()).toBe(404);
  // docs/spec.md §2.8: a product that cannot be loaded sends the visitor back to the shop.
  await page.goto(ROUTES.product(product.id));
  await expect(page).toHaveURL(ROUTES.shop);
  await expect(page.getByRole('heading', { name: 'Chess Shop' })).toBeVisible();

  await openEditPage(page, product.id, name);
  await page.getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore this product?' });
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page)).toContainText(BACK_OFFICE_MESSAGES.restored);
  await expect(page.getByRole('button', { name: 'Archive' })).toBeVisible();
  await page.goto(ROUTES.product(product.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goto(shopSearchFor(name));
  await expect(shopCard(page, name)).toHaveCount(1);
});

test('leaving with unsaved changes asks first: Stay keeps the edit, Leave goes', async ({ page }) => {
  const name = uniqueName('Rollable mat');
  await signIn(page);
  const product = await createProduct(page, { name, price: 1500 });
  await openEditPage(page, product.id, name);
  const edited = `${name} (edited)`;
  await field(page, 'Name').fill(edited);

  const dashboard = page.getByLabel('Admin sidebar').getByRole('link', { name: 'Dashboard' });
  await dashboard.click();
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(BACK_OFFICE_MESSAGES.unsavedChanges);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(editPath(product.id));
  await expect(field(page, 'Name')).toHaveValue(edited);

  // Escape is Stay too.
  await dashboard.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(editPath(product.id));
  await expect(field(page, 'Name')).toHaveValue(edited);

  await dashboard.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(ROUTES.adminDashboard);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // Nothing was saved.
  await openEditPage(page, product.id, name);
});

test('the browser’s Back asks too, and so does a new product’s form', async ({ page }) => {
  const name = uniqueName('Club clock');
  await signIn(page);
  const product = await createProduct(page, { name, price: 3999 });
  const search = `${PRODUCTS}?q=${encodeURIComponent(name)}`;
  await page.goto(search);
  await page.getByRole('table', { name: 'Products' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(editPath(product.id));
  await expect(field(page, 'Name')).toHaveValue(name);
  await field(page, 'Stock').fill('9');

  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
  await pressBack(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(editPath(product.id));
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(editPath(product.id));
  await expect(field(page, 'Stock')).toHaveValue('9');

  await pressBack(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(search);
  // The stock typed was not saved.
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: '5', exact: true })).toBeVisible();

  // A new product's form, half filled.
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL(`${PRODUCTS}/new`);
  await field(page, 'Name').fill('Half a product');
  await page.getByRole('link', { name: 'Back to products' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(`${PRODUCTS}/new`);
  await expect(field(page, 'Name')).toHaveValue('Half a product');
  await page.getByRole('link', { name: 'Back to products' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(PRODUCTS);
});
