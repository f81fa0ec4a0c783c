import { TRAINING_COPY, type ReviewCard, type TrainingMoveResult } from '@kingside/contracts/training';
import { buttonStyle } from '@kingside/ui';
import { useState } from 'react';
import type { StageHandover } from '../chapter/exercise';
import { focusOnMount, InteractivePlayer, useMoveCheck } from '../chapter/InteractivePlayer';
import { dueWhen } from './dueWhen';
import { useLearnCheckGameCardMovesMutation, useLearnCheckReviewMovesMutation } from './trainMovesApi';
import { TRAIN_COPY } from './trainCopy';

export interface ReviewExerciseProps {
  card: ReviewCard;
  onNext(): void;
  /** the card is graded: the page shows what it trains with */
  onDecided(): void;
}

/**
 * A review card on the real board (MemberReview fetches it at the learner's first sign of playing): checked by POST
 * /api/me/review/{cardId}/moves (a game's card by POST /api/me/games/cards/{cardId}/moves) as the member (a dead token is signed out; there is no guest's review). Once the api
 * has graded the card, the page says the grade and when it is due again, and offers the next card.
 */
export function ReviewExercise({ card, onNext, onDecided, ...stage }: ReviewExerciseProps & StageHandover) {
  const [checkMoves] = useLearnCheckReviewMovesMutation();
  const [checkGameMoves] = useLearnCheckGameCardMovesMutation();
  // A mistake of the member's games (issue 46) is answered at its own route; the deck's cards at the review's.
  const answer = card.origin.kind === 'game' ? checkGameMoves : checkMoves;
  const check = useMoveCheck((moves, token) => answer({ cardId: card.id, moves, token }).unwrap(), { membersOnly: true });
  const [review, setReview] = useState<TrainingMoveResult['review'] | null>(null);

  return (
    <InteractivePlayer
      {...stage}
      check={check}
      onResult={(result) => {
        if (!result.review) return;
        setReview((shown) => shown ?? result.review);
        onDecided();
      }}
      outcome={(complete) =>
        review ? (
          <div
            data-testid="review-outcome"
            role="status"
            css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}
          >
            <p css={{ margin: 0, fontWeight: 700, fontSize: '1.1rem' }}>{TRAIN_COPY.grade(review.grade)}</p>
            <p css={{ margin: 0 }}>{TRAINING_COPY.dueAgain(dueWhen(review.due))}</p>
            {/* A real button, focused when the exercise is solved (ui's Button takes no ref). */}
            <button type="button" ref={complete ? focusOnMount : undefined} css={buttonStyle('primary', 'lg')} onClick={onNext}>
              {TRAIN_COPY.nextCard}
            </button>
          </div>
        ) : null
      }
    />
  );
}
