import { REVIEW_RATING_MAX } from '@kingside/contracts';
import { REVIEWS_COPY } from './reviewsCopy';

/**
 * A rating drawn as five stars, filled up to it (an average to the nearest half is still drawn as whole stars: the
 * figure beside it says it exactly). Named for assistive technology ("Rated 4 out of 5"); the stars themselves are
 * decoration, in the accent colour (3.6:1 on white, enough for a graphic).
 */
export function Stars({ rating, size = '1rem' }: { rating: number; size?: string }) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={REVIEWS_COPY.rated(rating)} css={{ fontSize: size, letterSpacing: 2, whiteSpace: 'nowrap' }}>
      {Array.from({ length: REVIEW_RATING_MAX }, (_, index) => (
        <span key={index} aria-hidden="true" css={(t) => ({ color: index < filled ? t.colors.accent : t.colors.line })}>
          ★
        </span>
      ))}
    </span>
  );
}
