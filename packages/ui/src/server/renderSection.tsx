import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { BrowserKeeps, SectionQueryResult } from '@kingside/contracts';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { DrawnForContext, PrerenderingContext } from '../prerendering';
import { MemoryRouter } from 'react-router-dom';
import { Route, Routes } from '../routing';
import { api } from '../store/api';
import { makeStore } from '../store/store';
import { theme } from '../theme';

/**
 * `element` rendered to HTML, its styles first: one <style> of its rules and one per global rule, through
 * @emotion/server's critical-CSS extraction over a cache of this render's own. Left to itself, Emotion on the
 * server writes each component's rules in a <style> beside its first element: 56 of them in /shop's section (its
 * cards, search form and pages) and 29 more in the shell's frame, each one more style invalidation while the
 * browser parses the page (docs/architecture.md §10.12). In the browser, Emotion's cache moves these elements into
 * <head> when it is created, before anything renders or hydrates, and counts their rules as inserted (their
 * `data-emotion` names them), so the markup left is React's alone and nothing is inserted twice.
 */
export function renderWithStyles(element: ReactElement): string {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return constructStyleTagsFromChunks(extractCriticalToChunks(html)) + html;
}

/**
 * A remote's section rendered to HTML alone, for the tests of its Node bundle (testing/sectionServer.ts), inside what the
 * shell gives it: the store, already holding the api's answers, the theme, and the router at `url` with the section
 * mounted at `mountPath`, as the shell's App mounts it. Not the frame, the global styles or the toaster: the server
 * draws the section inside the whole page (contracts' ShellServer). Its styles come first (renderWithStyles).
 */
export function renderSection({
  url,
  mountPath,
  results,
  section,
  drawnFor = null,
}: {
  url: URL;
  mountPath: string;
  results: SectionQueryResult[];
  section: ReactNode;
  /** what the browser it is drawn for keeps (DrawnForContext); null: for anyone */
  drawnFor?: BrowserKeeps | null;
}): string {
  const store = makeStore();
  // The endpoints are the section's own (injected when its modules were evaluated) or the shared ones.
  store.dispatch(api.util.upsertQueryEntries(results as Parameters<typeof api.util.upsertQueryEntries>[0]));
  try {
    return renderWithStyles(
      <PrerenderingContext.Provider value={true}>
        <DrawnForContext.Provider value={drawnFor}>
          <Provider store={store}>
            <ThemeProvider theme={theme}>
              <MemoryRouter initialEntries={[url.pathname + url.search]}>
                <Routes>
                  <Route path={`${mountPath}/*`} element={section} />
                </Routes>
              </MemoryRouter>
            </ThemeProvider>
          </Provider>
        </DrawnForContext.Provider>
      </PrerenderingContext.Provider>,
    );
  } finally {
    // The entries would otherwise wait keepUnusedDataFor (a day) on a timer each, holding the store.
    store.dispatch(api.util.resetApiState());
  }
}
