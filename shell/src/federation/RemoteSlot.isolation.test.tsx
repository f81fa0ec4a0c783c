import { AppProviders, FederatedSlot, makeStore, MemoryRouter } from '@kingside/ui';
import { fakeApi } from '@kingside/ui/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { loadRemoteModule, reportSectionFailure, resetRemote } from './remotes';

// A slot is isolated like a section (docs/architecture.md §7.4): when the shop's remote fails, only the slot says
// so, and the course page and the frame around it keep working. A file of its own: RemoteSection keeps what it
// loaded for the whole module registry, so a success elsewhere in the file would hide this failure.
jest.mock('../cart/useCartBootstrap', () => ({ useCartBootstrap: () => undefined }));
jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn(), reportSectionFailure: jest.fn() }));

function CoursePage() {
  return (
    <>
      <h1>The Opposition</h1>
      <FederatedSlot remote="shop" module="./ProductTeaser" props={{ productIds: [1] }} compact deferUntilVisible />
      <button type="button">Start Course</button>
    </>
  );
}

/** The viewport, under the test's control: nothing is near it until `scrollNear`. */
let scrollNear = () => undefined as void;
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    scrollNear = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

const server = fakeApi({});
afterAll(() => server.restore());

it('loads the slot when it nears the viewport; a failure shows only there, compact, and Retry loads it again', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
  let shopUp = false;
  jest.mocked(loadRemoteModule).mockImplementation(async (remote, module) => {
    if (remote === 'learn' && module === './Routes') return { default: CoursePage };
    if (remote === 'shop' && module === './ProductTeaser') {
      if (!shopUp) throw new Error('mfe_shop could not be fetched');
      return { default: () => <p>Two products</p> };
    }
    return { default: () => null };
  });
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={['/learn/7']}>
        <App />
      </MemoryRouter>
    </AppProviders>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'The Opposition' })).toBeVisible();

  // Below the fold (deferUntilVisible): a compact placeholder, and nothing asked of the shop yet.
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(screen.getByRole('status').nextElementSibling).toHaveStyle({ height: '120px' });
  expect(loadRemoteModule).not.toHaveBeenCalledWith('shop', './ProductTeaser');

  await act(async () => scrollNear());
  const box = await screen.findByTestId('section-unavailable-shop');
  expect(within(box).getByRole('heading', { level: 2, name: 'Shop is unavailable right now' })).toBeVisible();
  expect(box).toHaveTextContent('This part of the site could not be loaded. The rest of Kingside Academy works as usual.');
  // Compact: a box within the page, not a page-sized one.
  expect(box).toHaveStyle({ margin: '16px 0' });
  // The rest of the page and the frame are untouched and live.
  expect(screen.getByRole('heading', { level: 1, name: 'The Opposition' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Start Course' })).toBeEnabled();
  expect(screen.getByRole('banner')).toBeVisible();
  expect(screen.getByRole('contentinfo')).toBeVisible();
  expect(errors).toHaveBeenCalledWith('Section shop failed:', expect.any(Error));
  // loadRemoteModule reports a module it could not load (remotes.test.ts): the boundary does not count it as a render error.
  expect(reportSectionFailure).not.toHaveBeenCalled();

  shopUp = true;
  fireEvent.click(within(box).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Two products')).toBeVisible();
  expect(resetRemote).toHaveBeenCalledWith('shop');
  expect(screen.queryByTestId('section-unavailable-shop')).toBeNull();
  expect(jest.mocked(loadRemoteModule).mock.calls.filter(([remote]) => remote === 'shop')).toHaveLength(2);
  errors.mockRestore();
});
