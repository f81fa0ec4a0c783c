import { ThemeProvider } from '@emotion/react';
import type { BrowserKeeps, SectionQueryResult, SectionServer } from '@kingside/contracts';
import { act, createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { DrawnForContext, PrerenderedUntilHydrated } from '../prerendering';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '../routing';
import { renderSection } from '../server/renderSection';
import { api } from '../store/api';
import { makeStore } from '../store/store';
import { theme } from '../theme';

/**
 * Tests of a remote's section server (its src/server.tsx, contracts' SectionServer), in Node:
 * - `at(path)`: the URL the server would pass for a request of `path`;
 * - `resultsFor(path, value)`: the results the server would draw the page from for `path`, the section's own
 *   reads each answered with `value` (so a wrong endpoint name shows up as placeholders in the markup);
 * - `draw(path, results, drawnFor?)`: the section's markup for `path`, drawn from `results` (its component alone, as the
 *   shell's page server draws it inside the page: renderSection), for a browser that keeps `drawnFor` (null: anyone);
 * - `render(path, value)`: `draw` from resultsFor's results;
 * - `hydrate(path, results)` (a jsdom test): `draw`'s markup in the document, hydrated by the tree the browser renders,
 *   pre-rendering until hydrated and live after (PrerenderedUntilHydrated), in React's development build, which reports
 *   any difference of elements, text or attributes (useId's ids among them): `problems` holds its reports, [] when the
 *   browser keeps the server's page as drawn. `inTheBrowser` sets what only the browser knows (its storage) once the
 *   server has drawn the page; `drawnFor`, whom the server drew it for, which the browser's render is told too (as the
 *   shell tells it, from the page's `data-keeps`). The live page's reads are the test's to answer (or hold: a fetch that
 *   never settles).
 */
export function sectionServerTesting(section: SectionServer) {
  const at = (path: string) => new URL(path, 'http://site.test');
  function resultsFor(path: string, value: unknown): SectionQueryResult[] {
    const queries = section.queriesFor(at(path));
    if (!queries) throw new Error(`${path} is not rendered on the server`);
    return queries.map(({ endpointName, arg }) => ({ endpointName, ...(arg === undefined ? {} : { arg }), value }));
  }
  const draw = (path: string, results: SectionQueryResult[], drawnFor: BrowserKeeps | null = null) =>
    renderSection({
      url: at(path),
      mountPath: section.mountPath,
      results,
      section: createElement(section.component as ComponentType),
      drawnFor,
    });
  const render = (path: string, value: unknown) => draw(path, resultsFor(path, value));
  async function hydrate(path: string, results: SectionQueryResult[], inTheBrowser?: () => void, drawnFor: BrowserKeeps | null = null) {
    const url = at(path);
    const container = document.createElement('div');
    // Emotion's <style> elements are left out: the browser's Emotion moves them into <head> before the first render.
    container.innerHTML = draw(path, results, drawnFor).replace(/<style[^>]*>[^<]*<\/style>/g, '');
    document.body.append(container);
    const served = container.innerHTML;
    // What only the browser knows (a stored cart or session), set after the server's drawing, before the browser's store.
    inTheBrowser?.();
    const store = makeStore();
    store.dispatch(api.util.upsertQueryEntries(results as Parameters<typeof api.util.upsertQueryEntries>[0]));
    const problems: unknown[] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => {
      if (args.some((arg) => typeof arg === 'string' && /hydrat|did not match|server rendered/i.test(arg))) problems.push(args);
      else error(...args);
    };
    const routes = createElement(
      Routes,
      null,
      createElement(Route, { path: `${section.mountPath}/*`, element: createElement(section.component as ComponentType) }),
    );
    const router = createElement(MemoryRouter, { initialEntries: [url.pathname + url.search] }, routes);
    const app = createElement(Provider, { store, children: createElement(ThemeProvider, { theme, children: router }) });
    const tree = createElement(PrerenderedUntilHydrated, {
      children: createElement(DrawnForContext.Provider, { value: drawnFor, children: app }),
    });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, tree, { onRecoverableError: (report) => void problems.push(report) });
      });
    } finally {
      console.error = error;
    }
    return {
      container,
      /** the markup the server drew, as the document held it before hydration */
      served,
      problems,
      unmount: () => {
        act(() => root?.unmount());
        container.remove();
        store.dispatch(api.util.resetApiState());
      },
    };
  }
  return { at, resultsFor, draw, render, hydrate };
}

/** src and loading of each <img> in some markup, in order. */
export function imagesIn(html: string) {
  return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
    src: /\ssrc="([^"]*)"/.exec(tag)?.[1],
    loading: /\sloading="([^"]*)"/.exec(tag)?.[1],
  }));
}
