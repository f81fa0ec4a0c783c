import { ROUTES, STORAGE_KEYS } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

// The checkout's section servers (src/server.tsx): each page's heading and layout with its placeholder, no reads, and
// the browser's hydrating render draws exactly that (React's development build reports any difference).
const section = (exposes: string) => sections.find((s) => s.exposes === exposes)!;

beforeEach(() => {
  // No api here: the live page's reads wait for ever instead of failing after the test.
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
});

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe.each([
  ['./CartPage', ROUTES.cart, 'Shopping Cart', 'Loading your cart'],
  ['./CheckoutPage', ROUTES.checkout, 'Checkout', 'Loading checkout'],
  ['./AccountOrdersPage', ROUTES.accountOrders, 'My Orders', 'Loading your orders'],
])('%s at %s', (exposes, path, heading, loading) => {
  const { at, draw, hydrate } = sectionServerTesting(section(exposes));

  it('reads nothing (the data is the visitor’s), and draws only its own path', () => {
    expect(section(exposes).queriesFor(at(path))).toEqual([]);
    expect(section(exposes).queriesFor(at(`${path}/`))).toEqual([]);
    expect(section(exposes).queriesFor(at(`${path}/more`))).toBeNull();
  });

  it('draws the heading and the placeholder of the visitor’s data', () => {
    const html = draw(path, []);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain(loading);
    expect(html).toContain('aria-busy="true"');
  });

  it.each([
    ['a visitor with a cart and a member’s token', true],
    ['a guest', false],
  ])('is hydrated as drawn for %s: nothing differs', async (_, known) => {
    const { problems, served, unmount } = await hydrate(path, [], () => {
      if (!known) return;
      localStorage.setItem(STORAGE_KEYS.cartId, '7d0b3c1e-1f1a-4f5e-9a62-0a3b8f1f9c11');
      localStorage.setItem(STORAGE_KEYS.authToken, 'a-member-token-of-twenty-chars');
    });
    expect(problems).toEqual([]);
    expect(served).toContain(`>${heading}</h1>`);
    unmount();
  });
});

describe.each([
  ['./CartPage', ROUTES.cart, 'Browse the shop for sets, boards, clocks and books.', 'Loading your cart'],
  ['./CheckoutPage', ROUTES.checkout, 'Add some items to your cart before proceeding to checkout.', 'Loading checkout'],
])('%s drawn for a browser that keeps no cart', (exposes, path, emptyMessage, loading) => {
  const { draw, hydrate } = sectionServerTesting(section(exposes));
  const guest = { cart: false, member: false };

  it('draws the empty cart the visitor has, not its placeholder; a browser that keeps one gets the placeholder', () => {
    const html = draw(path, [], guest);
    expect(html).toContain(emptyMessage);
    expect(html).not.toContain(loading);
    expect(draw(path, [], { cart: true, member: false })).toContain(loading);
  });

  it.each([
    ['has no cart', false],
    ['has a cart the server was not told of', true],
  ])('is hydrated as drawn for a browser that %s: nothing differs', async (_, kept) => {
    const { problems, served, unmount } = await hydrate(
      path,
      [],
      () => kept && localStorage.setItem(STORAGE_KEYS.cartId, '7d0b3c1e-1f1a-4f5e-9a62-0a3b8f1f9c11'),
      guest,
    );
    expect(problems).toEqual([]);
    expect(served).toContain(emptyMessage);
    unmount();
  });
});

it('reports a page the browser draws otherwise than the server (the check can fail)', async () => {
  let side = 'the server';
  const { problems, unmount } = await sectionServerTesting({
    ...section('./CartPage'),
    component: () => <p>Drawn by {side}</p>,
  }).hydrate(ROUTES.cart, [], () => (side = 'the browser'));
  expect(problems).not.toEqual([]);
  unmount();
});

it('/checkout/complete is the browser’s (the order is read from the URL’s session)', () => {
  const { at } = sectionServerTesting(section('./CheckoutPage'));
  expect(section('./CheckoutPage').queriesFor(at('/checkout/complete'))).toBeNull();
});
