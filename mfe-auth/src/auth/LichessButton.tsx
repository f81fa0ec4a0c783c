import { LICHESS_SIGN_IN } from '@kingside/contracts';
import { buttonStyle } from '@kingside/ui';

/**
 * A real link, as GitHub's: Sign in with Lichess is a full-page navigation through the api (docs/spec.md §7.15),
 * which comes back to /auth with the outcome.
 */
export function LichessButton() {
  return (
    <a href={LICHESS_SIGN_IN.path} css={[buttonStyle('outline'), { width: '100%', marginTop: 12 }]}>
      <span aria-hidden="true" css={{ fontSize: '1.2rem', lineHeight: 1 }}>
        ♞
      </span>
      {LICHESS_SIGN_IN.label}
    </a>
  );
}
