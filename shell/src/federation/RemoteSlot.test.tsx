import { AppProviders, FederatedSlot, makeStore, MemoryRouter } from '@kingside/ui';
import { fakeApi } from '@kingside/ui/testing';
import { render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { loadRemoteModule } from './remotes';

// Composition at run time (issue 18): mfe-learn's course page asks for mfe-shop's teaser through a FederatedSlot,
// and the shell's App draws it as a RemoteSection. The federation runtime is replaced by the modules below.
jest.mock('../cart/useCartBootstrap', () => ({ useCartBootstrap: () => undefined }));
jest.mock('./remotes', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn(), reportSectionFailure: jest.fn() }));

/** A course page as mfe-learn's ./Routes draws it: its own content, and the shop's products in a slot. */
function CoursePage() {
  return (
    <>
      <h1>The Opposition</h1>
      <FederatedSlot remote="shop" module="./ProductTeaser" props={{ productIds: [1, 5] }} compact deferUntilVisible />
    </>
  );
}

/** mfe-shop's ./ProductTeaser: shows the props it was handed. */
function ProductTeaser({ productIds }: { productIds: number[] }) {
  return (
    <ul aria-label="Teaser">
      {productIds.map((id) => (
        <li key={id}>{`Product ${id}`}</li>
      ))}
    </ul>
  );
}

const modules: Record<string, unknown> = {
  'learn ./Routes': { default: CoursePage },
  'shop ./ProductTeaser': { default: ProductTeaser },
};

const server = fakeApi({});
afterAll(() => server.restore());

beforeEach(() => {
  jest.mocked(loadRemoteModule).mockClear();
  jest.mocked(loadRemoteModule).mockImplementation(async (remote, module) => modules[`${remote} ${module}`] ?? { default: () => null });
});

it("draws another remote's module in a section's FederatedSlot, handed the slot's props", async () => {
  render(
    <AppProviders store={makeStore()}>
      <MemoryRouter initialEntries={['/learn/7']}>
        <App />
      </MemoryRouter>
    </AppProviders>,
  );
  const teaser = await screen.findByRole('list', { name: 'Teaser' });
  expect(
    within(teaser)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Product 1', 'Product 5']);
  expect(screen.getByRole('heading', { level: 1, name: 'The Opposition' })).toBeVisible();
  // Through the federation runtime, by the names the shop exposes (docs/architecture.md §7.1): no import between apps.
  expect(jest.mocked(loadRemoteModule).mock.calls.map(([remote, module]) => `${remote} ${module}`)).toEqual([
    'learn ./Routes',
    'shop ./ProductTeaser',
  ]);
});

it('draws a slot outside the shell’s App as its fallback: there is no provider there', () => {
  render(<FederatedSlot remote="shop" module="./ProductTeaser" props={{ productIds: [1] }} fallback={<p>No shop here</p>} />);
  expect(screen.getByText('No shop here')).toBeVisible();
  expect(loadRemoteModule).not.toHaveBeenCalled();
});
