import { ThemeProvider } from '@emotion/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from './components/Toaster';
import { GlobalStyles } from './GlobalStyles';
import { usePrerendering } from './prerendering';
import { LIVE_MARK } from './serverDrawn';
import type { AppStore } from './store/store';
import { theme } from './theme';

/**
 * Marks the moment the live page has taken over the server's (drawn afresh, its first commit; hydrated, the commit that
 * ends pre-rendering, once its section is hydrated too): from then on it answers input itself. bench:web measures it
 * from the first paint, and the browser tests wait for it.
 */
function MarkLive() {
  const prerendering = usePrerendering();
  useLayoutEffect(() => {
    if (prerendering) return;
    // jsdom has no User Timing.
    performance.mark?.(LIVE_MARK);
  }, [prerendering]);
  return null;
}

/** Store, theme, global styles and the toaster: what the shell (or a standalone remote) wraps the site in. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        <MarkLive />
        {children}
        <Toaster />
      </ThemeProvider>
    </Provider>
  );
}
