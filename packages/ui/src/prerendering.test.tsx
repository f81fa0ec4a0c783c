import { ThemeProvider } from '@emotion/react';
import { render as renderDom, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Button } from './components/Button';
import { QuantityStepper } from './components/QuantityStepper';
import { PrerenderingContext } from './prerendering';
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
