import { ACADEMY_NAME, ROUTES } from '@kingside/contracts';
import { expect, test } from '@playwright/test';

// shell/src/server.tsx, packages/webpack-config/prerendering.js, api/src/site: the server's HTML already holds the
// page (the frame, Home's hero, a section's placeholder where the server draws no section), so it paints before any
// JavaScript has arrived, and the browser hydrates it (hydration.spec.ts).
const HERO = 'Master the Game of Kings';

test.describe('what the HTML paints before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('Home: the frame and the hero, styled', async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute(
      'href',
      ROUTES.shop,
    );
    await expect(page.getByRole('link', { name: 'Start Learning' })).toHaveAttribute('href', ROUTES.learn);
    // The newsletter takes typing before the live page (which keeps it), and its submit is held for the live page
    // (earlyInput.spec.ts).
    const newsletter = page.getByTestId('home-newsletter');
    await expect(newsletter.getByLabel('Email address')).toBeEditable();
    await expect(newsletter.locator('form')).toHaveAttribute('data-early', 'newsletter');
    // The session is the browser's to know: no "Sign In" for a member who is signed in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    // Emotion's rules came with the markup: the hero band is dark, the body text in the theme's font.
    const band = page.locator('section[aria-labelledby="hero-heading"]');
    await expect(band).toHaveCSS('color', 'rgb(255, 255, 255)');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter');
  });

  // /learn's remote is relocated for the run (REMOTE_LEARN_URL): the server draws no section it does not serve
  // (sectionRendering.spec.ts has the sections it does), only the frame around the section's placeholder.
  test('a page whose section the server does not draw: the frame, its link current, the placeholder, the footer below the fold', async ({
    page,
  }) => {
    await page.goto(ROUTES.learn);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Learn', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading');
    await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).not.toBeInViewport();
  });

  test('the sign-in page, outside the frame: nothing of the frame, the page itself (visitorPages.spec.ts)', async ({ page }) => {
    await page.goto(ROUTES.auth);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  for (const [path, heading, text] of [
    [ROUTES.about, 'About Kingside Academy', 'Meet Our Team'],
    [ROUTES.contact, 'Contact Us', 'Questions about a course or an order?'],
    [ROUTES.revival, 'Chess for Revival', 'Using chess to reduce cognitive decline'],
  ] as const) {
    test(`${path}: the whole page, pre-rendered`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(text);
    });
  }
});

test('the browser hydrates the pre-rendered Home: the same elements, one of everything, no error, nothing moves', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The heading the HTML holds, taken once the document is parsed, before any of the page's scripts ran.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { heading: Element | null }).heading = document.querySelector('h1');
    });
  });
  await page.goto(ROUTES.home);
  // React has committed Home once its effect has set the page title (the HTML's is the site's name alone).
  await expect(page).toHaveTitle(`${ACADEMY_NAME} - Learn Chess, Shop Equipment`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  // Hydrated, not drawn again: the heading is the element the HTML held.
  expect(await page.evaluate(() => (window as unknown as { heading: Element | null }).heading === document.querySelector('h1'))).toBe(true);
  // Then live: the session's blank became Sign In (a visitor), the newsletter's field takes typing.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByTestId('home-newsletter').getByLabel('Email address')).toBeEditable();
  // Emotion took the pre-rendered rules into <head> (none left in the page's body).
  expect(await page.locator('body style').count()).toBe(0);
  // A React page: a click on a header link navigates without reloading.
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(ROUTES.about);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
  expect(errors).toEqual([]);
});
