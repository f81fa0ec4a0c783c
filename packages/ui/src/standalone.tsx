import type { ReactNode } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { Container } from './components/Layout';
import { makeStore } from './store/store';

export { StandaloneCart } from './StandaloneCart';

export interface StandaloneRoute {
  path: string;
  element: ReactNode;
}

/**
 * A minimal host for `npm run dev -w <remote>`: the store, theme and toaster of the real shell around
 * the remote's own routes, so a team can work on its section without the others running. The
 * `@kingside/ui/standalone` entry, not the main one: the shared package ships whole to every first visit,
 * and only a remote's development build runs this.
 */
export function renderStandalone(name: string, routes: StandaloneRoute[]) {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const first = routes[0]?.path.replace(/\/\*$/, '') ?? '/';
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={makeStore()}>
        <BrowserRouter>
          <header css={(t) => ({ background: t.colors.night, color: '#fff', padding: '12px 0' })}>
            <Container css={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <strong>{name} · standalone</strong>
              {routes.map((route) => (
                <Link key={route.path} to={route.path.replace(/\/\*$/, '')} css={{ color: '#fff' }}>
                  {route.path.replace(/\/\*$/, '')}
                </Link>
              ))}
            </Container>
          </header>
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={<Navigate to={first} replace />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
