import type { Theme } from '@emotion/react';
import { PLAYER_COPY, ROUTES } from '@kingside/contracts';
import { Button, Link, selectAuthToken, useAppSelector, useEarlyAction, useEarlyProps, useKeptField } from '@kingside/ui';
import type { ReactNode, RefObject } from 'react';
import { BOARD_COPY } from './boardCopy';
import { chapterGrid } from './chapterLayout';
import type { ExerciseFrame } from './exercise';
import { positionLines, type PlacedPiece } from './positionWords';

/** The page has one exercise: fixed ids, also the names the server's page and the live one share (serverDrawn.ts). */
const MOVE_FIELD_ID = 'chapter-move';
const FEEDBACK_ID = 'chapter-feedback';

const fieldStyle = (t: Theme) => ({
  flex: 1,
  minWidth: 0,
  padding: '10px 12px',
  font: 'inherit',
  color: t.colors.ink,
  background: t.colors.paper,
  border: `1px solid ${t.colors.muted}`,
  borderRadius: t.radius.sm,
  '&[aria-invalid="true"]': { borderColor: t.colors.danger },
  '&:disabled': { background: t.colors.canvas },
  '&:focus-visible': { outline: `3px solid ${t.colors.focus}`, outlineOffset: 1 },
});

/** An exercise's prompt, where the page puts it (under the Exercise heading, or above the board). */
export const promptStyle = { fontWeight: 600, fontSize: '1.05rem', margin: '0 0 16px' } as const;

/** The move field and its form, whoever drives them. */
export interface MoveField {
  /** the text, when the field is controlled (not before the player arrives) */
  value?: string;
  /** what the rules say of the move typed, shown under the field */
  error?: string | null;
  disabled?: boolean;
  onChange(value: string): void;
  /** the form submitted (Play move, or Enter in the field; on the server's page, before start-up too) */
  onSubmit(): void;
  onFocus?(): void;
}

export interface ExerciseViewProps extends ExerciseFrame {
  /** the static board, then react-chessboard's */
  board: ReactNode;
  /** the pieces where they stand, listed for screen readers */
  pieces: readonly PlacedPiece[];
  field: MoveField;
  fieldRef: RefObject<HTMLInputElement | null>;
  /** what the live region says: the moves in words, the verdicts, the hint */
  feedback?: ReactNode;
  /** the exercise's end: Next chapter, Course complete!, a puzzle's rating change and Next puzzle */
  outcome?: ReactNode;
}

/**
 * An exercise's text, board and move field, as the learner sees them (issue 18): a chapter's, a puzzle's, a review
 * card's. Its ids are fixed: a page has one exercise. One layout for the page's two stages, so that nothing moves
 * when the second replaces the first: ExerciseStage draws it with the static board on the first paint,
 * InteractivePlayer (chess.js and react-chessboard, fetched at the learner's first move) with everything live.
 * The live region is always there, empty until needed, so a message moves nothing and is announced.
 */
export function ExerciseView({ text, prompt, signInNote, board, pieces, field, fieldRef, feedback, outcome }: ExerciseViewProps) {
  const token = useAppSelector(selectAuthToken);
  // The move typed on the server's page before start-up, its focus and caret, are this field's; a move submitted there
  // is held by the early-input script and submitted here (docs/spec.md §2.26).
  const { ref: keepRef, ...kept } = useKeptField(MOVE_FIELD_ID);
  const earlySubmit = useEarlyProps(MOVE_FIELD_ID, BOARD_COPY.loading, FEEDBACK_ID);
  useEarlyAction(MOVE_FIELD_ID, field.onSubmit);
  return (
    <div css={chapterGrid}>
      <div css={{ gridArea: 'text', fontSize: '1.05rem', '& p': { margin: '0 0 1em' } }} data-testid="chapter-text">
        {text}
      </div>
      <div css={{ gridArea: 'board', width: '100%' }}>{board}</div>
      <section css={{ gridArea: 'exercise' }} aria-labelledby="chapter-exercise">
        <h2 id="chapter-exercise" css={{ fontSize: '1.25rem' }}>
          {PLAYER_COPY.exercise}
        </h2>
        {prompt ? (
          <p data-testid="chapter-prompt" css={promptStyle}>
            {prompt}
          </p>
        ) : null}
        <h3 className="visually-hidden">{PLAYER_COPY.piecesOnTheBoard}</h3>
        <ul className="visually-hidden" data-testid="position-words">
          {positionLines(pieces).map((words) => (
            <li key={words}>{words}</li>
          ))}
        </ul>
        <form
          {...earlySubmit}
          onSubmit={(event) => {
            event.preventDefault();
            field.onSubmit();
          }}
          noValidate
        >
          <label htmlFor={MOVE_FIELD_ID} css={{ display: 'block', fontWeight: 600, fontSize: '0.9rem', marginBottom: 6 }}>
            {PLAYER_COPY.moveFieldLabel}
          </label>
          <div css={{ display: 'flex', gap: 8 }}>
            <input
              // Uncontrolled until the player arrives (ChapterPlayer): it starts from the kept text.
              {...(field.value === undefined ? kept : {})}
              ref={(element) => {
                fieldRef.current = element;
                keepRef(element);
              }}
              id={MOVE_FIELD_ID}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onFocus={field.onFocus}
              disabled={field.disabled}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={field.error ? true : undefined}
              aria-describedby={field.error ? 'chapter-move-error' : undefined}
              css={fieldStyle}
            />
            <Button type="submit" disabled={field.disabled}>
              {PLAYER_COPY.playMove}
            </Button>
          </div>
          {/* Always there, empty until needed, so a message moves nothing below it. */}
          <p
            id="chapter-move-error"
            role={field.error ? 'alert' : undefined}
            css={(t) => ({ margin: '4px 0 0', minHeight: '1.3rem', lineHeight: '1.3rem', fontSize: '0.85rem', color: t.colors.danger })}
          >
            {field.error ?? ''}
          </p>
        </form>
        {/* The early-input script may write "Loading the board…" here before start-up (useEarlyProps' statusId): as text,
            hydration keeps it (suppressHydrationWarning) until the page writes its own feedback. */}
        <div
          id={FEEDBACK_ID}
          aria-live="polite"
          data-testid="chapter-feedback"
          suppressHydrationWarning
          css={{ minHeight: 56, margin: '8px 0 16px' }}
        >
          {feedback ?? ''}
        </div>
        {outcome}
        {token || !signInNote ? null : (
          <p css={(t) => ({ marginTop: 24, fontSize: '0.95rem', color: t.colors.inkSoft })}>
            <Link to={ROUTES.auth}>{signInNote}</Link>
          </p>
        )}
      </section>
    </div>
  );
}
