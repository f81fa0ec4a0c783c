import { AppProviders, makeStore } from '@kingside/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { registerAllRemotes } from './federation/remotes';

// asyncStartup lets this entry import shared modules directly (no bootstrap file).
registerAllRemotes();
const store = makeStore();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
