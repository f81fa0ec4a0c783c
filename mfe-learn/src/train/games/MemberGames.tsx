import type { Theme } from '@emotion/react';
import { GAMES_COPY, GAMES_PAGES, type GameSummary } from '@kingside/contracts/games';
import { Button, Link, serverMessage, Skeleton, useAppDispatch } from '@kingside/ui';
import { useEffect, useRef } from 'react';
import { analysisEnded, useLearnGamesPolled } from './gamesApi';
import { ImportForms } from './ImportForms';

const waiting = (game: Pick<GameSummary, 'status'>) => game.status === 'queued' || game.status === 'analysing';

const cell = (t: Theme) => ({ padding: '8px 12px', textAlign: 'left', borderBottom: `1px solid ${t.colors.line}` }) as const;

/**
 * A member's games (GET /api/me/games, read afresh on each visit): the import forms, the analysis's progress
 * ("Analysing 3 of 10 games…", read again every ANALYSIS_POLL_MS while any game waits, and no more once none does), and
 * the table of games, newest first, each opponent a link to the game's page.
 */
export default function MemberGames({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const games = useLearnGamesPolled(token);
  const data = games.currentData ?? games.data;
  const anyWaiting = Boolean(data?.games.some(waiting));
  const wasWaiting = useRef(false);
  useEffect(() => {
    // Once the analysis ends its mistakes are review cards: the due count and the review are read again.
    if (wasWaiting.current && !anyWaiting) dispatch(analysisEnded());
    wasWaiting.current = anyWaiting;
  }, [anyWaiting, dispatch]);

  return (
    <>
      <ImportForms token={token} />
      {games.isError && !data ? (
        <div role="alert">
          <p>{serverMessage(games.error, GAMES_COPY.failed)}</p>
          <Button onClick={() => void games.refetch()}>{GAMES_COPY.tryAgain}</Button>
        </div>
      ) : !data ? (
        <div aria-busy="true">
          <span className="visually-hidden" role="status">
            {GAMES_COPY.loading}
          </span>
          <Skeleton height={240} radius="4px" />
        </div>
      ) : (
        <section aria-label={GAMES_COPY.tableLabel}>
          <p role="status" data-testid="games-progress" css={{ fontWeight: 600, minHeight: '1.5em', margin: '0 0 12px' }}>
            {data.progress.message ?? ''}
          </p>
          {data.games.length ? (
            <table data-testid="games-table" css={{ borderCollapse: 'collapse', width: '100%' }}>
              <caption className="visually-hidden">{GAMES_COPY.tableLabel}</caption>
              <thead>
                <tr>
                  <th scope="col" css={cell}>
                    {GAMES_COPY.columns.opponent}
                  </th>
                  <th scope="col" css={cell}>
                    {GAMES_COPY.columns.color}
                  </th>
                  <th scope="col" css={cell}>
                    {GAMES_COPY.columns.result}
                  </th>
                  <th scope="col" css={cell}>
                    {GAMES_COPY.columns.date}
                  </th>
                  <th scope="col" css={cell}>
                    {GAMES_COPY.columns.status}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.games.map((game) => (
                  <tr key={game.id} data-testid="game-row">
                    <td css={cell}>
                      <Link to={GAMES_PAGES.game(game.id)}>{game.opponent}</Link>
                    </td>
                    <td css={cell}>{GAMES_COPY.colorNames[game.color]}</td>
                    <td css={cell}>{GAMES_COPY.outcome(game.color, game.result)}</td>
                    <td css={cell}>{game.playedOn ?? GAMES_COPY.noDate}</td>
                    <td css={cell}>{GAMES_COPY.status(game.status, game.mistakeCount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p css={(t) => ({ color: t.colors.inkSoft })}>{GAMES_COPY.empty}</p>
          )}
        </section>
      )}
    </>
  );
}
