import { ROUTES, STORAGE_KEYS } from '@kingside/contracts';
import { ADMIN_MESSAGES } from '@kingside/contracts/admin';
import { expect, test, type Page } from '@playwright/test';
import speakeasy from 'speakeasy';
import { E2E } from '../support/env';

/*
 * The administrator portal, end to end, as the seeded administrator (E2E.admin). The tests share that
 * account and build on each other (two-factor on, then signing in with a code), so they run in order;
 * the last one turns two-factor off again.
 */
test.describe.configure({ mode: 'serial' });

let secret = '';

const toast = (page: Page) => page.getByTestId('toast');

async function typeCredentials(page: Page, password = E2E.admin.password) {
  await page.getByLabel('Email').fill(E2E.admin.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The current code of the secret the page showed: what an authenticator app would display. */
function currentCode(): string {
  return speakeasy.totp({ secret, encoding: 'base32' });
}

/** A six-digit code that is valid at none of the steps around now. */
function wrongCode(): string {
  const now = Date.now() / 1000;
  const valid = new Set([-30, 0, 30].map((offset) => speakeasy.totp({ secret, encoding: 'base32', time: now + offset })));
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code)) as string;
}

async function signOut(page: Page) {
  await page.getByLabel('Admin sidebar').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(ROUTES.adminLogin);
}

test('without an admin sign-in, /admin/dashboard and /admin/security-settings send you to /admin/login', async ({ page }) => {
  await page.goto(ROUTES.adminDashboard);
  await expect(page).toHaveURL(ROUTES.adminLogin);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  // /admin/login is outside the public frame: no site header.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto(ROUTES.adminSecurity);
  await expect(page).toHaveURL(ROUTES.adminLogin);
});

test('a stored adminUser whose role is not admin is signed out with a toast', async ({ page }) => {
  await page.goto(ROUTES.adminLogin);
  await page.evaluate(
    ({ keys }) => {
      localStorage.setItem(keys.adminToken, 'x'.repeat(43));
      localStorage.setItem(
        keys.adminUser,
        JSON.stringify({ id: 99, username: 'member', email: 'member@e2e.example', role: 'user', twoFactorEnabled: false }),
      );
    },
    { keys: STORAGE_KEYS },
  );
  await page.goto(ROUTES.adminDashboard);
  await expect(page).toHaveURL(ROUTES.adminLogin);
  await expect(toast(page)).toContainText(ADMIN_MESSAGES.accessDeniedTitle);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken)).toBeNull();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminUser)).toBeNull();
});

test('a wrong password gets "Login failed" / "Invalid email or password"', async ({ page }) => {
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page, 'not the password');
  await expect(toast(page)).toContainText('Login failed');
  await expect(toast(page)).toContainText('Invalid email or password');
  await expect(page).toHaveURL(ROUTES.adminLogin);
});

test('the administrator signs in without two-factor and sees live figures: 24 lessons, 18 products', async ({ page }) => {
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page);
  await expect(page).toHaveURL(ROUTES.adminDashboard);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  // Inside the public frame, with the admin shell.
  await expect(page.getByRole('banner')).toBeVisible();
  const sidebar = page.getByLabel('Admin sidebar');
  await expect(sidebar.getByTestId('admin-email')).toHaveText(E2E.admin.email);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.adminUser);
  expect(stored).toMatchObject({ email: E2E.admin.email, role: 'admin', twoFactorEnabled: false });
  await expect(sidebar.getByTestId('admin-username')).toHaveText(stored.username);

  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toContainText('Lessons24');
  await expect(figures).toContainText('Products18');
  await expect(figures.getByText('Total Users').locator('..')).toContainText(/\d+/);
  await expect(figures).toContainText(/Orders Today\d+/);
  await expect(figures).toContainText(/Revenue, Last 30 Days\$[\d,]+\.\d\d/);
  // Real events (other journeys place orders meanwhile): at most the three latest, or the empty text.
  const recent = page.getByRole('region', { name: 'Recent Activity' });
  await expect(
    recent
      .getByRole('listitem')
      .or(recent.getByText(/Nothing has happened yet/))
      .first(),
  ).toBeVisible();
  expect(await recent.getByRole('listitem').count()).toBeLessThanOrEqual(3);

  await page.getByRole('tab', { name: 'All Users' }).click();
  const row = page.getByRole('table', { name: 'All users' }).getByRole('row').filter({ hasText: E2E.admin.email });
  await expect(row).toContainText('Admin');
  await expect(row).toContainText('Verified');

  await page.getByRole('tab', { name: 'Initiative Members' }).click();
  await expect(page.getByTestId('members-total')).toContainText(/Total members: \d+/);

  // Products opens the back office; an admin path without a screen shows the not-found page inside the shell.
  await sidebar.getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(ROUTES.adminProducts);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByLabel('Admin sidebar')).toBeAttached();
});

test('on a phone, the admin menu slides out and closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page);
  await expect(page).toHaveURL(ROUTES.adminDashboard);
  await expect(page.getByLabel('Admin sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Admin menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu.getByTestId('admin-email')).toHaveText(E2E.admin.email);
  await menu.getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(ROUTES.adminSecurity);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Admin menu' }).click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('turning two-factor on shows a QR code and the secret', async ({ page }) => {
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page);
  await expect(page).toHaveURL(ROUTES.adminDashboard);
  await page.getByLabel('Admin sidebar').getByRole('link', { name: 'Security' }).click();
  await expect(page).toHaveURL(ROUTES.adminSecurity);
  await expect(page.getByRole('heading', { name: 'Security Tips' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Enable two-factor authentication' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Security settings updated');
  const qr = page.getByTestId('two-factor-qr');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([200, 200]);
  await expect(page.getByText(/Save this secret now/)).toBeVisible();
  // What a person would type from the screen: the grouped secret without its spaces.
  secret = ((await page.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.adminUser);
  expect(stored.twoFactorEnabled).toBe(true);
  await signOut(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken)).toBeNull();
});

test('signing in then asks for the code: a wrong one is refused, the authenticator code lets you in', async ({ page }) => {
  expect(secret).not.toBe('');
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page);
  const code = page.getByLabel('Verification Code');
  await expect(code).toHaveAttribute('placeholder', '123456');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminToken)).toBeNull();

  await code.fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Code must be at least 6 characters')).toBeVisible();

  await code.fill(wrongCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Verification failed');
  await expect(toast(page)).toContainText('Invalid verification code');
  await expect(page).toHaveURL(ROUTES.adminLogin);

  await code.fill(currentCode());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(ROUTES.adminDashboard);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEYS.adminUser);
  expect(stored).toMatchObject({ email: E2E.admin.email, twoFactorEnabled: true });
});

test('Back to Login returns from the code form to the password form', async ({ page }) => {
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page);
  await expect(page.getByLabel('Verification Code')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Verification Code')).toHaveCount(0);
});

test('finally, two-factor is turned off again (and the next sign-in needs no code)', async ({ page }) => {
  await page.goto(ROUTES.adminLogin);
  await typeCredentials(page);
  // The code of the current time step may be the one the previous test used (refused as a replay); the
  // next step's code is accepted too (one step of clock drift either way), as an app running ahead would show.
  await page.getByLabel('Verification Code').fill(speakeasy.totp({ secret, encoding: 'base32', time: Date.now() / 1000 + 30 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(ROUTES.adminDashboard);

  await page.goto(ROUTES.adminSecurity);
  const toggle = page.getByRole('switch', { name: 'Enable two-factor authentication' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page)).toContainText('Security settings updated');
  await expect(page.getByTestId('two-factor-secret')).toHaveCount(0);
  await signOut(page);

  await typeCredentials(page);
  await expect(page).toHaveURL(ROUTES.adminDashboard);
});
