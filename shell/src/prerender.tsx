// Build-time pre-rendering (packages/webpack-config/prerender.js runs this in Node after each production
// build of the shell). The markup goes into the HTML the server sends, so a first visit paints the frame,
// and on Home the hero, as soon as the HTML arrives, instead of after the JavaScript has been fetched and
// run. The browser's first render then replaces it with the same thing (createRoot, not hydration: the
// member's session, cart and the page itself are only known in the browser).
import { ROUTES } from '@kingside/contracts';
import { AppProviders, MemoryRouter, PrerenderingContext, makeStore } from '@kingside/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App';
import { Frame } from './frame/Frame';

/** The pages pre-rendered: Home, and the frame every other public page is drawn in (spec §2). */
export type PrerenderedPage = 'home' | 'frame';

/** Emotion, without a cache of its own on the server, writes each rule in a <style> beside its element. */
function render(tree: ReactNode): string {
  return renderToString(
    <PrerenderingContext.Provider value={true}>
      <AppProviders store={makeStore()}>{tree}</AppProviders>
    </PrerenderingContext.Provider>,
  );
}

export function prerender(page: PrerenderedPage): string {
  if (page === 'home') {
    return render(
      <MemoryRouter initialEntries={[ROUTES.home]}>
        <App />
      </MemoryRouter>,
    );
  }
  // The frame with an empty <main> (it is a screen tall, so the footer stays below the fold until the
  // page arrives), at a path no header link matches: the current link is marked once the browser knows it.
  return render(
    <MemoryRouter initialEntries={['/~']}>
      <Frame />
    </MemoryRouter>,
  );
}
