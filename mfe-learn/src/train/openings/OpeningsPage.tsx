import { pageTitle } from '@kingside/contracts';
import { OPENINGS_COPY } from '@kingside/contracts/training';
import { Container, selectAuthToken, useAppSelector, useDocumentTitle, usePrerendering } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from '../GuestNote';

// The repertoire, its forms and the board are a member's: a guest's visit downloads none of it.
const MemberOpenings = lazy(() => import('./MemberOpenings'));

const room = <div aria-busy="true" css={{ minHeight: 480 }} />;

/**
 * /train/openings (issue 46 point 3, docs/spec.md §2.34): a member's repertoire for White and for Black as trees of
 * moves with their due counts, the Drill links, and adding by playing moves or by PGN; a guest is asked to sign in.
 * Drawn by the server with its heading and the room below it (src/trainServer.tsx), as /train/themes is.
 */
export default function OpeningsPage() {
  useDocumentTitle(pageTitle(OPENINGS_COPY.title));
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{OPENINGS_COPY.title}</h1>
      {prerendering ? (
        room
      ) : token ? (
        <Suspense fallback={room}>
          <MemberOpenings key={token} token={token} />
        </Suspense>
      ) : (
        <GuestNote note={OPENINGS_COPY.guestNote} />
      )}
    </Container>
  );
}
