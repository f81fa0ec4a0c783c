import { PUZZLE_THEME_NAMES, TRAINING_COPY, type PublicPuzzle, type TrainingMoveResult } from '@kingside/contracts/training';
import { buttonStyle } from '@kingside/ui';
import { useState } from 'react';
import type { StageHandover } from '../chapter/exercise';
import { focusOnMount, InteractivePlayer, useMoveCheck } from '../chapter/InteractivePlayer';
import { useLearnCheckPuzzleMovesMutation } from './trainMovesApi';

export interface PuzzleExerciseProps {
  puzzle: PublicPuzzle;
  onNext(): void;
  /** the first try is decided (or the puzzle solved): the page shows what it trains with */
  onDecided(): void;
}

/** What the api says once the first try is decided: the themes, and a member's rating change (sent once). */
type Decided = Pick<TrainingMoveResult, 'themes' | 'rating'>;

/**
 * A puzzle on the real board (TrainPage fetches it at the learner's first sign of playing): checked by POST
 * /api/puzzles/{id}/moves, as a member (their first try moves their rating) or a guest; a dead token is signed out
 * and the move checked again as a guest's. Once the first try is decided, solved or missed, the page says the rating
 * change and the themes and offers Next puzzle (focused when the puzzle is solved; after a miss the learner may still
 * find the move).
 */
export function PuzzleExercise({ puzzle, onNext, onDecided, ...stage }: PuzzleExerciseProps & StageHandover) {
  const [checkMoves] = useLearnCheckPuzzleMovesMutation();
  const check = useMoveCheck((moves, token) => checkMoves({ id: puzzle.id, moves, token }).unwrap());
  const [decided, setDecided] = useState<Decided | null>(null);

  function onResult(result: TrainingMoveResult) {
    // The first try is decided by the solve or by the first wrong move, for a guest as for a member (docs/spec.md §2.29):
    // a guest's miss carries neither themes nor a rating, and still offers Next puzzle.
    if (!result.complete && result.correct && !result.themes && !result.rating) return;
    onDecided();
    // The first answer that says them stands: the rating change is said once, never replaced.
    setDecided((shown) => ({ themes: shown?.themes ?? result.themes, rating: shown?.rating ?? result.rating }));
  }

  return (
    <InteractivePlayer
      {...stage}
      check={check}
      onResult={onResult}
      outcome={(complete) =>
        decided || complete ? (
          <div
            data-testid="puzzle-outcome"
            role="status"
            css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}
          >
            {decided?.rating ? (
              <p data-testid="rating-change" css={{ margin: 0, fontWeight: 700, fontSize: '1.1rem' }}>
                {TRAINING_COPY.ratingChange(decided.rating.before, decided.rating.after)}
              </p>
            ) : null}
            {decided?.themes?.length ? (
              <p data-testid="puzzle-themes" css={{ margin: 0 }}>
                {`${TRAINING_COPY.themes}: ${decided.themes.map((theme) => PUZZLE_THEME_NAMES[theme]).join(', ')}`}
              </p>
            ) : null}
            {/* A real button, focused when the exercise is solved (ui's Button takes no ref). */}
            <button type="button" ref={complete ? focusOnMount : undefined} css={buttonStyle('primary', 'lg')} onClick={onNext}>
              {TRAINING_COPY.nextPuzzle}
            </button>
          </div>
        ) : null
      }
    />
  );
}
