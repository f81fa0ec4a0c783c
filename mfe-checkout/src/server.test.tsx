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
