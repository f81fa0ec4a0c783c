import { ROUTES } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { Link } from '@kingside/ui';
import { TRAIN_COPY } from './trainCopy';

/** What a guest is told on /train, /train/review and /train/themes: what signing in adds, and where to do it. */
export function GuestNote({ note = TRAINING_COPY.guestNote }: { note?: string }) {
  return (
    <p data-testid="training-guest-note" css={(t) => ({ color: t.colors.inkSoft, margin: '0 0 24px' })}>
      {note} <Link to={ROUTES.auth}>{TRAIN_COPY.signIn}</Link>
    </p>
  );
}

export const pageHeading = { fontSize: 'clamp(1.8rem, 4vw, 2.5rem)', margin: '32px 0 12px' } as const;
