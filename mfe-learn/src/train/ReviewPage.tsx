import { pageTitle } from '@kingside/contracts';
import { TRAINING_COPY } from '@kingside/contracts/training';
import { Container, selectAuthToken, useAppSelector, useDocumentTitle, useDrawnWithout, usePrerendering } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from './GuestNote';

// The deck is a member's: a guest's visit downloads none of it.
const MemberReview = lazy(() => import('./MemberReview'));

/** The review card's room while the visitor (and a member's deck) is not known yet. */
const cardRoom = <div aria-busy="true" css={{ minHeight: 480 }} />;

/**
 * /train/review (issue 34, docs/spec.md §2.30): the member's cards due today, one at a time on the board; a guest is
 * asked to sign in. The server draws the heading and the card's room (src/trainServer.tsx), as the browser hydrates
 * it: whether the visitor is a member is the browser's to know, once the page is live; for a browser that keeps no
 * session (@kingside/ui's useDrawnWithout), the guest's note.
 */
export default function ReviewPage() {
  useDocumentTitle(pageTitle(TRAINING_COPY.reviewTitle));
  const prerendering = usePrerendering();
  // Drawn for a browser that keeps no session: a guest's note from the first HTML on.
  const drawnForGuest = useDrawnWithout('member');
  const token = useAppSelector(selectAuthToken);
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{TRAINING_COPY.reviewTitle}</h1>
      {drawnForGuest ? (
        <GuestNote />
      ) : prerendering ? (
        cardRoom
      ) : token ? (
        <Suspense fallback={cardRoom}>
          {/* Another member is another deck, walked from its start. */}
          <MemberReview key={token} token={token} />
        </Suspense>
      ) : (
        <GuestNote />
      )}
    </Container>
  );
}
