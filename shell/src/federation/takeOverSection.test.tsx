import type { SectionHandover } from '@kingside/contracts';
import { makeStore } from '@kingside/ui';
import { waitFor } from '@testing-library/react';
import { TAKEOVER_WAIT_MS, takeOverSection } from './takeOverSection';

const products = { items: [{ id: 1, name: 'Set' }], total: 1 };
const FIRST_PAGE = 'limit=24&offset=0';
const handover: SectionHandover = {
  remote: 'shop',
  exposes: './Routes',
  results: [{ endpointName: 'getProductPage', arg: FIRST_PAGE, value: products }],
};
const section = { default: () => null };

/** What the store holds for the shop list's first page, the read /shop makes. */
const productsInStore = (store: ReturnType<typeof makeStore>) => store.getState().api.queries[`getProductPage("${FIRST_PAGE}")`]?.data;

describe('taking over a section the server rendered', () => {
  afterEach(() => jest.useRealTimers());

  it('puts the handed-over answers into the store once the section has loaded', async () => {
    const store = makeStore();
    await takeOverSection(handover, store, Promise.resolve(section));
    expect(productsInStore(store)).toEqual(products);
  });

  describe('a section whose page is a chunk of its own (its module’s preloadFor)', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    /** A section module whose preloadFor the test settles, and the paths it was asked for. */
    function lazyPageSection() {
      const asked: string[] = [];
      let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
      const module = {
        default: () => null,
        preloadFor: jest.fn(({ pathname }: { pathname: string }) => {
          asked.push(pathname);
          return new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
        }),
      };
      return { module, asked, settle: () => settle };
    }

    it('waits for the page’s chunk before the first render, asked for the page’s path', async () => {
      window.history.replaceState(null, '', '/learn/7/chapters/1');
      const { module, asked, settle } = lazyPageSection();
      const store = makeStore();
      let done = false;
      const taking = takeOverSection(handover, store, Promise.resolve(module)).then(() => (done = true));
      await waitFor(() => expect(asked).toEqual(['/learn/7/chapters/1']));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(done).toBe(false);
      // The answers are in the store already: only the chunk is awaited.
      expect(productsInStore(store)).toEqual(products);
      settle().resolve();
      await taking;
      expect(done).toBe(true);
    });

    it('gives up on a chunk that hangs after TAKEOVER_WAIT_MS, like a remote that hangs', async () => {
      jest.useFakeTimers();
      const { module } = lazyPageSection();
      let done = false;
      void takeOverSection(handover, makeStore(), Promise.resolve(module)).then(() => (done = true));
      await jest.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
      expect(module.preloadFor).toHaveBeenCalledTimes(1);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    });

    it('does not fail when the chunk cannot be loaded: it says so, and the page shows its error when it renders', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { module, asked, settle } = lazyPageSection();
      const taking = takeOverSection(handover, makeStore(), Promise.resolve(module));
      await waitFor(() => expect(asked).toHaveLength(1));
      settle().reject(new Error('chunk failed'));
      await expect(taking).resolves.toBeUndefined();
      expect(error).toHaveBeenCalledWith('Section shop could not be loaded:', expect.objectContaining({ message: 'chunk failed' }));
    });
  });

  it('gives up waiting after TAKEOVER_WAIT_MS for a remote that hangs, so the shell still starts', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    let done = false;
    void takeOverSection(handover, store, new Promise(() => undefined)).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(TAKEOVER_WAIT_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(productsInStore(store)).toBeUndefined();
  });

  it('does not fail when the remote cannot be loaded: it says so, and the section shows its error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await expect(takeOverSection(handover, store, Promise.reject(new Error('down')))).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('Section shop could not be loaded:', expect.any(Error));
    expect(productsInStore(store)).toBeUndefined();
  });
});
