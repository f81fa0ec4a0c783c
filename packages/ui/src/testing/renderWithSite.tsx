// Test helpers for sections: not part of the package's main entry, so they never reach a bundle.
import { TOTAL_COUNT_HEADER } from '@kingside/contracts';
import './formDataOfForms';
import { AppProviders } from '../AppProviders';
import { makeStore } from '../store/store';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { readFetchCall } from './fetchCalls';

export { readFetchCall, type FetchCall } from './fetchCalls';
export { expectPulsesAsOneCard } from './skeletonCards';

export interface FakeApi {
  /** every URL requested, in order */
  requests: string[];
  restore: () => void;
}

/** An answer with headers of its own (e.g. a list page's X-Total-Count), for fakeApi's table. */
export class FakeReply {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** A list page's answer: the page's items, and how many match in all in X-Total-Count. */
export const pageReply = (items: readonly unknown[], total: number = items.length) =>
  new FakeReply(items, { [TOTAL_COUNT_HEADER]: String(total) });

/**
 * Answers the api's GETs from a table of URL -> JSON body, or a FakeReply for a body with headers (404 for anything
 * else).
 */
export function fakeApi(responses: Record<string, unknown>): FakeApi {
  const original = globalThis.fetch;
  const requests: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url } = await readFetchCall(input, init);
    requests.push(url);
    const known = Object.prototype.hasOwnProperty.call(responses, url);
    const answer = known ? responses[url] : { message: 'Not found' };
    const reply = answer instanceof FakeReply ? answer : new FakeReply(answer);
    return new Response(JSON.stringify(reply.body), {
      status: known ? 200 : 404,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
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
