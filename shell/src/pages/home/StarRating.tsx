/** Stars for a rating of 0..5: a half star when the fraction is at least .5 (docs/spec.md §3). */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.max(0, Math.min(5, rating));
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

function Star({ kind }: { kind: 'full' | 'half' | 'empty' }) {
  const gold = '#d69e2e';
  const grey = '#d6d3cc';
  const path = 'M12 2l2.9 6.26 6.86.74-5.13 4.62 1.45 6.76L12 16.9 5.92 20.38l1.45-6.76L2.24 9l6.86-.74z';
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" data-star={kind}>
      {kind === 'half' ? (
        <defs>
          <linearGradient id="kingside-half-star">
            <stop offset="50%" stopColor={gold} />
            <stop offset="50%" stopColor={grey} />
          </linearGradient>
        </defs>
      ) : null}
      <path d={path} fill={kind === 'full' ? gold : kind === 'half' ? 'url(#kingside-half-star)' : grey} />
    </svg>
  );
}

export function StarRating({ rating }: { rating: number }) {
  const { full, half, empty } = starParts(rating);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} css={{ display: 'inline-flex', gap: 2 }}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} kind="full" />
      ))}
      {half ? <Star kind="half" /> : null}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} kind="empty" />
      ))}
    </span>
  );
}
