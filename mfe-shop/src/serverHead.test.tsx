/** @jest-environment node */
import { pageTitle, type Page, type Product, type ProductReviewPage } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from './server';

// The head the server writes into the shop's pages' first HTML (SectionServer.head; docs/spec.md §2.31).

const section = sections.find((candidate) => candidate.mountPath === '/shop')!;
const { at, resultsFor } = sectionServerTesting(section);
/** A product page's reviews read answers none: these tests are of the rest of the head (src/reviews/reviewsServer.test.tsx). */
const NO_REVIEWS: ProductReviewPage = { productId: 7, average: null, count: 0, limit: 5, offset: 0, reviews: [] };
const headAt = (path: string, value: unknown) =>
  section.head!(
    at(path),
    resultsFor(path, value).map((read) => (read.endpointName === 'shopProductReviews' ? { ...read, value: NO_REVIEWS } : read)),
  );

const product = (inStock: boolean, description = 'A weighted Staunton set, chosen by our coaches.'): Product => ({
  id: 7,
  name: 'Staunton Tournament Set',
  description,
  imageUrl: '/images/products/staunton.svg',
  price: 8999,
  inStock,
  category: 'Chess Sets',
});

describe('the shop’s page heads', () => {
  it('gives a product its own title (the one the page sets), description, canonical path, picture and Product with its Offer', () => {
    const head = headAt('/shop/7?utm_source=mail', product(true));
    expect(head).toMatchObject({
      title: pageTitle('Staunton Tournament Set'),
      description: 'A weighted Staunton set, chosen by our coaches.',
      canonicalPath: '/shop/7',
      imagePath: '/images/products/staunton.svg',
      type: 'product',
    });
    const [data, breadcrumbs] = head!.jsonLd!;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Staunton Tournament Set',
      image: '/images/products/staunton.svg',
      url: '/shop/7',
      offers: { '@type': 'Offer', price: '89.99', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: '/shop' },
        { '@type': 'ListItem', position: 3, name: 'Staunton Tournament Set', item: '/shop/7' },
      ],
    });
  });

  it('says a product out of stock is OutOfStock', () => {
    expect(headAt('/shop/7', product(false))!.jsonLd![0]).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('shortens a long description at a word, with an ellipsis', () => {
    const long = `${'A board of seasoned walnut and maple, '.repeat(10)}end.`;
    const { description } = headAt('/shop/7', product(true, long))!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/[A-Za-z]…$/);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it.each([
    ['/shop', '/shop'],
    ['/shop?sort=-price&q=staunton', '/shop'],
    ['/shop?category=books&sort=price', '/shop?category=Books'],
    ['/shop?category=Chess+Sets&page=2&utm_source=x', '/shop?category=Chess+Sets&page=2'],
    ['/shop?page=1', '/shop'],
  ])('gives the list at %s the canonical path %s (its category and page; never its sort or search)', (path, canonical) => {
    const list: Page<Product> = { items: [product(true)], total: 1 };
    expect(headAt(path, list)).toMatchObject({
      title: pageTitle('Shop'),
      description: 'Sets, boards, clocks, books and accessories chosen by our coaches for study, club play and gifts.',
      canonicalPath: canonical,
      imagePath: '/images/products/staunton.svg',
      type: 'website',
    });
  });
});
