import { ROUTES } from '@kingside/contracts';
import { expect, test } from '@playwright/test';

// Every page the server draws is hydrated, not drawn again (shell/src/index.tsx, shell/src/server.tsx): the elements the
// HTML held are the live page's, and React found nothing to differ. A page that differs is drawn afresh by React and
// said on the console ("Hydration failed…", index.tsx's onRecoverableError), which fails these tests, as any error does.
// (shell/src/hydration.test.tsx finds differences of attributes, useId's ids among them, which production React does
// not report.)

/**
 * Pages drawn with their section (the shop, the blog; the cart, the checkout and the sign-in pages with the placeholder of
 * the visitor's own data) or pre-rendered whole (the shell's own): their heading is kept.
 */
const WHOLE_PAGES: string[] = [
  ROUTES.home,
  ROUTES.about,
  ROUTES.contact,
  ROUTES.revival,
  ROUTES.shop,
  ROUTES.product(1),
  ROUTES.blog,
  ROUTES.blogPost(1),
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.auth,
  ROUTES.adminLogin,
];
/**
 * Pages drawn with their section's placeholder (a remote the server does not serve: mfe-learn is relocated for the run;
 * visitorPages.spec.ts has /train drawn and hydrated by a server that serves it): the frame is kept, the section is drawn
 * once its module is there. (/account/orders sends a guest to sign in: below.)
 */
const PLACEHOLDER_PAGES = [ROUTES.learn, ROUTES.train, ROUTES.trainReview];
/** The sign-in pages, outside the frame. */
const FRAMELESS_PAGES: string[] = [ROUTES.auth, ROUTES.adminLogin];

for (const path of [...WHOLE_PAGES, ...PLACEHOLDER_PAGES]) {
  test(`${path} is hydrated: the server’s elements kept, nothing differs`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The elements the HTML holds, taken once the document is parsed, before any of the page's scripts ran.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const w = window as unknown as { served: Record<string, Element | null> };
        w.served = {
          root: document.querySelector('#root > :not(style)'),
          header: document.querySelector('header'),
          h1: document.querySelector('h1'),
        };
      });
    });
    await page.goto(path);
    // Live: hydration is over, the section's included (AppProviders' mark).
    await page.waitForFunction(() => performance.getEntriesByName('kingside:live').length > 0);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^(home|about|contact|revival|page)$/);
    const kept = await page.evaluate(() => {
      const { served } = window as unknown as { served: Record<string, Element | null> };
      return {
        root: served.root !== null && served.root === document.querySelector('#root > :not(style)'),
        header: served.header !== null && served.header === document.querySelector('header'),
        h1: served.h1 !== null && served.h1 === document.querySelector('h1'),
      };
    });
    const framed = !FRAMELESS_PAGES.includes(path);
    expect(kept).toEqual({
      root: true,
      header: framed,
      // A placeholder page's heading is the section's, drawn once its module is there.
      h1: WHOLE_PAGES.includes(path),
    });
    expect(errors).toEqual([]);
  });
}

test(`${ROUTES.accountOrders} is hydrated as drawn, then sends a guest to sign in`, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(ROUTES.accountOrders);
  await expect(page).toHaveURL(new RegExp(`${ROUTES.auth}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(errors).toEqual([]);
});
