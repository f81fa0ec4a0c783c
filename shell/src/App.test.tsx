import { ROUTES } from '@kingside/contracts';
import { CHECKOUT_COMPLETE_PATH } from '@kingside/contracts/payments';
import { shellPageFor } from '@kingside/contracts/api';
import { AppProviders, makeStore, MemoryRouter } from '@kingside/ui';
import { fakeApi } from '@kingside/ui/testing';
import { act, render, screen } from '@testing-library/react';
import { App } from './App';

// Sections are the remotes' own and the cart id is tested with the frame (e2e/platform/frame.spec.ts); here
// only whether the frame is drawn around the page.
jest.mock('./cart/useCartBootstrap', () => ({ useCartBootstrap: () => undefined }));
jest.mock('./federation/RemoteSection', () => ({
  RemoteSection: ({ remote, module }: { remote: string; module: string }) => <div data-testid="remote">{`${remote} ${module}`}</div>,
}));

/**
 * The server picks the pre-rendered page from the path (shellPageFor in @kingside/contracts/api); the frame
 * it pre-renders must be the one App draws there, or a first visit shows a header that then vanishes.
 */
describe('the frame App draws agrees with the page the server pre-renders', () => {
  // What the pages ask the api (Home's testimonials) is answered 404, which changes no frame.
  const server = fakeApi({});
  afterAll(() => server.restore());

  it.each([
    ROUTES.auth,
    ROUTES.adminLogin,
    ROUTES.home,
    ROUTES.learn,
    ROUTES.product(1),
    ROUTES.cart,
    ROUTES.accountOrders,
    ROUTES.revival,
    ROUTES.adminDashboard,
    '/no-such-page',
  ])('%s', async (path) => {
    // Awaited: lazy pages (Revival) and the api's answers settle inside act.
    await act(async () => {
      render(
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </AppProviders>,
      );
    });
    const framed = shellPageFor(path) !== 'frameless';
    expect(screen.queryByRole('banner') !== null).toBe(framed);
    expect(screen.queryByRole('contentinfo') !== null).toBe(framed);
  });
});

describe("mfe-checkout's routes", () => {
  const server = fakeApi({});
  afterAll(() => server.restore());

  it.each([
    [ROUTES.cart, 'checkout ./CartPage'],
    [ROUTES.checkout, 'checkout ./CheckoutPage'],
    [ROUTES.accountOrders, 'checkout ./AccountOrdersPage'],
    ['/Account/Orders/', 'checkout ./AccountOrdersPage'],
    [`${CHECKOUT_COMPLETE_PATH}?session_id=cs_test_1`, 'checkout ./CheckoutCompletePage'],
  ])('%s mounts %s', async (path, mounted) => {
    await act(async () => {
      render(
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </AppProviders>,
      );
    });
    expect(screen.getByTestId('remote').textContent).toBe(mounted);
  });
});

describe('training’s routes (mfe-learn, docs/spec.md §2.29, §2.30)', () => {
  const server = fakeApi({});
  afterAll(() => server.restore());

  it.each([ROUTES.train, ROUTES.trainReview, '/Train/'])('%s mounts learn ./TrainRoutes in the frame', async (path) => {
    await act(async () => {
      render(
        <AppProviders store={makeStore()}>
          <MemoryRouter initialEntries={[path]}>
            <App />
          </MemoryRouter>
        </AppProviders>,
      );
    });
    expect(screen.getByTestId('remote').textContent).toBe('learn ./TrainRoutes');
    expect(screen.queryByRole('banner')).not.toBeNull();
    expect(shellPageFor(path)).toBe('frame');
  });
});
