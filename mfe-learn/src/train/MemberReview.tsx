import { ROUTES } from '@kingside/contracts';
import { GAMES_PAGES } from '@kingside/contracts/games';
import { TRAINING_COPY, type ReviewCard } from '@kingside/contracts/training';
import { Button, Link, serverMessage, Skeleton } from '@kingside/ui';
import { useMemo, useState } from 'react';
import { boardSquare } from '../chapter/chapterLayout';
import { ExerciseStage, type PlayerLoader } from '../chapter/ExerciseStage';
import { promptStyle } from '../chapter/ExerciseView';
import { chapterPath } from '../courseContents';
import { useLearnGetReviewQueueQuery } from './memberTrainingApi';
import type { ReviewExerciseProps } from './ReviewExercise';
import { TRAIN_COPY } from './trainCopy';
import { TrainsWith } from './TrainsWith';

/** The card's real player: chess.js, the board and the review's move check, fetched at the first sign of playing. */
const loadReviewExercise: PlayerLoader<ReviewExerciseProps> = () => import('./ReviewExercise').then((module) => module.ReviewExercise);

/** Where a card comes from: its chapter's page, the member's game (issue 46), or the puzzles of /train. */
function originPath({ origin }: ReviewCard): string {
  if (origin.kind === 'chapter') return chapterPath(origin.lessonId, origin.chapterNumber);
  return origin.kind === 'game' ? GAMES_PAGES.game(origin.gameId) : ROUTES.train;
}

/** A game's card and a deck's card may share an id (two tables): the page tells them apart by their origin. */
const cardKey = (card: ReviewCard) => `${card.origin.kind === 'game' ? 'game' : 'deck'}:${card.id}`;

/**
 * The member's review: the queue read once (GET /api/me/review, never from an earlier visit's cache), walked a card at
 * a time; each is answered through POST /api/me/review/{id}/moves (a game's mistake through POST
 * /api/me/games/cards/{id}/moves), which grades it and says when it is due again. At the end: "Review done for today", or "Nothing is due" when there was nothing.
 */
export default function MemberReview({ token }: { token: string }) {
  const queue = useLearnGetReviewQueueQuery(token);
  const [index, setIndex] = useState(0);
  // Train with comes once the card is graded, as on /train.
  const [graded, setGraded] = useState<string | null>(null);
  const cards = queue.currentData?.cards;

  if (queue.isError) {
    return (
      <div role="alert">
        <p>{serverMessage(queue.error, TRAIN_COPY.reviewFailed)}</p>
        <Button onClick={() => void queue.refetch()}>{TRAIN_COPY.tryAgain}</Button>
      </div>
    );
  }
  if (!cards) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {TRAIN_COPY.loadingReview}
        </span>
        <Skeleton height="auto" radius="4px" css={{ ...boardSquare, margin: 0 }} />
      </div>
    );
  }
  const card = cards[index];
  if (!card) {
    return (
      <div data-testid="review-end">
        <p tabIndex={-1} ref={(element) => element?.focus()} css={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {cards.length ? TRAINING_COPY.reviewDone : TRAINING_COPY.nothingDue}
        </p>
        <Link to={ROUTES.train}>{TRAINING_COPY.trainTitle}</Link>
      </div>
    );
  }
  return (
    <>
      <p data-testid="review-count" css={(t) => ({ color: t.colors.inkSoft, fontWeight: 600, margin: '0 0 16px' })}>
        {TRAIN_COPY.cardOf(index + 1, cards.length)}
      </p>
      <CardBoard key={cardKey(card)} card={card} onNext={() => setIndex(index + 1)} onDecided={() => setGraded(cardKey(card))} />
      {graded === cardKey(card) ? <TrainsWith productIds={card.productIds} /> : null}
    </>
  );
}

function CardBoard({ card, ...props }: ReviewExerciseProps) {
  const exercise = useMemo(
    () => ({ fen: card.fen, orientation: card.orientation, prompt: card.prompt }),
    [card.fen, card.orientation, card.prompt],
  );
  const frame = {
    text: (
      <>
        <p data-testid="review-origin">
          {`${TRAIN_COPY.fromOrigin} `}
          <Link to={originPath(card)}>{card.title}</Link>
        </p>
        <p data-testid="chapter-prompt" css={promptStyle}>
          {card.prompt}
        </p>
      </>
    ),
  };
  return <ExerciseStage exercise={exercise} frame={frame} load={loadReviewExercise} props={{ card, ...props }} />;
}
