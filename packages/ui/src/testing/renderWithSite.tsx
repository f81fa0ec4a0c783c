// Test helpers for sections: not part of the package's main entry, so they never reach a bundle.
import { AppProviders } from '../AppProviders';
import { makeStore } from '../store/store';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

export interface FakeApi {
  /** every URL requested, in order */
  requests: string[];
  restore: () => void;
}

/** Answers the api's GETs from a table of URL -> JSON body (404 for anything else). */
export function fakeApi(responses: Record<string, unknown>): FakeApi {
  const original = globalThis.fetch;
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    const known = Object.prototype.hasOwnProperty.call(responses, url);
    return new Response(JSON.stringify(known ? responses[url] : { message: 'Not found' }), {
      status: known ? 200 : 404,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { requests, restore: () => void (globalThis.fetch = original) };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a section at a URL inside the site's store, theme and router, with the current URL shown. */
export function renderWithSite(url: string, path: string, element: ReactNode) {
  return render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
        </Routes>
        <Location />
      </MemoryRouter>
    </AppProviders>,
  );
}
