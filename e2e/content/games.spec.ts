import { CHAPTER_MESSAGES, PLAYER_COPY, ROUTES, pageTitle } from '@kingside/contracts';
import { GAMES_COPY, GAMES_PAGES } from '@kingside/contracts/games';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { expect, test } from '@playwright/test';
import { signInAsMember, verifiedMember } from '../auth/support';
import { expectAccessible } from '../support/axe';

/*
 * Your games, analysed (issue 46 point 1, docs/spec.md §2.36, §7.19): a member pastes three games, one of them with a
 * known blunder (api/src/training/games/games.test.ts's: Black misses Qh4# twice), one that does not read; watches the
 * analysis's progress (Stockfish on the server, few nodes: ANALYSIS_NODES in playwright.config.ts); opens the game with
 * its mistakes marked and the chart; then finds the mistake due in the review and plays the better move.
 */

const BLUNDERS = `[Event "Casual game"]
[Date "2026.05.01"]
[White "Patzer"]
[Black "kingside_kid"]
[Result "*"]

1. f3 e5 2. g4 d6 3. Nc3 Nc6 *`;
const BROKEN = `[White "Nobody"]
[Black "kingside_kid"]

1. e4 e5 2. Nf9 *`;
const QUIET = `[White "Rival"]
[Black "kingside_kid"]
[Result "1/2-1/2"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1/2-1/2`;

test('a member imports games, watches their analysis, opens the mistakes and solves them in review', async ({ page }) => {
  test.setTimeout(150_000);
  const member = await verifiedMember(page, 'games');
  await signInAsMember(page, member);

  // Found from /train's status line.
  await page.goto(ROUTES.train);
  await page.getByTestId('training-status').getByRole('link', { name: GAMES_COPY.listTitle }).click();
  await expect(page).toHaveURL((url) => url.pathname === GAMES_PAGES.list);
  await expect(page).toHaveTitle(pageTitle(GAMES_COPY.listTitle));
  await expect(page.getByRole('heading', { level: 1, name: GAMES_COPY.listTitle })).toBeVisible();
  await expect(page.getByText(GAMES_COPY.empty)).toBeVisible();
  // Not linked to Lichess: the page says where to link it.
  await expect(page.getByRole('link', { name: GAMES_COPY.lichessHint })).toHaveAttribute('href', ROUTES.train);
  await expectAccessible(page, '/train/games, no games yet');

  const form = page.getByRole('region', { name: GAMES_COPY.importHeading });
  await form.getByLabel(GAMES_COPY.pgnLabel).fill(`${BLUNDERS}\n\n${BROKEN}\n\n${QUIET}\n`);
  await form.getByRole('group', { name: GAMES_COPY.colorLabel }).getByRole('radio', { name: 'Black' }).check();
  await form.getByRole('button', { name: GAMES_COPY.importPgn }).click();
  const outcome = form.getByTestId('import-outcome');
  await expect(outcome).toContainText(GAMES_COPY.imported(2, 0));
  await expect(outcome).toContainText(GAMES_COPY.problemsHeading);
  await expect(outcome.getByRole('listitem')).toHaveText([/^Game 2: This game could not be read: /]);

  // The analysis, watched: the progress line while any game waits, read again until none does.
  const progress = page.getByTestId('games-progress');
  await expect(progress).toHaveText(/^Analysing [12] of 2 games…$/);
  await expect(progress).toHaveText('', { timeout: 90_000 });
  const patzer = page.getByTestId('game-row').filter({ has: page.getByRole('link', { name: 'Patzer' }) });
  await expect(patzer.getByRole('cell')).toHaveText([
    'Patzer',
    'Black',
    GAMES_COPY.outcome('black', '*'),
    '2026-05-01',
    GAMES_COPY.status('analysed', 2),
  ]);
  const rival = page.getByTestId('game-row').filter({ has: page.getByRole('link', { name: 'Rival' }) });
  await expect(rival.getByRole('cell').nth(2)).toHaveText('Drawn');
  await expectAccessible(page, '/train/games with games');

  // The game: move by move, the mistakes marked with the better move, and the chart.
  await patzer.getByRole('link', { name: 'Patzer' }).click();
  await expect(page).toHaveURL((url) => /^\/train\/games\/\d+$/.test(url.pathname));
  await expect(page).toHaveTitle(pageTitle(GAMES_COPY.gameTitle));
  await expect(page.getByTestId('game-players')).toHaveText(GAMES_COPY.players('Patzer', 'kingside_kid'));
  await expect(page.getByTestId('game-analysis')).toHaveText(GAMES_COPY.mistakeCount(2));
  const moves = page.getByRole('list', { name: GAMES_COPY.movesLabel });
  await expect(moves.getByRole('button')).toHaveText(['1. f3', '1... e5', '2. g4', '2... d6', '3. Nc3', '3... Nc6']);
  await expect(page.getByTestId('game-mistake')).toHaveText([
    `(${GAMES_COPY.mistakeMark}, ${GAMES_COPY.better('Qh4#')})`,
    `(${GAMES_COPY.mistakeMark}, ${GAMES_COPY.better('Qh4#')})`,
  ]);
  const chart = page.getByRole('img', { name: GAMES_COPY.chartTitle });
  await expect(chart).toBeVisible();
  await expect(chart.getByTestId('chart-mistake')).toHaveCount(2);
  await expect(page.getByTestId('eval-summary')).toContainText('lowest −10.0 after 2. g4');
  const position = page.getByTestId('game-position');
  await expect(position).toHaveText(GAMES_COPY.startPosition);
  await page.getByRole('button', { name: GAMES_COPY.next }).click();
  await expect(position).toHaveText(GAMES_COPY.afterMove('1. f3'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(GAMES_COPY.afterMove('2. g4'));
  await moves.getByRole('button', { name: '2... d6' }).click();
  await expect(position).toHaveText(GAMES_COPY.afterMove('2... d6'));
  await expect(page.locator('#chapter-board-square-d6 [role="img"]')).toHaveAttribute('aria-label', /pawn/i);
  await expectAccessible(page, 'a game with its mistakes');

  // The mistakes are due in the review, beside the deck's other cards: each answered with the better move.
  await page.goto(ROUTES.train);
  await expect(page.getByTestId('training-status')).toContainText(TRAINING_COPY.dueToday(2));
  await page.goto(ROUTES.trainReview);
  for (const moveNumber of [2, 3]) {
    await expect(page.getByTestId('review-origin')).toHaveText(`From ${GAMES_COPY.cardTitle('Patzer')}`);
    await expect(page.getByTestId('chapter-prompt')).toHaveText(GAMES_COPY.cardPrompt('Patzer', moveNumber));
    const moveField = page.getByLabel(PLAYER_COPY.moveFieldLabel);
    await expect(moveField).toBeEnabled();
    await moveField.fill('Qh4#');
    await page.getByRole('button', { name: PLAYER_COPY.playMove }).click();
    await expect(page.getByTestId('chapter-feedback')).toContainText(CHAPTER_MESSAGES.correct);
    await expect(page.getByTestId('review-outcome')).toContainText('Grade: Good');
    await page.getByRole('button', { name: 'Next position' }).click();
  }
  await expect(page.getByText(TRAINING_COPY.reviewDone)).toBeVisible();
});
