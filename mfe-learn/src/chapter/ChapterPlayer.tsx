import type { PublicChapter } from '@kingside/contracts';
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { BOARD_COPY } from './boardCopy';
import { ChapterView } from './ChapterView';
import { piecesOfFen, sideToMove } from './fen';
import type { InteractivePlayer, InteractivePlayerProps } from './InteractivePlayer';
import { StaticBoard } from './StaticBoard';

export { BOARD_COPY };

/**
 * What the learner did on the static page before the real player arrived, for it to carry on from: the field's text,
 * whether it was submitted, the last square clicked, where the focus was (the field with its selection, or a piece).
 */
export interface Handoff {
  typed: string;
  submitted: boolean;
  clicked: string | null;
  focus: { field: [number, number] } | { square: string } | null;
}

/** The chunk's module (its type only: the module itself is fetched below). */
interface PlayerModule {
  InteractivePlayer: typeof InteractivePlayer;
}

let arrived: PlayerModule | null = null;
let request: Promise<PlayerModule> | null = null;

/**
 * chess.js, react-chessboard (with dnd-kit) and the player that drives them: 29 KB, a chunk of their own, fetched once
 * per visit when the learner shows they are about to play, never on load or when idle (docs/architecture.md §10.11):
 * the chapter page's first visit must fit 170 KB (docs/architecture.md §4), and a reader who never plays never pays
 * for them. A failed fetch is forgotten, so the next sign tries again.
 */
function loadInteractivePlayer(): Promise<PlayerModule> {
  request ??= import('./InteractivePlayer').then(
    (module) => (arrived = module),
    (error: unknown) => {
      request = null;
      throw error;
    },
  );
  return request;
}

/** Tests start each case on a visit that has not fetched the board yet. */
export function forgetTheBoard(): void {
  arrived = null;
  request = null;
}

/**
 * A chapter's exercise, first drawn from the chapter's FEN alone (issue 18): the static board (StaticBoard) and a live
 * move field, in the player's own layout (ChapterView). The learner's first sign of playing (a press, the focus or a
 * key on the board, a mouse over it, the focus in the field or typing there) fetches the real player
 * (InteractivePlayer), which takes over in the same place and carries on from what the learner did meanwhile: a move
 * submitted before it arrived is read and checked then, not lost. Later chapters of the visit draw it at once.
 */
export function ChapterPlayer({ lessonId, chapter, total }: { lessonId: number; chapter: PublicChapter; total: number }) {
  const [Player, setPlayer] = useState<ComponentType<InteractivePlayerProps> | null>(() => arrived?.InteractivePlayer ?? null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const fieldRef = useRef<HTMLInputElement>(null);
  const handoff = useRef({ submitted: false, clicked: null as string | null });
  const pieces = useMemo(() => piecesOfFen(chapter.fen), [chapter.fen]);

  function fetchPlayer() {
    if (status === 'loading') return;
    setStatus('loading');
    loadInteractivePlayer().then(
      ({ InteractivePlayer }) => setPlayer(() => InteractivePlayer),
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

  if (Player) return <Player lessonId={lessonId} chapter={chapter} total={total} takeOver={takeOver} />;

  return (
    <ChapterView
      chapter={chapter}
      pieces={pieces}
      board={
        <StaticBoard
          orientation={chapter.orientation}
          learner={sideToMove(chapter.fen)}
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
