import { pageTitle } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { Container, selectAuthToken, useAppSelector, useDocumentTitle } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from './GuestNote';

// The deck is a member's: a guest's visit downloads none of it.
const MemberReview = lazy(() => import('./MemberReview'));

/**
 * /train/review (issue 34, docs/spec.md §2.30): the member's cards due today, one at a time on the board; a guest is
 * asked to sign in.
 */
export default function ReviewPage() {
  useDocumentTitle(pageTitle(TRAINING_COPY.reviewTitle));
  const token = useAppSelector(selectAuthToken);
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{TRAINING_COPY.reviewTitle}</h1>
      {token ? (
        <Suspense fallback={<div aria-busy="true" css={{ minHeight: 480 }} />}>
          {/* Another member is another deck, walked from its start. */}
          <MemberReview key={token} token={token} />
        </Suspense>
      ) : (
        <GuestNote />
      )}
    </Container>
  );
}
