import { ThemeProvider } from '@emotion/react';
import type { SectionQueryResult } from '@kingside/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { PrerenderingContext } from '../prerendering';
import { MemoryRouter, Route, Routes } from '../routing';
import { api } from '../store/api';
import { makeStore } from '../store/store';
import { theme } from '../theme';

/**
 * A remote's section rendered to HTML on the server (contracts' SectionServer.render), inside what the
 * shell gives it in the browser: the store, already holding the api's answers, the theme, and the router
 * at `url` with the section mounted at `mountPath`, as the shell's App mounts it. Not the frame, the
 * global styles or the toaster: the server puts this markup into the shell's pre-rendered frame.
 * Emotion, without a cache of its own here, writes each rule in a <style> beside its element; the
 * browser's Emotion moves them into <head> when it starts.
 */
export function renderSection({
  url,
  mountPath,
  results,
  section,
}: {
  url: URL;
  mountPath: string;
  results: SectionQueryResult[];
  section: ReactNode;
}): string {
  const store = makeStore();
  // The endpoints are the section's own (injected when its modules were evaluated) or the shared ones.
  store.dispatch(api.util.upsertQueryEntries(results as Parameters<typeof api.util.upsertQueryEntries>[0]));
  try {
    return renderToString(
      <PrerenderingContext.Provider value={true}>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <MemoryRouter initialEntries={[url.pathname + url.search]}>
              <Routes>
                <Route path={`${mountPath}/*`} element={section} />
              </Routes>
            </MemoryRouter>
          </ThemeProvider>
        </Provider>
      </PrerenderingContext.Provider>,
    );
  } finally {
    // The entries would otherwise wait keepUnusedDataFor (a day) on a timer each, holding the store.
    store.dispatch(api.util.resetApiState());
  }
}
