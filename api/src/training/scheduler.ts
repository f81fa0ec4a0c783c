import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import type { ReviewGrade } from '@kingside/contracts/training';
import type { ReviewCardModel } from './models';

/** The ts-fsrs scheduler, built once (docs/architecture.md §10.14): fuzz spreads cards learnt together over days. */
const scheduler = fsrs(generatorParameters({ enable_fuzz: true }));

const GRADES: Record<ReviewGrade, Grade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good };

/** A review card's scheduling columns (migration 0013), as the model stores them. */
export type CardColumns = Pick<
  ReviewCardModel,
  'due' | 'stability' | 'difficulty' | 'elapsedDays' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReview'
>;

function toCard(columns: CardColumns): Card {
  return {
    due: new Date(columns.due),
    stability: Number(columns.stability),
    difficulty: Number(columns.difficulty),
    elapsed_days: Number(columns.elapsedDays),
    scheduled_days: Number(columns.scheduledDays),
    learning_steps: Number(columns.learningSteps),
    reps: Number(columns.reps),
    lapses: Number(columns.lapses),
    state: Number(columns.state),
    ...(columns.lastReview ? { last_review: new Date(columns.lastReview) } : {}),
  };
}

function toColumns(card: Card): CardColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

/**
 * The card after one review graded `grade` at `now` (the server's time, never the browser's); `card` undefined for a
 * card that enters the deck with this review (a position just missed, a chapter just solved).
 */
export function review(card: CardColumns | undefined, grade: ReviewGrade, now: Date): CardColumns {
  const current = card ? toCard(card) : createEmptyCard(now);
  return toColumns(scheduler.next(current, now, GRADES[grade]).card);
}

/** A card never reviewed yet, due at `now` (a repertoire’s new position, docs/spec.md §7.18). */
export function newCardColumns(now: Date): CardColumns {
  return toColumns(createEmptyCard(now));
}
