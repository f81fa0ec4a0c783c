import { parseKeeps } from '@kingside/contracts';
import { startTransition } from 'react';
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
// When the server drew the page's section, its remote starts downloading now, beside the shell's own code: the
// section is hydrated once it is there (takeOverSection).
const handover = readSectionHandover();
const sectionLoading = handover && loadRemoteModule(handover.remote, handover.exposes);
// Handled by takeOverSection; this keeps a failure from being reported as unhandled before it gets there.
sectionLoading?.catch(() => undefined);

// React DOM, then the shared ui (their code arrives in one chunk the HTML preloads, packages/webpack-config's
// startupSplit), each evaluated in a task of its own: together they were the longest task of the start-up.
// The shell's own pages come next, a small chunk, so their evaluation is a task of its own too.
const { createRoot, hydrateRoot } = await import('react-dom/client');
await yieldToMain();
const { collectServerDrawnFields, makeStore } = await import('@kingside/ui');
await yieldToMain();
const { BrowserApp, preloadShellPage, takeOverSection, whenSectionDrawn } = await import('./App');
await yieldToMain();
const store = makeStore();
// The section the server drew is hydrated once its module has loaded: until then React keeps the server's markup of it,
// while the rest of the page is hydrated (takeOverSection). The page goes live once the section is hydrated too, or
// has failed (PrerenderedUntilHydrated's `until`).
const sectionReady =
  handover && sectionLoading
    ? takeOverSection(handover, store, sectionLoading).then((loaded) =>
        loaded ? whenSectionDrawn(handover.remote, handover.exposes) : undefined,
      )
    : undefined;
// What #root holds (packages/webpack-config/prerendering.js and the server name it): a page drawn by App on the server
// or at build time, which this render hydrates; the bare frame, drawn when the server could not draw the page, which
// it replaces; or nothing. The shell's own pages are chunks of their own: hydration draws them, not a placeholder, so
// it waits for theirs. Should one fail to load, hydration keeps the server's page on screen until it arrives.
// A page drawn for another address (Back pressed before start-up changes the address, not the page) is drawn afresh.
const prerendered = root.dataset.prerendered;
const drawnHere = root.dataset.url === undefined || root.dataset.url === location.pathname + location.search;
const hydrating = prerendered !== undefined && prerendered !== 'frame' && drawnHere;
// Whom the server drew the page for (api/src/site/sectionRendering.ts' withPageInRoot): hydration draws the same.
const drawnFor = root.dataset.keeps === undefined ? null : parseKeeps(root.dataset.keeps);
if (hydrating)
  await preloadShellPage(prerendered).catch((error: unknown) => console.error(`The ${prerendered} page could not be loaded:`, error));
await yieldToMain();
// The server's fields, with what the visitor typed into them so far: the live fields' state starts from it
// (@kingside/ui's serverDrawn.ts).
collectServerDrawnFields(root);
// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe between them.
startTransition(() => {
  // Hydrating, the server's elements are kept instead of building and laying out the page a second time.
  if (hydrating) {
    hydrateRoot(root, <BrowserApp store={store} hydrating sectionReady={sectionReady} drawnFor={drawnFor} />, {
      // A page that differs from the server's (React then draws it afresh) is a bug: said in words on the console, where
      // the browser tests fail on it (e2e/platform/hydration.spec.ts).
      onRecoverableError: (error) => console.error('Hydration failed, the page was drawn afresh:', error),
    });
  } else createRoot(root).render(<BrowserApp store={store} hydrating={false} />);
});
