import { ThemeProvider } from '@emotion/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from './components/Toaster';
import { GlobalStyles } from './GlobalStyles';
import { LIVE_MARK, restoreServerFocus } from './serverDrawn';
import type { AppStore } from './store/store';
import { theme } from './theme';

/**
 * Marks the moment the live page has taken over the server's (its first commit, hydrated or drawn afresh): from then on it
 * answers input itself. bench:web measures it from the first paint. The keyboard's place on the server's page moves to
 * the live page's copy of it.
 */
function MarkLive() {
  useLayoutEffect(() => {
    // jsdom has no User Timing.
    performance.mark?.(LIVE_MARK);
    restoreServerFocus();
  }, []);
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
