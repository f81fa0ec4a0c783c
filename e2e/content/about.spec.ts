import { BRAND, FOUNDED_YEAR, ROUTES } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { expectImagesSound } from './content';

test.describe('/about', () => {
  test('hero, Our Story, Our Values, Meet Our Team and the call to action', async ({ page }) => {
    await page.goto(ROUTES.about);
    await expect(page).toHaveTitle(`About Us - ${BRAND}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const story = page.getByRole('region', { name: 'Our Story' });
    await expect(story).toContainText(`founded in ${FOUNDED_YEAR}`);

    const values = page.getByRole('region', { name: 'Our Values' });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(['Excellence', 'Education', 'Community', 'Tradition']);

    const team = page.getByRole('region', { name: 'Meet Our Team' });
    const members = team.getByTestId('team-member');
    await expect(members).toHaveCount(3);
    for (const [index, role] of ['Founder & Lead Instructor', 'Chairman', 'Technology Director'].entries()) {
      const member = members.nth(index);
      await expect(member).toContainText(role);
      await expect(member.getByRole('heading', { level: 3 })).not.toBeEmpty();
      await expect(member.locator('p').nth(1)).not.toBeEmpty(); // the bio
      await expect(member.locator('img')).toHaveAttribute('loading', 'lazy');
    }
    await expectImagesSound(team);

    await page.getByRole('link', { name: 'Explore Lessons' }).click();
    await expect(page).toHaveURL(ROUTES.learn);
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(ROUTES.contact);
  });
});
