import { API, CHAPTER_MESSAGES, LIST_COPY, PLAYER_COPY, ROUTES, SORT_LABELS, TOAST, pageTitle, type Product } from '@kingside/contracts';
import { expect, test, type Page } from '@playwright/test';
import { learnRenderingSiteForBlock } from '../support/learnRenderingSite';

/*
 * What a visitor does on a server-drawn page before its scripts have started is kept and acted on (issue 30,
 * @kingside/ui's serverDrawn.ts, docs/architecture.md §10.2): each test holds its section's scripts, as a slow phone
 * connection does, acts as soon as the page has painted (the page still says so: its title is the site's name until
 * the live page sets its own), lets the scripts through, then checks what the live page made of it.
 */

// What the visitor did before start-up must not make the page differ from the server's: the browser hydrates it
// (shell/src/index.tsx says on the console when React had to draw it afresh instead).
let hydrationFailures: string[] = [];
test.beforeEach(({ page }) => {
  hydrationFailures = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Hydration failed')) hydrationFailures.push(message.text());
  });
});
test.afterEach(() => expect(hydrationFailures).toEqual([]));

/**
 * Holds every file of a remote (its manifest, entry and chunks, preloaded by the HTML or not) until `release()`: the
 * page paints and takes input, and its section cannot start until the test has acted, however fast this machine is.
 */
async function holdRemote(page: Page, origin: string, remote: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === origin && url.pathname.startsWith(`/remotes/${remote}/`),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Opens a page whose section is held: it has painted and its server-drawn fields take input. */
async function openHeld(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
}

/** The live page has not taken over yet (AppProviders' mark: the server's page, hydrated, is live once hydration is over). */
const notStartedYet = async (page: Page) => expect(await page.evaluate(() => performance.getEntriesByName('kingside:live').length)).toBe(0);
/** Waits until the live page has taken over. */
const live = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('kingside:live').length > 0);

test.describe('the shop and the blog before start-up', () => {
  let release: () => void;
  test.beforeEach(async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const shop = await holdRemote(page, origin, 'shop');
    const blog = await holdRemote(page, origin, 'blog');
    release = () => {
      shop();
      blog();
    };
  });

  for (const [path, kind, title, typed] of [
    [ROUTES.shop, 'products', 'Shop', 'chess'],
    [ROUTES.blog, 'blog', 'Chess Blog', 'endgame'],
  ] as const) {
    test(`${path}: the search typed before start-up keeps its text, focus and caret, and is then searched`, async ({ page }) => {
      await openHeld(page, path);
      const search = page.getByRole('searchbox', { name: LIST_COPY.searchLabel(kind) });
      await search.click();
      await page.keyboard.type(typed);
      await page.keyboard.press('ArrowLeft');
      await notStartedYet(page);
      release();

      await live(page);

      await expect(page).toHaveTitle(pageTitle(title));
      await expect(search).toHaveValue(typed);
      await expect(search).toBeFocused();
      // The caret is where the visitor left it: the next key lands before the last letter.
      await page.keyboard.type('X');
      await expect(search).toHaveValue(`${typed.slice(0, -1)}X${typed.slice(-1)}`);
      await search.fill(typed);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`\\?q=${typed}$`));
      await expect(page.getByRole('status').first()).toContainText(/Showing \d+/);
    });
  }

  test('a search submitted before start-up is a real GET form: the server answers with the results', async ({ page }) => {
    await openHeld(page, ROUTES.shop);
    const search = page.getByRole('searchbox', { name: LIST_COPY.searchLabel('products') });
    await search.fill('clock');
    await notStartedYet(page);
    // Submitted while the shop's scripts are still held: the browser sends the form's fields, the sort control's own
    // order as an empty `sort`, and the server's page of results paints before any of them has run.
    await Promise.all([page.waitForURL(/\/shop\?q=clock&sort=$/, { waitUntil: 'domcontentloaded' }), search.press('Enter')]);
    await notStartedYet(page);
    await expect(page.getByRole('searchbox', { name: LIST_COPY.searchLabel('products') })).toHaveValue('clock');
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toContainText(/clock/i);
    release();
    await live(page);
    await expect(page).toHaveTitle(pageTitle('Shop'));
  });

  test('a sort chosen before start-up is put into effect once the page is live', async ({ page }) => {
    await openHeld(page, ROUTES.shop);
    await page.getByRole('combobox', { name: LIST_COPY.sortBy }).selectOption({ label: SORT_LABELS.price });
    await notStartedYet(page);
    release();
    await expect(page).toHaveURL(/\/shop\?sort=price$/);
    await expect(page.getByRole('combobox', { name: LIST_COPY.sortBy })).toHaveValue('price');
  });

  test('a category pressed before start-up is a real GET form: the server answers with that category, search and sort kept', async ({
    page,
  }) => {
    await openHeld(page, `${ROUTES.shop}?q=chess&sort=price`);
    await notStartedYet(page);
    await Promise.all([
      page.waitForURL(/\/shop\?q=chess&sort=price&category=Chess\+Sets$/, { waitUntil: 'domcontentloaded' }),
      page.getByRole('button', { name: 'Chess Sets', exact: true }).click(),
    ]);
    await notStartedYet(page);
    const cards = page.getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Chess Sets');
    release();
    await live(page);
    await expect(page).toHaveTitle(pageTitle('Shop'));
    await expect(page.getByRole('button', { name: 'Chess Sets', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('combobox', { name: LIST_COPY.sortBy })).toHaveValue('price');
  });

  test('the quantity stepped before start-up is the one added', async ({ page }) => {
    const product = ((await (await page.request.get(API.products)).json()) as Product[]).find((p) => p.inStock)!;
    await openHeld(page, ROUTES.product(product.id));
    const quantity = page.getByTestId('quantity');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveText('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await notStartedYet(page);
    release();

    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(quantity).toHaveText('2');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveText('3');
  });

  test('the keyboard’s place on a link before start-up is the live page’s, and Tab goes on from there', async ({ page }) => {
    await openHeld(page, ROUTES.shop);
    const third = () => page.getByTestId('product-card').nth(2).getByRole('link').first();
    const fourth = () => page.getByTestId('product-card').nth(3).getByRole('link').first();
    await third().focus();
    await notStartedYet(page);
    release();

    await live(page);

    await expect(page).toHaveTitle(pageTitle('Shop'));
    await expect(third()).toBeFocused();
    // The focus is not merely drawn there: the next card's link is a few Tabs on, not the page's first link.
    for (let i = 0; i < 4; i++) {
      if (await fourth().evaluate((link) => link === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(fourth()).toBeFocused();
  });

  test('Add to Cart pressed before start-up says "Adding…", and is added once the page is live', async ({ page }) => {
    const product = ((await (await page.request.get(API.products)).json()) as Product[]).find((p) => p.inStock)!;
    await openHeld(page, ROUTES.product(product.id));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Adding…' })).toBeVisible();
    await notStartedYet(page);
    release();

    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.getByTestId('toast')).toContainText(TOAST.addedToCart(product.name));
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});

test('Add to Cart pressed when React has the button but the page is not live yet adds the product once', async ({ page }) => {
  const product = ((await (await page.request.get(API.products)).json()) as Product[]).find((p) => p.inStock)!;
  // The press lands where bench:web's press as the button shows landed (one in five, on a slow phone more): React has
  // hydrated the button, or is hydrating it (a click hydrates it on the spot), so its onClick answers, and the page is not
  // live yet, so the button still carries the early-input script's data-early, and the script holds the press too.
  // Pressed in the page itself, in the first task that finds it so (React's own mark on an element it has taken, its
  // props), for a test that does not depend on this machine's speed.
  await page.addInitScript(() => {
    const tasks = new MessageChannel();
    tasks.port1.onmessage = () => {
      if (performance.getEntriesByName('kingside:live').length > 0) return;
      const button = document.querySelector<HTMLElement>('button[data-early="add-to-cart"]');
      if (button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))) {
        (window as { pressedBeforeLive?: boolean }).pressedBeforeLive = true;
        button.click();
      } else tasks.port2.postMessage(null);
    };
    tasks.port2.postMessage(null);
  });
  await page.goto(ROUTES.product(product.id));
  await live(page);
  expect(await page.evaluate(() => (window as { pressedBeforeLive?: boolean }).pressedBeforeLive)).toBe(true);
  await expect(page.getByTestId('toast')).toContainText(TOAST.addedToCart(product.name));
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  // Every add the press made has reached the api (a held one is made a task after the page goes live).
  await page.waitForLoadState('networkidle');

  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(page.getByTestId('toast').filter({ hasText: TOAST.addedToCart(product.name) })).toHaveCount(1);
  // The cart as the api holds it.
  await page.goto(ROUTES.cart);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test.describe('the lessons before start-up (docs/spec.md §2.26)', () => {
  // The run's own server serves mfe-learn from another origin and renders none of its pages (chapters.spec.ts).
  const site = learnRenderingSiteForBlock();
  // Course 7, chapter 1: the knight fork Nc7+ (chapters.spec.ts); Nd6+ is a legal check that is not it.
  const chapter = () => `${site.origin}${ROUTES.lesson(7)}/chapters/1`;
  const moveField = (page: Page) => page.getByLabel(PLAYER_COPY.moveFieldLabel);

  test('/learn: the search typed before start-up keeps its text and focus, and is then searched', async ({ page }) => {
    const release = await holdRemote(page, site.origin, 'learn');
    await openHeld(page, `${site.origin}${ROUTES.learn}`);
    const search = page.getByRole('searchbox', { name: LIST_COPY.searchLabel('lessons') });
    await search.click();
    await page.keyboard.type('fork');
    await notStartedYet(page);
    release();

    await live(page);

    await expect(page).toHaveTitle(pageTitle('Chess Lessons'));
    await expect(search).toHaveValue('fork');
    await expect(search).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/learn\?q=fork$/);
    await expect(page.getByRole('status').first()).toContainText(/Showing \d+/);
  });

  test('a move typed before start-up keeps its text and focus', async ({ page }) => {
    const release = await holdRemote(page, site.origin, 'learn');
    await openHeld(page, chapter());
    await moveField(page).click();
    await page.keyboard.type('Nd6+');
    await notStartedYet(page);
    release();

    await live(page);
    await expect(moveField(page)).toHaveValue('Nd6+');
    await expect(moveField(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('chapter-feedback')).toContainText(CHAPTER_MESSAGES.tryAgain);
  });

  test('a move submitted before start-up waits for the board and is checked once it is there', async ({ page }) => {
    const release = await holdRemote(page, site.origin, 'learn');
    await openHeld(page, chapter());
    await moveField(page).fill('Nc7+');
    await page.getByRole('button', { name: PLAYER_COPY.playMove }).click();
    await expect(page.getByTestId('chapter-feedback')).toHaveText('Loading the board…');
    await notStartedYet(page);
    release();

    await expect(page.getByTestId('chapter-feedback')).toContainText(CHAPTER_MESSAGES.correct);
    await expect(page).toHaveURL(chapter());
  });
});

test('Open menu pressed before start-up is held, and the menu opens once the page is live', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdRemote(page, new URL(baseURL!).origin, 'shop');
  await openHeld(page, ROUTES.shop);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  await expect(open).toHaveAttribute('aria-busy', 'true');
  await notStartedYet(page);
  release();

  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
});

/**
 * Opens Home with the shell's own start-up (main.js) held until `release()`. main.js is one of the HTML's deferred
 * scripts: held, the document never finishes loading, but it has painted, and the early-input script (which comes
 * before main.js) has run.
 */
async function openHomeHeld(page: Page, origin: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.origin === origin && url.pathname === '/main.js',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(ROUTES.home, { waitUntil: 'commit' });
  await page.waitForFunction(() => Array.isArray((window as { __kingsideEarly?: unknown }).__kingsideEarly));
  return release;
}

test('Home: Open menu pressed before start-up opens the menu once hydrated, and the button is busy no more', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await openHomeHeld(page, new URL(baseURL!).origin);
  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  await expect(open).toHaveAttribute('aria-busy', 'true');
  release();

  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  // Hydration keeps the server's button: the mark the early-input script set must not stay.
  await expect(open).not.toHaveAttribute('aria-busy');
});

test('Home: an address typed into the newsletter before start-up is kept, and a Subscribe pressed then is done', async ({
  page,
  baseURL,
}) => {
  const release = await openHomeHeld(page, new URL(baseURL!).origin);
  const newsletter = page.getByTestId('home-newsletter');
  const field = newsletter.getByLabel('Email address');
  await field.click();
  await page.keyboard.type('early@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await notStartedYet(page);
  // Held, not a reload of the page with the address in its URL.
  await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
  release();

  await expect(page.getByTestId('toast')).toContainText(TOAST.newsletterThanks);
  await expect(field).toHaveValue('');
});

test('the shop: Back pressed before start-up shows the search its URL names, not the one the server drew', async ({ page, baseURL }) => {
  await page.goto(`${ROUTES.shop}?q=Tickw+ARBITER`);
  await live(page);
  const box = page.getByRole('searchbox', { name: LIST_COPY.searchLabel('products') });
  await box.fill('staunton');
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=staunton$/);

  // Reloaded with the shell held: the server draws the staunton search, and Back (the same document) changes the URL
  // before any script of the page has run.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const origin = new URL(baseURL!).origin;
  await page.route(
    (url) => url.origin === origin && url.pathname === '/main.js',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.reload({ waitUntil: 'commit' });
  await expect(box).toHaveValue('staunton');
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL(/\?q=Tickw\+ARBITER$/);
  await notStartedYet(page);
  release();

  await live(page);
  await expect(box).toHaveValue('Tickw ARBITER');
  await expect(page.getByTestId('product-card').getByRole('heading')).toHaveText(['Tickwell Arbiter Pro Tournament Clock']);
});
