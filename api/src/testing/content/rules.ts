/**
 * The rules every chapter keeps, checked with chess.js alone (fast, no engine): used by chapters.rules.test.ts and
 * handy while composing a chapter.
 */
import { Chess, validateFen, type Color, type Square } from 'chess.js';
import { type Chapter } from '@kingside/contracts';
import { isLearnerStep } from '@kingside/contracts/api';

export const TEXT_LIMITS = {
  paragraphs: { min: 2, max: 4 },
  paragraph: { min: 40, max: 700 },
  title: { min: 3, max: 60 },
  prompt: { min: 15, max: 160 },
  hint: { min: 15, max: 220 },
} as const;

const FILES = 'abcdefgh';

/** Problems that make a FEN an impossible or inconsistent chess position (beyond chess.js's own format checks). */
export function fenProblems(fen: string): string[] {
  const format = validateFen(fen);
  if (!format.ok) return [format.error ?? 'invalid FEN'];
  const problems: string[] = [];
  const chess = new Chess(fen);
  const [, turn, castling = '-', enPassant = '-'] = fen.split(' ');
  const other: Color = turn === 'w' ? 'b' : 'w';
  const [king] = chess.findPiece({ type: 'k', color: other });
  if (king && chess.isAttacked(king, turn as Color)) problems.push('the side not to move is in check');
  const [own] = chess.findPiece({ type: 'k', color: turn as Color });
  if (own && chess.attackers(own, other).length > 2) problems.push('the side to move is in check more than twice');

  for (const color of ['w', 'b'] as const) {
    const count = (type: 'p' | 'n' | 'b' | 'r' | 'q'): number => chess.findPiece({ type, color }).length;
    const pawns = count('p');
    const promoted = Math.max(0, count('q') - 1) + Math.max(0, count('r') - 2) + Math.max(0, count('b') - 2) + Math.max(0, count('n') - 2);
    if (pawns > 8) problems.push(`${color} has more than eight pawns`);
    if (pawns + promoted > 8) problems.push(`${color} has more promoted pieces than missing pawns`);
  }

  const piece = (square: string) => chess.get(square as Square);
  const rights: [string, string, string][] = [
    ['K', 'e1', 'h1'],
    ['Q', 'e1', 'a1'],
    ['k', 'e8', 'h8'],
    ['q', 'e8', 'a8'],
  ];
  for (const [right, kingSquare, rookSquare] of rights) {
    if (!castling.includes(right)) continue;
    const color = right === right.toUpperCase() ? 'w' : 'b';
    const k = piece(kingSquare);
    const r = piece(rookSquare);
    if (k?.type !== 'k' || k.color !== color || r?.type !== 'r' || r.color !== color) {
      problems.push(`castling right ${right} without the king on ${kingSquare} and a rook on ${rookSquare}`);
    }
  }

  if (enPassant !== '-') {
    const file = enPassant[0] ?? '';
    const rank = Number(enPassant[1]);
    // The pawn that has just advanced two squares belongs to the side not to move.
    const pawnSquare = `${file}${rank === 6 ? 5 : 4}`;
    const fromSquare = `${file}${rank === 6 ? 7 : 2}`;
    const pawn = piece(pawnSquare);
    if (pawn?.type !== 'p' || pawn.color !== other || piece(enPassant) || piece(fromSquare)) {
      problems.push(`en passant square ${enPassant} does not follow a two-square pawn move`);
    }
    if (!FILES.includes(file)) problems.push(`bad en passant square ${enPassant}`);
  }
  return problems;
}

/** Plays the exercise's solution from the chapter's position; throws on the first move that is not legal SAN. */
export function playSolution(chapter: Chapter): Chess {
  const chess = new Chess(chapter.fen);
  chapter.exercise.solution.forEach((san, index) => playSan(chess, san, `solution[${index}]`));
  return chess;
}

/** Plays `san`, which must be legal and written exactly as chess.js writes it. */
export function playSan(chess: Chess, san: string, where: string): void {
  let played: string;
  try {
    played = chess.move(san, { strict: true }).san;
  } catch {
    throw new Error(`${where}: ${san} is not legal in ${chess.fen()}`);
  }
  if (played !== san) throw new Error(`${where}: ${san} should be written ${played}`);
}

/** "mate", "mates" or "checkmate", not "stalemate" nor "teammate". */
export const claimsMate = (text: string): boolean => /\b(check)?mates?\b/i.test(text);

/** Everything wrong with one chapter, as sentences; empty when it keeps every rule. */
export function chapterProblems(chapter: Chapter, expectedNumber: number): string[] {
  const problems: string[] = [];
  const { exercise } = chapter;
  const lengthIn = (what: string, value: string, limits: { min: number; max: number }): void => {
    if (value.trim() !== value || value.length < limits.min || value.length > limits.max) {
      problems.push(`${what} must be ${limits.min}–${limits.max} characters, without outer spaces (${value.length})`);
    }
  };
  if (chapter.number !== expectedNumber) problems.push(`numbered ${chapter.number}, expected ${expectedNumber}`);
  lengthIn('the title', chapter.title, TEXT_LIMITS.title);
  lengthIn('the prompt', exercise.prompt, TEXT_LIMITS.prompt);
  lengthIn('the hint', exercise.hint, TEXT_LIMITS.hint);
  const { paragraphs, paragraph } = TEXT_LIMITS;
  if (chapter.text.length < paragraphs.min || chapter.text.length > paragraphs.max) {
    problems.push(`the text must have ${paragraphs.min}–${paragraphs.max} paragraphs (${chapter.text.length})`);
  }
  chapter.text.forEach((p, i) => lengthIn(`paragraph ${i + 1}`, p, paragraph));

  const fen = fenProblems(chapter.fen);
  if (fen.length > 0) return [...problems, ...fen.map((p) => `FEN ${chapter.fen}: ${p}`)];
  const start = new Chess(chapter.fen);
  const learner = start.turn() === 'w' ? 'white' : 'black';
  if (chapter.orientation !== learner) problems.push(`orientation ${chapter.orientation} but ${learner} is to move`);
  const side = learner === 'white' ? 'White' : 'Black';
  if (!exercise.prompt.startsWith(`${side} to move`)) problems.push(`the prompt should start with "${side} to move"`);
  if (start.isGameOver()) problems.push('the game is already over in the starting position');

  const { solution } = exercise;
  if (solution.length === 0 || solution.length % 2 === 0) {
    problems.push('the solution must end on a learner move (an odd number of moves)');
  }
  let end: Chess;
  try {
    end = playSolution(chapter);
  } catch (error) {
    return [...problems, (error as Error).message];
  }
  // Nothing ends the game before the last move.
  const replay = new Chess(chapter.fen);
  solution.slice(0, -1).forEach((san, index) => {
    replay.move(san);
    if (replay.isGameOver()) problems.push(`the game is over after solution[${index}] ${san}, before the line ends`);
  });

  for (const [key, moves] of Object.entries(exercise.alternatives ?? {})) {
    const index = Number(key);
    if (!isLearnerStep(index) || index >= solution.length) {
      problems.push(`alternatives at ${key}: not a learner step of the solution`);
      continue;
    }
    for (const alternative of moves ?? []) {
      const chess = new Chess(chapter.fen);
      try {
        solution.slice(0, index).forEach((san, i) => playSan(chess, san, `solution[${i}]`));
        playSan(chess, alternative, `alternatives[${index}]`);
        if (alternative === solution[index]) throw new Error(`alternatives[${index}]: ${alternative} repeats the solution`);
        solution.slice(index + 1).forEach((san, i) => playSan(chess, san, `after alternative ${alternative}, solution[${index + 1 + i}]`));
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      if (claimsMate(exercise.prompt) && !chess.isCheckmate()) problems.push(`alternative ${alternative} does not end in checkmate`);
    }
  }

  // Claims: the prompt says what the line achieves, and the text's annotated solution moves agree with the board.
  const mateClaimed = claimsMate(exercise.prompt);
  // A prompt may warn against stalemate ("checkmate, not stalemate"): a mate claim wins.
  const stalemateClaimed = !mateClaimed && /\bstalemate\b/i.test(exercise.prompt);
  if (mateClaimed && !end.isCheckmate()) problems.push('the prompt promises mate but the line does not end in checkmate');
  if (stalemateClaimed && !end.isStalemate()) problems.push('the prompt promises stalemate but the line does not end in stalemate');
  if (/double check/i.test(exercise.prompt)) {
    const board = new Chess(chapter.fen);
    const doubleChecks = solution.filter((san) => {
      board.move(san);
      const [king] = board.findPiece({ type: 'k', color: board.turn() });
      return king !== undefined && board.attackers(king, board.turn() === 'w' ? 'b' : 'w').length === 2;
    });
    if (doubleChecks.length === 0) problems.push('the prompt promises a double check but no move of the line gives one');
  }
  if (end.isCheckmate() && !mateClaimed) problems.push('the line ends in checkmate: the prompt should say so');
  if (end.isStalemate() && !stalemateClaimed) problems.push('the line ends in stalemate: the prompt should say so');
  const last = solution[solution.length - 1] ?? '';
  for (const paragraph of [...chapter.text, exercise.prompt, exercise.hint]) {
    for (const san of solution) {
      const bare = san.replace(/[+#]$/, '');
      if (bare.length < 2) continue;
      const mentioned = new RegExp(`(^|[\\s.(])${bare.replace(/[+]/g, '\\+')}([+#]?)(?=[\\s,.;:!?)]|$)`).exec(paragraph);
      if (mentioned && mentioned[2] === '#' && !(san === last && end.isCheckmate())) {
        problems.push(`the text writes ${bare}# but that move does not mate in the exercise`);
      }
    }
  }
  return problems;
}
