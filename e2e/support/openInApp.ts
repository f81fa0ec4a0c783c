import { ROUTES } from '@kingside/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` the way the site's own links do, without loading a new document: the page then loads its
 * data in the browser. A first visit to /shop or /blog (a new document) arrives with its section already
 * rendered by the server and its data handed over (api/src/site/sectionRendering.ts), so a test of what the
 * browser does while that data loads, or when the api fails it, starts from another page.
 */
export async function openInApp(page: Page, path: string) {
  // About: a page the server renders no section for; its heading is drawn by React, so the router listens.
  await page.goto(ROUTES.about);
  await expect(page).toHaveTitle(/^About Us/);
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
