import { REMOTE_FAILURES_API, BUILT_IN_VERSION, type RuntimeConfig } from '@kingside/contracts';
import type * as Runtime from '@module-federation/enhanced/runtime';
import type * as Remotes from './remotes';

// The federation runtime, replaced: registerRemotes records which manifest each container name points at (force
// replaces it, as the runtime does), and loadRemote asks that manifest's copy for the module (`copies` below).
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const config: RuntimeConfig = {
  remotes: {
    learn: '/remotes/learn/',
    blog: '/remotes/blog/v9/',
    shop: '/remotes/shop/v42/',
    checkout: '/remotes/checkout/',
    auth: '/remotes/auth/',
    admin: '/remotes/admin/',
  },
  versions: {
    learn: BUILT_IN_VERSION,
    blog: 'v9',
    shop: 'v42',
    checkout: BUILT_IN_VERSION,
    auth: BUILT_IN_VERSION,
    admin: BUILT_IN_VERSION,
  },
  fallbacks: { shop: { url: '/remotes/shop/v41/', version: 'v41' } },
};
const ACTIVE = '/remotes/shop/v42/mf-manifest.json';
const PREVIOUS = '/remotes/shop/v41/mf-manifest.json';

const never = () => new Promise<never>(() => undefined);
const fails = () => Promise.reject(new Error('manifest 404'));
/** What each copy (by manifest URL) does when asked for a module. */
let copies: Record<string, (module: string) => Promise<unknown>>;
let registered: Map<string, string>;
let runtime: {
  loadRemote: jest.MockedFunction<typeof Runtime.loadRemote>;
  registerRemotes: jest.MockedFunction<typeof Runtime.registerRemotes>;
};
let remotes: typeof Remotes;
let fetchMock: jest.Mock;
const platformFetch = globalThis.fetch;

/** The bodies POSTed to the failures endpoint. */
const reports = () =>
  fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => {
    expect(url).toBe(REMOTE_FAILURES_API);
    return JSON.parse(String(init.body)) as unknown;
  });

/** The manifests the runtime was pointed at again, in order (registerRemotes with force). */
const forced = () =>
  runtime.registerRemotes.mock.calls
    .filter(([, options]) => options?.force)
    .flatMap(([list]) => list.map((r) => (r as { entry: string }).entry));

beforeEach(async () => {
  // Fresh modules each test: what a page has fallen back to and what it has reported last for the page.
  jest.resetModules();
  const { loadRemote, registerRemotes } = await import('@module-federation/enhanced/runtime');
  runtime = { loadRemote: jest.mocked(loadRemote), registerRemotes: jest.mocked(registerRemotes) };
  remotes = await import('./remotes');
  registered = new Map();
  copies = {};
  runtime.registerRemotes.mockImplementation((list, options) => {
    for (const remote of list)
      if (options?.force || !registered.has(remote.name)) registered.set(remote.name, (remote as { entry: string }).entry);
  });
  runtime.loadRemote.mockImplementation(async (request: string) => {
    const [container, module] = request.split('/') as [string, string];
    const copy = copies[registered.get(container) ?? ''];
    if (!copy) throw new Error(`${container} has no copy`);
    return copy(`./${module}`);
  });
  fetchMock = jest.fn(async () => new Response(null, { status: 202 }));
  globalThis.fetch = fetchMock;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  remotes.registerAllRemotes(config);
});

afterEach(() => {
  globalThis.fetch = platformFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('loading a remote whose active version fails', () => {
  it('reports the active version, points the runtime at the previous one and loads the module from it', async () => {
    copies[ACTIVE] = fails;
    copies[PREVIOUS] = async (module) => ({ default: `v41 ${module}` });
    (globalThis as Record<string, unknown>).webpackChunkmfe_shop = [['stale chunk']];

    await expect(remotes.loadRemoteModule('shop', './Routes')).resolves.toEqual({ default: 'v41 ./Routes' });
    expect(reports()).toEqual([{ remote: 'shop', version: 'v42', phase: 'load' }]);
    expect(forced()).toEqual([PREVIOUS]);
    // The failed copy's chunks are forgotten, as a Retry forgets them.
    expect(globalThis).not.toHaveProperty('webpackChunkmfe_shop');
    expect(remotes.remoteVersionInUse('shop')).toBe('v41');

    // Every other module of the remote comes from the same version: the active one is not asked again.
    await expect(remotes.loadRemoteModule('shop', './ProductTeaser')).resolves.toEqual({ default: 'v41 ./ProductTeaser' });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
    expect(forced()).toEqual([PREVIOUS]);
    expect(reports()).toHaveLength(1);
  });

  it('rejects when the previous version fails too, reporting each with its own version', async () => {
    copies[ACTIVE] = fails;
    copies[PREVIOUS] = async () => {
      throw new Error('entry threw');
    };
    await expect(remotes.loadRemoteModule('shop', './Routes')).rejects.toThrow('entry threw');
    expect(reports()).toEqual([
      { remote: 'shop', version: 'v42', phase: 'load' },
      { remote: 'shop', version: 'v41', phase: 'load' },
    ]);
    // A module that is missing counts as a failed load too.
    copies[PREVIOUS] = async () => undefined;
    await expect(remotes.loadRemoteModule('shop', './ProductTeaser')).rejects.toThrow('could not be loaded');
    expect(reports()).toHaveLength(2);
  });

  it('without a fallback in the configuration, fails as before, with one report', async () => {
    copies['/remotes/blog/v9/mf-manifest.json'] = fails;
    await expect(remotes.loadRemoteModule('blog', './Routes')).rejects.toThrow('manifest 404');
    expect(reports()).toEqual([{ remote: 'blog', version: 'v9', phase: 'load' }]);
    expect(forced()).toEqual([]);
    // The built-in version, when the configuration names none.
    copies['/remotes/learn/mf-manifest.json'] = fails;
    await expect(remotes.loadRemoteModule('learn', './Routes')).rejects.toThrow('manifest 404');
    expect(reports()).toContainEqual({ remote: 'learn', version: BUILT_IN_VERSION, phase: 'load' });
  });

  it('keeps a version that has already served a module of the remote: the page never runs two', async () => {
    copies[ACTIVE] = async (module) => {
      if (module === './Routes') return { default: 'v42 routes' };
      throw new Error('chunk failed');
    };
    copies[PREVIOUS] = async () => ({ default: 'v41' });
    await remotes.loadRemoteModule('shop', './Routes');
    await expect(remotes.loadRemoteModule('shop', './ProductTeaser')).rejects.toThrow('chunk failed');
    expect(forced()).toEqual([]);
    expect(reports()).toEqual([{ remote: 'shop', version: 'v42', phase: 'load' }]);
  });

  it('does not take a module the active version delivered after the page switched to the previous one', async () => {
    let deliverRoutes: (module: unknown) => void = () => undefined;
    copies[ACTIVE] = (module) =>
      module === './Routes' ? new Promise((resolve) => (deliverRoutes = resolve)) : Promise.reject(new Error('chunk failed'));
    copies[PREVIOUS] = async (module) => ({ default: `v41 ${module}` });
    const routes = remotes.loadRemoteModule('shop', './Routes');
    await expect(remotes.loadRemoteModule('shop', './ProductTeaser')).resolves.toEqual({ default: 'v41 ./ProductTeaser' });
    deliverRoutes({ default: 'v42 ./Routes' });
    await expect(routes).resolves.toEqual({ default: 'v41 ./Routes' });
    expect(reports()).toEqual([{ remote: 'shop', version: 'v42', phase: 'load' }]);
  });

  it('Retry starts again from the active version, then its fallback', async () => {
    copies[ACTIVE] = fails;
    copies[PREVIOUS] = fails;
    await expect(remotes.loadRemoteModule('shop', './Routes')).rejects.toThrow();
    remotes.resetRemote('shop');
    expect(forced()).toEqual([PREVIOUS, ACTIVE]);
    expect(remotes.remoteVersionInUse('shop')).toBe('v42');
    copies[ACTIVE] = async () => ({ default: 'v42 back' });
    await expect(remotes.loadRemoteModule('shop', './Routes')).resolves.toEqual({ default: 'v42 back' });

    // Down again: the fallback is tried again after the active version. Already reported, so nothing is sent twice.
    remotes.resetRemote('shop');
    copies[ACTIVE] = fails;
    copies[PREVIOUS] = async () => ({ default: 'v41 again' });
    await expect(remotes.loadRemoteModule('shop', './Routes')).resolves.toEqual({ default: 'v41 again' });
    expect(forced()).toEqual([PREVIOUS, ACTIVE, ACTIVE, PREVIOUS]);
    expect(reports()).toEqual([
      { remote: 'shop', version: 'v42', phase: 'load' },
      { remote: 'shop', version: 'v41', phase: 'load' },
    ]);
  });
});

describe('the time a section waits', () => {
  it('gives the active version 5 of the 8 s when there is a fallback, and the fallback the rest', async () => {
    jest.useFakeTimers();
    copies[ACTIVE] = never;
    copies[PREVIOUS] = never;
    const loading = remotes.loadRemoteModule('shop', './Routes');
    const settled = jest.fn();
    loading.then(settled, settled);

    await jest.advanceTimersByTimeAsync(remotes.REMOTE_LOAD_TIMEOUT_MS * (1 - remotes.FALLBACK_SHARE) - 1);
    expect(forced()).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(forced()).toEqual([PREVIOUS]);
    expect(reports()).toEqual([{ remote: 'shop', version: 'v42', phase: 'timeout' }]);

    await jest.advanceTimersByTimeAsync(remotes.REMOTE_LOAD_TIMEOUT_MS * remotes.FALLBACK_SHARE - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('did not load within');
    expect(reports()).toEqual([
      { remote: 'shop', version: 'v42', phase: 'timeout' },
      { remote: 'shop', version: 'v41', phase: 'timeout' },
    ]);
  });

  it('a fallback that answers in its time is used after the active version timed out', async () => {
    jest.useFakeTimers();
    copies[ACTIVE] = never;
    copies[PREVIOUS] = () => new Promise((resolve) => setTimeout(() => resolve({ default: 'v41' }), 2000));
    const loading = remotes.loadRemoteModule('shop', './Routes');
    await jest.advanceTimersByTimeAsync(7000);
    await expect(loading).resolves.toEqual({ default: 'v41' });
    expect(reports()).toEqual([{ remote: 'shop', version: 'v42', phase: 'timeout' }]);
  });

  it('a fast failure leaves the fallback all of the time that is left', async () => {
    jest.useFakeTimers();
    copies[ACTIVE] = () => new Promise((_, reject) => setTimeout(() => reject(new Error('404')), 500));
    copies[PREVIOUS] = () => new Promise((resolve) => setTimeout(() => resolve({ default: 'v41' }), 7000));
    const loading = remotes.loadRemoteModule('shop', './Routes');
    await jest.advanceTimersByTimeAsync(7500);
    await expect(loading).resolves.toEqual({ default: 'v41' });
    expect(reports()).toEqual([{ remote: 'shop', version: 'v42', phase: 'load' }]);
  });

  it('without a fallback, the active version has all 8 s, as before', async () => {
    jest.useFakeTimers();
    copies['/remotes/blog/v9/mf-manifest.json'] = never;
    const loading = remotes.loadRemoteModule('blog', './Routes');
    const settled = jest.fn();
    loading.then(settled, settled);
    await jest.advanceTimersByTimeAsync(remotes.REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toThrow('did not load within 8000 ms');
    expect(reports()).toEqual([{ remote: 'blog', version: 'v9', phase: 'timeout' }]);
  });
});
