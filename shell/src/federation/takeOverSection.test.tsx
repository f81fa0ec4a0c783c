import type { SectionHandover } from '@kingside/contracts';
import { makeStore } from '@kingside/ui';
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
