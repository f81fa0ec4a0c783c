import type { SectionHandover } from '@kingside/contracts';
import { makeStore } from '@kingside/ui';
import { waitFor } from '@testing-library/react';
import { takeOverSection } from './takeOverSection';

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

    it('is ready once the page’s chunk is, asked for the page’s path, the answers in the store before', async () => {
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

    it('does not fail when the chunk cannot be loaded: it says so, and the page shows its error when it renders', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { module, asked, settle } = lazyPageSection();
      const taking = takeOverSection(handover, makeStore(), Promise.resolve(module));
      await waitFor(() => expect(asked).toHaveLength(1));
      settle().reject(new Error('chunk failed'));
      await expect(taking).resolves.toBe(false);
      expect(error).toHaveBeenCalledWith(
        'Section shop could not be loaded:',
        expect.objectContaining({
          message: 'shop/./Routes could not be loaded',
          cause: expect.objectContaining({ message: 'chunk failed' }),
        }),
      );
    });
  });

  it('does not fail when the remote cannot be loaded: it says so, and the section shows its error', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = makeStore();
    await expect(takeOverSection(handover, store, Promise.reject(new Error('down')))).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Section shop could not be loaded:', expect.any(Error));
    expect(productsInStore(store)).toBeUndefined();
  });
});
