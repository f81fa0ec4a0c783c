import { StrictMode, startTransition } from 'react';
import { loadRemoteModule, registerAllRemotes } from './federation/remotes';
import { readSectionHandover } from './federation/sectionHandover';
import { yieldToMain } from './yieldToMain';

// Start-up in stages, each its own task. Evaluating the site's modules (Redux Toolkit building the api,
// Emotion its styled components), creating the store and rendering would otherwise be one task of
// several hundred milliseconds on a slow phone, during which a tap does nothing (Total Blocking Time).
// asyncStartup lets this entry import shared modules directly (no bootstrap file).
registerAllRemotes();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// When the server rendered the page's section, its remote starts downloading now, beside the shell's
// own code: the first render waits for it (takeOverSection) so that it draws what the server drew.
const handover = readSectionHandover();
const sectionLoading = handover && loadRemoteModule(handover.remote, handover.exposes);
// Handled by takeOverSection; this keeps a failure from being reported as unhandled before it gets there.
sectionLoading?.catch(() => undefined);

// React DOM, then the shared ui (their code arrives in one chunk the HTML preloads, packages/webpack-config's
// STARTUP_SPLIT), each evaluated in a task of its own: together they were the longest task of the start-up.
// The shell's own pages come next, a small chunk, so their evaluation is a task of its own too.
const { createRoot, hydrateRoot } = await import('react-dom/client');
await yieldToMain();
const { AppProviders, BrowserRouter, PrerenderedUntilHydrated, collectServerDrawnFields, makeStore } = await import('@kingside/ui');
await yieldToMain();
const { App, preloadHome, takeOverSection } = await import('./App');
await yieldToMain();
const store = makeStore();
if (handover && sectionLoading) await takeOverSection(handover, store, sectionLoading);
// Home is a chunk of its own (App.tsx): hydration draws it, not a placeholder, so it waits for it. Should it fail to
// load, hydration keeps the server's Home on screen until it arrives.
if (root.dataset.prerendered === 'home') await preloadHome().catch((error: unknown) => console.error('Home could not be loaded:', error));
await yieldToMain();
const app = (
  <AppProviders store={store}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </AppProviders>
);
// What the visitor typed into the server's page so far, and where: the live page takes it over (@kingside/ui's
// serverDrawn.ts), even as this render replaces the server's markup.
collectServerDrawnFields(root);
// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe between them.
startTransition(() => {
  if (root.dataset.prerendered === 'home') {
    // Home's HTML holds the tree shell/src/prerender.tsx rendered, the one this render draws first: React
    // keeps those elements instead of building and laying out the page a second time
    // (packages/webpack-config/prerender.js names the page in data-prerendered).
    hydrateRoot(
      root,
      <StrictMode>
        <PrerenderedUntilHydrated>{app}</PrerenderedUntilHydrated>
      </StrictMode>,
    );
  } else {
    // The frame around an empty page, or a section the server rendered without the frame's current link:
    // drawn afresh.
    createRoot(root).render(<StrictMode>{app}</StrictMode>);
  }
});
