import { ROUTES } from '@kingside/contracts';
import { AppProviders, makeStore, MemoryRouter, signedIn } from '@kingside/ui';
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
