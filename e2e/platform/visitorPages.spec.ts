import { KEEPS_COOKIE, ROUTES, keepsValue, pageTitle, type BrowserKeeps } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { expect, test, type Page } from '@playwright/test';
import { learnRenderingSiteForBlock } from '../support/learnRenderingSite';
import { watchTakeOver } from '../support/takeOver';

// The pages whose data is the visitor's own (the cart, the checkout, the member's orders, the review deck), the sign-in
// pages and /train, drawn on the server with their own layout (each remote's src/server.tsx; docs/architecture.md §10.3):
// with JavaScript off they show their heading and layout, with a placeholder where the visitor's data goes, or, for a
// browser whose cookie says it keeps no cart or session (none: a guest; docs/architecture.md §10.1), what that guest sees;
// /train shows a guest's puzzle on its board. hydration.spec.ts checks that the browser keeps them as drawn.

/** Has the browser say it keeps `flags` (contracts' KEEPS_COOKIE), as the live page's store would have written it. */
async function keeps(page: Page, baseURL: string, flags: BrowserKeeps) {
  await page.context().addCookies([{ name: KEEPS_COOKIE, value: keepsValue(flags), url: baseURL }]);
}

/** The page's heading and the placeholder its visitor's data comes into (a status inside an aria-busy block). */
async function expectLayout(page: Page, heading: string, loading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: loading })).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, heading, loading] of [
    [ROUTES.cart, 'Shopping Cart', 'Loading your cart'],
    [ROUTES.checkout, 'Checkout', 'Loading checkout'],
    [ROUTES.accountOrders, 'My Orders', 'Loading your orders'],
  ] as const) {
    test(`${path}: the frame, its heading and the placeholder of the visitor’s data`, async ({ page, baseURL }) => {
      await keeps(page, baseURL!, { cart: true, member: true });
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expectLayout(page, heading, loading);
      // The page's own layout, not the section's generic placeholder.
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /^Loading$/ }),
      ).toHaveCount(0);
    });
  }

  for (const [path, heading, empty] of [
    [ROUTES.cart, 'Shopping Cart', 'Browse the shop for sets, boards, clocks and books.'],
    [ROUTES.checkout, 'Checkout', 'Add some items to your cart before proceeding to checkout.'],
  ] as const) {
    test(`${path} for a guest: the frame with Sign In, its heading and the empty cart`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByText(empty)).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    });
  }

  test('/auth: outside the frame, the Sign In form and the member benefits', async ({ page }) => {
    await page.goto(ROUTES.auth);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Email')).toBeEditable();
    await expect(form.getByLabel('Password')).toBeEditable();
    // A submit before start-up is held for the live page (earlyInput.js), never a GET of the password.
    await expect(form).toHaveAttribute('data-early', 'sign-in');
    await expect(page.getByRole('heading', { name: 'Member benefits' })).toBeVisible();
  });

  test('/admin/login: outside the frame, the sign-in form', async ({ page }) => {
    await page.goto(ROUTES.adminLogin);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Administrator sign-in' });
    await expect(form.getByLabel('Email')).toBeEditable();
    await expect(form).toHaveAttribute('data-early', 'admin-sign-in');
  });
});

test.describe('training’s pages (mfe-learn served by the server that draws them)', () => {
  // The run's server serves mfe-learn from another origin and so draws none of its pages: a second server of the same
  // build serves it itself (support/learnRenderingSite.ts), the way a deployment does.
  const site = learnRenderingSiteForBlock();

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('/train: the heading, a guest’s note and a puzzle on its still board', async ({ page }) => {
      await page.goto(`${site.origin}${ROUTES.train}`);
      await expect(page.getByRole('heading', { level: 1, name: TRAINING_COPY.trainTitle })).toBeVisible();
      await expect(page.getByTestId('training-guest-note')).toBeVisible();
      await expect(page.getByTestId('puzzle-rating')).toBeVisible();
      await expect(page.getByTestId('chapter-prompt').first()).not.toBeEmpty();
      await expect(page.getByTestId('chapter-board')).toHaveAttribute('data-board', 'static');
      await expect(page.getByTestId('puzzle-loading')).toHaveCount(0);
    });

    test('/train/review: the heading and the card’s room', async ({ page }) => {
      await keeps(page, site.origin, { cart: false, member: true });
      await page.goto(`${site.origin}${ROUTES.trainReview}`);
      await expect(page.getByRole('heading', { level: 1, name: TRAINING_COPY.reviewTitle })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
    });

    test('/train/review for a guest: the heading and the guest’s note', async ({ page }) => {
      await page.goto(`${site.origin}${ROUTES.trainReview}`);
      await expect(page.getByRole('heading', { level: 1, name: TRAINING_COPY.reviewTitle })).toBeVisible();
      await expect(page.getByTestId('training-guest-note')).toContainText(TRAINING_COPY.guestNote);
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    });
  });

  test('/train is hydrated with the server’s puzzle: the same board and prompt, no second read, no error', async ({ page }) => {
    const puzzleReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/puzzles/next')) puzzleReads.push(request.url());
    });
    const watched = await watchTakeOver(page, '[data-testid="puzzle-loading"]');
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { served: { board: Element | null; prompt: string } };
        const prompt = document.querySelector('[data-testid="chapter-prompt"]');
        w.served = { board: document.querySelector('[data-testid="chapter-board"]'), prompt: prompt?.textContent ?? '' };
      });
    });
    await page.goto(`${site.origin}${ROUTES.train}`);
    await expect(page).toHaveTitle(pageTitle(TRAINING_COPY.trainTitle));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'page');
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const { served } = window as unknown as { served: { board: Element | null; prompt: string } };
      return {
        board: served.board !== null && served.board === document.querySelector('[data-testid="chapter-board"]'),
        prompt: served.prompt !== '' && served.prompt === document.querySelector('[data-testid="chapter-prompt"]')?.textContent,
      };
    });
    expect(kept).toEqual({ board: true, prompt: true });
    expect(puzzleReads).toEqual([]);
    expect(await watched.placeholders()).toBe(0);
    expect(watched.errors).toEqual([]);
  });
});
