import { pageTitle, parseRouteId } from '@kingside/contracts';
import { GAMES_COPY, GAMES_PAGES } from '@kingside/contracts/games';
import { Container, Link, NotFound, selectAuthToken, useAppSelector, useDocumentTitle, useParams, usePrerendering } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { GuestNote, pageHeading } from '../GuestNote';

// The game, its board (chess.js, react-chessboard) and its chart are a member's: a guest's visit downloads none of it.
const MemberGame = lazy(() => import('./MemberGame'));

const room = <div aria-busy="true" css={{ minHeight: 560 }} />;

/**
 * /train/games/{id} (docs/spec.md §2.36): one of the member's games on the board, move by move, its mistakes marked in
 * the move list with the better move, and the evaluation chart. A guest is asked to sign in; an id that is no id is
 * the not-found page. Drawn by the server with its heading and the room below it.
 */
export default function GamePage() {
  useDocumentTitle(pageTitle(GAMES_COPY.gameTitle));
  const prerendering = usePrerendering();
  const token = useAppSelector(selectAuthToken);
  const id = parseRouteId(useParams().id ?? '');
  if (id === null) return <NotFound />;
  return (
    <Container css={{ paddingBottom: 48 }}>
      <h1 css={pageHeading}>{GAMES_COPY.gameTitle}</h1>
      <p css={{ margin: '0 0 16px' }}>
        <Link to={GAMES_PAGES.list}>{GAMES_COPY.backToGames}</Link>
      </p>
      {prerendering ? (
        room
      ) : token ? (
        <Suspense fallback={room}>
          <MemberGame key={`${token}:${id}`} token={token} id={id} />
        </Suspense>
      ) : (
        <GuestNote note={GAMES_COPY.guestNote} />
      )}
    </Container>
  );
}
