import { REVIEW_RATING_MAX, REVIEW_RATING_MIN, type ProductReviewPage } from '@kingside/contracts';

const rating = (value: number) => ({
  '@type': 'Rating',
  ratingValue: value,
  bestRating: REVIEW_RATING_MAX,
  worstRating: REVIEW_RATING_MIN,
});

/**
 * What a product page's schema.org `Product` says of its reviews (docs/spec.md §2.31; Google's Product structured data):
 * `aggregateRating` (the average and count of the visible reviews) and `review` (the page's reviews, as drawn), and
 * nothing at all without a review: an empty rating is not one. Hidden reviews are in neither, as the api leaves them
 * out of the page, the average and the count.
 */
export function reviewJsonLd(page: ProductReviewPage | undefined): Record<string, unknown> {
  if (!page || page.count === 0 || page.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: page.average,
      reviewCount: page.count,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    ...(page.reviews.length > 0
      ? {
          review: page.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.text,
            reviewRating: rating(review.rating),
          })),
        }
      : {}),
  };
}
