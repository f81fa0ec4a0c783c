import { ROUTES, STORAGE_KEYS } from '@kingside/contracts';
import { expect, type Page } from '@playwright/test';
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
