import { GAMES_PAGES } from '@kingside/contracts/games';
import { OPENINGS_COPY } from '@kingside/contracts/training';
import { Button, Link, serverMessage } from '@kingside/ui';
import { useLearnGetRepertoireGamesQuery } from './openingsApi';

/**
 * Where each of the member's latest imported games left their repertoire (GET /api/me/repertoire/games, read afresh on
 * each visit and again after a change to the repertoire or an import): "Against Patzer, as Black: you left your
 * repertoire at move 2 (played Nc6, your repertoire has d6).", the opponent a link to the game's page.
 */
export function RepertoireGames({ token }: { token: string }) {
  const query = useLearnGetRepertoireGamesQuery(token, { refetchOnMountOrArgChange: true });
  const data = query.currentData ?? query.data;
  return (
    <section aria-labelledby="repertoire-games-heading" data-testid="repertoire-games" css={{ margin: '32px 0' }}>
      <h2 id="repertoire-games-heading">{OPENINGS_COPY.gamesHeading}</h2>
      {query.isError && !data ? (
        <div role="alert">
          <p>{serverMessage(query.error, OPENINGS_COPY.gamesFailed)}</p>
          <Button onClick={() => void query.refetch()}>{OPENINGS_COPY.tryAgain}</Button>
        </div>
      ) : !data ? (
        <p role="status" aria-busy="true" css={(t) => ({ color: t.colors.inkSoft })}>
          {OPENINGS_COPY.gamesLoading}
        </p>
      ) : data.games.length ? (
        <>
          <p css={(t) => ({ color: t.colors.inkSoft, marginTop: 0 })}>{OPENINGS_COPY.gamesNote}</p>
          <ul aria-label={OPENINGS_COPY.gamesHeading} css={{ paddingLeft: 20, margin: 0 }}>
            {data.games.map((game) => (
              <li key={game.gameId} data-testid="repertoire-game" css={{ margin: '6px 0' }}>
                <Link to={GAMES_PAGES.game(game.gameId)}>{OPENINGS_COPY.against(game.opponent, game.color)}</Link>
                {`: ${OPENINGS_COPY.exit(game)}`}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p css={(t) => ({ color: t.colors.inkSoft })}>
          {OPENINGS_COPY.gamesEmpty} <Link to={GAMES_PAGES.list}>{OPENINGS_COPY.gamesImport}</Link>
        </p>
      )}
    </section>
  );
}
