import { ROUTES } from '@kingside/contracts';
import type { BrowserKeeps } from '@kingside/contracts';
import { AppProviders, DrawnForContext, makeStore, MemoryRouter, PrerenderingContext, signedIn } from '@kingside/ui';
import { fireEvent, render, screen } from '@testing-library/react';
import { AccountArea } from './AccountArea';

// mfe-auth's AccountMenu stands in as a button that calls the onNavigate it was given, as its My Orders link does.
jest.mock('../federation/RemoteSection', () => ({
  RemoteSection: ({ module, props = {} }: { module: string; props?: { onNavigate?: () => void } }) => (
    <button type="button" onClick={() => props.onNavigate?.()}>
      {module}
    </button>
  ),
}));

// A session signed in here is kept (localStorage) for the next store: each test starts signed out.
afterEach(() => localStorage.clear());

function renderArea(token: string | null, onNavigate?: () => void) {
  const store = makeStore();
  if (token) store.dispatch(signedIn(token));
  render(
    <AppProviders store={store}>
      <MemoryRouter>
        <AccountArea {...(onNavigate ? { onNavigate } : {})} />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The area as the server draws it (pre-rendering) for a browser that keeps `drawnFor`, that browser holding `token`. */
function renderDrawn(drawnFor: BrowserKeeps | null, token: string | null) {
  const store = makeStore();
  if (token) store.dispatch(signedIn(token));
  render(
    <PrerenderingContext.Provider value={true}>
      <DrawnForContext.Provider value={drawnFor}>
        <AppProviders store={store}>
          <MemoryRouter>
            <AccountArea />
          </MemoryRouter>
        </AppProviders>
      </DrawnForContext.Provider>
    </PrerenderingContext.Provider>,
  );
}

describe('the header account area as the server draws it', () => {
  it('offers Sign In at once to a browser that keeps no session, whatever the browser holds (hydration draws the same)', () => {
    renderDrawn({ cart: true, member: false }, 't'.repeat(43));
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(ROUTES.auth);
  });

  it.each([
    ['a member’s browser', { cart: false, member: true }],
    ['any browser', null],
  ])('keeps Sign In’s room blank for %s until the session is known', (_, drawnFor) => {
    renderDrawn(drawnFor, null);
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByText('Sign In')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('the header account area', () => {
  it('offers Sign In to a visitor', () => {
    renderArea(null);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(ROUTES.auth);
  });

  it("hands the mobile menu's close to mfe-auth's control, whose My Orders link closes the menu", () => {
    const onNavigate = jest.fn();
    renderArea('t'.repeat(43), onNavigate);
    fireEvent.click(screen.getByRole('button', { name: './AccountMenu' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });
});
