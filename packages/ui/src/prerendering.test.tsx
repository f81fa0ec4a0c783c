import { ThemeProvider } from '@emotion/react';
import { act, render as renderDom, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from './components/Button';
import { QuantityStepper } from './parts/QuantityStepper';
import { HydratedSeparately, PrerenderedUntilHydrated, PrerenderingContext } from './prerendering';
import { theme } from './theme';

const render = (ui: ReactNode) => renderDom(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function Controls() {
  return (
    <>
      <Button>Add to Cart</Button>
      <QuantityStepper value={1} onDecrement={() => undefined} onIncrement={() => undefined} />
    </>
  );
}

const prerendered = (children: ReactNode) => <PrerenderingContext.Provider value={true}>{children}</PrerenderingContext.Provider>;
const names = ['Add to Cart', 'Decrease quantity', 'Increase quantity'];

describe('buttons in markup rendered outside the browser', () => {
  it('say they do nothing yet (aria-disabled) while pre-rendered', () => {
    render(prerendered(<Controls />));
    for (const name of names) expect(screen.getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
  });

  it('are live in the browser', () => {
    render(<Controls />);
    for (const name of names) expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
  });

  it('keep an aria-disabled their caller asks for', () => {
    render(<Button aria-disabled>Place Order</Button>);
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveAttribute('aria-disabled', 'true');
  });
});

/**
 * `markup` in a container of the page, hydrated with `tree` as the browser would: the mismatches React
 * reported, and whether every element of the markup is still there, the same object (kept, not redrawn).
 */
async function hydrated(markup: string, tree: ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const mismatches: unknown[] = [];
  const before = [...container.querySelectorAll('*')];
  await act(async () => {
    hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
  });
  const after = [...container.querySelectorAll('*')];
  const kept = after.length === before.length && after.every((element, i) => element === before[i]);
  return { mismatches, kept };
}
afterEach(() => {
  document.body.innerHTML = '';
});

describe('a pre-rendered tree hydrated in the browser (PrerenderedUntilHydrated)', () => {
  const tree = (
    <ThemeProvider theme={theme}>
      <PrerenderedUntilHydrated>
        <Controls />
      </PrerenderedUntilHydrated>
    </ThemeProvider>
  );

  it('is pre-rendered outside the browser, hydrated without a mismatch, then live on the same elements', async () => {
    const markup = renderToString(tree);
    expect(markup).toContain('aria-disabled="true"');
    const { mismatches, kept } = await hydrated(markup, tree);
    expect(mismatches).toEqual([]);
    expect(kept).toBe(true);
    for (const name of names) expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
  });

  it('is live in the browser once committed, rendered afresh too', () => {
    render(
      <PrerenderedUntilHydrated>
        <Controls />
      </PrerenderedUntilHydrated>,
    );
    for (const name of names) expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
  });
});

describe('a part of a pre-rendered page hydrated separately (HydratedSeparately)', () => {
  const page = (
    <main>
      <h1>Above the fold</h1>
      <HydratedSeparately>
        <p>Below the fold</p>
      </HydratedSeparately>
    </main>
  );

  it('is a boundary of its own in the markup, hydrated without a mismatch on the same elements', async () => {
    const markup = renderToString(page);
    // React's marks of a Suspense boundary: hydration takes what is between them in a pass of its own.
    expect(markup).toContain('<!--$--><p>Below the fold</p><!--/$-->');
    const { mismatches, kept } = await hydrated(markup, page);
    expect(mismatches).toEqual([]);
    expect(kept).toBe(true);
  });
});
