/** @jest-environment node */
import { reviewPageRead, type Product, type ProductReview, type ProductReviewPage } from '@kingside/contracts';
import { sectionServerTesting } from '@kingside/ui/testing/section';
import { sections } from '../server';

// A product page's reviews as the server draws them into the first HTML, and as its head says them (issue 44;
// docs/spec.md §2.8, §2.31).

const section = sections.find((candidate) => candidate.mountPath === '/shop')!;
const { at, draw } = sectionServerTesting(section);

// A product's page is a chunk of its own, loaded before the server draws it (the api awaits preload).
beforeAll(() => section.preload?.(at('/shop/7')));

const PRODUCT: Product = {
  id: 7,
  name: 'Staunton Tournament Set',
  description: 'A weighted Staunton set, chosen by our coaches.',
  imageUrl: '/images/products/staunton.svg',
  price: 8999,
  inStock: true,
  category: 'Chess Sets',
};

const review = (id: number, rating: number, text: string, edited = false): ProductReview => ({
  id,
  rating,
  text,
  author: `Reviewer ${id}.`,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  updatedAt: edited ? `2026-03-0${id}T12:00:00.000Z` : `2026-03-0${id}T10:00:00.000Z`,
});

const page = (reviews: ProductReview[], count = reviews.length, offset = 0, average: number | null = 4.5): ProductReviewPage => ({
  productId: PRODUCT.id,
  average: count ? average : null,
  count,
  limit: 5,
  offset,
  reviews,
});

const TWO = page([review(2, 5, 'Heavy pieces, lovely felt.'), review(1, 4, 'Good value.\nThe box is thin.', true)]);

/** The results of /shop/7's reads, as the server hands them over. */
const resultsAt = (path: string, reviews: ProductReviewPage) => {
  const [product, reviewsRead] = section.queriesFor(at(path))!;
  return [
    { endpointName: product!.endpointName, arg: product!.arg, value: PRODUCT },
    { endpointName: reviewsRead!.endpointName, arg: reviewsRead!.arg, value: reviews },
  ];
};
const headAt = (path: string, reviews: ProductReviewPage) => section.head!(at(path), resultsAt(path, reviews))!;
const productLd = (path: string, reviews: ProductReviewPage) => headAt(path, reviews).jsonLd![0] as Record<string, unknown>;

describe('the reviews read of a product page', () => {
  it.each([
    ['/shop/7', 1],
    ['/shop/7?reviews=3', 3],
    ['/shop/7?reviews=0', 1],
    ['/shop/7?reviews=abc', 1],
    ['/shop/7?reviews=2.5', 1],
  ])('reads, for %s, page %i of the reviews', (path, number) => {
    expect(section.queriesFor(at(path))![1]).toEqual({
      endpointName: 'shopProductReviews',
      arg: reviewPageRead(7, number),
      path: `/api/products/7/reviews?limit=5&offset=${(number - 1) * 5}`,
    });
  });
});

describe('the reviews in the first HTML', () => {
  it('draws the average, the count and each review: stars, author, date, text and Edited', () => {
    const html = draw('/shop/7', resultsAt('/shop/7', TWO));
    expect(html).toMatch(/<h2[^>]*id="reviews-heading"[^>]*>Reviews<\/h2>/);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain('4.5 out of 5');
    expect(html).toContain('Based on 2 reviews');
    expect(html).toContain('Heavy pieces, lovely felt.');
    expect(html).toContain('Good value.\nThe box is thin.');
    expect(html).toContain('Reviewer 2.');
    expect(html).toContain('<time dateTime="2026-03-02T10:00:00.000Z"');
    expect(html).toContain('March 2, 2026');
    expect(html.match(/>Edited</g)).toHaveLength(1);
    expect(html).toContain('aria-label="Rated 5 out of 5"');
    expect(html).not.toContain('Loading reviews');
    // The member's part is theirs: never on the server's page.
    expect(html).not.toContain('Sign in to review it');
    expect(html).not.toContain('Write a review');
  });

  it('says "Based on 1 review" for one, and "No reviews yet." for none', () => {
    expect(draw('/shop/7', resultsAt('/shop/7', page([review(1, 3, 'Fine.')], 1, 0, 3)))).toContain('Based on 1 review<');
    const none = draw('/shop/7', resultsAt('/shop/7', page([])));
    expect(none).toContain('No reviews yet.');
    expect(none).not.toContain('out of 5');
    expect(none).not.toContain('aria-label="Pages of reviews"');
  });

  it('draws the page of reviews the URL names, with real links to the newer and older ones', () => {
    const html = draw('/shop/7?reviews=2', resultsAt('/shop/7?reviews=2', page([review(6, 4, 'Sixth.')], 12, 5)));
    expect(html).toContain('aria-label="Pages of reviews"');
    expect(html).toContain('Review 6 of 12');
    expect(html).toMatch(/<a[^>]*href="\/shop\/7"[^>]*>Newer reviews<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/shop\/7\?reviews=3"[^>]*>Older reviews<\/a>/);
    const first = draw(
      '/shop/7',
      resultsAt(
        '/shop/7',
        page(
          [1, 2, 3, 4, 5].map((n) => review(n, 5, `Review ${n}`)),
          12,
        ),
      ),
    );
    expect(first).toContain('Reviews 1–5 of 12');
    expect(first).not.toContain('Newer reviews');
    expect(first).toMatch(/href="\/shop\/7\?reviews=2"[^>]*>Older reviews</);
  });
});

describe('the reviews in the JSON-LD Product', () => {
  it('gives the Product an aggregateRating of the visible reviews and each review of the page', () => {
    const data = productLd('/shop/7', TWO);
    expect(data).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', price: '89.99' } });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Reviewer 2.' },
        datePublished: '2026-03-02',
        reviewBody: 'Heavy pieces, lovely felt.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Reviewer 1.' },
        datePublished: '2026-03-01',
        reviewBody: 'Good value.\nThe box is thin.',
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it('says nothing of reviews without any: no empty aggregateRating, no review', () => {
    const data = productLd('/shop/7', page([]));
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('counts what the api counts (hidden reviews are in neither its count nor its page) and lists the page drawn', () => {
    const data = productLd('/shop/7?reviews=3', page([], 11, 10, 3.2));
    expect(data.aggregateRating).toMatchObject({ ratingValue: 3.2, reviewCount: 11 });
    expect(data).not.toHaveProperty('review');
    expect(headAt('/shop/7?reviews=3', page([], 11, 10)).canonicalPath).toBe('/shop/7');
  });
});
