import { MISSES_BEFORE_HINT, type Chapter, type MoveCheckResult } from '@kingside/contracts';
import { acceptedMoves, CHAPTER_API_MESSAGES, isLearnerStep } from '@kingside/contracts/api';
import { Chess } from 'chess.js';
import { LRUCache } from 'lru-cache';

/** What a list of moves played in a chapter amounts to. */
export type MoveCheck =
  | { outcome: 'refused'; message: string }
  | { outcome: 'wrong'; step: number }
  | { outcome: 'correct'; step: number; reply: string | undefined; complete: boolean };

/**
 * Checks the moves played so far in a chapter's exercise (docs/spec.md §7.11), by the rules (chess.js, the one
 * home of the rules on both sides of the site): every move must be legal in turn, every move before the last
 * must follow the exercise (an accepted learner move, the solution's reply), and the last must be a learner's.
 * Then the last move is right when the exercise accepts it at that step. Moves are compared as chess.js writes
 * them, so "Qh7" and "Qh7#" are the same move.
 */
export function checkMoves(chapter: Chapter, moves: readonly string[]): MoveCheck {
  const { exercise } = chapter;
  const last = moves.length - 1;
  if (!isLearnerStep(last)) return { outcome: 'refused', message: CHAPTER_API_MESSAGES.notYourMove };
  if (moves.length > exercise.solution.length) return { outcome: 'refused', message: CHAPTER_API_MESSAGES.offTheLine };

  const board = new Chess(chapter.fen);
  let lastSan = '';
  for (const [index, move] of moves.entries()) {
    let san: string;
    try {
      san = board.move(move).san;
    } catch {
      return { outcome: 'refused', message: CHAPTER_API_MESSAGES.illegalMove(index, move) };
    }
    if (index === last) lastSan = san;
    else if (isLearnerStep(index) ? !acceptedMoves(exercise, index).includes(san) : san !== exercise.solution[index]) {
      return { outcome: 'refused', message: CHAPTER_API_MESSAGES.offTheLine };
    }
  }

  if (!acceptedMoves(exercise, last).includes(lastSan)) return { outcome: 'wrong', step: last };
  const complete = last === exercise.solution.length - 1;
  return { outcome: 'correct', step: last, reply: complete ? undefined : exercise.solution[last + 1], complete };
}

/**
 * What a checked move answers (docs/spec.md §7.11): a right one, the reply when the line goes on and whether it is
 * complete; a wrong one, the hint once the learner has missed that step MISSES_BEFORE_HINT times (`misses`).
 */
export function moveAnswer(check: Exclude<MoveCheck, { outcome: 'refused' }>, misses: number, hint: string): MoveCheckResult {
  if (check.outcome === 'wrong') return { correct: false, complete: false, ...(misses >= MISSES_BEFORE_HINT ? { hint } : {}) };
  return { correct: true, ...(check.reply === undefined ? {} : { reply: check.reply }), complete: check.complete };
}

/** How many move lists' answers each chapter keeps, the least recently used dropped first. */
const KEPT_PER_CHAPTER = 1000;
const kept = new WeakMap<Chapter, LRUCache<string, MoveCheck>>();

/**
 * checkMoves, its answers kept per chapter object in an lru-cache: the answer depends only on the chapter and the moves,
 * learners play the same few lines, right and wrong, and replaying them with chess.js is most of a check's own work.
 * A chapter's move check needs it for its budget (docs/architecture.md §4, measured in bench/README.md). A catalogue write
 * replaces the chapter objects (lessons/chapterStore.ts), and their answers go with them; bounded per chapter, so a
 * client sending endless different lists cannot grow it.
 */
export function checkMovesKept(chapter: Chapter, moves: readonly string[]): MoveCheck {
  let answers = kept.get(chapter);
  if (!answers) kept.set(chapter, (answers = new LRUCache({ max: KEPT_PER_CHAPTER })));
  // SAN never holds a space (the moves schema allows none), so the joined list names one list only.
  const key = moves.join(' ');
  let answer = answers.get(key);
  if (!answer) answers.set(key, (answer = checkMoves(chapter, moves)));
  return answer;
}
