import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls an element into view. Retried: on a first visit the pre-rendered page (shell/src/prerender.tsx)
 * is replaced by React's first render, and an element found in the former is detached mid-scroll (the
 * page the visitor sees is the same; Playwright's scroll, unlike its clicks, does not find the twin).
 */
export async function scrollIntoView(locator: Locator) {
  await expect(async () => locator.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
}
