import { FOUNDED_YEAR, PRODUCT_CATEGORIES, ROUTES } from '@kingside/contracts';
import { expect, test } from '@playwright/test';
import { E2E } from '../support/env';
import { scrollIntoView } from '../support/scroll';

test.describe('the public frame', () => {
  test('header links carry the spec labels and targets', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: [string, string][] = [
      ['Home', '/'],
      ['Learn', '/learn'],
      ['Blog', '/blog'],
      ['Shop', '/shop'],
      ['"Chess for Revival"', '/revival'],
      ['About', '/about'],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', ROUTES.cart);
    await expect(header.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', ROUTES.auth);
  });

  test('the footer has its links, the five shop filters, dead links, social icons, hours and "since 2010"', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const links: [string, string][] = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Lessons', '/learn'],
      ['Blog', '/blog'],
      ['Shop', '/shop'],
      ['Contact', '/contact'],
    ];
    for (const [label, href] of links) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    for (const category of PRODUCT_CATEGORIES) {
      await expect(footer.getByRole('link', { name: category, exact: true })).toHaveAttribute(
        'href',
        `/shop?category=${encodeURIComponent(category)}`,
      );
    }
    for (const dead of [
      'Gift Cards',
      'Privacy Policy',
      'Terms of Service',
      'Shipping Policy',
      'Facebook',
      'Twitter',
      'Instagram',
      'YouTube',
    ]) {
      await expect(footer.getByRole('link', { name: dead, exact: true })).toHaveAttribute('href', '#');
    }
    await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
    await expect(footer).toContainText('Mon-Fri 9am-6pm');
    await expect(footer).toContainText(`since ${FOUNDED_YEAR}`);
    // A dead link stays inert: no navigation, no jump.
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a footer shop filter lands on the filtered shop', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chess Clocks', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\?category=Chess%20Clocks$/);
  });

  test('the mobile menu repeats the links and offers an inert Search', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    // The frame is painted before the site starts (docs/architecture.md §10.2): the menu opens once React runs it,
    // and React sets the About page's title.
    await expect(page).toHaveTitle(/^About Us/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const label of ['Home', 'Learn', 'Blog', 'Shop', '"Chess for Revival"', 'About', 'Cart', 'Sign In']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await menu.getByRole('searchbox').fill('endgames');
    await menu.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await menu.getByRole('link', { name: 'Learn', exact: true }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    // Escape closes it too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the first HTML is not painted before its header is whole (render-blocking until #main is parsed)', async ({ request }) => {
    for (const path of ['/', ROUTES.blog, ROUTES.shop, '/no-such-page']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<link rel="expect" href="#main" blocking="render">');
      // The header comes before the element the rendering waits for, so it is never painted half-parsed.
      expect(html.indexOf('</header>'), path).toBeGreaterThan(0);
      expect(html.indexOf('</header>'), path).toBeLessThan(html.indexOf('<main id="main"'));
    }
  });

  test('unknown paths show the not-found page inside the frame', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('/auth and /admin/login render outside the public frame', async ({ page }) => {
    for (const path of [ROUTES.auth, ROUTES.adminLogin]) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });
});

test.describe('routes and their owning remotes', () => {
  const owners: [string, string][] = [
    ['/blog', 'blog'],
    ['/blog/1', 'blog'],
    ['/shop', 'shop'],
    ['/shop/1', 'shop'],
    ['/cart', 'checkout'],
    ['/checkout', 'checkout'],
    ['/auth', 'auth'],
    ['/admin/login', 'admin'],
    ['/admin/dashboard', 'admin'],
    ['/admin/security-settings', 'admin'],
  ];
  for (const [path, remote] of owners) {
    test(`${path} is served by mfe-${remote}, loaded on first visit`, async ({ page }) => {
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const match = /\/remotes\/(\w+)\//.exec(new URL(request.url()).pathname);
        if (match?.[1]) fetched.add(match[1]);
      });
      await page.goto(path);
      await expect.poll(() => fetched.has(remote)).toBe(true);
      await expect(page.getByTestId(`section-unavailable-${remote}`)).toHaveCount(0);
    });
  }

  test('a first visit to / downloads no remote until its section nears the viewport', async ({ page }) => {
    const fetched = new Set<string>();
    page.on('request', (request) => {
      // mfe-learn is served from another origin in these tests (see relocation.spec.ts).
      if (request.url().startsWith(E2E.relocatedLearnUrl)) fetched.add('learn');
      const match = /\/remotes\/(\w+)\//.exec(new URL(request.url()).pathname);
      if (match?.[1]) fetched.add(match[1]);
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect([...fetched].filter((name) => name !== 'learn')).toEqual([]);
    for (const [band, remote] of [
      ['home-lessons', 'learn'],
      ['home-products', 'shop'],
      ['home-blog', 'blog'],
    ] as const) {
      await scrollIntoView(page.getByTestId(band));
      await expect.poll(() => fetched.has(remote)).toBe(true);
    }
    expect([...fetched].filter((name) => ['checkout', 'auth', 'admin'].includes(name))).toEqual([]);
  });
});

test.describe('the cart id the shell owns', () => {
  test('the first visit creates a cart and keeps its id', async ({ page, request }) => {
    await page.goto('/about');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).toMatch(/^[0-9a-f-]{36}$/);
    const cartId = await page.evaluate(() => localStorage.getItem('cartId'));
    const response = await request.get(`/api/cart/${cartId}`);
    expect(response.status()).toBe(200);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('cartId'))).toBe(cartId);
  });

  test('a stored id the server does not know is silently replaced', async ({ page, request }) => {
    const unknown = '5a1f9d0e-3c1b-4f6e-9a53-2b7d8c9e0f11';
    await page.addInitScript((id) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('cartId', id);
        sessionStorage.setItem('seeded', '1');
      }
    }, unknown);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cartId'))).not.toBe(unknown);
    const replaced = await page.evaluate(() => localStorage.getItem('cartId'));
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
    expect((await request.get(`/api/cart/${replaced}`)).status()).toBe(200);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
