import { ROUTES, STORAGE_KEYS, type AdminRecord } from '@kingside/contracts';
import { BACK_OFFICE_API } from '@kingside/contracts/admin';
import { expect, type Page } from '@playwright/test';
import { products } from '../commerce/commerce';
import { E2E } from '../support/env';

/**
 * A fresh load of the admin app and of a back-office screen's own chunk (the form and table libraries): the
 * heaviest page of the site, given longer than the other waits (a second tab loading it beside the first on
 * a busy machine took more than the default 7 s).
 */
export const FIRST_PAINT = { timeout: 15_000 };

/** Signs in as the seeded administrator (two-factor is off by the time the back-office journeys run). */
export async function signInAsAdmin(page: Page) {
  await page.goto(ROUTES.adminLogin);
  await page.getByLabel('Email').fill(E2E.admin.email);
  await page.getByLabel('Password').fill(E2E.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(ROUTES.adminDashboard, FIRST_PAINT);
}

/** The signed-in page's admin token, for setting up data through the admin api. */
export async function adminToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken);
  expect(token).toBeTruthy();
  return token as string;
}

export interface NewProduct {
  name: string;
  price: number;
  stock?: number;
}

/**
 * A product made through the admin api with the signed-in page's token, for the journeys that start from an
 * existing product. Its picture is a seeded product's.
 */
export async function createProduct(page: Page, { name, price, stock = 5 }: NewProduct): Promise<AdminRecord<'products'>> {
  const token = await adminToken(page);
  const [seeded] = await products(page.request);
  const created = await page.request.post(BACK_OFFICE_API.list('products'), {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name,
      description: `${name}: made by the back-office journeys.`,
      price,
      stock,
      category: 'Accessories',
      imageUrl: seeded!.imageUrl,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as AdminRecord<'products'>;
}
