import type { AppDeps } from '../shared/deps';
import { writeTransaction } from '../shared/db/writeTransaction';
import { storedNow } from '../shared/db/clock';
import { profileOf, ratingOf } from './profiles';
import { puzzleStore } from './puzzleStore';
import { rateFirstTry } from './ratings';

/**
 * A member's first try at a puzzle is decided (`won`: solved without a wrong move): both ratings move, once. The
 * attempt row (unique per member and puzzle) is what makes it once: a later try, or the same try arriving twice,
 * finds it and changes nothing (null). The member's profile row is locked first, then the puzzle's, in that order
 * everywhere, so concurrent first tries wait rather than deadlock.
 */
export async function decideFirstTry(
  deps: AppDeps,
  userId: number,
  puzzleId: number,
  won: boolean,
): Promise<{ before: number; after: number } | null> {
  const { db } = deps;
  const { Puzzle, PuzzleAttempt, PuzzleTheme, TrainingProfile } = db.models;
  // Most moves of a tried puzzle come after its first try: a read rules them out before any lock.
  if (await PuzzleAttempt.findOne({ attributes: ['id'], where: { userId, puzzleId } })) return null;
  const decided = await writeTransaction(db.sequelize, async (transaction) => {
    const profile = await profileOf(db, userId, transaction);
    if (await PuzzleAttempt.findOne({ attributes: ['id'], where: { userId, puzzleId }, transaction })) return null;
    const puzzle = await Puzzle.findByPk(puzzleId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!puzzle) return null;
    const before = ratingOf(profile);
    const rated = rateFirstTry(before, ratingOf(puzzle), won);
    const now = storedNow();
    await PuzzleAttempt.create(
      { userId, puzzleId, won, ratingBefore: before.rating, ratingAfter: rated.member.rating, createdAt: now },
      { transaction },
    );
    await TrainingProfile.update(
      {
        ...rated.member,
        puzzlesPlayed: Number(profile.puzzlesPlayed) + 1,
        version: Number(profile.version) + 1,
        updatedAt: now,
      },
      { where: { userId }, transaction },
    );
    await Puzzle.update({ ...rated.puzzle, plays: Number(puzzle.plays) + 1, updatedAt: now }, { where: { id: puzzleId }, transaction });
    // The themes' copy of the rating, which GET /api/puzzles/next walks by theme (migration 0016), moves with it.
    await PuzzleTheme.update({ rating: rated.puzzle.rating }, { where: { puzzleId }, transaction });
    return { puzzle: rated.puzzle.rating, before: Math.round(before.rating), after: Math.round(rated.member.rating) };
  });
  if (!decided) return null;
  // Committed: guests' choice (choiceIndex.ts) finds the puzzle at its new rating.
  puzzleStore(db).choices.moved(puzzleId, decided.puzzle);
  return { before: decided.before, after: decided.after };
}
