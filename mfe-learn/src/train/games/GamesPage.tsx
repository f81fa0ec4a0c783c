import { pageTitle } from '@kingside/contracts';
import { GAMES_COPY } from '@kingside/contracts/games';
import { Container, selectAuthToken, useAppSelector, useDocumentTitle, usePrerendering } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from '../GuestNote';

// The imports and the list are a member's: a guest's visit downloads none of it.
const MemberGames = lazy(() => import('./MemberGames'));

const room = <div aria-busy="true" css={{ minHeight: 480 }} />;

/**
 * /train/games (issue 46 point 1, docs/spec.md §2.36): a member imports games (pasted PGN, or from their linked Lichess
 * account), watches their analysis ("Analysing 3 of 10 games…") and opens each; a guest is asked to sign in. Drawn by
 * the server with its heading and the room below it (src/trainServer.tsx), as /train/openings is.
 */
export default function GamesPage() {
  useDocumentTitle(pageTitle(GAMES_COPY.listTitle));
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{GAMES_COPY.listTitle}</h1>
      {prerendering ? (
        room
      ) : token ? (
        <Suspense fallback={room}>
          <MemberGames key={token} token={token} />
        </Suspense>
      ) : (
        <GuestNote note={GAMES_COPY.guestNote} />
      )}
    </Container>
  );
}
