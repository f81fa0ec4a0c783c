import { ROUTES, TOAST } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { STAND_IN_ACCOUNT } from '../support/github-standin';
import { expectToast, header } from './support';

test('GitHub sign-in (against the stand-in) lands signed in on /, and /auth then sends the member home', async ({ page }) => {
  await page.goto(ROUTES.auth);
  const github = page.getByRole('link', { name: 'Sign in with GitHub' });
  await expect(github).toHaveAttribute('href', '/api/auth/github');
  await github.click();

  await expect(page).toHaveURL(ROUTES.home);
  await expectToast(page, TOAST.loginSuccessful);
  await expect(header(page).getByTestId('account-name')).toHaveText(`Signed in as ${STAND_IN_ACCOUNT.name}`);
  // The token travelled in the fragment and is gone from the address.
  expect(page.url()).not.toContain('token');

  await page.goto(ROUTES.auth);
  await expect(page).toHaveURL(ROUTES.home);

  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expectToast(page, TOAST.loggedOut);
});

test('a forged GitHub callback is refused and explained on /auth', async ({ page }) => {
  await page.goto('/api/auth/github/callback?code=forged&state=forged');
  await expect(page).toHaveURL(ROUTES.auth);
  await expectToast(page, TOAST.loginFailed, 'GitHub sign-in failed');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
