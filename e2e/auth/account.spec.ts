import { AUTH_MESSAGES, ROUTES, TOAST } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { expectToast, header, newMember, signIn, verificationLinkFor } from './support';

test.describe('member accounts', () => {
  test('register, verify by e-mail, sign in, see yourself signed in, sign out', async ({ page }) => {
    const member = newMember('reg');
    await page.goto(ROUTES.auth);
    await expect(page).toHaveTitle('Sign In - Kingside Academy');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, TOAST.registrationSuccessful, 'check your email');
    await expect(page.getByRole('heading', { name: 'Verification Email Sent' })).toBeVisible();
    await expect(page.getByTestId('verification-email')).toHaveText(member.email);

    // Not verified yet: signing in is refused with the way forward.
    await signIn(page, member.email, member.password);
    await expectToast(page, TOAST.loginFailed, AUTH_MESSAGES.emailNotVerified);
    await expect(page.getByRole('button', { name: 'Resend Verification Email' })).toBeVisible();

    // The link from the outbox verifies and lands on /auth with the toast.
    await page.goto(await verificationLinkFor(member.email));
    await expectToast(page, TOAST.verificationSuccessful);
    await expect(page).toHaveURL(ROUTES.auth);

    await signIn(page, member.email, member.password);
    await expectToast(page, TOAST.loginSuccessful, 'Welcome back');
    await expect(page).toHaveURL(ROUTES.home);
    await expect(header(page).getByTestId('account-name')).toHaveText('Signed in as Ada Lovelace');
    await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toMatch(/^[\w-]{43}$/);

    // Signed in, /auth sends the member home; a reload keeps the session.
    await page.goto(ROUTES.auth);
    await expect(page).toHaveURL(ROUTES.home);
    await page.reload();
    await expect(header(page).getByTestId('account-name')).toHaveText('Signed in as Ada Lovelace');

    await header(page).getByRole('button', { name: 'Sign Out' }).click();
    await expectToast(page, TOAST.loggedOut);
    await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('a bad link explains itself and offers a resend; the new link replaces the old one', async ({ page, request }) => {
    const member = newMember('resend');
    await request.post('/api/auth/register', { data: member });
    const first = await verificationLinkFor(member.email);

    await page.goto('/api/auth/verify-email?token=not-a-real-token');
    await expect(page.getByRole('heading', { name: 'This verification link is not valid' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Resend Verification Email' }).click();
    await expectToast(page, TOAST.verificationEmailSent);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();

    await expect.poll(() => verificationLinkFor(member.email)).not.toBe(first);
    const second = await verificationLinkFor(member.email);
    await page.goto(first);
    await expect(page.getByRole('heading', { name: 'This verification link is not valid' })).toBeVisible();
    await page.goto(second);
    await expectToast(page, TOAST.verificationSuccessful);
    // Used once, the link explains itself the next time.
    await page.goto(second);
    await expect(page.getByRole('heading', { name: 'This verification link is not valid' })).toBeVisible();
  });

  test('a stale token is cleared: the header falls back to Sign In', async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.evaluate(() => localStorage.setItem('authToken', 'x'.repeat(43)));
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
