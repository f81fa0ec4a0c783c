import {
  formatCalendarDate,
  REVIEW_PAGE_SIZE,
  reviewPageFrom,
  reviewPagePath,
  reviewPageRead,
  ROUTES,
  type ProductReview,
  type ProductReviewPage,
} from '@kingside/contracts';
import { Button, Link, Skeleton, useSearchParams } from '@kingside/ui';
import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { MyReviewPanel } from './MyReviewPanel';
import { useShopProductReviewsQuery } from './reviewsApi';
import { REVIEWS_COPY } from './reviewsCopy';
import { Stars } from './Stars';

/** The section's id, a link target (`/shop/3#reviews`), and its heading's. */
export const REVIEWS_ID = 'reviews';
const HEADING_ID = 'reviews-heading';

const pageLink = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0 14px',
  borderRadius: t.radius.sm,
  border: `1px solid ${t.colors.line}`,
  background: t.colors.paper,
  fontWeight: 600,
  textDecoration: 'none',
});

function Summary({ page }: { page: ProductReviewPage }) {
  if (page.average === null || page.count === 0) return <p data-testid="reviews-summary">{REVIEWS_COPY.none}</p>;
  return (
    <p data-testid="reviews-summary" css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' }}>
      <Stars rating={page.average} size="1.3rem" />
      <strong>{REVIEWS_COPY.average(page.average)}</strong>
      <span css={(t) => ({ color: t.colors.inkSoft })}>{REVIEWS_COPY.count(page.count)}</span>
    </p>
  );
}

function ReviewItem({ review }: { review: ProductReview }) {
  return (
    <li data-testid="review" css={(t) => ({ padding: '16px 0', borderTop: `1px solid ${t.colors.line}` })}>
      <article aria-label={REVIEWS_COPY.rated(review.rating)}>
        <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px' }}>
          <Stars rating={review.rating} />
          <strong>{review.author}</strong>
          <time dateTime={review.createdAt} css={(t) => ({ color: t.colors.muted, fontSize: '0.9rem' })}>
            {formatCalendarDate(review.createdAt)}
          </time>
          {review.updatedAt !== review.createdAt ? (
            <span css={(t) => ({ color: t.colors.muted, fontSize: '0.9rem' })}>{REVIEWS_COPY.edited}</span>
          ) : null}
        </p>
        <p css={{ margin: '8px 0 0', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</p>
      </article>
    </li>
  );
}

/** "Reviews 6–10 of 12" and the links to the newer and older ones: real links, which the server draws too. */
function Pager({ productId, pageNumber, page }: { productId: number; pageNumber: number; page: ProductReviewPage }) {
  const last = Math.max(1, Math.ceil(page.count / REVIEW_PAGE_SIZE));
  if (last === 1 && pageNumber === 1) return null;
  const first = page.offset + 1;
  const path = (to: number) => reviewPagePath(ROUTES.product(productId), to);
  return (
    <nav aria-label={REVIEWS_COPY.pages} css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, marginTop: 16 }}>
      {page.reviews.length > 0 ? (
        <span css={(t) => ({ color: t.colors.inkSoft })}>{REVIEWS_COPY.range(first, first + page.reviews.length - 1, page.count)}</span>
      ) : null}
      {pageNumber > 1 ? (
        <Link to={path(Math.min(pageNumber - 1, last))} css={pageLink}>
          {REVIEWS_COPY.newer}
        </Link>
      ) : null}
      {pageNumber < last ? (
        <Link to={path(pageNumber + 1)} css={pageLink}>
          {REVIEWS_COPY.older}
        </Link>
      ) : null}
    </nav>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-busy="true" css={{ display: 'grid', gap: 12 }}>
      <span className="visually-hidden" role="status">
        {REVIEWS_COPY.loading}
      </span>
      <Skeleton height={24} width="40%" />
      <Skeleton height={72} />
    </div>
  );
}

/**
 * The product page's reviews (issue 44, docs/spec.md §2.8): the average and count of the visible reviews, a page of
 * them newest first (`?reviews=2` names the page, so the server draws any page and the page links work before
 * JavaScript), and the member's own part (MyReviewPanel), which is theirs and read once the page is live. After a move
 * to another page, the focus goes to the heading, so keyboard and screen-reader users start at the new reviews.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const [params] = useSearchParams();
  const pageNumber = reviewPageFrom(params);
  const { currentData: page, isError, isFetching, refetch } = useShopProductReviewsQuery(reviewPageRead(productId, pageNumber));

  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(pageNumber);
  useEffect(() => {
    const heading = headingRef.current;
    if (heading && shownPage.current !== pageNumber) {
      heading.focus({ preventScroll: true });
      // jsdom has no scrolling
      heading.scrollIntoView?.({ block: 'start' });
    }
    shownPage.current = pageNumber;
  }, [pageNumber]);

  return (
    <section id={REVIEWS_ID} aria-labelledby={HEADING_ID} css={{ margin: '48px 0', maxWidth: 760 }}>
      <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1} css={{ fontSize: '1.5rem', margin: '0 0 12px' }}>
        {REVIEWS_COPY.heading}
      </h2>
      {isError && !isFetching ? (
        <div role="alert">
          <p>{REVIEWS_COPY.loadFailed}</p>
          <Button variant="outline" onClick={() => void refetch()}>
            {REVIEWS_COPY.tryAgain}
          </Button>
        </div>
      ) : !page ? (
        <ReviewsSkeleton />
      ) : (
        <>
          <Summary page={page} />
          <MyReviewPanel productId={productId} />
          {page.reviews.length > 0 ? (
            <ol css={{ listStyle: 'none', margin: '16px 0 0', padding: 0 }}>
              {page.reviews.map((review) => (
                <ReviewItem key={review.id} review={review} />
              ))}
            </ol>
          ) : null}
          <Pager productId={productId} pageNumber={pageNumber} page={page} />
        </>
      )}
    </section>
  );
}
