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
const { createRoot } = await import('react-dom/client');
await yieldToMain();
const { AppProviders, BrowserRouter, makeStore } = await import('@kingside/ui');
await yieldToMain();
const { App, takeOverSection } = await import('./App');
await yieldToMain();
const store = makeStore();
if (handover && sectionLoading) await takeOverSection(handover, store, sectionLoading);
await yieldToMain();
// The first render as a transition: React renders it in slices of a few milliseconds and lets the
// browser breathe between them.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
