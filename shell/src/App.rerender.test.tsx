import { ROUTES } from '@kingside/contracts';
import { AppProviders, MemoryRouter, cartIdChanged, makeStore, selectCartId, useAppSelector } from '@kingside/ui';
import { fakeApi } from '@kingside/ui/testing';
import { act, render, screen } from '@testing-library/react';
import { App, preloadShellPage } from './App';

// The cart's bootstrap reads the cart's state, which changes at start-up (the cart is created, then read).
// Here it reads the cart id only, and the page counts its renders.
jest.mock('./cart/useCartBootstrap', () => ({
  useCartBootstrap: () => {
    useAppSelector(selectCartId);
  },
}));
let homeRenders = 0;
jest.mock('./pages/Home', () => ({
  Home: () => {
    homeRenders += 1;
    return <h1>Home</h1>;
  },
}));

// The header reads the cart too (its badge): answered 404, which changes nothing here.
const server = fakeApi({});
afterAll(() => server.restore());

it("a change of the cart's state does not render the page again", async () => {
  // Home is a chunk of its own, loaded before the first render as index.tsx does.
  await preloadShellPage('home');
  const store = makeStore();
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[ROUTES.home]}>
        <App />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
  const before = homeRenders;
  await act(async () => {
    store.dispatch(cartIdChanged('cart-created-at-start-up'));
  });
  expect(homeRenders).toBe(before);
});
