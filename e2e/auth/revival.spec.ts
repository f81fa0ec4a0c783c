import { API, AUTH_MESSAGES, REVIVAL_EMAIL, REVIVAL_PHONE, ROUTES, TOAST } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { newMember, verificationLinkFor } from './support';

async function openJoinDialog(page: Page) {
  await page.goto(ROUTES.revival);
  await page.getByRole('button', { name: 'Join Our Initiative' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, member: { username: string; email: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Email').fill(member.email);
  await dialog.getByLabel('Password').fill(member.password);
}

test.describe('Chess for Revival', () => {
  test('shows the programme: figures, mission, testimonials, inert buttons, contact', async ({ page }) => {
    await page.goto(ROUTES.revival);
    await expect(page).toHaveTitle('Chess for Revival - Kingside Academy');
    await expect(page.getByRole('heading', { level: 1, name: 'Chess for Revival' })).toBeVisible();
    for (const text of ['50+', '5,000+', '200+', 'Communities', 'Students', 'Instructors']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await expect(page.locator('blockquote')).toHaveCount(2);
    for (const name of ['Donate', 'Volunteer', 'Partner']) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page).toHaveURL(ROUTES.revival);
    }
    await expect(page.getByRole('link', { name: REVIVAL_EMAIL })).toHaveAttribute('href', `mailto:${REVIVAL_EMAIL}`);
    await expect(page.getByRole('link', { name: REVIVAL_PHONE })).toBeVisible();
  });

  test('Join Our Initiative: "Signing up...", then check your e-mail; the new member can verify', async ({ page }) => {
    const member = newMember('join');
    const dialog = await openJoinDialog(page);
    await fill(page, member);
    await dialog.getByLabel('Age group (optional)').selectOption('65-74');
    await dialog.getByLabel('Chess experience (optional)').selectOption('Casual player');

    // Hold the request so the pending state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API.registerInitiative}`, async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
    release();

    await expect(dialog.getByRole('status')).toContainText('Please check your email to verify your account.');
    await expect(dialog.getByRole('status')).toContainText(member.email);

    await page.goto(await verificationLinkFor(member.email));
    await expect(page.getByTestId('toast')).toContainText(TOAST.verificationSuccessful);
  });

  test('Join Our Initiative failures: "Registration failed" with the server message, or the fallback', async ({ page, request }) => {
    const taken = newMember('taken');
    await request.post(API.register, { data: taken });

    const dialog = await openJoinDialog(page);
    await fill(page, { ...newMember('again'), email: taken.email });
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('alert')).toContainText(TOAST.registrationFailed);
    await expect(dialog.getByRole('alert')).toContainText(AUTH_MESSAGES.emailTaken);

    await page.route(`**${API.registerInitiative}`, (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await fill(page, newMember('down'));
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('alert')).toContainText(TOAST.unknownError);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
