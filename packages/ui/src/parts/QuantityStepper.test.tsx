import { ThemeProvider } from '@emotion/react';
import { act, fireEvent } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PrerenderingContext } from '../prerendering';
import { collectServerDrawnFields, forgetServerDrawnFields, useKeptValue } from '../serverDrawn';
import { theme } from '../theme';
import { QuantityStepper } from './QuantityStepper';

// The script the shell's HTML runs before any other (packages/webpack-config/earlyInput.js), installed once: its
// listeners stay for the page's life, as they do in the browser, so the live page's presses meet them too.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EARLY_INPUT_SCRIPT } = require('../../../webpack-config/earlyInput') as { EARLY_INPUT_SCRIPT: string };
beforeAll(() => new Function(EARLY_INPUT_SCRIPT)());

/** The product page's use: a quantity of at least 1, kept from the server's copy. */
function Quantity() {
  const [shown, setShown, keep] = useKeptValue<HTMLOutputElement>('quantity', '1');
  const quantity = Number(shown);
  return (
    <QuantityStepper
      value={quantity}
      onDecrement={() => setShown(String(Math.max(1, quantity - 1)))}
      onIncrement={() => setShown(String(quantity + 1))}
      decrementDisabled={quantity <= 1}
      kept={{ min: 1, props: keep }}
    />
  );
}

const themed = (ui: ReactNode) => <ThemeProvider theme={theme}>{ui}</ThemeProvider>;
const serverMarkup = (ui: ReactNode) =>
  renderToString(themed(<PrerenderingContext.Provider value={true}>{ui}</PrerenderingContext.Provider>));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  forgetServerDrawnFields();
  document.body.innerHTML = '';
});

const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const shown = () => document.querySelector('output')!.textContent;

describe('QuantityStepper before start-up', () => {
  it('marks only the server’s copy of a kept stepper for the early-input script, and leaves it pressable', () => {
    const server = serverMarkup(<Quantity />);
    expect(server).toContain('data-early-stepper=""');
    expect(server).toContain('data-early-min="1"');
    expect(server).toMatch(/<button[^>]*aria-label="Increase quantity"[^>]*data-early-step="1"/);
    expect(server).not.toContain('aria-disabled');
    expect(renderToString(themed(<Quantity />))).not.toContain('data-early');
    // A stepper nobody keeps stays inert on the server's page: a press there would be lost.
    const unkept = serverMarkup(<QuantityStepper value={1} onDecrement={() => undefined} onIncrement={() => undefined} />);
    expect(unkept).not.toContain('data-early');
    expect(unkept).toContain('aria-disabled="true"');
  });

  it('steps on the server’s page, never below its least, and the live page starts from the number shown', () => {
    document.body.innerHTML = `<div id="root">${serverMarkup(<Quantity />)}</div>`;
    expect(button('Decrease quantity').disabled).toBe(true);
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Increase quantity'));
    expect(shown()).toBe('3');
    expect(button('Decrease quantity').disabled).toBe(false);
    for (let i = 0; i < 3; i++) fireEvent.click(button('Decrease quantity'));
    expect(shown()).toBe('1');
    expect(button('Decrease quantity').disabled).toBe(true);
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Increase quantity'));

    const container = document.getElementById('root')!;
    collectServerDrawnFields(container);
    root = createRoot(container);
    act(() => root!.render(themed(<Quantity />)));
    expect(button('Increase quantity').hasAttribute('data-early-step')).toBe(false);
    expect(shown()).toBe('3');
    // The live page's presses are its own: one step each, not the early-input script's as well.
    act(() => fireEvent.click(button('Increase quantity')));
    expect(shown()).toBe('4');
  });
});
