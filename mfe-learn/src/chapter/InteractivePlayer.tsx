import type { Theme } from '@emotion/react';
import { CHAPTER_MESSAGES, PLAYER_COPY, type MoveCheckResult } from '@kingside/contracts';
import { errorStatus, selectAuthToken, serverMessage, signedOut, useAppDispatch, useAppSelector } from '@kingside/ui';
import { Chess, type Move, type Square } from 'chess.js';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Board } from './Board';
import { BOARD_ID } from './boardLook';
import type { Checked, StageHandover } from './exercise';
import { ExerciseView } from './ExerciseView';
import { moveWords, replyWords } from './moveWords';
import { readTypedMove } from './typedMove';

/** The pause before the opponent's reply is played, so the learner sees their own move land first. */
export const REPLY_DELAY_MS = 600;

type Phase = 'play' | 'checking' | 'reply' | 'complete';
type Tone = 'move' | 'correct' | 'wrong' | 'reply';

/** A line of the live region: a verdict stands out, a move in words is quieter. */
const toneStyle = (tone: Tone) => (t: Theme) => ({
  margin: '0 0 4px',
  ...(tone === 'correct' ? { color: t.colors.success, fontWeight: 700, fontSize: '1.1rem' } : {}),
  ...(tone === 'wrong' ? { color: t.colors.danger, fontWeight: 700, fontSize: '1.1rem' } : {}),
  ...(tone === 'move' || tone === 'reply' ? { color: t.colors.inkSoft } : {}),
});

interface Line {
  key: number;
  text: string;
  tone: Tone;
}

/** The position after `moves` (SAN) from `fen`. */
function positionAfter(fen: string, moves: readonly string[]): Chess {
  const game = new Chess(fen);
  for (const san of moves) game.move(san);
  return game;
}

/** The api's reply as a move in that position, or null if it is not one. */
function replyAfter(fen: string, moves: readonly string[], reply: string): Move | null {
  try {
    return positionAfter(fen, moves).move(reply);
  } catch {
    return null;
  }
}

/** Focuses what appears at the end of an exercise (the next step), once, when it is drawn. */
export const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * The move check as a member, then as a guest (a chapter, a puzzle): a dead member token is signed out and the moves
 * checked again as a guest's. With `membersOnly` (a review card) there is no guest's check: the sign-out is the answer.
 * `send` is the caller's endpoint, unwrapped.
 */
export function useMoveCheck<R extends MoveCheckResult>(
  send: (moves: string[], token: string | null) => Promise<R>,
  { membersOnly = false } = {},
): (moves: string[]) => Promise<Checked<R>> {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAuthToken);
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  return async (moves) => {
    const memberToken = tokenRef.current;
    try {
      return { result: await send(moves, memberToken), asMember: memberToken !== null };
    } catch (error) {
      if (errorStatus(error) !== 401 || memberToken === null) return { failed: serverMessage(error, PLAYER_COPY.moveCheckFailed) };
      if (tokenRef.current === memberToken) dispatch(signedOut());
      if (membersOnly) return { failed: serverMessage(error, PLAYER_COPY.moveCheckFailed) };
      try {
        return { result: await send(moves, null), asMember: false };
      } catch (again) {
        return { failed: serverMessage(again, PLAYER_COPY.moveCheckFailed) };
      }
    }
  };
}

export interface InteractivePlayerProps<R extends MoveCheckResult> extends StageHandover {
  /** the endpoint's verdict on the moves so far (useMoveCheck) */
  check(moves: string[]): Promise<Checked<R>>;
  /** every verdict the endpoint gives, for what the page does with it (a solved chapter kept, a rating change shown) */
  onResult?(result: R, asMember: boolean): void;
  /** under the feedback: the page's next step, given whether the exercise is solved */
  outcome?(complete: boolean): ReactNode;
}

/**
 * An exercise played against a move-check endpoint (issue 18; a chapter's, a puzzle's, a review card's): its own chunk
 * with chess.js and react-chessboard, fetched by ExerciseStage at the learner's first sign of playing, drawn in the
 * same layout (ExerciseView). The learner moves by dragging a piece, by clicking a piece and then a square, or by
 * typing the move (the keyboard's and the screen reader's way, read by chess.js before anything is sent). Every move
 * is checked by the endpoint with the moves played so far (docs/spec.md §7.11); a wrong one is taken back, a right
 * one answered with the opponent's reply, played after a short pause; the last one solves the exercise. Every move is
 * also said in words in a live region, and the position is listed for screen readers. What differs between kinds
 * (the endpoint, what a verdict does, what comes next) is the caller's: `check`, `onResult`, `outcome`.
 */
export function InteractivePlayer<R extends MoveCheckResult>({
  exercise,
  frame,
  takeOver,
  check,
  onResult,
  outcome,
}: InteractivePlayerProps<R>) {
  const learner = useMemo(() => new Chess(exercise.fen).turn(), [exercise.fen]);
  /** the moves accepted so far: the learner's and the replies */
  const [played, setPlayed] = useState<readonly string[]>([]);
  /** the learner's move on the board while the api checks it */
  const [pending, setPending] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('play');
  const [lines, setLines] = useState<readonly Line[]>([]);
  const [hint, setHint] = useState<string | null>(null);
  const [handoff] = useState(takeOver);
  const [typed, setTyped] = useState(handoff?.typed ?? '');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Square | null>(null);

  const lineKey = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const refocusField = useRef(false);
  const fieldRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const pendingTimers = timers.current;
    return () => pendingTimers.forEach(clearTimeout);
  }, []);

  // Back to the field once the check is over, when the move was typed: the field was disabled meanwhile.
  useEffect(() => {
    if (phase === 'play' && refocusField.current) {
      refocusField.current = false;
      fieldRef.current?.focus();
    }
  }, [phase]);

  const game = useMemo(() => positionAfter(exercise.fen, pending ? [...played, pending] : played), [exercise.fen, played, pending]);
  const yourTurn = phase === 'play' && game.turn() === learner;
  const lastMove = game.history({ verbose: true }).at(-1) ?? null;
  const targets = selected
    ? [...new Map(game.moves({ square: selected, verbose: true }).map((move) => [move.to, move.isCapture()])).entries()].map(
        ([square, capture]) => ({ square, capture }),
      )
    : [];
  const pieces = game
    .board()
    .flat()
    .flatMap((piece) => (piece ? [piece] : []));

  const line = (text: string, tone: Tone): Line => {
    lineKey.current += 1;
    return { key: lineKey.current, text, tone };
  };

  async function play(move: Move) {
    const moves = [...played, move.san];
    setSelected(null);
    setTyped('');
    setTypedError(null);
    setPending(move.san);
    setPhase('checking');
    setLines([line(moveWords(move), 'move')]);
    const outcome = await check(moves);
    if ('failed' in outcome) {
      setPending(null);
      setPhase('play');
      setLines((shown) => [...shown, line(outcome.failed, 'wrong')]);
      return;
    }
    const { result } = outcome;
    onResult?.(result, outcome.asMember);
    if (result.hint) setHint(result.hint);
    if (!result.correct) {
      // Taken back: the board slides the piece home.
      setPending(null);
      setPhase('play');
      setLines((shown) => [...shown, line(CHAPTER_MESSAGES.tryAgain, 'wrong')]);
      return;
    }
    setPlayed(moves);
    setPending(null);
    setLines((shown) => [...shown, line(CHAPTER_MESSAGES.correct, 'correct')]);
    if (result.complete) {
      setPhase('complete');
      return;
    }
    const reply = result.reply === undefined ? null : replyAfter(exercise.fen, moves, result.reply);
    if (!reply) {
      setPhase('play');
      if (result.reply !== undefined) setLines((shown) => [...shown, line(PLAYER_COPY.moveCheckFailed, 'wrong')]);
      return;
    }
    setPhase('reply');
    timers.current.push(
      setTimeout(() => {
        setPlayed([...moves, reply.san]);
        setLines((shown) => [...shown, line(replyWords(reply), 'reply')]);
        setPhase('play');
      }, REPLY_DELAY_MS),
    );
  }

  /** The learner's legal move from one square to another (a pawn reaching the last rank becomes a queen). */
  const legalMove = (from: string, to: string): Move | null =>
    game.moves({ square: from as Square, verbose: true }).find((move) => move.to === to && (!move.promotion || move.promotion === 'q')) ??
    null;

  function onDrop(from: string, to: string): boolean {
    const move = yourTurn ? legalMove(from, to) : null;
    if (move) void play(move);
    return move !== null;
  }

  function onSquareClick(square: string) {
    if (!yourTurn) return;
    const move = selected ? legalMove(selected, square) : null;
    if (move) {
      void play(move);
      return;
    }
    const piece = game.get(square as Square);
    setSelected(piece && piece.color === learner && square !== selected ? (square as Square) : null);
  }

  function onTyped(text = typed) {
    if (!yourTurn) return;
    const read = readTypedMove(game, text);
    if ('error' in read) {
      setTypedError(read.error);
      return;
    }
    refocusField.current = true;
    void play(read.move);
  }

  // Once, on arrival: carry on with what the learner did while this was on its way. A move typed and submitted is
  // read and played as if submitted now (the field has the focus back after its check, or at once with the rules'
  // refusal); a square clicked is picked; the focus goes back where it was (the field, with its caret, or the piece).
  // A layout effect: in the task that replaced the static page's elements, before the next key can land on nothing.
  const handedOver = useRef(handoff);
  const carryOn = useEffectEvent(() => {
    const before = handedOver.current;
    handedOver.current = null;
    if (!before) return;
    if (before.submitted) {
      onTyped(before.typed);
      if (!refocusField.current) fieldRef.current?.focus();
      return;
    }
    if (before.clicked) onSquareClick(before.clicked);
    if (before.focus && 'field' in before.focus) {
      fieldRef.current?.focus();
      fieldRef.current?.setSelectionRange(...before.focus.field);
    } else if (before.focus) {
      document.getElementById(`${BOARD_ID}-square-${before.focus.square}`)?.querySelector<HTMLElement>('[role="button"]')?.focus();
    }
  });
  useLayoutEffect(() => carryOn(), []);

  return (
    <ExerciseView
      {...frame}
      pieces={pieces}
      board={
        <Board
          fen={game.fen()}
          orientation={exercise.orientation}
          learner={learner}
          interactive={yourTurn}
          selected={selected}
          targets={targets}
          lastMove={lastMove ? { from: lastMove.from, to: lastMove.to } : null}
          onDrop={onDrop}
          onSquareClick={onSquareClick}
        />
      }
      fieldRef={fieldRef}
      field={{
        value: typed,
        error: typedError,
        disabled: !yourTurn,
        onChange(value) {
          setTyped(value);
          setTypedError(null);
        },
        onSubmit: () => onTyped(),
      }}
      feedback={
        <>
          {lines.map((shown) => (
            <p key={shown.key} css={toneStyle(shown.tone)}>
              {shown.text}
            </p>
          ))}
          {hint ? (
            <p
              data-testid="chapter-hint"
              css={(t) => ({ margin: '8px 0 0', padding: '10px 12px', background: t.colors.accentSoft, borderRadius: t.radius.sm })}
            >
              <strong>{`${PLAYER_COPY.showHint}: `}</strong>
              {hint}
            </p>
          ) : null}
        </>
      }
      outcome={outcome?.(phase === 'complete')}
    />
  );
}
