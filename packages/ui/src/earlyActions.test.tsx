import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { takeEarlyAction, useEarlyAction, useEarlyProps } from './earlyActions';
import { PrerenderingContext } from './prerendering';
import { collectServerDrawnFields, forgetServerDrawnFields, useKeptValue } from './serverDrawn';

// The script the shell's HTML runs before any other (packages/webpack-config/earlyInput.js), run here as the page runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EARLY_INPUT_SCRIPT } = require('../../webpack-config/earlyInput') as { EARLY_INPUT_SCRIPT: string };

let root: Root | null = null;
let container: HTMLElement;

/** A page as the server sent it: its markup in #root, the visitor's hands on it before any script has run. */
function serverPage(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  container = document.getElementById('root')!;
  return container;
}

/** A task later: a held action is done then (useEarlyAction). */
const aTaskLater = () => act(() => new Promise<void>((resolve) => setTimeout(resolve)));

/** The shell's start-up, drawing afresh: it collects the server's fields, then its first render replaces the server's markup. */
function startUp(ui: React.ReactNode) {
  collectServerDrawnFields(container);
  root = createRoot(container);
  act(() => root!.render(ui));
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  forgetServerDrawnFields();
  delete window.__kingsideEarly;
  document.body.innerHTML = '';
});

describe('a press held before start-up', () => {
  function AddToCart({ onAdd, ready = true }: { onAdd: () => void; ready?: boolean }) {
    const early = useEarlyProps('add-to-cart', 'Adding…');
    useEarlyAction('add-to-cart', onAdd, ready);
    return (
      <button type="button" {...early} onClick={onAdd}>
        Add to Cart
      </button>
    );
  }

  it('marks only the server’s copy for the early-input script: the live button answers by itself', () => {
    const server = renderToString(
      <PrerenderingContext.Provider value={true}>
        <AddToCart onAdd={() => undefined} />
      </PrerenderingContext.Provider>,
    );
    expect(server).toContain('data-early="add-to-cart"');
    expect(server).toContain('data-early-busy="Adding…"');
    expect(renderToString(<AddToCart onAdd={() => undefined} />)).not.toContain('data-early');
  });

  it('is held by the early-input script, which says so, and done once by the live page', async () => {
    serverPage(
      renderToString(
        <PrerenderingContext.Provider value={true}>
          <AddToCart onAdd={() => undefined} />
        </PrerenderingContext.Provider>,
      ),
    );
    new Function(EARLY_INPUT_SCRIPT)();
    const server = container.querySelector('button')!;
    fireEvent.click(server);
    fireEvent.click(server);
    expect(server.textContent).toBe('Adding…');
    expect(server.getAttribute('aria-busy')).toBe('true');
    expect(window.__kingsideEarly).toEqual(['add-to-cart']);

    const onAdd = jest.fn();
    function Page() {
      const [ready, setReady] = useState(false);
      return (
        <>
          <AddToCart onAdd={onAdd} ready={ready} />
          <button type="button" onClick={() => setReady(true)}>
            product loaded
          </button>
        </>
      );
    }
    startUp(<Page />);
    await aTaskLater();
    // Not before the page can do it (the product not yet read)...
    expect(onAdd).not.toHaveBeenCalled();
    act(() => fireEvent.click(container.querySelectorAll('button')[1]!));
    await aTaskLater();
    // ...then once, and never again.
    expect(onAdd).toHaveBeenCalledTimes(1);
    act(() => root!.render(<AddToCart onAdd={onAdd} />));
    await aTaskLater();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(window.__kingsideEarly).toEqual([]);
  });

  it('is done with a kept value the visitor changed while the first render was under way', async () => {
    serverPage('<output data-keep="quantity">1</output><button type="button" data-early="add-to-cart">Add to Cart</button>');
    new Function(EARLY_INPUT_SCRIPT)();
    fireEvent.click(container.querySelector('button')!);
    const server = container.querySelector('output')!;
    const added: string[] = [];
    /** Rendered after the quantity was read: a press on the server's stepper lands between the render and its commit. */
    function PressDuringRender() {
      server.value = '3';
      return null;
    }
    function Product() {
      const [quantity, , keep] = useKeptValue<HTMLOutputElement>('quantity', '1');
      useEarlyAction('add-to-cart', () => added.push(quantity));
      return (
        <>
          <output {...keep}>{quantity}</output>
          <PressDuringRender />
        </>
      );
    }
    startUp(<Product />);
    await aTaskLater();
    expect(added).toEqual(['3']);
  });

  it('is done once when React has hydrated the button before the page is live: its own onClick does not see the press', async () => {
    const onAdd = jest.fn();
    function Page({ live }: { live: boolean }) {
      return (
        <PrerenderingContext.Provider value={!live}>
          <AddToCart onAdd={onAdd} />
        </PrerenderingContext.Provider>
      );
    }
    serverPage(renderToString(<Page live={false} />));
    new Function(EARLY_INPUT_SCRIPT)();
    const server = container.querySelector('button')!;
    // Hydrated, not live yet: React answers the button's clicks, and the button still carries data-early.
    await act(async () => {
      root = hydrateRoot(container, <Page live={false} />);
    });
    fireEvent.click(server);
    expect(window.__kingsideEarly).toEqual(['add-to-cart']);
    expect(onAdd).not.toHaveBeenCalled();

    act(() => root!.render(<Page live />));
    await aTaskLater();
    expect(onAdd).toHaveBeenCalledTimes(1);
    // Live, the press is React's.
    fireEvent.click(server);
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('stops marking the held element busy once its action is taken (a hydrated page keeps the server’s element)', () => {
    serverPage('<button type="button" data-early="open-menu">Open menu</button><button type="button" data-early="other">Other</button>');
    new Function(EARLY_INPUT_SCRIPT)();
    const [menu, other] = container.querySelectorAll('button');
    fireEvent.click(menu!);
    fireEvent.click(other!);
    expect(menu!.getAttribute('aria-busy')).toBe('true');
    // Live, the element no longer carries data-early (useEarlyProps gives it to the server's copy only).
    menu!.removeAttribute('data-early');
    expect(takeEarlyAction('open-menu')).toBe(true);
    expect(menu!.hasAttribute('aria-busy')).toBe(false);
    expect(other!.getAttribute('aria-busy')).toBe('true');
    expect(takeEarlyAction('open-menu')).toBe(false);
  });

  it('holds a marked form’s submit (no reload) and writes the waiting words into the element it names', () => {
    serverPage(
      '<form data-early="chapter-move" data-early-busy="Loading the board…" data-early-status="feedback"><button>Play move</button></form><div id="feedback"></div>',
    );
    new Function(EARLY_INPUT_SCRIPT)();
    const form = container.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(document.getElementById('feedback')!.textContent).toBe('Loading the board…');
    expect(window.__kingsideEarly).toEqual(['chapter-move']);
  });

  it('leaves unmarked buttons and forms alone', () => {
    serverPage('<form><button>Search</button></form>');
    new Function(EARLY_INPUT_SCRIPT)();
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
    expect(window.__kingsideEarly).toEqual([]);
  });
});
