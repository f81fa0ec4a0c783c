import { useMemo, useRef, useState, type ComponentType } from 'react';
import { BOARD_COPY } from './boardCopy';
import type { Exercise, ExerciseFrame, Handoff, StageHandover, StagePlayer } from './exercise';
import { ExerciseView } from './ExerciseView';
import { piecesOfFen, sideToMove } from './fen';
import { StaticBoard } from './StaticBoard';

/** A real player's chunk, as its page asks for it: `() => import('./ChapterExercise').then(…)`, one function per kind. */
export type PlayerLoader<P> = () => Promise<StagePlayer<P>>;

/** The players fetched this visit, and those on their way, by their loader: a later exercise of a kind draws at once. */
const arrived = new Map<PlayerLoader<never>, StagePlayer<never>>();
const requests = new Map<PlayerLoader<never>, Promise<StagePlayer<never>>>();

/**
 * chess.js, react-chessboard (with dnd-kit) and the player that drives them: 29 KB, a chunk of their own, fetched once
 * per visit when the learner shows they are about to play, never on load or when idle (docs/architecture.md §10.11):
 * the chapter page's and /train's first visits must fit 170 KB (docs/architecture.md §4), and a reader who never plays
 * never pays for them. A failed fetch is forgotten, so the next sign tries again.
 */
function loadPlayer<P>(load: PlayerLoader<P>): Promise<StagePlayer<P>> {
  const key = load as PlayerLoader<never>;
  let request = requests.get(key);
  if (!request) {
    request = load().then(
      (player) => {
        arrived.set(key, player as StagePlayer<never>);
        return player as StagePlayer<never>;
      },
      (error: unknown) => {
        requests.delete(key);
        throw error;
      },
    );
    requests.set(key, request);
  }
  return request as Promise<StagePlayer<P>>;
}

/** Tests start each case on a visit that has not fetched the board yet. */
export function forgetTheBoard(): void {
  arrived.clear();
  requests.clear();
}

export interface ExerciseStageProps<P> {
  exercise: Exercise;
  frame: ExerciseFrame;
  /** the real player of this kind of exercise (the endpoint it is checked against, what its answers do) */
  load: PlayerLoader<P>;
  /** handed to the real player */
  props: P;
}

/**
 * An exercise, first drawn from its FEN alone (issue 18): the static board (StaticBoard) and a live move field, in the
 * player's own layout (ExerciseView). The learner's first sign of playing (a press, the focus or a key on the board, a
 * mouse over it, the focus in the field or typing there) fetches the real player (`load`: a chapter's, a puzzle's, a
 * review card's, each on InteractivePlayer), which takes over in the same place and carries on from what the learner
 * did meanwhile: a move submitted before it arrived is read and checked then, not lost. Later exercises of the visit
 * draw it at once.
 */
export function ExerciseStage<P extends object>({ exercise, frame, load, props }: ExerciseStageProps<P>) {
  const [Player, setPlayer] = useState<StagePlayer<P> | null>(
    () => (arrived.get(load as PlayerLoader<never>) as StagePlayer<P> | undefined) ?? null,
  );
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const handoff = useRef({ submitted: false, clicked: null as string | null });
  const pieces = useMemo(() => piecesOfFen(exercise.fen), [exercise.fen]);

  function fetchPlayer() {
    if (status === 'loading') return;
    setStatus('loading');
    loadPlayer(load).then(
      (player) => setPlayer(() => player),
      () => {
        handoff.current.submitted = false;
        setStatus('failed');
      },
    );
  }

  /**
   * What the learner did here, read by the real player as it first renders: this page's elements are still in place
   * then, and nothing can reach them between that render and the moment the player's replace them (one task), so not
   * a key is lost. Null when the player was drawn at once.
   */
  function takeOver(): Handoff | null {
    const field = fieldRef.current;
    if (!field) return null;
    const active = document.activeElement;
    // A piece of the board has the focus: its square (the page has one board).
    const square = active?.closest('[data-square]')?.getAttribute('data-square');
    return {
      ...handoff.current,
      typed: field.value,
      focus: active === field ? { field: [field.selectionStart ?? 0, field.selectionEnd ?? 0] } : square ? { square } : null,
    };
  }

  if (Player) {
    // JSX cannot spread a generic component's props (P & StageHandover): the player is typed by its own props above.
    const Live = Player as ComponentType<StageHandover & object>;
    return <Live {...props} exercise={exercise} frame={frame} takeOver={takeOver} />;
  }

  return (
    <ExerciseView
      {...frame}
      pieces={pieces}
      board={
        <StaticBoard
          orientation={exercise.orientation}
          learner={sideToMove(exercise.fen)}
          pieces={pieces}
          loading={status === 'loading'}
          onIntent={fetchPlayer}
          onSquareClick={(square) => {
            handoff.current.clicked = square;
            fetchPlayer();
          }}
        />
      }
      fieldRef={fieldRef}
      // Uncontrolled until the player arrives: it takes the text as it stands then. A move submitted meanwhile waits
      // for it (the live region says the board is loading); the field stays usable, and its text then is the move.
      field={{
        onChange: fetchPlayer,
        onFocus: fetchPlayer,
        onSubmit() {
          handoff.current.submitted = true;
          fetchPlayer();
        },
      }}
      feedback={
        status === 'idle' ? null : (
          <p css={(t) => ({ margin: 0, color: status === 'failed' ? t.colors.danger : t.colors.inkSoft })}>{BOARD_COPY[status]}</p>
        )
      }
    />
  );
}
