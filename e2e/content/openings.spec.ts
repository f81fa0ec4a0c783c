import { CHAPTER_MESSAGES, PLAYER_COPY, pageTitle } from '@kingside/contracts';
import { GAMES_COPY, GAMES_PAGES } from '@kingside/contracts/games';
import { OPENINGS_COPY, OPENINGS_PAGES, type RepertoireGameExit } from '@kingside/contracts/training';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsMember, verifiedMember } from '../auth/support';
import { expectAccessible } from '../support/axe';

/*
 * Your openings, drilled (issue 46 point 3, docs/spec.md §2.34): a member builds a repertoire for White by playing a
 * line (a move clicked on the board, the rest typed) and one for Black by pasting a PGN with a variation, sees both
 * trees with their due counts, and drills White's: the opponent's reply is played and each own move graded. Then they
 * import two games as White and see where each left the repertoire, on /train/openings and on the game's page.
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

/** Where a game left the repertoire, as the api answers it (the fields the sentence reads). */
const exit = (kind: RepertoireGameExit['kind'], moveNumber: number, played: string, expected: string | null = null) =>
  OPENINGS_COPY.exit({ kind, color: 'white', moveNumber, played, expected });

test('a member builds a repertoire by playing moves and by PGN, drills it, and sees where their games left it', async ({ page }) => {
  test.setTimeout(120_000);
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

  // No games yet: the section says where to import them.
  const games = page.getByTestId('repertoire-games');
  await expect(games.getByRole('heading', { level: 2 })).toHaveText(OPENINGS_COPY.gamesHeading);
  await expect(games).toContainText(OPENINGS_COPY.gamesEmpty);
  await games.getByRole('link', { name: OPENINGS_COPY.gamesImport }).click();
  await expect(page).toHaveURL((url) => url.pathname === GAMES_PAGES.list);

  // Two games as White: one where the member played 2. Bc4 for their 2. Nf3, one where the opponent's 1... c5 is not covered.
  const form = page.getByRole('region', { name: GAMES_COPY.importHeading });
  await form
    .getByLabel(GAMES_COPY.pgnLabel)
    .fill('[White "me"]\n[Black "Rival"]\n\n1. e4 e5 2. Bc4 Nc6 *\n\n[White "me"]\n[Black "Sharp"]\n\n1. e4 c5 2. Nf3 *\n');
  await form.getByRole('group', { name: GAMES_COPY.colorLabel }).getByRole('radio', { name: 'White' }).check();
  await form.getByRole('button', { name: GAMES_COPY.importPgn }).click();
  await expect(form.getByTestId('import-outcome')).toContainText(GAMES_COPY.imported(2, 0));

  await page.goto(OPENINGS_PAGES.repertoire);
  await expect(games).toContainText(OPENINGS_COPY.gamesNote);
  await expect(games.getByRole('list', { name: OPENINGS_COPY.gamesHeading }).getByTestId('repertoire-game')).toHaveText([
    `${OPENINGS_COPY.against('Rival', 'white')}: ${exit('mine', 2, 'Bc4', 'Nf3')}`,
    `${OPENINGS_COPY.against('Sharp', 'white')}: ${exit('theirs', 1, 'c5')}`,
  ]);
  await expectAccessible(page, '/train/openings with games');

  // The game's page says it too, and marks the move.
  await games.getByRole('link', { name: OPENINGS_COPY.against('Rival', 'white') }).click();
  await expect(page).toHaveURL((url) => /^\/train\/games\/\d+$/.test(url.pathname));
  await expect(page.getByTestId('game-repertoire')).toHaveText(
    `${OPENINGS_COPY.gameExit(exit('mine', 2, 'Bc4', 'Nf3'))} ${OPENINGS_COPY.title}`,
  );
  const moves = page.getByRole('list', { name: GAMES_COPY.movesLabel });
  await expect(moves.getByTestId('game-repertoire-exit')).toHaveText(`(${OPENINGS_COPY.outOfRepertoire})`);
  await expect(
    moves
      .getByRole('listitem')
      .filter({ has: page.getByTestId('game-repertoire-exit') })
      .getByRole('button'),
  ).toHaveText('2. Bc4');
  await page.getByTestId('game-repertoire').getByRole('link', { name: OPENINGS_COPY.title }).click();
  await expect(page).toHaveURL((url) => url.pathname === OPENINGS_PAGES.repertoire);
});
