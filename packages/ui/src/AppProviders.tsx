import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Toaster } from './components/Toaster';
import { GlobalStyles } from './GlobalStyles';
import type { AppStore } from './store/store';
import { theme } from './theme';

/** Store, theme, global styles and the toaster: what the shell (or a standalone remote) wraps the site in. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyles />
        {children}
        <Toaster />
      </ThemeProvider>
    </Provider>
  );
}
