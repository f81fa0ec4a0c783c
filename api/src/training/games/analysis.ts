import { Chess } from 'chess.js';
import { EVAL_CLIP_CP, MISTAKE_LOSS_CP, type GameColor } from '@kingside/contracts/games';
import { isUnique, MATE_VALUE, mateIn, scoreValue, type EngineScore, type UciEngine } from './uciEngine';

/*
 * The engine's reading of one game (docs/architecture.md §10.16): every position searched for a fixed number of nodes
 * (deterministic: the same game gives the same evaluations and mistakes on every machine, with the same engine build),
 * from a cleared hash. A member's move is a mistake when it loses at least MISTAKE_LOSS_CP against the engine's best
 * move, or misses a forced mate, and that best move is the one answer by the content proofs' rule (isUnique: every
 * other move at least as far behind, or a slower mate), so that the card it becomes has one right answer.
 */

export interface GameToAnalyse {
  startFen: string | null;
  /** SAN */
  moves: string[];
  /** the member's side */
  color: GameColor;
}

export interface FoundMistake {
  ply: number;
  /** the position before the move, the member to move */
  fen: string;
  played: string;
  best: string;
  loss: number;
  missedMate: boolean;
}

export interface GameAnalysis {
  /** per position, White's side, clipped (contracts' GameDetail.evals) */
  evals: number[];
  mistakes: FoundMistake[];
}

/** A score so near mate that the side to move is being mated (or mates). */
const MATED = -MATE_VALUE + 1_000;

function whiteView(value: number, turn: 'w' | 'b'): number {
  const white = turn === 'w' ? value : -value;
  return Math.max(-EVAL_CLIP_CP, Math.min(EVAL_CLIP_CP, white));
}

function toUci(chess: Chess, san: string): string {
  const move = chess.move(san);
  chess.undo();
  return move.from + move.to + (move.promotion ?? '');
}

function toSan(chess: Chess, uci: string): string | null {
  try {
    const move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    chess.undo();
    return move.san;
  } catch {
    return null;
  }
}

/** The score of a position the game ended in (no search): mated, or a draw. */
function finalScore(chess: Chess): EngineScore | null {
  if (chess.isCheckmate()) return { mate: 0 };
  if (chess.isStalemate() || chess.isInsufficientMaterial()) return { cp: 0 };
  return null;
}

/**
 * Reads the game with `engine`: `nodes` per position, and once more for each candidate mistake (the best other move
 * than the engine's, for the rule of one answer). `onPosition` is told each position done (for a job's progress).
 */
export async function analyseGame(
  engine: UciEngine,
  game: GameToAnalyse,
  { nodes, timeoutMs, onPosition }: { nodes: number; timeoutMs: number; onPosition?: (done: number, total: number) => unknown },
): Promise<GameAnalysis> {
  const chess = game.startFen ? new Chess(game.startFen) : new Chess();
  await engine.newGame();
  const member = game.color === 'white' ? 'w' : 'b';
  const evals: number[] = [];
  const mistakes: FoundMistake[] = [];
  const searched: { score: EngineScore; best: string | null }[] = [];

  const searchHere = async (): Promise<{ score: EngineScore; best: string | null }> => {
    const final = finalScore(chess);
    if (final) return { score: final, best: null };
    const result = await engine.searchNodes(chess.fen(), nodes, { timeoutMs });
    return { score: result.score, best: result.bestMove };
  };

  // Every position: before the first move, then after each.
  const fens: string[] = [chess.fen()];
  const positions = game.moves.length + 1;
  searched.push(await searchHere());
  evals.push(whiteView(scoreValue(searched[0]!.score), chess.turn()));
  await onPosition?.(1, positions);
  for (const san of game.moves) {
    chess.move(san);
    fens.push(chess.fen());
    const here = await searchHere();
    searched.push(here);
    evals.push(whiteView(scoreValue(here.score), chess.turn()));
    await onPosition?.(searched.length, positions);
  }

  for (const [ply, played] of game.moves.entries()) {
    const board = new Chess(fens[ply]!);
    if (board.turn() !== member) continue;
    const before = searched[ply]!;
    const after = searched[ply + 1]!;
    if (!before.best) continue;
    const bestSan = toSan(board, before.best);
    if (!bestSan || bestSan === played) continue;
    const beforeValue = scoreValue(before.score);
    // A lost position is lost whatever is played: no lesson in which way.
    if (beforeValue <= MATED) continue;
    const afterValue = -scoreValue(after.score);
    const mate = mateIn(before.score);
    const stillMates = afterValue >= -MATED;
    const missedMate = mate !== null && !stillMates;
    const loss = beforeValue - afterValue;
    if (!missedMate && (loss < MISTAKE_LOSS_CP || (mate !== null && stillMates))) continue;

    const others = board.moves().filter((move) => move !== bestSan);
    if (others.length > 0) {
      const runnerUp = await engine.searchNodes(fens[ply]!, nodes, { timeoutMs, searchMoves: others.map((move) => toUci(board, move)) });
      if (!isUnique(before.score, runnerUp.score, true)) continue;
    }
    mistakes.push({
      ply,
      fen: fens[ply]!,
      played,
      best: bestSan,
      loss: missedMate ? EVAL_CLIP_CP : Math.min(Math.round(loss), EVAL_CLIP_CP * 2),
      missedMate,
    });
  }
  return { evals, mistakes };
}
