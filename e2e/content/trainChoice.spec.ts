import { ROUTES } from '@kingside/contracts';
import { TRAINING_API, type PublicPuzzle } from '@kingside/contracts/training';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectAccessible } from '../support/axe';

/*
 * Choosing what to train on /train (docs/spec.md §2.29) in a real browser: two themes and a rating range chosen from
 * the keyboard, kept in the URL through a reload and Back, and the puzzle served within them.
 */

const isNextPuzzle = (response: Response) => new URL(response.url()).pathname === TRAINING_API.nextPuzzle && response.ok();
const choiceForm = (page: Page) => page.getByRole('form', { name: 'Choose what to train' });

test('a guest chooses Fork and Pin from 1000 to 2000: kept in the URL, through a reload and Back, and served', async ({ page }) => {
  await page.goto(ROUTES.train);
  await page.getByText('Choose what to train', { exact: true }).click();
  const form = choiceForm(page);
  for (const theme of ['Fork', 'Pin']) {
    await form.getByRole('checkbox', { name: theme, exact: true }).focus();
    await page.keyboard.press('Space');
  }
  await form.getByLabel('Lowest rating').fill('1000');
  await form.getByLabel('Highest rating').fill('2000');
  await expectAccessible(page, '/train with its choice open');
  const [served] = await Promise.all([page.waitForResponse(isNextPuzzle), form.getByRole('button', { name: 'Show puzzles' }).click()]);

  await expect(page).toHaveURL((url) => {
    const params = url.searchParams;
    return (
      url.pathname === ROUTES.train &&
      params.getAll('theme').join() === 'fork,pin' &&
      params.get('min') === '1000' &&
      params.get('max') === '2000'
    );
  });
  const line = page.getByText('Training: Fork, Pin · rating 1000 to 2000');
  await expect(line).toBeVisible();
  // The served puzzle is within the range (its themes are the api's to check: api/src/training/puzzleChoice.test.ts).
  expect(new URL(served.url()).searchParams.get('themes')).toBe('fork,pin');
  const puzzle = (await served.json()) as PublicPuzzle;
  expect(puzzle.rating).toBeGreaterThanOrEqual(1000);
  expect(puzzle.rating).toBeLessThanOrEqual(2000);

  // The server draws the chosen page itself: the line, and the choice open with its boxes ticked.
  await page.reload();
  await expect(line).toBeVisible();
  await expect(choiceForm(page).getByRole('checkbox', { name: 'Fork', exact: true })).toBeChecked();
  await expect(choiceForm(page).getByRole('checkbox', { name: 'Pin', exact: true })).toBeChecked();

  await page.goBack();
  await expect(page).toHaveURL(ROUTES.train);
  await expect(line).toHaveCount(0);
});
