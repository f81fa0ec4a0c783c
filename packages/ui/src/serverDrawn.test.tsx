import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { collectServerDrawnFields, forgetServerDrawnFields, useKeptField, useKeptValue } from './serverDrawn';

function Search({ label = 'Search products' }: { label?: string }) {
  const [value, setValue, keep] = useKeptValue('list-search', '');
  return <input {...keep} aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** The same field without useKeptValue: what React does by itself. */
function PlainSearch({ label = 'Search products' }: { label?: string }) {
  const [value, setValue] = useState('');
  return <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />;
}

function MoveField() {
  const kept = useKeptField('chapter-move');
  return <input {...kept} aria-label="Your move" />;
}

let root: Root | null = null;
let container: HTMLElement;
let consoleErrors: jest.SpyInstance;

/** A page as the server sent it: its markup in #root, the visitor's hands on it before any script has run. */
function serverPage(markup: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${markup}</div>`;
  container = document.getElementById('root')!;
  return container;
}

/** The shell's start-up on a page the server drew for this address: the server's fields collected, then hydrated. */
function hydrate(ui: React.ReactNode) {
  collectServerDrawnFields(container);
  act(() => {
    root = hydrateRoot(container, ui, { onRecoverableError: (error) => console.error('Hydration failed:', error) });
  });
}

/** The shell's start-up drawing afresh (the address changed before start-up, or the server could not draw the page). */
function drawAfresh(ui: React.ReactNode) {
  collectServerDrawnFields(container);
  root = createRoot(container);
  act(() => root!.render(ui));
}

beforeEach(() => {
  consoleErrors = jest.spyOn(console, 'error');
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  forgetServerDrawnFields();
  document.body.innerHTML = '';
  // A hydration mismatch is a bug here as in the browser tests.
  expect(consoleErrors).not.toHaveBeenCalled();
  consoleErrors.mockRestore();
});

describe('a server-drawn field at hydration', () => {
  it('keeps its element, focus, caret and the text typed before start-up, and its state holds the text', () => {
    serverPage(renderToString(<Search />));
    const server = container.querySelector('input')!;
    server.focus();
    server.value = 'chess';
    server.setSelectionRange(1, 3);

    hydrate(<Search />);

    const live = container.querySelector('input')!;
    expect(live).toBe(server);
    expect(document.activeElement).toBe(live);
    expect([live.selectionStart, live.selectionEnd]).toEqual([1, 3]);
    // The next render draws the state: the text is still there, and the field is live and controlled.
    act(() => root!.render(<Search label="Search the shop" />));
    expect(live.value).toBe('chess');
    fireEvent.change(live, { target: { value: 'chess set' } });
    expect(live.value).toBe('chess set');
  });

  it('is what keeps the text: a controlled field left to React loses it at its next render', () => {
    serverPage(renderToString(<PlainSearch />));
    const server = container.querySelector('input')!;
    server.value = 'chess';

    hydrate(<PlainSearch />);
    expect(server.value).toBe('chess');
    act(() => root!.render(<PlainSearch label="Search the shop" />));
    expect(server.value).toBe('');
  });

  it('hands the text over once: a later field of the same name starts from its own value', () => {
    serverPage(renderToString(<Search />));
    container.querySelector('input')!.value = 'knight';
    hydrate(<Search />);
    expect(container.querySelector('input')!.value).toBe('knight');

    act(() => root!.render(<Search key="again" label="again" />));
    expect(container.querySelector('input')!.value).toBe('');
  });

  it('keeps an uncontrolled field’s text', () => {
    serverPage(renderToString(<MoveField />));
    const server = container.querySelector('input')!;
    server.value = 'Kh1';
    hydrate(<MoveField />);
    act(() => root!.render(<MoveField />));
    expect(container.querySelector('input')).toBe(server);
    expect(server.value).toBe('Kh1');
  });
});

describe('a server-drawn field on a page drawn afresh', () => {
  it('gives the text typed into the server’s field to the live field that replaces it', () => {
    serverPage('<input data-keep="list-search" aria-label="Search products" /><input data-keep="chapter-move" />');
    const [search, move] = container.querySelectorAll('input');
    search!.value = 'chess';
    move!.value = 'Kh1';

    drawAfresh(
      <>
        <Search />
        <MoveField />
      </>,
    );

    const [liveSearch, liveMove] = container.querySelectorAll('input');
    expect(liveSearch).not.toBe(search);
    expect(liveSearch!.value).toBe('chess');
    expect(liveMove!.value).toBe('Kh1');
  });

  it('starts from the field’s own value when the server drew no such field', () => {
    serverPage('<p>nothing typed here</p>');
    drawAfresh(<Search />);
    expect(container.querySelector('input')!.value).toBe('');
  });

  it('starts from the live page’s own value when the visitor left the server’s field as it was drawn', () => {
    // Back pressed before start-up: the URL (the same document) now asks for another search than the one drawn.
    function SearchFor({ q }: { q: string }) {
      const [value, setValue, keep] = useKeptValue('list-search', q);
      return <input {...keep} aria-label="Search products" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    serverPage('<input data-keep="list-search" value="staunton" />');
    drawAfresh(<SearchFor q="clock" />);
    expect(container.querySelector('input')!.value).toBe('clock');

    act(() => root!.unmount());
    forgetServerDrawnFields();
    serverPage('<input data-keep="list-search" value="staunton" />');
    container.querySelector('input')!.value = 'staunton set';
    drawAfresh(<SearchFor q="clock" />);
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
    drawAfresh(<Sort sort="name" />);
    expect(container.querySelector('select')!.value).toBe('name');

    act(() => root!.unmount());
    forgetServerDrawnFields();
    serverPage(select);
    container.querySelector('select')!.value = 'price';
    drawAfresh(<Sort sort="name" />);
    expect(container.querySelector('select')!.value).toBe('price');
  });
});
