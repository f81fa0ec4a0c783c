import { API, ROUTES, TOAST, type Product } from '@kingside/contracts';
import { expect, test } from '@playwright/test';

/**
 * The site is seven separately built apps; Module Federation must still give it one React, one store and
 * one RTK Query cache. Two Reacts would break hooks across the boundary; two stores would leave the
 * shell's header blind to what a remote changed.
 */

declare global {
  interface Window {
    __reactRenderers?: { version: string; rendererPackageName: string }[];
    __notReloaded?: boolean;
    __FEDERATION__?: {
      __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn: string[] }>>>>;
    };
  }
}

test('one store and cache: adding on /shop/{id} (mfe-shop) updates the shell header badge without a reload', async ({ page, request }) => {
  const product = ((await (await request.get(API.products)).json()) as Product[]).find((p) => p.inStock)!;
  await page.goto(ROUTES.product(product.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.evaluate(() => (window.__notReloaded = true));
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('toast')).toContainText(TOAST.addedToCart(product.name));
  await expect(page.getByRole('banner').getByTestId('cart-badge')).toHaveText('2');
  expect(await page.evaluate(() => window.__notReloaded)).toBe(true);
});

test('one React: the shell, mfe-shop and mfe-checkout render with a single react-dom, all shared from the shell', async ({
  page,
  request,
}) => {
  // Every copy of react-dom announces itself to the devtools hook once when it loads: count them.
  await page.addInitScript(() => {
    const renderers: { version: string; rendererPackageName: string }[] = [];
    window.__reactRenderers = renderers;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: { version: string; rendererPackageName: string }) {
          renderers.push({ version: renderer.version, rendererPackageName: renderer.rendererPackageName });
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const product = ((await (await request.get(API.products)).json()) as Product[]).find((p) => p.inStock)!;
  await page.goto(ROUTES.home);
  // Client-side navigation only, so every container lives in this one document.
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await page.getByRole('link', { name: product.name, exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  const renderers = await page.evaluate(() => window.__reactRenderers);
  expect(renderers).toEqual([{ version: expect.any(String), rendererPackageName: 'react-dom' }]);

  const shared = await page.evaluate(() => {
    const result: Record<string, { versions: string[]; from: string[]; usedBy: string[] }> = {};
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const name of [
          'react',
          'react-dom',
          '@emotion/react',
          '@kingside/ui',
          'react-router',
          'react-router-dom',
          '@reduxjs/toolkit',
        ]) {
          for (const [version, entry] of Object.entries(packages[name] ?? {})) {
            if (!entry.loaded) continue;
            const row = (result[name] ??= { versions: [], from: [], usedBy: [] });
            if (!row.versions.includes(version)) row.versions.push(version);
            if (!row.from.includes(entry.from)) row.from.push(entry.from);
            for (const user of entry.useIn) if (!row.usedBy.includes(user)) row.usedBy.push(user);
          }
        }
      }
    }
    return result;
  });
  // The router and Redux live inside @kingside/ui (packages/ui/src/routing.ts): never in the share scope
  // by themselves, where an app could bring a second copy.
  expect(shared['react-router'], 'react-router is not shared on its own').toBeUndefined();
  expect(shared['react-router-dom'], 'react-router-dom is not shared on its own').toBeUndefined();
  expect(shared['@reduxjs/toolkit'], 'Redux Toolkit is not shared on its own').toBeUndefined();
  for (const name of ['react', 'react-dom', '@emotion/react', '@kingside/ui']) {
    expect(shared[name], name).toBeDefined();
    expect(shared[name]!.versions, `${name}: one loaded version`).toHaveLength(1);
    expect(shared[name]!.from, `${name}: provided by the shell`).toEqual(['shell']);
  }
  for (const remote of ['mfe_shop', 'mfe_checkout']) {
    expect(shared['react']!.usedBy, `${remote} uses the shell's React`).toContain(remote);
    expect(shared['@kingside/ui']!.usedBy, `${remote} uses the shell's store and api`).toContain(remote);
  }
});
