/** @jest-environment node */
import { formatCents, imageSrcSet, reviewPageRead, type Page, type Product, type ProductReviewPage } from '@kingside/contracts';
import { imagesIn, sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

const [section] = sections as [(typeof sections)[number]];

const { at, resultsFor, render, draw } = sectionServerTesting(section);

// The list and a product's page are chunks of their own, loaded before the server draws one (the api awaits preload).
beforeAll(async () => {
  await section.preload?.(at('/shop'));
  await section.preload?.(at('/shop/1'));
});

/** A product page's two reads answered: the product, and its first page of reviews (none by default). */
const noReviews = (productId: number): ProductReviewPage => ({ productId, average: null, count: 0, limit: 5, offset: 0, reviews: [] });
const renderProduct = (path: string, product: Product, reviews = noReviews(product.id)) =>
  draw(
    path,
    resultsFor(path, product).map((read) => (read.endpointName === 'shopProductReviews' ? { ...read, value: reviews } : read)),
  );

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

/** The list's read for an api query: its current page only, its value a Page (X-Total-Count's count). */
const pageRead = (query: string) => ({ endpointName: 'getProductPage', arg: query, path: `/api/products?${query}`, paged: true });
const pageOf = (items: Product[], total = items.length): Page<Product> => ({ items, total });

describe('the shop’s reads for a page (queriesFor)', () => {
  it('reads the first page of products for /shop', () => {
    expect(section.queriesFor(at('/shop'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the first page for /shop/ (a trailing slash)', () => {
    expect(section.queriesFor(at('/shop/'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads a category named in ?category=, matched without regard to case', () => {
    expect(section.queriesFor(at('/shop?category=books'))).toEqual([pageRead('limit=24&offset=0&category=Books')]);
  });

  it('reads a category whose name has a space, encoded in the api query', () => {
    expect(section.queriesFor(at('/shop?category=CHESS%20SETS'))).toEqual([pageRead('limit=24&offset=0&category=Chess+Sets')]);
  });

  it('reads every category when ?category= names no category', () => {
    expect(section.queriesFor(at('/shop?category=puzzles'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the page, the search and the sort of the URL, in the one order the browser asks them', () => {
    expect(section.queriesFor(at('/shop?sort=-price&page=3&q=%20staunton%20&category=Chess+Sets'))).toEqual([
      pageRead('limit=24&offset=48&category=Chess+Sets&q=staunton&sort=-price'),
    ]);
  });

  it('ignores a page, a sort or a search it cannot use', () => {
    expect(section.queriesFor(at('/shop?page=0&sort=cheapest&q=%20%20'))).toEqual([pageRead('limit=24&offset=0')]);
  });

  it('reads the product of /shop/{id}', () => {
    expect(section.queriesFor(at('/shop/3'))).toEqual([
      { endpointName: 'getProduct', arg: 3, path: '/api/products/3' },
      { endpointName: 'shopProductReviews', arg: reviewPageRead(3, 1), path: '/api/products/3/reviews?limit=5&offset=0' },
    ]);
  });

  it.each(['/shop/abc', '/shop/0', '/shop/03', '/shop/3/x', '/shopping', '/learn'])('does not render %s', (path) => {
    expect(section.queriesFor(at(path))).toBeNull();
  });

  it('sends a product the api does not know back to the shop (docs/spec.md §2.8)', () => {
    expect(section.missingRedirect?.(at('/shop/999999'))).toBe('/shop');
  });
});

describe('the shop’s markup (render)', () => {
  it('draws /shop from the products: heading, every card, and no loading placeholders', () => {
    const html = render('/shop', pageOf(PRODUCTS));
    expect(html).toMatch(/<h1[^>]*>Chess Shop<\/h1>/);
    for (const p of PRODUCTS) {
      expect(html).toContain(p.name);
      expect(html).toContain(formatCents(p.price));
    }
    expect(html).not.toContain('Loading products');
    expect(html).not.toContain('data-testid="skeleton"');
  });

  it('loads the first row’s pictures at once and the rest lazily', () => {
    expect(imagesIn(render('/shop', pageOf(PRODUCTS)))).toEqual(
      PRODUCTS.map((p, index) => ({ src: p.imageUrl, loading: index < 4 ? 'eager' : 'lazy' })),
    );
  });

  it('draws a filtered /shop from that category’s products only', () => {
    const html = render('/shop?category=books', pageOf(BOOKS));
    for (const p of BOOKS) expect(html).toContain(p.name);
    for (const p of PRODUCTS.filter((p) => p.category !== 'Books')) expect(html).not.toContain(p.name);
    expect(html).not.toContain('Loading products');
  });

  it('draws only the current page, the count, and page links that work before JavaScript', () => {
    const html = render('/shop?page=2&category=books', pageOf(BOOKS, 26));
    for (const p of BOOKS) expect(html).toContain(p.name);
    expect(html).toContain('Showing 25–26 of 26 products');
    expect(html).toMatch(/<nav aria-label="Pagination"/);
    expect(html).toContain('href="/shop?category=books"');
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>2<\/a>/);
    expect(html).not.toContain('Loading products');
  });

  it('draws the search and the sort of the URL into the form, and no page links for a single page', () => {
    const html = render('/shop?q=staunton&sort=price', pageOf(PRODUCTS.slice(0, 1)));
    const form = /<form[^>]*role="search"[^>]*>/.exec(html)![0];
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/shop"');
    const box = /<input[^>]*type="search"[^>]*>/.exec(html)![0];
    expect(box).toContain('name="q"');
    expect(box).toContain('value="staunton"');
    expect(html).toMatch(/<option value="price" selected="">Price: low to high<\/option>/);
    expect(html).toContain('Best match');
    expect(html).toContain('Showing 1 of 1 product<');
    expect(html).not.toContain('aria-label="Pagination"');
  });

  it('draws the category filter as a GET form that keeps the search and the sort, pressable before start-up', () => {
    const html = render('/shop?q=staunton&sort=price', pageOf(PRODUCTS.slice(0, 1)));
    const filters = /<form[^>]*>(?:(?!<\/form>).)*Chess Sets(?:(?!<\/form>).)*<\/form>/s.exec(html)![0];
    expect(filters).toMatch(/^<form[^>]*method="get"/);
    expect(filters).toMatch(/^<form[^>]*action="\/shop"/);
    expect(filters).toContain('<input type="hidden" name="q" value="staunton"/>');
    expect(filters).toContain('<input type="hidden" name="sort" value="price"/>');
    const sets = /<button[^>]*>Chess Sets<\/button>/.exec(filters)![0];
    expect(sets).toContain('type="submit"');
    expect(sets).toContain('name="category"');
    expect(sets).toContain('value="Chess Sets"');
    expect(sets).not.toContain('aria-disabled');
  });

  it('says "No products found" when nothing matches', () => {
    const html = render('/shop?q=zzzz', pageOf([]));
    expect(html).toContain('No products found');
    expect(html).not.toContain('Loading products');
  });

  it('draws the placeholders when the results are not the page’s reads (render draws from nothing else)', () => {
    const html = draw('/shop?category=books', resultsFor('/shop', pageOf(PRODUCTS)));
    expect(html).toContain('Loading products');
    expect(html).not.toContain(PRODUCTS[0]!.name);
  });

  it('draws /shop/{id} from the product: its name as the heading and its price', () => {
    const walnut = PRODUCTS[1]!;
    const html = renderProduct('/shop/2', walnut);
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
    const cards = [...render('/shop', pageOf([uploaded, ...PRODUCTS.slice(1)])).matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(cards[0]).toContain(srcSet);
    expect(cards[0]).toMatch(/\ssizes="[^"]+"/);
    for (const tag of cards.slice(1)) expect(tag).not.toMatch(/srcset|sizes/i);
    const page = /<img\b[^>]*>/.exec(renderProduct('/shop/1', uploaded))![0];
    expect(page).toContain(`src="${uploaded.imageUrl}"`);
    expect(page).toContain(srcSet);
    expect(page).toMatch(/\ssizes="[^"]+"/);
  });

  it('draws an out-of-stock product with Add to Cart disabled', () => {
    const html = renderProduct('/shop/5', PRODUCTS[4]!);
    expect(html).toContain('Endgame Manual');
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Out of Stock<\/button>/);
  });
});
