import type { BrowserKeeps } from '@kingside/contracts';
import { Input, makeStore } from '@kingside/ui';
import { waitFor, within } from '@testing-library/react';
import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserApp, preloadShellPage } from './App';
import { adoptSectionLoad, whenSectionDrawn } from './federation/RemoteSection';
import { prerender, renderPage, type PrerenderedPage } from './server';

/**
 * The page the server draws (server.tsx), hydrated by the tree the browser renders (App's BrowserApp, as index.tsx
 * does): React's development build reports any difference between the two, of elements, text or attributes (useId's
 * ids among them), on console.error or as a recoverable error. Either fails these tests. (What the live page does
 * next, here without an api or remotes, is not hydration's: only React's hydration reports are kept.)
 */

/** A section as a remote's module would be: a labelled field (useId) and a heading. */
function ShopSection() {
  return (
    <section aria-labelledby="shop-heading">
      <h1 id="shop-heading">Chess Shop</h1>
      <Input label="Search products" type="search" />
    </section>
  );
}

let root: Root | null = null;
const problems: unknown[] = [];

beforeEach(() => {
  problems.length = 0;
  // No api here: the live page's reads (the cart's creation) wait for ever, instead of failing after the test.
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'string' && /hydrat/i.test(arg))) problems.push(args);
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

/**
 * Puts `markup` into #root as the server sends it, at `path`, and hydrates it. Emotion's <style> elements are left
 * out: the browser's Emotion moves them into <head> before the first render.
 */
async function hydrate(
  path: string,
  markup: string,
  sectionReady?: Promise<void>,
  drawnFor: BrowserKeeps | null = null,
): Promise<HTMLElement> {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${markup.replace(/<style[^>]*>[^<]*<\/style>/g, '')}</div>`;
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(container, <BrowserApp store={makeStore()} hydrating sectionReady={sectionReady} drawnFor={drawnFor} />, {
      onRecoverableError: (error) => void problems.push(error),
    });
  });
  return container;
}

describe('a page the server draws, hydrated', () => {
  it('keeps the server’s elements of a page with its section, ids included: nothing differs', async () => {
    await adoptSectionLoad('shop', './Routes', Promise.resolve({ default: ShopSection }));
    const markup = renderPage('/shop', { remote: 'shop', exposes: './Routes', component: ShopSection, results: [] }, null);
    const serverField = new DOMParser().parseFromString(markup, 'text/html').querySelector('input')!;
    const container = await hydrate('/shop', markup);
    expect(problems).toEqual([]);
    const field = container.querySelector('input')!;
    expect(field.id).toBe(serverField.id);
    expect(container.querySelector(`label[for="${field.id}"]`)).toHaveTextContent('Search products');
  });

  it('keeps the server’s markup of a section whose module is still loading, live around it, and hydrates it once loaded', async () => {
    let load: (module: { default: ComponentType }) => void = () => undefined;
    const section = adoptSectionLoad('blog', './Routes', new Promise((resolve) => (load = resolve)));
    const markup = renderPage('/blog', { remote: 'blog', exposes: './Routes', component: ShopSection, results: [] }, null);
    const container = await hydrate(
      '/blog',
      markup,
      section.then(() => whenSectionDrawn('blog', './Routes')),
    );
    const heading = container.querySelector('h1');
    expect(heading).toHaveTextContent('Chess Shop');
    expect(problems).toEqual([]);
    await act(async () => {
      load({ default: ShopSection });
      await section;
    });
    expect(problems).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('goes live around a section that throws as it hydrates: its failure is said in its place, and the page is live', async () => {
    function Broken(): never {
      throw new Error('the section broke');
    }
    // The server drew the section as it was; the module the browser loaded throws.
    const section = adoptSectionLoad('checkout', './CheckoutPage', Promise.resolve({ default: Broken }));
    const markup = renderPage('/checkout', { remote: 'checkout', exposes: './CheckoutPage', component: ShopSection, results: [] }, null);
    const container = await hydrate(
      '/checkout',
      markup,
      section.then(() => whenSectionDrawn('checkout', './CheckoutPage')),
    );
    await waitFor(() => expect(within(container).getByRole('heading', { name: /is unavailable right now/ })).toBeVisible());
    // Live: the account area shows the visitor's Sign In, which the pre-rendered page leaves blank.
    await waitFor(() => expect(within(container).getAllByRole('link', { name: 'Sign In', hidden: true }).length).toBeGreaterThan(0));
  });

  it('keeps the server’s elements of a page drawn with its section’s placeholder', async () => {
    await hydrate('/cart', renderPage('/cart', null, null));
    expect(problems).toEqual([]);
  });

  it('keeps the server’s elements of a page drawn for a guest, its Sign In among them', async () => {
    const guest = { cart: false, member: false };
    const container = await hydrate('/cart', renderPage('/cart', null, guest), undefined, guest);
    expect(problems).toEqual([]);
    expect(within(container).getAllByRole('link', { name: 'Sign In', hidden: true }).length).toBeGreaterThan(0);
  });

  it('reports a page drawn for a guest that the browser hydrates as drawn for anyone (the check can fail)', async () => {
    await hydrate('/cart', renderPage('/cart', null, { cart: false, member: false }), undefined, null);
    expect(problems).not.toEqual([]);
  });

  it.each<PrerenderedPage>(['home', 'about', 'contact', 'revival'])('keeps the pre-rendered %s page’s elements', async (page) => {
    await preloadShellPage(page);
    await hydrate(page === 'home' ? '/' : `/${page}`, prerender(page));
    expect(problems).toEqual([]);
  });

  it('reports a page that differs from what the browser draws (the check can fail)', async () => {
    await adoptSectionLoad('shop', './Routes', Promise.resolve({ default: ShopSection }));
    const Other: ComponentType = () => <p>Another page</p>;
    await hydrate('/shop', renderPage('/shop', { remote: 'shop', exposes: './Routes', component: Other, results: [] }, null));
    expect(problems).not.toEqual([]);
  });
});
