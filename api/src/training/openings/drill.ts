import { MISSES_BEFORE_HINT } from '@kingside/contracts';
import { CHAPTER_API_MESSAGES } from '@kingside/contracts/api';
import { OPENINGS_MESSAGES, type RepertoireColor, type TrainingMoveResult } from '@kingside/contracts/training';
import type { AppDeps } from '../../shared/deps';
import { storedNow } from '../../shared/db/clock';
import { badRequest, notFound } from '../../shared/http/errors';
import { missCounter } from '../../lessons';
import { gradeFor } from '../deck';
import { recordTrainingDay } from '../profiles';
import { review } from '../scheduler';
import type { RepertoireCardModel } from './models';
import { playFrom } from './pgn';
import { isMine, movesFrom, repertoireStore } from './repertoire';

/*
 * The drill (docs/spec.md §7.18), as Chessable's MoveTrainer: from a due position the member plays their repertoire's
 * move, the api answers with the opponent's move of the line, and so on while the line still leads to a position due
 * today. Every move is checked with the moves played so far from the card's position: those before the last must
 * follow the repertoire (the member's move in each of their positions, any of the opponent's), the last must be the
 * member's. A due position answered is graded as the review deck grades (training/deck.ts' gradeFor: Good without a
 * miss, Hard after one, Again after more) and scheduled by FSRS; a position not due is only checked.
 */

type Graph = ReturnType<typeof movesFrom>;

/** Whether a position due today (other than `skip`) lies ahead of `position` in the graph. */
function leadsToDue(graph: Graph, dueAt: Map<string, RepertoireCardModel>, position: string, endOfDay: Date, skip: number): boolean {
  const seen = new Set([position]);
  const stack = [position];
  while (stack.length) {
    const at = stack.pop()!;
    const card = dueAt.get(at);
    if (card && Number(card.id) !== skip && new Date(card.due) < endOfDay) return true;
    for (const move of graph.get(at) ?? []) {
      if (!seen.has(move.to)) {
        seen.add(move.to);
        stack.push(move.to);
      }
    }
  }
  return false;
}

export async function answerDrill(
  deps: AppDeps,
  userId: number,
  cardId: number,
  moves: readonly string[],
  now: Date,
  endOfDay: Date,
): Promise<TrainingMoveResult> {
  const state = await repertoireStore(deps.db).drillState(userId, cardId);
  if (!state) throw notFound(OPENINGS_MESSAGES.cardNotFound);
  const color = state.card.color as RepertoireColor;
  const graph = movesFrom(state.moves);
  const cardAt = new Map(state.cards.map((card) => [card.fen, card]));

  const last = moves.length - 1;
  if (last % 2 !== 0) throw badRequest(CHAPTER_API_MESSAGES.notYourMove);
  let position = state.card.fen;
  let answered = { san: '', to: '' };
  for (const [index, token] of moves.entries()) {
    const move = playFrom(position, token);
    if (!move) throw badRequest(CHAPTER_API_MESSAGES.illegalMove(index, token));
    if (index === last) {
      answered = move;
      break;
    }
    const follows = isMine(position, color)
      ? cardAt.get(position)?.san === move.san
      : (graph.get(position) ?? []).some((known) => known.san === move.san);
    if (!follows) throw badRequest(CHAPTER_API_MESSAGES.offTheLine);
    position = move.to;
  }
  const card = cardAt.get(position);
  if (!card) throw badRequest(CHAPTER_API_MESSAGES.offTheLine);

  // Misses count per showing of the position's card (its reps), as the review deck's do: a showing ends with its answer.
  const misses = missCounter(deps);
  const showingKey = `o:${userId}:${Number(card.id)}:${Number(card.reps)}`;
  if (answered.san !== card.san) {
    const missed = await misses.add(showingKey);
    return { correct: false, complete: false, ...(missed >= MISSES_BEFORE_HINT ? { hint: OPENINGS_MESSAGES.hint(card.san) } : {}) };
  }

  const result: TrainingMoveResult = { correct: true, complete: false };
  if (new Date(card.due) < endOfDay) {
    const grade = gradeFor(await misses.count(showingKey));
    const next = review(card, grade, now);
    // A second answer to the same showing (two tabs) finds the card moved on (its reps changed) and changes nothing.
    await deps.db.models.RepertoireCard.update({ ...next, updatedAt: storedNow() }, { where: { id: card.id, reps: card.reps } });
    result.review = { grade, due: next.due.toISOString() };
    await recordTrainingDay(deps.db, userId, now);
  }
  await misses.reset(showingKey);

  const reply = (graph.get(answered.to) ?? []).find((move) => leadsToDue(graph, cardAt, move.to, endOfDay, Number(card.id)));
  if (reply) result.reply = reply.san;
  else result.complete = true;
  return result;
}
