import { GAMES_COPY, type GameDetail } from '@kingside/contracts/games';
import { OPENINGS_COPY, OPENINGS_PAGES, type RepertoireGameExit } from '@kingside/contracts/training';
import { Button, Link } from '@kingside/ui';
import { Chess, DEFAULT_POSITION } from 'chess.js';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Board } from '../../chapter/Board';
import { EvalChart } from './EvalChart';
import { moveLabel } from './moveLabels';

/** Each position of the game (before the first move, then after each) and the move that reached it. */
function positionsOf(game: GameDetail) {
  const board = new Chess(game.startFen ?? DEFAULT_POSITION);
  const positions: { fen: string; lastMove: { from: string; to: string } | null }[] = [{ fen: board.fen(), lastMove: null }];
  for (const san of game.moves) {
    const move = board.move(san);
    positions.push({ fen: board.fen(), lastMove: { from: move.from, to: move.to } });
  }
  return positions;
}

const noDrop = () => false;
const noClick = () => undefined;

/**
 * The game on the board, read-only, move by move (Start, Previous move, Next move, End, the arrow keys, Home and End,
 * or a move of the list); the member's mistakes marked in the list with the better move after them; where the game
 * left the member's repertoire (`exit`, once read), said and marked in the list; and the evaluation chart. Its own
 * chunk, with chess.js and the board: loaded once the game has been read.
 */
export default function GameView({ game, exit = null }: { game: GameDetail; exit?: RepertoireGameExit | null }) {
  const positions = useMemo(() => positionsOf(game), [game]);
  const [at, setAt] = useState(0);
  const last = positions.length - 1;
  const go = (index: number) => setAt(Math.max(0, Math.min(last, index)));
  const mistakes = new Map(game.mistakes.map((mistake) => [mistake.ply, mistake]));
  const position = positions[at]!;
  const label = (ply: number) => moveLabel(game.moves, ply, game.startFen);

  function onKeyDown(event: KeyboardEvent) {
    const keys: Record<string, number> = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last };
    const target = keys[event.key];
    if (target === undefined || (event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    go(target);
  }

  return (
    <>
      <p data-testid="game-players" css={{ margin: '0 0 4px', fontWeight: 600, fontSize: '1.15rem' }}>
        {GAMES_COPY.players(game.white, game.black)}
      </p>
      <p css={(t) => ({ margin: '0 0 16px', color: t.colors.inkSoft })}>
        {[GAMES_COPY.youPlayed(game.color), GAMES_COPY.outcome(game.color, game.result), game.playedOn].filter(Boolean).join(' · ')}
      </p>
      <p data-testid="game-analysis" css={{ margin: '0 0 16px' }}>
        {game.status === 'analysed'
          ? GAMES_COPY.mistakeCount(game.mistakes.length)
          : game.status === 'failed'
            ? GAMES_COPY.analysisFailed
            : GAMES_COPY.notAnalysedYet}
      </p>
      {exit ? (
        <p data-testid="game-repertoire" css={{ margin: '0 0 16px' }}>
          {`${OPENINGS_COPY.gameExit(OPENINGS_COPY.exit(exit))} `}
          <Link to={OPENINGS_PAGES.repertoire}>{OPENINGS_COPY.title}</Link>
        </p>
      ) : null}
      {/* The arrow keys step through the game wherever the focus is in it: the board, the buttons, the list. */}
      <section
        aria-label={GAMES_COPY.boardLabel}
        onKeyDown={onKeyDown}
        css={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', alignItems: 'start' }}
      >
        <div css={{ maxWidth: 480 }}>
          <Board
            fen={position.fen}
            orientation={game.color}
            learner={game.color === 'white' ? 'w' : 'b'}
            interactive={false}
            selected={null}
            targets={[]}
            lastMove={position.lastMove}
            onDrop={noDrop}
            onSquareClick={noClick}
          />
          <p data-testid="game-position" aria-live="polite" css={{ fontWeight: 600, margin: '12px 0 8px' }}>
            {at === 0 ? GAMES_COPY.startPosition : GAMES_COPY.afterMove(label(at - 1))}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button variant="outline" disabled={at === 0} onClick={() => go(0)}>
              {GAMES_COPY.start}
            </Button>
            <Button variant="outline" disabled={at === 0} onClick={() => go(at - 1)}>
              {GAMES_COPY.previous}
            </Button>
            <Button variant="outline" disabled={at === last} onClick={() => go(at + 1)}>
              {GAMES_COPY.next}
            </Button>
            <Button variant="outline" disabled={at === last} onClick={() => go(last)}>
              {GAMES_COPY.end}
            </Button>
          </div>
          <p css={(t) => ({ color: t.colors.inkSoft, fontSize: '0.9rem' })}>{GAMES_COPY.keysNote}</p>
        </div>
        <div>
          <h2 css={{ marginTop: 0 }}>{GAMES_COPY.movesLabel}</h2>
          <ol
            aria-label={GAMES_COPY.movesLabel}
            css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
          >
            {game.moves.map((san, ply) => {
              const mistake = mistakes.get(ply);
              const current = at === ply + 1;
              return (
                <li key={ply} data-testid="game-move" css={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                  <button
                    type="button"
                    aria-current={current ? 'step' : undefined}
                    onClick={() => go(ply + 1)}
                    css={(t) => ({
                      font: 'inherit',
                      padding: '2px 6px',
                      borderRadius: 4,
                      cursor: 'pointer',
                      border: `1px solid ${mistake ? t.colors.danger : 'transparent'}`,
                      color: mistake ? t.colors.danger : t.colors.ink,
                      background: current ? t.colors.line : 'transparent',
                      fontWeight: current ? 700 : 400,
                      '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
                    })}
                  >
                    {label(ply)}
                  </button>
                  {mistake ? (
                    <span data-testid="game-mistake" css={(t) => ({ color: t.colors.danger, fontSize: '0.9rem' })}>
                      {`(${GAMES_COPY.mistakeMark}, ${GAMES_COPY.better(mistake.best)})`}
                    </span>
                  ) : null}
                  {exit?.ply === ply ? (
                    <span data-testid="game-repertoire-exit" css={(t) => ({ color: t.colors.inkSoft, fontSize: '0.9rem' })}>
                      {`(${OPENINGS_COPY.outOfRepertoire})`}
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ol>
          {game.evals ? (
            <EvalChart evals={game.evals} moves={game.moves} startFen={game.startFen} mistakes={[...mistakes.keys()]} at={at} />
          ) : null}
        </div>
      </section>
    </>
  );
}
