/**
 * The puzzle set, part one: every puzzle keeps the rules of chess and of the school, checked with chess.js (fast, no
 * engine), as chapters.rules.test.ts does for the chapters. The engine's part is `npm run prove` (testing/content/prove.ts).
 */
import { Chess } from 'chess.js';
import { PUZZLE_THEMES, type Puzzle, type PuzzleTheme } from '@kingside/contracts/training';
import { products } from '../../../catalogue/seedContent/products';
import { claimsMate, fenProblems, playSan, TEXT_LIMITS } from '../../../testing/content/rules';
import { PUZZLES } from './index';

const MATE_IN: Partial<Record<PuzzleTheme, number>> = { mateIn1: 1, mateIn2: 2, mateIn3: 3 };
const RATING = { min: 600, max: 2400 };

const kingAttackers = (chess: Chess): number => {
  const [king] = chess.findPiece({ type: 'k', color: chess.turn() });
  return king ? chess.attackers(king, chess.turn() === 'w' ? 'b' : 'w').length : 0;
};

/** Everything wrong with one puzzle, as sentences; empty when it keeps every rule. */
export function puzzleProblems(puzzle: Puzzle): string[] {
  const problems: string[] = [];
  const lengthIn = (what: string, value: string, limits: { min: number; max: number }): void => {
    if (value.trim() !== value || value.length < limits.min || value.length > limits.max) {
      problems.push(`${what} must be ${limits.min}–${limits.max} characters, without outer spaces (${value.length})`);
    }
  };
  lengthIn('the prompt', puzzle.prompt, TEXT_LIMITS.prompt);
  lengthIn('the hint', puzzle.hint, TEXT_LIMITS.hint);
  if (puzzle.source !== undefined) lengthIn('the source', puzzle.source, { min: 5, max: 100 });

  const { themes } = puzzle;
  if (themes.length < 1 || themes.length > 3 || new Set(themes).size !== themes.length) problems.push('1–3 distinct themes');
  for (const theme of themes) if (!PUZZLE_THEMES.includes(theme)) problems.push(`unknown theme ${theme}`);
  if (!Number.isInteger(puzzle.rating) || puzzle.rating < RATING.min || puzzle.rating > RATING.max) {
    problems.push(`rating ${puzzle.rating} is not a whole number within ${RATING.min}–${RATING.max}`);
  }
  const ids = puzzle.productIds ?? [];
  if (ids.length < 1 || ids.length > 2 || new Set(ids).size !== ids.length) problems.push('1–2 distinct product ids');
  for (const id of ids) if (!Number.isInteger(id) || id < 1 || id > products.length) problems.push(`product ${id} is not in the seed`);

  const fen = fenProblems(puzzle.fen);
  if (fen.length > 0) return [...problems, ...fen.map((p) => `FEN ${puzzle.fen}: ${p}`)];
  const chess = new Chess(puzzle.fen);
  const learner = chess.turn();
  const side = learner === 'w' ? 'White' : 'Black';
  if (!puzzle.prompt.startsWith(`${side} to move`)) problems.push(`the prompt should start with "${side} to move"`);
  if (chess.isGameOver()) problems.push('the game is already over in the starting position');

  const { solution } = puzzle;
  if (solution.length % 2 === 0 || solution.length < 1 || solution.length > 5) {
    problems.push('the solution must be 1–3 learner moves, ending on a learner move');
  }
  const first = solution[0] ?? '';
  const bare = first.replace(/[+#]$/, '');
  if (bare && puzzle.prompt.includes(bare)) problems.push(`the prompt names the first move ${bare}`);
  if (bare && puzzle.hint.includes(bare)) problems.push(`the hint names the first move ${bare}`);

  let doubleCheck = false;
  let promoted = false;
  try {
    solution.forEach((san, index) => {
      const mover = chess.turn();
      if ((index % 2 === 0) !== (mover === learner)) problems.push(`solution[${index}] is not played by the expected side`);
      if (index > 0 && chess.isGameOver()) problems.push(`the game is over before solution[${index}]`);
      playSan(chess, san, `solution[${index}]`);
      const move = chess.history({ verbose: true }).at(-1);
      if (!move) return;
      if (index === 0 && puzzle.hint.includes(move.to)) problems.push(`the hint names the first move's square ${move.to}`);
      if (index % 2 === 0) {
        if (kingAttackers(chess) >= 2) doubleCheck = true;
        if (move.promotion) promoted = true;
      }
    });
  } catch (error) {
    return [...problems, (error as Error).message];
  }

  const learnerMoves = Math.ceil(solution.length / 2);
  const mate = chess.isCheckmate();
  const mateThemes = themes.filter((t) => MATE_IN[t] !== undefined);
  if (claimsMate(puzzle.prompt) !== mate)
    problems.push(mate ? 'the line ends in mate: the prompt should say so' : 'the prompt promises mate but the line does not end in it');
  const promised = /mate in (\d)/.exec(puzzle.prompt);
  if (mate && Number(promised?.[1]) !== learnerMoves) problems.push(`the prompt should say mate in ${learnerMoves}`);
  if (mate && (mateThemes.length !== 1 || MATE_IN[mateThemes[0] as PuzzleTheme] !== learnerMoves))
    problems.push(`a mate in ${learnerMoves} needs the theme mateIn${learnerMoves}`);
  if (!mate && (mateThemes.length > 0 || themes.includes('backRankMate'))) problems.push('mate themes on a line that does not mate');
  if (themes.includes('backRankMate')) {
    const [king] = chess.findPiece({ type: 'k', color: chess.turn() });
    const backRank = chess.turn() === 'w' ? '1' : '8';
    if (!king?.endsWith(backRank)) problems.push('a back-rank mate leaves the king off its back rank');
  }
  if (themes.includes('doubleCheck') !== doubleCheck)
    problems.push(doubleCheck ? 'a learner move gives double check: tag it' : 'tagged doubleCheck but no learner move gives one');
  if (themes.includes('promotion') && !promoted) problems.push('tagged promotion but no learner move promotes');
  if (/double check/i.test(puzzle.prompt) && !doubleCheck)
    problems.push('the prompt promises a double check but no move of the line gives one');

  for (const [key, moves] of Object.entries(puzzle.alternatives ?? {})) {
    const index = Number(key);
    if (index !== solution.length - 1) {
      problems.push(`alternatives at ${key}: only the last learner step may have them`);
      continue;
    }
    for (const alternative of moves ?? []) {
      const board = new Chess(puzzle.fen);
      try {
        solution.slice(0, index).forEach((san, i) => playSan(board, san, `solution[${i}]`));
        playSan(board, alternative, `alternatives[${index}]`);
      } catch (error) {
        problems.push((error as Error).message);
        continue;
      }
      if (alternative === solution[index]) problems.push(`alternatives[${index}] repeats the solution`);
      if (!board.isCheckmate()) problems.push(`alternative ${alternative} does not mate`);
    }
  }
  return problems;
}

describe('the puzzle set', () => {
  it('has at least 300 puzzles, numbered 1..n in order', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(300);
    expect(PUZZLES.map((p) => p.id)).toEqual(PUZZLES.map((_, index) => index + 1));
  });

  it('has no position twice', () => {
    const placement = (fen: string) => fen.split(' ').slice(0, 2).join(' ');
    expect(new Set(PUZZLES.map((p) => placement(p.fen))).size).toBe(PUZZLES.length);
  });

  it('spreads over the themes and both colours', () => {
    const tagged = (theme: PuzzleTheme) => PUZZLES.filter((p) => p.themes.includes(theme)).length;
    for (const theme of [
      'fork',
      'pin',
      'skewer',
      'discoveredAttack',
      'mateIn1',
      'mateIn2',
      'mateIn3',
      'backRankMate',
      'endgame',
      'defence',
    ] as const) {
      expect([theme, tagged(theme) >= 8]).toEqual([theme, true]);
    }
    expect(PUZZLES.filter((p) => p.fen.split(' ')[1] === 'b').length).toBeGreaterThanOrEqual(PUZZLES.length / 4);
  });

  it.each(PUZZLES.map((puzzle) => [puzzle.id, puzzle] as const))('puzzle %i is legal, consistent and true to its claims', (_id, puzzle) => {
    expect(puzzleProblems(puzzle)).toEqual([]);
  });
});

describe('the rules themselves', () => {
  const backRank: Puzzle = {
    id: 1,
    fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
    solution: ['Rd8#'],
    prompt: 'White to move: mate in 1.',
    hint: 'The black king has no luft: its own pawns box it in.',
    themes: ['mateIn1', 'backRankMate'],
    rating: 650,
    productIds: [8, 5],
  };
  const problems = (change: Partial<Puzzle>) => puzzleProblems({ ...backRank, ...change }).join(' | ');

  it('accepts a correct puzzle', () => {
    expect(puzzleProblems(backRank)).toEqual([]);
  });

  it('rejects impossible positions and illegal or badly written moves', () => {
    expect(problems({ fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w K - 0 1' })).toMatch(/castling right K/);
    expect(problems({ solution: ['Rd9'] })).toMatch(/not legal/);
    expect(problems({ solution: ['Rd8'] })).toMatch(/should be written Rd8#/);
    expect(problems({ solution: ['Rd7', 'h6'] })).toMatch(/ending on a learner move/);
  });

  it('rejects false claims, wrong sides, unknown themes and products, and prompts or hints that give the move away', () => {
    expect(problems({ prompt: 'Black to move: mate in 1.' })).toMatch(/start with "White to move"/);
    expect(problems({ prompt: 'White to move: mate in 2.' })).toMatch(/should say mate in 1/);
    expect(problems({ prompt: 'White to move: win material.' })).toMatch(/should say so/);
    expect(problems({ themes: ['mateIn2'] })).toMatch(/theme mateIn1/);
    expect(problems({ themes: ['fork' as PuzzleTheme, 'tempo' as PuzzleTheme] })).toMatch(/unknown theme tempo/);
    expect(problems({ themes: ['mateIn1', 'doubleCheck'] })).toMatch(/no learner move gives one/);
    expect(problems({ rating: 3000 })).toMatch(/rating 3000/);
    expect(problems({ productIds: [products.length + 1] })).toMatch(/not in the seed/);
    expect(problems({ prompt: 'White to move: mate in 1 with Rd8.' })).toMatch(/prompt names the first move/);
    expect(problems({ hint: 'The rook belongs on d8, where the king is.' })).toMatch(/square d8/);
    expect(problems({ alternatives: { 0: ['Rd7'] } })).toMatch(/does not mate/);
  });
});
