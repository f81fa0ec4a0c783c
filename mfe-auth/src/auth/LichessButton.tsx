import { TRAINING_API, TRAINING_COPY } from '@kingside/contracts/training';
import { buttonStyle } from '@kingside/ui';

/**
 * A real link, as GitHub's: Sign in with Lichess is a full-page navigation through the api (docs/spec.md §7.15),
 * which comes back to /auth with the outcome.
 */
export function LichessButton() {
  return (
    <a href={TRAINING_API.lichess} css={[buttonStyle('outline'), { width: '100%', marginTop: 12 }]}>
      <span aria-hidden="true" css={{ fontSize: '1.2rem', lineHeight: 1 }}>
        ♞
      </span>
      {TRAINING_COPY.signInWithLichess}
    </a>
  );
}
