import { GAMES_COPY } from '@kingside/contracts/games';
import { Button, serverMessage, Skeleton } from '@kingside/ui';
import { lazy, Suspense } from 'react';
import { useLearnGetRepertoireGameQuery } from '../openings/openingsApi';
import { useLearnGamePolled } from './gamesApi';

// The board (chess.js, react-chessboard) and the chart come with the game: not before the member's page is live.
const GameView = lazy(() => import('./GameView'));

/**
 * One of the member's games (GET /api/me/games/{id}, read again every ANALYSIS_POLL_MS while it waits for its analysis),
 * shown by GameView once read; the api's refusal ("Game not found") with Try again. Where the game left the member's
 * repertoire (GET /api/me/repertoire/games/{id}) is shown once read, and left out when it cannot be.
 */
export default function MemberGame({ token, id }: { token: string; id: number }) {
  const query = useLearnGamePolled(token, id);
  const game = query.currentData ?? query.data;
  const exit = useLearnGetRepertoireGameQuery({ token, id }, { refetchOnMountOrArgChange: true }).currentData ?? null;

  if (query.isError && !game) {
    return (
      <div role="alert">
        <p>{serverMessage(query.error, GAMES_COPY.gameFailed)}</p>
        <Button onClick={() => void query.refetch()}>{GAMES_COPY.tryAgain}</Button>
      </div>
    );
  }
  const loading = (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {GAMES_COPY.gameLoading}
      </span>
      <Skeleton height={480} radius="4px" />
    </div>
  );
  if (!game) return loading;
  return (
    <Suspense fallback={loading}>
      <GameView game={game} exit={exit} />
    </Suspense>
  );
}
