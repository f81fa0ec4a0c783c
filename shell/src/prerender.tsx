// Build-time pre-rendering (packages/webpack-config/prerender.js runs this in Node after each production
// build of the shell). The markup goes into the HTML the server sends, so a first visit paints the frame,
// and on Home the hero, as soon as the HTML arrives, instead of after the JavaScript has been fetched and
// run. The browser hydrates Home (index.tsx): its first render there is this one, the member's session
// drawn as a blank (PrerenderedUntilHydrated). The frame's first render replaces it instead (createRoot):
// the page inside it, and so the current link, are only known in the browser.
import { ROUTES } from '@kingside/contracts';
import { AppProviders, MemoryRouter, PrerenderedUntilHydrated, PrerenderingContext, makeStore } from '@kingside/ui';
import { renderWithStyles } from '@kingside/ui/server';
import { App, preloadHome } from './App';
import { RemoteSlots } from './federation/RemoteSlot';
import { Frame } from './frame/Frame';

/**
 * The pages pre-rendered: Home, the frame every other public page is drawn in (docs/spec.md §2), and the not-found
 * page the server answers an unknown path with (docs/spec.md §2.19).
 */
export type PrerenderedPage = 'home' | 'frame' | 'notfound';

/** Loads what the pages draw from chunks of their own (Home): the build awaits it before `prerender`, which is synchronous. */
export const ready = (): Promise<unknown> => preloadHome();

/**
 * Each page's styles come first, in one <style> (renderWithStyles); in the browser, Emotion's cache moves it
 * into the head before the first render, so the markup left in #root is React's alone and can be hydrated.
 */
export function prerender(page: PrerenderedPage): string {
  if (page === 'home') {
    // The tree index.tsx hydrates, element for element (hydration compares the two).
    return renderWithStyles(
      <PrerenderedUntilHydrated>
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={[ROUTES.home]}>
            <App />
          </MemoryRouter>
        </AppProviders>
      </PrerenderedUntilHydrated>,
    );
  }
  if (page === 'notfound') {
    // The frame and the not-found page, at a path no route knows; replaced by the browser's first render, as the frame.
    return renderWithStyles(
      <PrerenderingContext.Provider value={true}>
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={['/~']}>
            <App />
          </MemoryRouter>
        </AppProviders>
      </PrerenderingContext.Provider>,
    );
  }
  // The frame with an empty <main> (it is a screen tall, so the footer stays below the fold until the
  // page arrives), at a path no header link matches: the current link is marked once the browser knows it.
  return renderWithStyles(
    <PrerenderingContext.Provider value={true}>
      <AppProviders store={makeStore()}>
        <MemoryRouter initialEntries={['/~']}>
          {/* As App draws the frame: a slot anywhere in it is composed the same way (no markup of its own). */}
          <RemoteSlots>
            <Frame />
          </RemoteSlots>
        </MemoryRouter>
      </AppProviders>
    </PrerenderingContext.Provider>,
  );
}
