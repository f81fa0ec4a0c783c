import { REMOTE_FAILURES_API, BUILT_IN_VERSION, type RuntimeConfig } from '@kingside/contracts';
import { AppProviders, makeStore, type RemoteModuleRef } from '@kingside/ui';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { RemoteSection } from './RemoteSection';
import { registerAllRemotes } from './remotes';

// Issue 20: a section whose remote's active version fails falls back to the previous version the runtime
// configuration names, before it says "… is unavailable right now"; each failure is reported per version. The
// federation runtime is replaced: registerRemotes records which manifest each container points at (force replaces
// it), and loadRemote asks that manifest's copy (`copies`) for the module. Each test uses a remote of its own: the
// shell keeps what it loaded, and what it reported, for the whole page.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = (base: string) => `${base}mf-manifest.json`;
const config: RuntimeConfig = {
  remotes: {
    learn: '/remotes/learn/',
    blog: '/remotes/blog/v9/',
    shop: '/remotes/shop/v42/',
    checkout: '/remotes/checkout/v3/',
    auth: '/remotes/auth/',
    admin: '/remotes/admin/',
  },
  versions: { learn: 'v7', blog: 'v9', shop: 'v42', checkout: 'v3', auth: BUILT_IN_VERSION, admin: BUILT_IN_VERSION },
  fallbacks: {
    blog: { url: '/remotes/blog/v8/', version: 'v8' },
    shop: { url: '/remotes/shop/v41/', version: 'v41' },
    checkout: { url: '/remotes/checkout/v2/', version: 'v2' },
  },
};

const registered = new Map<string, string>();
/** What each copy (by manifest URL) does when asked for a module. */
const copies: Record<string, () => Promise<unknown>> = {};
jest.mocked(registerRemotes).mockImplementation((list, options) => {
  for (const remote of list)
    if (options?.force || !registered.has(remote.name)) registered.set(remote.name, (remote as { entry: string }).entry);
});
jest.mocked(loadRemote).mockImplementation(async (request: string) => {
  const container = request.split('/')[0] ?? '';
  const copy = copies[registered.get(container) ?? ''];
  if (!copy) throw new Error(`${container} has no copy`);
  return copy();
});
registerAllRemotes(config);

const fails = () => Promise.reject(new Error('manifest 404'));
const section = (text: string) => async () => ({ default: () => <p>{text}</p> });

const platformFetch = globalThis.fetch;
let fetchMock: jest.Mock;
/** The bodies POSTed to the failures endpoint during the test. */
const reports = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => {
    expect(url).toBe(REMOTE_FAILURES_API);
    return JSON.parse(String(init.body)) as unknown;
  });

beforeEach(() => {
  fetchMock = jest.fn(async () => new Response(null, { status: 202 }));
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  globalThis.fetch = platformFetch;
  jest.restoreAllMocks();
});

const renderSection = (section: RemoteModuleRef) =>
  render(
    <AppProviders store={makeStore()}>
      <RemoteSection {...section} />
    </AppProviders>,
  );

it('falls back to the previous version when the active one cannot be loaded, and reports it once', async () => {
  copies[manifest('/remotes/blog/v9/')] = fails;
  copies[manifest('/remotes/blog/v8/')] = section('The blog, as it was yesterday');
  renderSection({ remote: 'blog', module: './Routes' });
  expect(await screen.findByText('The blog, as it was yesterday')).toBeVisible();
  expect(screen.queryByTestId('section-unavailable-blog')).toBeNull();
  expect(reports()).toEqual([{ remote: 'blog', version: 'v9', phase: 'load' }]);
});

it('says the section is unavailable only when the previous version fails too; Retry starts again from the active one', async () => {
  copies[manifest('/remotes/shop/v42/')] = fails;
  copies[manifest('/remotes/shop/v41/')] = fails;
  renderSection({ remote: 'shop', module: './Routes' });
  const box = await screen.findByTestId('section-unavailable-shop');
  expect(within(box).getByRole('heading', { level: 2, name: 'Shop is unavailable right now' })).toBeVisible();
  expect(reports()).toEqual([
    { remote: 'shop', version: 'v42', phase: 'load' },
    { remote: 'shop', version: 'v41', phase: 'load' },
  ]);

  copies[manifest('/remotes/shop/v42/')] = section('The shop, today');
  jest.mocked(registerRemotes).mockClear();
  fireEvent.click(within(box).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('The shop, today')).toBeVisible();
  expect(registerRemotes).toHaveBeenCalledTimes(1);
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_shop', entry: manifest('/remotes/shop/v42/') }], { force: true });
  expect(reports()).toHaveLength(2);
});

it('reports a section that throws while rendering against the version it came from, once', async () => {
  copies[manifest('/remotes/learn/')] = async () => ({
    default: () => {
      throw new Error('cannot read the board');
    },
  });
  renderSection({ remote: 'learn', module: './Routes' });
  expect(await screen.findByTestId('section-unavailable-learn')).toHaveTextContent('Lessons is unavailable right now');
  expect(reports()).toEqual([{ remote: 'learn', version: 'v7', phase: 'render' }]);
});

it('after falling back, a render error counts against the previous version', async () => {
  copies[manifest('/remotes/checkout/v3/')] = fails;
  copies[manifest('/remotes/checkout/v2/')] = async () => ({
    default: () => {
      throw new Error('no cart');
    },
  });
  renderSection({ remote: 'checkout', module: './CartPage' });
  expect(await screen.findByTestId('section-unavailable-checkout')).toHaveTextContent('Cart and checkout is unavailable right now');
  expect(reports()).toEqual([
    { remote: 'checkout', version: 'v3', phase: 'load' },
    { remote: 'checkout', version: 'v2', phase: 'render' },
  ]);
});
