import { AppProviders, makeStore, type AppStore, MemoryRouter, Route, Routes, useLocation } from '@kingside/ui';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search + location.hash}</div>;
}

/** Renders `element` at `path` inside the real store and providers; "/" shows a marker page. */
export function renderAt(path: string, element: ReactNode, store: AppStore = makeStore()): AppStore {
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<h1>Home page</h1>} />
          <Route path="*" element={element} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/** Waits for the toast on screen to read `title` / `description`, and returns its variant. */
export async function expectToast(title: string, description?: string): Promise<string | undefined> {
  let variant: string | undefined;
  await waitFor(() => {
    const toast = screen.getByTestId('toast');
    const [shownTitle, shownDescription] = Array.from(toast.querySelectorAll('p')).map((p) => p.textContent);
    expect(shownTitle).toBe(title);
    if (description !== undefined) expect(shownDescription).toBe(description);
    variant = toast.dataset.variant;
  });
  return variant;
}
