import { CHAPTER_MESSAGES, PLAYER_COPY, pageTitle } from '@kingside/contracts';
import { OPENINGS_COPY, OPENINGS_PAGES } from '@kingside/contracts/training';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsMember, verifiedMember } from '../auth/support';
import { expectAccessible } from '../support/axe';

/*
 * Your openings, drilled (issue 46 point 3, docs/spec.md §2.34): a member builds a repertoire for White by playing a
 * line (a move clicked on the board, the rest typed) and one for Black by pasting a PGN with a variation, sees both
 * trees with their due counts, and drills White's: the opponent's reply is played and each own move graded.
 */

const side = (page: Page, color: 'white' | 'black') => page.getByTestId(`repertoire-${color}`);
const section = (page: Page, heading: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: heading }) });

async function chooseColour(scope: Locator, name: 'White' | 'Black') {
  await scope.getByRole('group', { name: OPENINGS_COPY.colorLabel }).getByRole('radio', { name }).check();
}

async function typeMove(scope: Locator, san: string) {
  await scope.getByLabel(OPENINGS_COPY.moveLabel).fill(san);
  await scope.getByRole('button', { name: OPENINGS_COPY.play, exact: true }).click();
}

test('a member builds a repertoire by playing moves and by PGN, and drills it', async ({ page }) => {
  test.setTimeout(90_000);
  const member = await verifiedMember(page, 'openings');
  await signInAsMember(page, member);

  await page.goto(OPENINGS_PAGES.repertoire);
  await expect(page).toHaveTitle(pageTitle(OPENINGS_COPY.title));
  await expect(page.getByRole('heading', { level: 1, name: OPENINGS_COPY.title })).toBeVisible();
  await expect(side(page, 'white')).toContainText(OPENINGS_COPY.empty);
  await expect(side(page, 'white')).toContainText(OPENINGS_COPY.dueToday(0));

  // White: 1. e4 clicked on the board (a piece, then its square), 1... e5 2. Nf3 typed; a wrong one refused first.
  const byMoves = section(page, OPENINGS_COPY.addByMoves);
  await chooseColour(byMoves, 'White');
  await expect(byMoves.getByTestId('line-so-far')).toHaveText(OPENINGS_COPY.lineSoFar(''));
  await byMoves.locator('#chapter-board-square-e2').click();
  await byMoves.locator('#chapter-board-square-e4').click();
  await expect(byMoves.getByTestId('line-so-far')).toHaveText(OPENINGS_COPY.lineSoFar('1. e4'));
  await typeMove(byMoves, 'e5');
  // A move White cannot play is refused where it was typed, and the line stays as it was.
  await typeMove(byMoves, 'Nf6');
  await expect(byMoves.getByLabel(OPENINGS_COPY.moveLabel)).toHaveAttribute('aria-invalid', 'true');
  await expect(byMoves.getByTestId('line-so-far')).toHaveText(OPENINGS_COPY.lineSoFar('1. e4 e5'));
  await typeMove(byMoves, 'Nf3');
  await expect(byMoves.getByTestId('line-so-far')).toHaveText(OPENINGS_COPY.lineSoFar('1. e4 e5 2. Nf3'));
  await byMoves.getByRole('button', { name: OPENINGS_COPY.addLine }).click();
  await expect(byMoves.getByText(OPENINGS_COPY.added(3), { exact: true })).toHaveRole('status');
  await expect(byMoves.getByTestId('line-so-far')).toHaveText(OPENINGS_COPY.lineSoFar(''));

  // Black: a PGN whose variation is on White's move; Black's own moves are the Sicilian's c5, d6 and Nc6.
  const byPgn = section(page, OPENINGS_COPY.addByPgn);
  await chooseColour(byPgn, 'Black');
  await byPgn.getByLabel(OPENINGS_COPY.pgnLabel).fill('[Event "Sicilian"]\n\n1. e4 c5 2. Nf3 (2. Nc3 Nc6) 2... d6 *\n');
  await byPgn.getByRole('button', { name: OPENINGS_COPY.addPgn }).click();
  await expect(byPgn.getByText(OPENINGS_COPY.added(6), { exact: true })).toHaveRole('status');

  // Both trees, read afresh: each own move's position is due today.
  await page.reload();
  const white = page.getByRole('list', { name: OPENINGS_COPY.repertoireFor('White') });
  await expect(white.getByTestId('repertoire-move')).toHaveText([/^1\. e4/, /^1\.\.\. e5/, /^2\. Nf3/]);
  await expect(side(page, 'white')).toContainText(OPENINGS_COPY.dueToday(2));
  const black = page.getByRole('list', { name: OPENINGS_COPY.repertoireFor('Black') });
  await expect(black.getByTestId('repertoire-move')).toHaveCount(6);
  await expect(black.getByRole('button', { name: OPENINGS_COPY.removeLabel('1. e4 c5 2. Nc3 Nc6') })).toBeVisible();
  await expect(side(page, 'black')).toContainText(OPENINGS_COPY.dueToday(3));
  await expectAccessible(page, '/train/openings with a repertoire');

  // The drill of White's: from the start, e4; the opponent's e5 is played; then Nf3, and the line is done.
  await side(page, 'white')
    .getByRole('link', { name: OPENINGS_COPY.drillColor('White') })
    .click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === OPENINGS_PAGES.drill('white'));
  await expect(page).toHaveTitle(pageTitle(OPENINGS_COPY.drillTitle));
  await expect(page.getByTestId('drill-due')).toHaveText(OPENINGS_COPY.dueToday(2));
  await expect(page.getByTestId('drill-line')).toHaveText(OPENINGS_COPY.drillLine(''));
  await expect(page.getByTestId('chapter-prompt')).toHaveText(OPENINGS_COPY.drillPrompt('White'));
  const moveField = page.getByLabel(PLAYER_COPY.moveFieldLabel);
  const feedback = page.getByTestId('chapter-feedback');
  for (const san of ['e4', 'Nf3']) {
    await expect(moveField).toBeEnabled();
    await moveField.fill(san);
    await page.getByRole('button', { name: PLAYER_COPY.playMove }).click();
    await expect(feedback).toContainText(CHAPTER_MESSAGES.correct);
  }
  // Each own move graded and scheduled again (within today, so the positions stay due until then).
  const outcome = page.getByTestId('drill-outcome');
  await expect(outcome).toContainText('Grade: Good');
  await expect(outcome).toContainText(/^Grade: Good\s*Due again in /);
  await expect(outcome.getByRole('button', { name: 'Next position' })).toBeFocused();
  await expectAccessible(page, '/train/openings/drill after a line');
  await page.getByRole('link', { name: OPENINGS_COPY.backToRepertoire }).click();
  await expect(page).toHaveURL((url) => url.pathname === OPENINGS_PAGES.repertoire);
  await expect(side(page, 'black')).toContainText(OPENINGS_COPY.dueToday(3));
});
