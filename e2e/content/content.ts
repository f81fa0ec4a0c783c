import type { BlogPost, Lesson, LessonSummary, Testimonial } from '@kingside/contracts';
import { API, STORAGE_KEYS } from '@kingside/contracts';
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';

/**
 * Shared steps of the content journeys (Home, Learn, Blog, About, Contact). What the pages should show is
 * read from the seeded api, never hard-coded, so the tests follow the catalogue.
 */

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

export const lessons = (request: APIRequestContext) => getJson<LessonSummary[]>(request, API.lessons);
export const lesson = (request: APIRequestContext, id: number) => getJson<Lesson>(request, API.lesson(id));
export const blogPosts = (request: APIRequestContext) => getJson<BlogPost[]>(request, API.blogPosts);
export const blogPost = (request: APIRequestContext, id: number) => getJson<BlogPost>(request, API.blogPost(id));
export const testimonials = (request: APIRequestContext) => getJson<Testimonial[]>(request, API.testimonials);

/** Matches one api path exactly (so /api/lessons does not also catch /api/lessons/level/...). */
export const path = (pathname: string) => (url: URL) => url.pathname === pathname;

/** A request the test holds until it calls release(): lets a test look at the loading state. */
export function hold() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    handler: async (route: Route) => {
      await released;
      await route.fallback();
    },
  };
}

/** Answers a call with a JSON body, as the api would. */
export const fulfillJson =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** The one visible toast (docs/spec.md §9: at most one at a time), with exactly this title and description. */
export async function expectToast(page: Page, title: string, description: string, variant: 'success' | 'destructive') {
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveCount(1);
  await expect(toast.locator('p').first()).toHaveText(title);
  await expect(toast.locator('p').nth(1)).toHaveText(description);
  await expect(toast).toHaveAttribute('data-variant', variant);
}

/**
 * Waits until the page has done what every first visit does (the shell creates the visitor's cart) and
 * the network is quiet, so api calls recorded from then on answer what the test does. The network alone
 * is not a sign: with the start-up preloaded, it can be quiet for half a second before the cart call.
 */
export async function settled(page: Page) {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.cartId)).not.toBeNull();
  await page.waitForLoadState('networkidle');
}

/** Every api call the page makes from now on (method and path). */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/**
 * Every picture in `scope` has alt text and explicit width and height (no layout shift), and has really
 * loaded (it is served by the site itself). Lazy pictures are scrolled to first.
 */
export async function expectImagesSound(scope: Locator) {
  const images = scope.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const image = images.nth(i);
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).origin === window.location.origin)).toBe(true);
  }
}

/** The number of lines of multi-line content, as the page splits it into paragraphs. */
export const paragraphCount = (content: string) => content.split(/\r?\n/).filter((line) => line.trim()).length;
