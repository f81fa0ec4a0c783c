/** @jest-environment node */
import { API, formatCents, imageSrcSet, type Product } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import { section } from './server';

const { at, resultsFor, render } = sectionServerTesting(section);

const product = (id: number, name: string, category: Product['category'], price: number, inStock = true): Product => ({
  id,
  name,
  description: `${name}, chosen by our coaches.`,
  imageUrl: `/images/products/${id}.webp`,
  price,
  inStock,
  category,
});

const PRODUCTS = [
  product(1, 'Staunton Tournament Set', 'Chess Sets', 8999),
  product(2, 'Walnut Folding Board', 'Chess Boards', 5450),
  product(3, 'Digital Tournament Clock', 'Chess Clocks', 3999),
  product(4, 'My System by Nimzowitsch', 'Books', 2495),
  product(5, 'Endgame Manual', 'Books', 3150, false),
  product(6, 'Scorebook and Pencil', 'Accessories', 899),
];
const BOOKS = PRODUCTS.filter((p) => p.category === 'Books');

describe('the shop’s reads for a page (queriesFor)', () => {
  it('reads every product for /shop', () => {
    expect(section.queriesFor(at('/shop'))).toEqual([{ endpointName: 'getProducts', path: API.products }]);
  });

  it('reads every product for /shop/ (a trailing slash)', () => {
    expect(section.queriesFor(at('/shop/'))).toEqual([{ endpointName: 'getProducts', path: API.products }]);
  });

  it('reads a category named in ?category=, matched without regard to case', () => {
    expect(section.queriesFor(at('/shop?category=books'))).toEqual([
      { endpointName: 'getProductsByCategory', arg: 'Books', path: '/api/products/category/Books' },
    ]);
  });

  it('reads a category whose name has a space, encoded in the api path', () => {
    expect(section.queriesFor(at('/shop?category=CHESS%20SETS'))).toEqual([
      { endpointName: 'getProductsByCategory', arg: 'Chess Sets', path: '/api/products/category/Chess%20Sets' },
    ]);
  });

  it('reads every product when ?category= names no category', () => {
    expect(section.queriesFor(at('/shop?category=puzzles'))).toEqual([{ endpointName: 'getProducts', path: API.products }]);
  });

  it('reads the product of /shop/{id}', () => {
    expect(section.queriesFor(at('/shop/3'))).toEqual([{ endpointName: 'getProduct', arg: 3, path: '/api/products/3' }]);
  });

  it.each(['/shop/abc', '/shop/0', '/shop/03', '/shop/3/x', '/shopping', '/learn'])('does not render %s', (path) => {
    expect(section.queriesFor(at(path))).toBeNull();
  });
});

describe('the shop’s markup (render)', () => {
  it('draws /shop from the products: heading, every card, and no loading placeholders', () => {
    const html = render('/shop', PRODUCTS);
    expect(html).toMatch(/<h1[^>]*>Chess Shop<\/h1>/);
    for (const p of PRODUCTS) {
      expect(html).toContain(p.name);
      expect(html).toContain(formatCents(p.price));
    }
    expect(html).not.toContain('Loading products');
    expect(html).not.toContain('data-testid="skeleton"');
  });

  it('loads the first row’s pictures at once and the rest lazily', () => {
    expect(imagesIn(render('/shop', PRODUCTS))).toEqual(
      PRODUCTS.map((p, index) => ({ src: p.imageUrl, loading: index < 4 ? 'eager' : 'lazy' })),
    );
  });

  it('draws a filtered /shop from that category’s products only', () => {
    const html = render('/shop?category=books', BOOKS);
    for (const p of BOOKS) expect(html).toContain(p.name);
    for (const p of PRODUCTS.filter((p) => p.category !== 'Books')) expect(html).not.toContain(p.name);
    expect(html).not.toContain('Loading products');
  });

  it('draws the placeholders when the results are not the page’s reads (render draws from nothing else)', () => {
    const html = section.render(at('/shop?category=books'), resultsFor('/shop', PRODUCTS));
    expect(html).toContain('Loading products');
    expect(html).not.toContain(PRODUCTS[0]!.name);
  });

  it('draws /shop/{id} from the product: its name as the heading and its price', () => {
    const walnut = PRODUCTS[1]!;
    const html = render('/shop/2', walnut);
    expect(html).toMatch(/<h1[^>]*>Walnut Folding Board<\/h1>/);
    expect(html).toContain('$54.50');
    expect(html).toContain(formatCents(walnut.price));
    // The page's one picture is its largest paint: fetched first, never lazily.
    expect(html).toContain(`<img src="${walnut.imageUrl}"`);
    expect(imagesIn(html)).toEqual([{ src: walnut.imageUrl, loading: undefined }]);
    expect(html).toMatch(/<img[^>]*fetchPriority="high"/);
    expect(html).not.toContain('Loading product');
  });

  it('offers an uploaded picture’s WebP variants through srcset on the cards and the product page, and none for shipped pictures', () => {
    const uploaded = { ...PRODUCTS[0]!, imageUrl: `/uploads/${'ab'.repeat(32)}.jpg` };
    const srcSet = `srcSet="${imageSrcSet(uploaded.imageUrl)}"`;
    const cards = [...render('/shop', [uploaded, ...PRODUCTS.slice(1)]).matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(cards[0]).toContain(srcSet);
    expect(cards[0]).toMatch(/\ssizes="[^"]+"/);
    for (const tag of cards.slice(1)) expect(tag).not.toMatch(/srcset|sizes/i);
    const page = /<img\b[^>]*>/.exec(render('/shop/1', uploaded))![0];
    expect(page).toContain(`src="${uploaded.imageUrl}"`);
    expect(page).toContain(srcSet);
    expect(page).toMatch(/\ssizes="[^"]+"/);
  });

  it('draws an out-of-stock product with Add to Cart disabled', () => {
    const html = render('/shop/5', PRODUCTS[4]!);
    expect(html).toContain('Endgame Manual');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Out of Stock<\/button>/);
  });
});
