import { API, formatCents, imageSrcSet, ROUTES, TOAST, type Cart, type Product } from '@kingside/contracts';
import { AppProviders, cartIdChanged, makeStore, MemoryRouter } from '@kingside/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFetchCall } from '@kingside/ui/testing';
import ProductTeaser from './ProductTeaser';
import { ADD_TO_CART, LOADING_PRODUCTS, OUT_OF_STOCK, TEASER_LABEL } from './shopCopy';

const CART_ID = '3f1c2b4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const product = (id: number, name: string, price: number, inStock = true): Product => ({
  id,
  name,
  description: `${name}, chosen by our coaches.`,
  imageUrl: `/images/products/${id}.svg`,
  price,
  inStock,
  category: 'Chess Sets',
});

const CLUB_SET = product(1, 'Club Tournament Set', 2995);
/** An uploaded picture: the one kind with WebP variants (srcset), so the teaser's `sizes` matters. */
const ENDGAME_BOOK = { ...product(5, 'Endgame Manual', 3150), imageUrl: `/uploads/${'ab'.repeat(32)}.jpg`, category: 'Books' as const };
const COLLECTOR_SET = product(9, 'Ebonised Collector Set', 34900, false);
/** Unknown or archived: GET /api/products/{id} answers 404 (docs/spec.md §7). */
const GONE_ID = 77;

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The api behind `fetch`: each product's own read, 404 for any other, and the cart's add. Every call is
 * recorded; `hold` keeps the product reads unanswered until released.
 */
function serve(products: Product[], { hold = false } = {}) {
  const calls: Call[] = [];
  let release: () => void = () => undefined;
  const held = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { method, url, body } = await readFetchCall(input, init);
    const call = { method, url, body };
    calls.push(call);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (call.method === 'POST' && call.url === API.cartItems(CART_ID)) {
      const cart: Cart = { id: CART_ID, items: [{ productId: 1, quantity: 1 }] };
      return reply(201, cart);
    }
    await held;
    const found = products.find((p) => call.method === 'GET' && call.url === API.product(p.id));
    return found ? reply(200, found) : reply(404, { message: 'Product not found' });
  }) as typeof fetch;
  return { calls, release: () => release(), restore: () => void (globalThis.fetch = original) };
}

let api: ReturnType<typeof serve>;
afterEach(() => api.restore());

/** The teaser where a course page puts it, in the site's store (with the visitor's cart), theme and router. */
function renderTeaser(productIds: number[]) {
  const store = makeStore();
  store.dispatch(cartIdChanged(CART_ID));
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={['/learn/1']}>
        <h2>Practise at home</h2>
        <div data-testid="slot">
          <ProductTeaser productIds={productIds} />
        </div>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

const teaserList = () => screen.findByRole('list', { name: TEASER_LABEL });
const items = (list: HTMLElement) => within(list).getAllByRole('listitem');
const productReads = () => api.calls.filter((c) => c.method === 'GET').map((c) => c.url);

describe('the product teaser other sections compose (issue 18)', () => {
  it('lists each product, labelled, with its picture, its name linked to its page and its price', async () => {
    api = serve([CLUB_SET, ENDGAME_BOOK]);
    renderTeaser([1, 5]);
    const list = await teaserList();
    expect(items(list)).toHaveLength(2);
    const [club, book] = items(list) as [HTMLElement, HTMLElement];
    for (const [item, p] of [
      [club, CLUB_SET],
      [book, ENDGAME_BOOK],
    ] as const) {
      expect(within(item).getByRole('link', { name: p.name })).toHaveAttribute('href', ROUTES.product(p.id));
      expect(within(item).getByTestId('product-price').textContent).toBe(formatCents(p.price));
      expect(within(item).getByRole('button', { name: ADD_TO_CART })).toBeEnabled();
      // The picture is drawn small and named by the link beside it (alt="", not read twice).
      const picture = item.querySelector('img')!;
      expect(picture.getAttribute('src')).toBe(p.imageUrl);
      expect(picture.getAttribute('alt')).toBe('');
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['96', '72']);
    }
    expect(club.textContent).toContain('$29.95');
    // An uploaded picture offers its variants for the 96px it is drawn at, a shipped one is the plain <img>.
    expect(book.querySelector('img')!.getAttribute('srcset')).toBe(imageSrcSet(ENDGAME_BOOK.imageUrl));
    expect(book.querySelector('img')!.getAttribute('sizes')).toBe('96px');
    expect(club.querySelector('img')!.hasAttribute('srcset')).toBe(false);
    // The shop's own read of each product: the cache the product page uses (nothing else asked).
    expect(productReads()).toEqual([API.product(1), API.product(5)]);
  });

  it('adds one of the product to the cart as the shop does: the request, then the toast', async () => {
    api = serve([CLUB_SET, ENDGAME_BOOK]);
    const store = renderTeaser([1, 5]);
    const [, book] = items(await teaserList()) as [HTMLElement, HTMLElement];
    const add = within(book).getByRole('button', { name: ADD_TO_CART });
    // Two Add to Cart buttons in one list: each is described by its product's name.
    expect(add).toHaveAccessibleDescription(ENDGAME_BOOK.name);
    fireEvent.click(add);
    expect(await screen.findByText(TOAST.addedToCart(ENDGAME_BOOK.name))).toBeVisible();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', url: API.cartItems(CART_ID), body: { productId: ENDGAME_BOOK.id, quantity: 1 } },
    ]);
    expect(store.getState().toasts.items.map((t) => [t.title, t.description, t.variant])).toEqual([
      [TOAST.success, TOAST.addedToCart(ENDGAME_BOOK.name), 'success'],
    ]);
  });

  it('shows an out-of-stock product as the shop does, with no Add to Cart', async () => {
    api = serve([CLUB_SET, COLLECTOR_SET]);
    renderTeaser([9, 1]);
    const [collector, club] = items(await teaserList()) as [HTMLElement, HTMLElement];
    expect(within(collector).getByRole('link', { name: COLLECTOR_SET.name })).toHaveAttribute('href', ROUTES.product(9));
    expect(within(collector).getByText(OUT_OF_STOCK)).toBeVisible();
    expect(within(collector).queryByRole('button')).toBeNull();
    expect(within(club).getByRole('button', { name: ADD_TO_CART })).toBeEnabled();
    expect(within(club).queryByText(OUT_OF_STOCK)).toBeNull();
  });

  it('leaves out, without a word, a product the api does not know (404: unknown or archived)', async () => {
    api = serve([CLUB_SET]);
    renderTeaser([GONE_ID, 1]);
    const list = await teaserList();
    await waitFor(() => expect(productReads()).toEqual([API.product(GONE_ID), API.product(1)]));
    expect(items(list)).toHaveLength(1);
    expect(within(list).getByRole('link').textContent).toBe(CLUB_SET.name);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws nothing at all when no product remains, and the page around it stays', async () => {
    api = serve([]);
    renderTeaser([GONE_ID, GONE_ID + 1]);
    await waitFor(() => expect(productReads()).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('slot')).toBeEmptyDOMElement());
    expect(screen.getByRole('heading', { name: 'Practise at home' })).toBeVisible();
  });

  it('draws nothing and asks nothing for no usable id, and shows at most two products, each once', async () => {
    api = serve([CLUB_SET, ENDGAME_BOOK, COLLECTOR_SET]);
    renderTeaser([]);
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
    expect(productReads()).toEqual([]);
    renderTeaser([5, 5, 0, 1.5, 1, 9]);
    expect(items(await teaserList()).map((item) => within(item).getByRole('link').textContent)).toEqual([ENDGAME_BOOK.name, CLUB_SET.name]);
    expect(productReads()).toEqual([API.product(5), API.product(1)]);
  });

  it('holds a placeholder of the rows’ height while the products load, announced to assistive technology', async () => {
    api = serve([CLUB_SET, ENDGAME_BOOK], { hold: true });
    renderTeaser([1, 5]);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_PRODUCTS);
    const placeholders = screen.getAllByTestId('skeleton');
    expect(placeholders).toHaveLength(2);
    for (const placeholder of placeholders) expect(placeholder).toHaveStyle({ height: '8.5rem' });
    api.release();
    const list = await teaserList();
    for (const item of items(list)) expect(item).toHaveStyle({ minHeight: '8.5rem' });
    expect(screen.queryByText(LOADING_PRODUCTS)).toBeNull();
  });
});
