// The shell's Node bundle (contracts' ShellServer; packages/webpack-config/prerendering.js builds it before the browser
// build). At build time it pre-renders the pages whose HTML never changes (Home, About, Contact, The Revival, the frame
// and the not-found page) into the build's HTML; at request time the server that serves the site draws every other
// page with it (renderPage), the section the page mounts included, from its remote's Node bundle. Either way the
// markup is the tree index.tsx hydrates, element for element: the member's session drawn as a blank
// (PrerenderingContext) until the browser knows it.
import * as emotionReact from '@emotion/react';
import * as emotionJsxRuntime from '@emotion/react/jsx-runtime';
import type { BrowserKeeps, SERVER_SHARED_MODULES, ShellServer } from '@kingside/contracts';
import * as ui from '@kingside/ui';
import { AppProviders, DrawnForContext, MemoryRouter, PrerenderingContext, api, makeStore } from '@kingside/ui';
import * as lazyWithPreload from '@kingside/ui/lazyWithPreload';
import { renderWithStyles } from '@kingside/ui/server';
import * as react from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as reactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import { App, preloadShellPages } from './App';
import { RemoteSlots } from './federation/RemoteSlot';
import { ServerSectionsContext, sectionKey } from './federation/serverSections';
import { Frame } from './frame/Frame';

/**
 * The pages pre-rendered at build time: Home, the shell's own pages (docs/spec.md §2), the frame every other public page
 * is drawn in when the server cannot draw the page itself, and the not-found page the server answers an unknown path
 * with (docs/spec.md §2.19).
 */
export type PrerenderedPage = 'home' | 'about' | 'contact' | 'revival' | 'frame' | 'notfound';

/** The paths of the pre-rendered pages drawn by App ('/~': a path no route and no header link knows). */
const PAGE_PATHS: Record<Exclude<PrerenderedPage, 'frame'>, string> = {
  home: '/',
  about: '/about',
  contact: '/contact',
  revival: '/revival',
  notfound: '/~',
};

/** Loads what the pages draw from chunks of their own: the build awaits it before `prerender`, which is synchronous. */
export const ready = (): Promise<unknown> => preloadShellPages();

/**
 * App at `url`, pre-rendering, with `sections` drawn where it mounts their modules, for `drawnFor` (DrawnForContext), its
 * styles first (renderWithStyles).
 */
function renderApp(
  url: string,
  sections: ReadonlyMap<string, ComponentType<Record<string, unknown>>>,
  drawnFor: BrowserKeeps | null,
  store = makeStore(),
): string {
  return renderWithStyles(
    <Prerendering>
      <DrawnForContext.Provider value={drawnFor}>
        <AppProviders store={store}>
          <MemoryRouter initialEntries={[url]}>
            <ServerSectionsContext.Provider value={sections}>
              <App />
            </ServerSectionsContext.Provider>
          </MemoryRouter>
        </AppProviders>
      </DrawnForContext.Provider>
    </Prerendering>,
  );
}

const Prerendering = ({ children }: { children: ReactNode }) => (
  <PrerenderingContext.Provider value={true}>{children}</PrerenderingContext.Provider>
);

/**
 * Each page's styles come first, in one <style> (renderWithStyles); in the browser, Emotion's cache moves it
 * into the head before the first render, so the markup left in #root is React's alone and can be hydrated.
 */
export function prerender(page: PrerenderedPage): string {
  // Drawn once for every visitor: their own parts are placeholders (DrawnForContext null).
  if (page !== 'frame') return renderApp(PAGE_PATHS[page], new Map(), null);
  // The frame with an empty <main> (a screen tall, so the footer stays below the fold until the page arrives), at a
  // path no header link matches: the browser draws the page afresh (createRoot) when the server sends this.
  return renderWithStyles(
    <Prerendering>
      <AppProviders store={makeStore()}>
        <MemoryRouter initialEntries={['/~']}>
          {/* As App draws the frame: a slot anywhere in it is composed the same way (no markup of its own). */}
          <RemoteSlots>
            <Frame />
          </RemoteSlots>
        </MemoryRouter>
      </AppProviders>
    </Prerendering>,
  );
}

/** contracts' ShellServer.renderPage: the page at `url`, the store holding the reads its section was drawn from. */
export const renderPage: ShellServer['renderPage'] = (url, section, drawnFor) => {
  if (!section) return renderApp(url, new Map(), drawnFor);
  const store = makeStore();
  // The section's endpoints were injected into the shared api when its bundle was evaluated.
  store.dispatch(api.util.upsertQueryEntries(section.results as Parameters<typeof api.util.upsertQueryEntries>[0]));
  try {
    return renderApp(
      url,
      new Map([[sectionKey(section.remote, section.exposes), section.component as ComponentType<Record<string, unknown>>]]),
      drawnFor,
      store,
    );
  } finally {
    // The entries would otherwise wait keepUnusedDataFor (a day) on a timer each, holding the store.
    store.dispatch(api.util.resetApiState());
  }
};

/** contracts' ShellServer.shared: the shell's copies of the modules the remotes' Node bundles share with it. */
export const shared: Record<(typeof SERVER_SHARED_MODULES)[number], unknown> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  '@emotion/react': emotionReact,
  '@emotion/react/jsx-runtime': emotionJsxRuntime,
  '@kingside/ui': ui,
  '@kingside/ui/lazyWithPreload': lazyWithPreload,
};
