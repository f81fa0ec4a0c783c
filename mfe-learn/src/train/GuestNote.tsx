import { ROUTES } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { Link } from '@kingside/ui';
import { TRAIN_COPY } from './trainCopy';

/** What a guest is told on /train and /train/review: what signing in adds, and where to do it. */
export function GuestNote() {
  return (
    <p data-testid="training-guest-note" css={(t) => ({ color: t.colors.inkSoft, margin: '0 0 24px' })}>
      {TRAINING_COPY.guestNote} <Link to={ROUTES.auth}>{TRAIN_COPY.signIn}</Link>
    </p>
  );
}

export const pageHeading = { fontSize: 'clamp(1.8rem, 4vw, 2.5rem)', margin: '32px 0 12px' } as const;
