import type { ReviewGrade } from '@kingside/contracts/training';
import { Op } from 'sequelize';
import type { Database } from '../shared/db/database';
import type { ReviewCardModel } from './models';
import { storedNow } from '../shared/db/clock';
import { dueGameCards } from './games/cards';
import { puzzleStore } from './puzzleStore';
import { review } from './scheduler';

/*
 * The review deck (docs/spec.md §7.15): one card per puzzle and learner step a member missed, and one per chapter they
 * solved (its first step). A card enters the deck with the review that put it there (a miss rates Again, a solve
 * Good), so FSRS (training/scheduler.ts) decides from the first day when it comes back. A card already in the deck
 * is left to its schedule: only a review answer moves it.
 */

/** Puts the position into the member's deck, unless it is there already. */
export async function addToDeck(
  db: Database,
  entry: { userId: number; puzzleId: number; step: number; grade: ReviewGrade; now: Date },
): Promise<void> {
  const stamp = storedNow();
  // The unique key (member, puzzle, step) keeps the card already in the deck: the INSERT is ignored.
  await db.models.ReviewCard.bulkCreate(
    [
      {
        userId: entry.userId,
        puzzleId: entry.puzzleId,
        step: entry.step,
        ...review(undefined, entry.grade, entry.now),
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    { ignoreDuplicates: true },
  );
}

/**
 * The member answered the card: its next schedule, from the card as it was read. A second answer to the same
 * showing (two tabs) finds the card moved on (its reps changed) and changes nothing. Answers when the card is due
 * next, as this answer scheduled it.
 */
export async function answerCard(db: Database, card: ReviewCardModel, grade: ReviewGrade, now: Date): Promise<Date> {
  const next = review(card, grade, now);
  await db.models.ReviewCard.update({ ...next, updatedAt: storedNow() }, { where: { id: card.id, reps: card.reps } });
  return next.due;
}

/**
 * The member's cards due before `before` (the end of their day), oldest due first: those whose puzzle is still served
 * (a course archived since takes its chapters' cards out of the review, and out of every count of it).
 */
export async function dueCards(db: Database, userId: number, before: Date): Promise<ReviewCardModel[]> {
  const cards = await db.models.ReviewCard.findAll({
    where: { userId, due: { [Op.lt]: before } },
    order: [
      ['due', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const puzzles = await puzzleStore(db).many(cards.map((card) => Number(card.puzzleId)));
  return cards.filter((card) => puzzles.get(Number(card.puzzleId))?.live);
}

/** How many cards are due before `before`: the deck's, and the mistakes' cards of the member's games (issue 46, docs/spec.md §7.19). */
export async function dueCount(db: Database, userId: number, before: Date): Promise<number> {
  const [cards, gameCards] = await Promise.all([dueCards(db, userId, before), dueGameCards(db, userId, before)]);
  return cards.length + gameCards.length;
}

/** How a review went: right at the first try Good, after one miss Hard, after more (the hint came) Again. */
export function gradeFor(misses: number): ReviewGrade {
  if (misses === 0) return 'good';
  return misses === 1 ? 'hard' : 'again';
}
