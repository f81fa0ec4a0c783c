import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from './AppProviders';
import { PrerenderingContext } from './prerendering';
import { makeStore } from './store/store';
import {
  collectServerDrawnFields,
  forgetServerDrawnFields,
  takeEarlyAction,
  useEarlyAction,
  useEarlyProps,
  useKeptField,
  useKeptValue,
} from './serverDrawn';

// The script the shell's HTML runs before any other (packages/webpack-config/earlyInput.js), run here as the page runs it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { EARLY_INPUT_SCRIPT } = require('../../webpack-config/earlyInput') as { EARLY_INPUT_SCRIPT: string };

function Search({ label = 'Search products' }: { label?: string }) {
  const [value, setValue, keep] = useKeptValue('list-search', '');
  return <input {...keep} aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />;
}

function MoveField() {
  const kept = useKeptField('chapter-move');
  return <input {...kept} aria-label="Your move" />;
}

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

/** The shell's start-up: it collects the server's fields, then its first render replaces the server's markup. */
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

describe('the keyboard’s place on a server-drawn link or button at start-up', () => {
  const links = '<a href="/learn">Learn</a><a href="/shop">Shop</a><button type="button">Open menu</button><a href="/shop">Shop</a>';
  function Links() {
    return (
      <>
        <a href="/learn">Learn</a>
        <a href="/shop">Shop</a>
        <button type="button">Open menu</button>
        <a href="/shop">Shop</a>
        <Search />
      </>
    );
  }
  // The shell's first render (its collection of the server's page is each test's own).
  const live = () => {
    root = createRoot(container);
    act(() => root!.render(<AppProviders store={makeStore()}>{<Links />}</AppProviders>));
  };

  it('passes to the live page’s copy of the element, the same one of those alike', () => {
    serverPage(links);
    collectServerDrawnFields(container);
    // Focused after the shell began to follow it: the second of the two "Shop" links.
    container.querySelectorAll('a')[2]!.focus();
    live();
    const focused = document.activeElement!;
    expect(focused.textContent).toBe('Shop');
    expect(focused.isConnected).toBe(true);
    expect(focused).toBe(container.querySelectorAll('a')[2]);
  });

  it('passes from a button focused before the shell started', () => {
    serverPage(links);
    container.querySelector('button')!.focus();
    collectServerDrawnFields(container);
    live();
    expect(document.activeElement).toBe(container.querySelector('button'));
  });

  it('is left to the field when the keyboard moved on to one, and to the browser when nothing had it', () => {
    serverPage(`${links}<input data-keep="list-search" aria-label="Search products" />`);
    container.querySelector('a')!.focus();
    collectServerDrawnFields(container);
    container.querySelector('input')!.focus();
    live();
    expect(document.activeElement).toBe(container.querySelector('input'));

    act(() => root!.unmount());
    forgetServerDrawnFields();
    serverPage(links);
    collectServerDrawnFields(container);
    live();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('a server-drawn field taken over at start-up', () => {
  it('keeps the text typed before start-up, with its focus and caret, in the live field that replaces it', () => {
    serverPage('<form><input data-keep="list-search" aria-label="Search products" /></form>');
    const server = container.querySelector('input')!;
    server.focus();
    server.value = 'chess';
    server.setSelectionRange(1, 3);

    startUp(<Search />);

    const live = container.querySelector('input')!;
    expect(live).not.toBe(server);
    expect(server.isConnected).toBe(false);
    expect(live.value).toBe('chess');
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([1, 3]);
    // Still a live, controlled field.
    fireEvent.change(live, { target: { value: 'chess set' } });
    expect(live.value).toBe('chess set');
  });

  it('does not take the focus for a field the visitor typed into and then left', () => {
    serverPage('<input data-keep="list-search" /><button>elsewhere</button>');
    const server = container.querySelector('input')!;
    server.focus();
    server.value = 'clock';
    container.querySelector('button')!.focus();

    startUp(<Search />);

    expect(container.querySelector('input')!.value).toBe('clock');
    expect(document.activeElement).toBe(document.body);
  });

  it('hands the text over once: a later field of the same name starts from its own value', () => {
    serverPage('<input data-keep="list-search" />');
    container.querySelector('input')!.value = 'knight';
    startUp(<Search />);
    expect(container.querySelector('input')!.value).toBe('knight');

    act(() => root!.render(<Search key="again" label="again" />));
    expect(container.querySelector('input')!.value).toBe('');
  });

  it('starts from the field’s own value when the server drew no such field', () => {
    serverPage('<p>nothing typed here</p>');
    startUp(<Search />);
    expect(container.querySelector('input')!.value).toBe('');
  });

  it('starts from the live page’s own value when the visitor left the server’s field as it was drawn', () => {
    // Back pressed before start-up: the URL (the same document) now asks for another search than the one drawn.
    function SearchFor({ q }: { q: string }) {
      const [value, setValue, keep] = useKeptValue('list-search', q);
      return <input {...keep} aria-label="Search products" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    serverPage('<input data-keep="list-search" value="staunton" />');
    startUp(<SearchFor q="clock" />);
    expect(container.querySelector('input')!.value).toBe('clock');

    act(() => root!.unmount());
    forgetServerDrawnFields();
    serverPage('<input data-keep="list-search" value="staunton" />');
    container.querySelector('input')!.value = 'staunton set';
    startUp(<SearchFor q="clock" />);
    expect(container.querySelector('input')!.value).toBe('staunton set');
  });

  it('takes a choice only when the visitor changed the server’s select', () => {
    function Sort({ sort }: { sort: string }) {
      const [value, setValue, keep] = useKeptValue<HTMLSelectElement>('list-sort', sort);
      return (
        <select {...keep} aria-label="Sort" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">Relevance</option>
          <option value="price">Price</option>
          <option value="name">Name</option>
        </select>
      );
    }
    const select = '<select data-keep="list-sort"><option value="">Relevance</option><option value="price">Price</option></select>';
    serverPage(select);
    startUp(<Sort sort="name" />);
    expect(container.querySelector('select')!.value).toBe('name');

    act(() => root!.unmount());
    forgetServerDrawnFields();
    serverPage(select);
    container.querySelector('select')!.value = 'price';
    startUp(<Sort sort="name" />);
    expect(container.querySelector('select')!.value).toBe('price');
  });

  it('keeps an uncontrolled field’s text as its default, and moves the focus over', () => {
    serverPage('<input data-keep="chapter-move" />');
    const server = container.querySelector('input')!;
    server.focus();
    server.value = 'Kh1';

    startUp(<MoveField />);

    const live = container.querySelector('input')!;
    expect(live).not.toBe(server);
    expect(live.value).toBe('Kh1');
    expect(document.activeElement).toBe(live);
  });
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
