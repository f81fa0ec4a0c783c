import { ThemeProvider } from '@emotion/react';
import { act, render as renderDom, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from './components/Button';
import { QuantityStepper } from './components/QuantityStepper';
import { PrerenderedUntilHydrated, PrerenderingContext } from './prerendering';
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
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const serverButton = container.querySelector('button');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('button')).toBe(serverButton);
    for (const name of names) expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled');
    container.remove();
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
