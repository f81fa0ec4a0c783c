/**
 * The engine's verdict on one exercise (issue 18, "proved content"): the one home of the proof rules, used by
 * `npm run prove` (./prove.ts) for every chapter and puzzle, by the puzzle generator, and tested by engineCheck.test.ts:
 *
 * - tactic: at every learner step the engine's best move is an accepted one, and every other legal move is at least
 *   UNIQUE_MARGIN_CP worse, or, when the accepted move mates and the prompt promises mate, misses that mate (does not
 *   mate as fast). Every listed alternative mates exactly as fast as the solution's move.
 * - line: no learner move loses more than LINE_TOLERANCE_CP against the engine's best (a slower forced mate loses
 *   nothing).
 * - replies: the opponent's reply is the engine's choice or within REPLY_TOLERANCE_CP of it, or the opponent is being
 *   mated anyway, so the line shows the best defence rather than a blunder; in a line, a reply in a position that is lost
 *   anyway (LOST_CP) may be the textbook defence instead.
 */
import { Chess } from 'chess.js';
import { type Chapter } from '@kingside/contracts';
import { acceptedMoves } from '@kingside/contracts/api';
import { claimsMate } from './rules';
import { formatScore, isUnique, mateIn, MATE_VALUE, scoreValue, type EngineScore, type UciEngine } from './uciEngine';

export { UNIQUE_MARGIN_CP } from './uciEngine';
export const LINE_TOLERANCE_CP = 50;
export const REPLY_TOLERANCE_CP = 100;
/** A side this far behind has lost whatever it plays. */
export const LOST_CP = 300;

export interface StepVerdict {
  index: number;
  san: string;
  /** the engine's move and score for the side to move */
  best: string;
  bestScore: string;
  /** the best move that is not accepted, and its score (tactic steps) */
  runnerUp?: string;
  runnerUpScore?: string;
  problems: string[];
}

export interface ExerciseVerdict {
  problems: string[];
  steps: StepVerdict[];
  searches: number;
}

const isMated = (score: EngineScore): boolean => scoreValue(score) <= -MATE_VALUE + 1_000;

function toUci(chess: Chess, san: string): string {
  const move = chess.move(san);
  chess.undo();
  return move.from + move.to + (move.promotion ?? '');
}

function toSan(chess: Chess, uci: string | null): string {
  if (!uci) return '(none)';
  try {
    const move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    chess.undo();
    return move.san;
  } catch {
    return uci;
  }
}

export async function checkExercise(engine: UciEngine, chapter: Chapter, depth: number): Promise<ExerciseVerdict> {
  const { exercise } = chapter;
  const kind = exercise.kind ?? 'tactic';
  const mateClaimed = claimsMate(exercise.prompt);
  const chess = new Chess(chapter.fen);
  const steps: StepVerdict[] = [];
  let searches = 0;
  const search = (options?: { searchMoves?: string[] }) => {
    searches += 1;
    return engine.search(chess.fen(), depth, options);
  };
  await engine.newGame();

  for (const [index, san] of exercise.solution.entries()) {
    const problems: string[] = [];
    const full = await search();
    const best = toSan(chess, full.bestMove);
    const step: StepVerdict = { index, san, best, bestScore: formatScore(full.score), problems };
    steps.push(step);
    const accepted = acceptedMoves(exercise, index);

    if (accepted.length === 0) {
      // The opponent's reply.
      if (best !== san && !isMated(full.score)) {
        const reply = await search({ searchMoves: [toUci(chess, san)] });
        const loss = scoreValue(full.score) - scoreValue(reply.score);
        // A line may show the textbook defence of a lost position (the checks in the Lucena) rather than the
        // engine's longest resistance; a tactic's replies must be the best defence.
        const lostAnyway = kind === 'line' && scoreValue(full.score) <= -LOST_CP && scoreValue(reply.score) <= -LOST_CP;
        if (loss > REPLY_TOLERANCE_CP && !isMated(reply.score) && !lostAnyway) {
          problems.push(`reply ${san} (${formatScore(reply.score)}) is ${loss} cp worse than ${best} (${step.bestScore})`);
        }
      }
    } else if (kind === 'line') {
      for (const move of accepted) {
        const own = move === best ? full : await search({ searchMoves: [toUci(chess, move)] });
        const loss = scoreValue(full.score) - scoreValue(own.score);
        const bothMate = mateIn(full.score) !== null && mateIn(own.score) !== null;
        if (loss > LINE_TOLERANCE_CP && !bothMate) {
          problems.push(`${move} (${formatScore(own.score)}) loses ${loss} cp against ${best} (${step.bestScore})`);
        }
      }
    } else {
      if (!accepted.includes(best)) {
        problems.push(`the engine prefers ${best} (${step.bestScore}) to ${accepted.join('/')}`);
      } else {
        const legal = chess.moves();
        const others = legal.filter((move) => !accepted.includes(move));
        if (others.length > 0) {
          const runnerUp = await search({ searchMoves: others.map((move) => toUci(chess, move)) });
          step.runnerUp = toSan(chess, runnerUp.bestMove);
          step.runnerUpScore = formatScore(runnerUp.score);
          if (!isUnique(full.score, runnerUp.score, mateClaimed)) {
            problems.push(`${step.runnerUp} (${step.runnerUpScore}) also works, against ${best} (${step.bestScore})`);
          }
        }
        const mate = mateIn(full.score);
        for (const move of accepted.filter((m) => m !== best)) {
          const own = await search({ searchMoves: [toUci(chess, move)] });
          if (mate === null || mateIn(own.score) !== mate) {
            problems.push(`accepted ${move} (${formatScore(own.score)}) is not a mate as fast as ${best} (${step.bestScore})`);
          }
        }
      }
    }
    chess.move(san);
  }
  return { problems: steps.flatMap((s) => s.problems.map((p) => `solution[${s.index}] ${s.san}: ${p}`)), steps, searches };
}
