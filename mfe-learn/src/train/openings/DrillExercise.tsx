import { TRAINING_COPY, type RepertoireDrillCard, type TrainingMoveResult } from '@kingside/contracts/training';
import { buttonStyle } from '@kingside/ui';
import { useState } from 'react';
import type { StageHandover } from '../../chapter/exercise';
import { focusOnMount, InteractivePlayer, useMoveCheck } from '../../chapter/InteractivePlayer';
import { dueWhen } from '../dueWhen';
import { TRAIN_COPY } from '../trainCopy';
import { useLearnCheckDrillMovesMutation } from './openingsApi';

export interface DrillExerciseProps {
  card: RepertoireDrillCard;
  onNext(): void;
}

/**
 * A due position of the repertoire on the real board (MemberDrill fetches it at the first sign of playing): each move
 * checked by POST /api/me/repertoire/cards/{id}/moves as the member, the opponent's move of the line played in reply,
 * until no position due today is left on the line. Each graded position says its grade and when it is due again.
 */
export function DrillExercise({ card, onNext, ...stage }: DrillExerciseProps & StageHandover) {
  const [checkMoves] = useLearnCheckDrillMovesMutation();
  const check = useMoveCheck((moves, token) => checkMoves({ cardId: card.id, moves, token }).unwrap(), { membersOnly: true });
  const [review, setReview] = useState<TrainingMoveResult['review'] | null>(null);

  return (
    <InteractivePlayer
      {...stage}
      check={check}
      onResult={(result) => {
        if (result.review) setReview(result.review);
      }}
      outcome={(complete) => (
        <div data-testid="drill-outcome" role="status" css={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
          {review ? (
            <>
              <p css={{ margin: 0, fontWeight: 700, fontSize: '1.1rem' }}>{TRAIN_COPY.grade(review.grade)}</p>
              <p css={{ margin: 0 }}>{TRAINING_COPY.dueAgain(dueWhen(review.due))}</p>
            </>
          ) : null}
          {complete ? (
            <button type="button" ref={focusOnMount} css={buttonStyle('primary', 'lg')} onClick={onNext}>
              {TRAIN_COPY.nextCard}
            </button>
          ) : null}
        </div>
      )}
    />
  );
}
