import { OPENINGS_COPY, REPERTOIRE_COLORS, type RepertoireColor } from '@kingside/contracts/training';
import { Button, Input, serverMessage } from '@kingside/ui';
import { Chess, type Move, type Square } from 'chess.js';
import { useId, useMemo, useState } from 'react';
import { Board } from '../../chapter/Board';
import { readTypedMove } from '../../chapter/typedMove';
import { lineText } from './lineText';
import { useLearnAddRepertoireLineMutation } from './openingsApi';

/**
 * Add by playing moves (docs/spec.md §2.34): both sides' moves from the starting position, on the board (drag, or
 * click a piece then a square) or typed in the field (the keyboard's and the screen reader's way, read by chess.js),
 * then Add this line (POST /api/me/repertoire/{color}/lines) for the colour chosen.
 */
export function LineBuilder({ token }: { token: string }) {
  const [color, setColor] = useState<RepertoireColor>('white');
  const [moves, setMoves] = useState<string[]>([]);
  const [selected, setSelected] = useState<Square | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>(undefined);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const [addLine, adding] = useLearnAddRepertoireLineMutation();
  const name = useId();

  const game = useMemo(() => {
    const board = new Chess();
    for (const san of moves) board.move(san);
    return board;
  }, [moves]);
  const last = game.history({ verbose: true }).at(-1) ?? null;
  const targets = selected
    ? game.moves({ square: selected, verbose: true }).map((move) => ({ square: move.to, capture: move.isCapture() }))
    : [];

  function play(move: Move) {
    setMoves([...moves, move.san]);
    setSelected(null);
    setStatus(null);
  }
  const legalMove = (from: string, to: string): Move | null =>
    game.moves({ square: from as Square, verbose: true }).find((move) => move.to === to && (!move.promotion || move.promotion === 'q')) ??
    null;

  async function add() {
    try {
      const change = await addLine({ token, color, moves }).unwrap();
      setStatus({ text: OPENINGS_COPY.added(change.added), failed: false });
      setMoves([]);
    } catch (error) {
      setStatus({ text: serverMessage(error, OPENINGS_COPY.failed), failed: true });
    }
  }

  return (
    <section aria-labelledby={`${name}-heading`} css={{ marginTop: 40 }}>
      <h2 id={`${name}-heading`}>{OPENINGS_COPY.addByMoves}</h2>
      <p css={(t) => ({ color: t.colors.inkSoft })}>{OPENINGS_COPY.addByMovesNote}</p>
      <fieldset css={{ border: 'none', padding: 0, margin: '0 0 12px', display: 'flex', gap: 16 }}>
        <legend css={{ fontWeight: 600, marginBottom: 4 }}>{OPENINGS_COPY.colorLabel}</legend>
        {REPERTOIRE_COLORS.map((option) => (
          <label key={option} css={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
            <input type="radio" name={`${name}-color`} value={option} checked={color === option} onChange={() => setColor(option)} />
            {OPENINGS_COPY.colorNames[option]}
          </label>
        ))}
      </fieldset>
      <div css={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', alignItems: 'start' }}>
        <div css={{ maxWidth: 420 }}>
          <Board
            fen={game.fen()}
            orientation={color}
            learner={game.turn()}
            interactive
            selected={selected}
            targets={targets}
            lastMove={last ? { from: last.from, to: last.to } : null}
            onDrop={(from, to) => {
              const move = legalMove(from, to);
              if (move) play(move);
              return move !== null;
            }}
            onSquareClick={(square) => {
              const move = selected ? legalMove(selected, square) : null;
              if (move) return play(move);
              const piece = game.get(square as Square);
              setSelected(piece && piece.color === game.turn() && square !== selected ? (square as Square) : null);
            }}
          />
        </div>
        <div>
          <form
            css={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}
            onSubmit={(event) => {
              event.preventDefault();
              const read = readTypedMove(game, typed);
              if ('error' in read) return setTypedError(read.error);
              setTyped('');
              setTypedError(undefined);
              play(read.move);
            }}
          >
            <div css={{ flex: 1 }}>
              <Input
                label={OPENINGS_COPY.moveLabel}
                value={typed}
                error={typedError}
                autoComplete="off"
                onChange={(event) => {
                  setTyped(event.target.value);
                  setTypedError(undefined);
                }}
              />
            </div>
            <Button type="submit" css={{ marginTop: 26 }}>
              {OPENINGS_COPY.play}
            </Button>
          </form>
          <p data-testid="line-so-far" aria-live="polite">
            {OPENINGS_COPY.lineSoFar(lineText(moves))}
          </p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button variant="outline" disabled={!moves.length} onClick={() => setMoves(moves.slice(0, -1))}>
              {OPENINGS_COPY.undo}
            </Button>
            <Button variant="outline" disabled={!moves.length} onClick={() => setMoves([])}>
              {OPENINGS_COPY.clear}
            </Button>
            <Button disabled={!moves.length || adding.isLoading} onClick={() => void add()}>
              {OPENINGS_COPY.addLine}
            </Button>
          </div>
          <p role={status?.failed ? 'alert' : 'status'} css={(t) => ({ color: status?.failed ? t.colors.danger : t.colors.success })}>
            {status?.text ?? ''}
          </p>
        </div>
      </div>
    </section>
  );
}
